import { TOAST_MS } from '@bondhon/shared/constants';
import type { ReviewQueueItem } from '@bondhon/shared/schemas/moderation';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { PrevNextPager } from '../../../components/ui/prev-next-pager';
import { ProfilePhoto } from '../../../components/ui/profile-photo';
import { confirmAction, showError } from '../../../lib/dialogs';
import { errorText } from '../../../lib/error-text';
import { formatBangladeshDay } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useReviewQueue, useVerifyBiodata } from '../api/review-queue';
import { RemoveBiodataButton, RemovePhotoButton } from './decision-buttons';
// Every field's label and options in the reader's language (the form's catalogues): loaded with
// the fields, after the queue's first paint.
const ReviewFields = lazy(() =>
  import('./review-fields').then((module) => ({ default: module.ReviewFields })),
);

// Checks the reason with the shared schema (zod): loaded when an admin opens it.
const RequestChangesDialog = lazy(() =>
  import('./decision-dialogs').then((module) => ({ default: module.RequestChangesDialog })),
);

function QueueCard({
  item,
  detailsHref,
}: {
  item: ReviewQueueItem;
  detailsHref: (id: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const verify = useVerifyBiodata();
  const [isAskingChanges, setIsAskingChanges] = useState(false);
  const changed = new Set(item.changed ?? []);
  const name = String(item.values.name ?? '');
  const photo = typeof item.values.profileImage === 'string' ? item.values.profileImage : null;
  const previousPhoto =
    changed.has('profileImage') && typeof item.previous?.profileImage === 'string'
      ? item.previous.profileImage
      : null;

  const onVerify = async () => {
    const isConfirmed = await confirmAction({
      title: t('moderation.queue.verifyTitle'),
      text: t('moderation.queue.verifyConfirm', { name, addid: item.addid }),
      confirmText: t('moderation.queue.verifyButton'),
      cancelText: t('moderation.lift.cancel'),
      isDestructive: false,
    });
    if (!isConfirmed) return;
    // Awaited: the verified biodata leaves the queue (and this card) as it is read again.
    await verify.mutateAsync(item._id).then(
      () => toast.success(t('moderation.queue.verifyDone'), { duration: TOAST_MS.standard }),
      (error: unknown) => void showError(t('moderation.queue.verifyFailed'), errorText(error)),
    );
  };

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="space-y-4 rounded-box border border-base-300 bg-base-100 p-4 sm:p-5"
      >
        <header className="flex flex-wrap items-start gap-3 sm:gap-4">
          <ProfilePhoto
            src={photo}
            alt={t('moderation.queue.photo', { name })}
            className="size-20 shrink-0 rounded-field sm:size-24"
          />
          {previousPhoto ? (
            <figure className="shrink-0 text-center text-xs text-muted">
              <ProfilePhoto
                src={previousPhoto}
                alt={t('moderation.queue.previousPhoto', { name })}
                className="size-16 rounded-field opacity-80 sm:size-20"
              />
              <figcaption className="mt-1">{t('moderation.queue.previousPhotoCaption')}</figcaption>
            </figure>
          ) : null}
          <div className="min-w-0 flex-1">
            <span className={`badge mb-1 ${item.isEdit ? 'badge-info' : 'badge-ghost'}`}>
              {t(item.isEdit ? 'moderation.queue.editBadge' : 'moderation.queue.submissionBadge')}
            </span>
            <h2 id={headingId} className="text-lg font-semibold">
              <Link className="link link-primary" to={detailsHref(item._id)}>
                {t('moderation.queue.biodataTitle', { name, addid: item.addid })}
              </Link>
            </h2>
            <p className="text-sm break-all text-muted">
              {t('moderation.queue.owner', { email: item.ownerEmail })}
            </p>
            <p className="text-sm text-muted">
              {t('moderation.queue.waitingSince', {
                date: formatBangladeshDay(item.submittedAt, i18n.language),
              })}
            </p>
          </div>
        </header>
        <p className="text-sm">
          {item.changed === null
            ? t('moderation.queue.firstReview')
            : t(
                previousPhoto
                  ? 'moderation.queue.changedCountPhoto'
                  : 'moderation.queue.changedCount',
                {
                  count: item.changed.length,
                  date: item.lastVerifiedAt
                    ? formatBangladeshDay(item.lastVerifiedAt, i18n.language)
                    : '',
                },
              )}
        </p>
        <Suspense fallback={<LoadingIndicator label={t('moderation.queue.loadingFields')} />}>
          <ReviewFields item={item} />
        </Suspense>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            className="btn btn-success btn-sm"
            isBusy={verify.isPending}
            icon={<Icon name="check" className="size-4" />}
            onClick={() => void onVerify()}
          >
            {t('moderation.queue.verifyButton')}
          </Button>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => setIsAskingChanges(true)}
          >
            {t('moderation.queue.changesButton')}
          </button>
          {photo ? <RemovePhotoButton biodataId={item._id} addid={item.addid} /> : null}
          <RemoveBiodataButton biodataId={item._id} addid={item.addid} />
        </div>
        {isAskingChanges ? (
          <Suspense fallback={null}>
            <RequestChangesDialog biodataId={item._id} onClose={() => setIsAskingChanges(false)} />
          </Suspense>
        ) : null}
      </article>
    </li>
  );
}

/**
 * The review queue (issue 21): biodatas waiting for an admin, the one waiting longest first, each
 * with what changed since its last verification marked, and Verify / Request changes / Remove.
 */
export function ReviewQueue({ detailsHref }: { detailsHref: (id: string) => string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const queue = useReviewQueue(page);
  if (queue.isPending) return <LoadingIndicator label={t('moderation.queue.loading')} />;
  if (queue.isError) {
    return (
      <LoadError
        message={`${t('moderation.queue.loadFailed')} ${errorText(queue.error)}`}
        retryLabel={t('moderation.queue.retry')}
        onRetry={() => void queue.refetch()}
      />
    );
  }
  const { items, total, totalCapped, pageCount } = queue.data;
  if (items.length === 0 && page === 1) {
    return <EmptyState icon={<Icon name="check" />} title={t('moderation.queue.empty')} />;
  }
  const pages = Math.max(1, pageCount);
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted" aria-live="polite">
        {t(totalCapped ? 'moderation.queue.totalCapped' : 'moderation.queue.total', {
          count: total,
        })}
      </p>
      <ul
        className="space-y-4"
        aria-label={t('moderation.queue.listLabel')}
        aria-busy={queue.isPlaceholderData}
      >
        {items.map((item) => (
          <QueueCard key={item._id} item={item} detailsHref={detailsHref} />
        ))}
      </ul>
      <PrevNextPager
        page={page}
        pages={pages}
        onPage={setPage}
        label={t('moderation.queue.pagination.label')}
        prevLabel={t('moderation.queue.pagination.prev')}
        nextLabel={t('moderation.queue.pagination.next')}
        status={t('moderation.queue.pagination.status', { page, pages })}
      />
    </div>
  );
}
