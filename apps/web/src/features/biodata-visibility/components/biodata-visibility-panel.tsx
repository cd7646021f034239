import { todayInBangladesh } from '@bondhon/shared/biodata-dates';
import { TOAST_MS } from '@bondhon/shared/constants';
import { useId } from 'react';
import type { ReviewStatus } from '@bondhon/shared/schemas/moderation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { ApiError } from '../../../lib/api-client';
import { confirmAction, showError } from '../../../lib/dialogs';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { formatShortDay } from '../../../lib/short-day';
import { loadStrings } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useBiodataVisibility, useSetBiodataHidden } from '../api/biodata-visibility';
import { biodataVisibilityStrings } from '../locales';

// Its strings come with its code, after Your Data's first paint.
await loadStrings(biodataVisibilityStrings);

/**
 * Who can see the member's biodata (issue 21): hide it from everyone else, or show it again.
 * Nothing while it loads, or when the member has no biodata (404); a load that fails says so
 * where the panel would be.
 */
export function BiodataVisibilityPanel({ editHref }: { editHref: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const visibility = useBiodataVisibility();
  const change = useSetBiodataHidden();

  if (visibility.isPending) return null;
  if (visibility.isError) {
    if (visibility.error instanceof ApiError && visibility.error.status === 404) return null;
    return (
      <p role="alert" className="mt-6 text-error">
        {t('biodataVisibility.loadFailed')}
      </p>
    );
  }
  const { hiddenAt, isListed, review } = visibility.data;
  const isHidden = hiddenAt !== null;

  const onChange = async () => {
    if (!isHidden) {
      const isConfirmed = await confirmAction({
        title: t('biodataVisibility.confirmTitle'),
        text: t('biodataVisibility.confirmText'),
        confirmText: t('biodataVisibility.confirmButton'),
        isDestructive: false,
      });
      if (!isConfirmed) return;
    }
    change.mutate(
      { hidden: !isHidden },
      {
        onSuccess: () =>
          toast.success(t(isHidden ? 'biodataVisibility.shown' : 'biodataVisibility.hidden'), {
            duration: TOAST_MS.standard,
          }),
        onError: (error) => void showError(t('biodataVisibility.failed'), errorText(error)),
      },
    );
  };

  // Taken down by an admin (issue 21): nothing the owner does shows it again; they read why.
  if (review.state === 'removed') {
    return (
      <section
        aria-labelledby={headingId}
        className="mt-6 rounded-box border border-error/40 bg-error/5 p-5 shadow-sm sm:p-8"
      >
        <div className="flex flex-wrap items-center gap-3">
          <h2 id={headingId} className="text-lg font-semibold text-primary">
            {t('biodataVisibility.title')}
          </h2>
          <span className="badge badge-error">{t('biodataVisibility.removedBadge')}</span>
        </div>
        <p className="mt-3 max-w-prose">{t('biodataVisibility.removedText')}</p>
        <blockquote className="mt-2 max-w-prose border-s-4 border-error/40 ps-3 whitespace-pre-line">
          {review.reason}
        </blockquote>
      </section>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-primary">
          {t('biodataVisibility.title')}
        </h2>
        <span className={`badge ${isHidden ? 'badge-warning' : 'badge-success'}`}>
          {t(
            isHidden
              ? 'biodataVisibility.hiddenBadge'
              : isListed
                ? 'biodataVisibility.visibleBadge'
                : 'biodataVisibility.notYetBadge',
          )}
        </span>
      </div>
      <p className="mt-3 max-w-prose">
        {isHidden
          ? t('biodataVisibility.hiddenText', {
              // The day in Bangladesh, whatever the reader's clock.
              date: formatDate(todayInBangladesh(new Date(hiddenAt)), i18n.language),
            })
          : t(isListed ? 'biodataVisibility.visibleText' : 'biodataVisibility.notYetText')}
      </p>
      <ReviewStanding review={review} isListed={isListed} editHref={editHref} />
      <Button
        className={`btn mt-4 ${isHidden ? 'btn-primary' : 'btn-outline'}`}
        isBusy={change.isPending}
        icon={<Icon name={isHidden ? 'check' : 'lock'} className="size-5" />}
        onClick={() => void onChange()}
      >
        {t(isHidden ? 'biodataVisibility.show' : 'biodataVisibility.hide')}
      </Button>
    </section>
  );
}

/** Where the biodata stands with the admins' review (issue 21), and what the owner can do. */
function ReviewStanding({
  review,
  isListed,
  editHref,
}: {
  review: ReviewStatus;
  isListed: boolean;
  editHref: string;
}) {
  const { t, i18n } = useTranslation();
  if (review.state === 'verified' && review.verifiedAt) {
    return (
      <VerifiedBadge
        verifiedAt={review.verifiedAt}
        label={t('biodataCard.verified')}
        title={t('biodataCard.verifiedOn', {
          date: formatShortDay(review.verifiedAt, i18n.language),
        })}
        className="mt-3"
      />
    );
  }
  if (review.state === 'changes_requested') {
    return (
      <div className="mt-4 rounded-field border border-warning/50 bg-warning/10 p-4">
        <p className="font-semibold">{t('biodataVisibility.review.changesRequested')}</p>
        <blockquote className="mt-2 border-s-4 border-warning/50 ps-3 whitespace-pre-line">
          {review.reason}
        </blockquote>
        <Link to={editHref} className="link mt-2 inline-block font-medium link-primary">
          {t('biodataVisibility.review.edit')}
        </Link>
      </div>
    );
  }
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <span className="badge badge-sm badge-ghost">
        {t('biodataVisibility.review.pendingBadge')}
      </span>
      {t(
        isListed
          ? 'biodataVisibility.review.pendingShown'
          : 'biodataVisibility.review.pendingUnseen',
      )}
    </p>
  );
}
