import { TOAST_MS } from '@bondhon/shared/constants';
import { formatBangladeshiMobile } from '@bondhon/shared/phone';
import type { BiodataRecordWithContact } from '@bondhon/shared/schemas/biodata';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { ProfilePhoto } from '../../../components/ui/profile-photo';
import { QueryState } from '../../../components/ui/query-state';
import { showError } from '../../../lib/dialogs';
import { formatDate } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useOwnBiodata } from '../api/get-own-biodata';
import { useUserStatus } from '../api/get-user-status';
import { useRequestPremium } from '../api/request-premium';
import {
  givenFacts,
  optionLabel,
  useBiodataMoreFacts,
  useDistrictFacts,
} from '../../../lib/option-labels';
import { answerReason, errorText, refusalMessage } from '../../../lib/error-text';

/** After the first paint, with its words: Your Data's first load stays small. */
const CompletenessMeter = lazy(() =>
  import('./completeness-meter').then((module) => ({ default: module.CompletenessMeter })),
);

interface Field {
  label: string;
  value: string | number | null;
  /** A text of its own (a note): at full width, its line breaks kept. */
  isProse?: boolean;
}

function FieldList({
  title,
  fields,
  isProse = false,
}: {
  title: string;
  fields: Field[];
  /** One long text: a single column, its line breaks kept. */
  isProse?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-base-300 pt-5">
      <h3 id={headingId} className="mb-3 text-lg font-semibold text-primary">
        {title}
      </h3>
      <dl className={`grid gap-x-6 gap-y-4 ${isProse ? '' : 'sm:grid-cols-2'}`}>
        {fields.map(({ label, value, isProse: isFieldProse = isProse }) => (
          <div key={label} className={`min-w-0 ${isFieldProse ? 'sm:col-span-2' : ''}`}>
            <dt className={isProse ? 'sr-only' : 'text-sm text-muted'}>{label}</dt>
            <dd className={`break-words ${isFieldProse ? 'whitespace-pre-line' : 'font-medium'}`}>
              {value === null || value === '' ? (
                <span className="font-normal text-muted italic">{t('myBiodata.notGiven')}</span>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * 'Make Premium' sends a premium request for the admins to approve (DESIGN D8). While the
 * person's standing loads it is a disabled, busy 'Checking premium status…'; it reads 'Already
 * Premium' (disabled) for someone who is premium (spec §4) and 'Premium request pending'
 * (disabled) once a request waits for the admins. Spec §8: 'Premium request sent!', an info
 * notice when one is already pending, 'Something went wrong!' on failure.
 */
function MakePremiumButton({
  biodata,
  email,
}: {
  biodata: BiodataRecordWithContact;
  email: string;
}) {
  const { t } = useTranslation();
  const status = useUserStatus(email);
  const request = useRequestPremium();
  const isPremium = status.data?.person === 'premium';
  // The server's word, so a request made before a reload still shows as pending.
  const hasPendingRequest = status.data?.premiumRequestPending === true;

  const onMakePremium = () => {
    request.mutate(
      { name: biodata.name, email, id: biodata._id },
      {
        onSuccess: (result) => {
          if (result.success) {
            toast.success(t('myBiodata.premiumRequestSent'), { duration: TOAST_MS.standard });
            return;
          }
          toast.notice(answerReason(result.message) ?? t('myBiodata.premiumAlreadyRequested'), {
            duration: TOAST_MS.standard,
            icon: <Icon name="info" className="size-5 shrink-0 text-info" />,
          });
        },
        onError: (error) => {
          const reason = refusalMessage(error) ?? t('errors.unexpected');
          void showError(t('myBiodata.premiumRequestFailed'), reason);
        },
      },
    );
  };

  const isBusy = status.isPending || request.isPending;
  const label = status.isPending
    ? t('myBiodata.checkingPremium')
    : isPremium
      ? t('myBiodata.alreadyPremium')
      : hasPendingRequest
        ? t('myBiodata.premiumRequestPending')
        : t('myBiodata.makePremium');
  return (
    <Button
      className="btn btn-accent"
      isBusy={isBusy}
      disabled={isPremium || hasPendingRequest}
      icon={<Icon name={hasPendingRequest && !isPremium ? 'clock' : 'crown'} className="size-5" />}
      onClick={onMakePremium}
    >
      {label}
    </Button>
  );
}

function BiodataProfile({
  biodata,
  email,
  editHref,
}: {
  biodata: BiodataRecordWithContact;
  email: string;
  editHref: string;
}) {
  const { t, i18n } = useTranslation();
  const districts = useDistrictFacts(biodata);
  const more = useBiodataMoreFacts(biodata);
  // Issue 20's facts: those given, none shown blank.
  const marriageFaith = givenFacts([
    {
      key: 'maritalStatus',
      label: t('biodataFields.maritalStatus'),
      value: biodata.maritalStatus && optionLabel.maritalStatus(biodata.maritalStatus),
    },
    {
      key: 'childrenCount',
      label: t('biodataFields.childrenCount'),
      value: biodata.childrenCount === null ? null : optionLabel.id(biodata.childrenCount),
    },
    {
      key: 'religion',
      label: t('biodataFields.religion'),
      value: biodata.religion && optionLabel.religion(biodata.religion),
    },
    {
      key: 'religiousPractice',
      label: t('biodataFields.religiousPractice'),
      value: biodata.religiousPractice,
    },
  ]);
  const nameId = useId();

  return (
    <article
      aria-labelledby={nameId}
      className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:items-center sm:text-left">
        <ProfilePhoto
          src={biodata.profileImage}
          alt={biodata.name}
          loading="eager"
          className="size-36 shrink-0 rounded-box shadow-sm ring-2 ring-accent sm:size-40"
        />
        <div className="min-w-0 flex-1">
          <h2 id={nameId} className="text-2xl font-bold break-words sm:text-3xl">
            {biodata.name}
          </h2>
          <dl className="mt-1 flex justify-center gap-1.5 sm:justify-start">
            <dt className="text-muted after:content-[':']">{t('biodataFields.biodataId')}</dt>
            <dd className="font-semibold">{optionLabel.id(biodata.addid)}</dd>
          </dl>
          <div className="mt-4 flex flex-wrap justify-center gap-3 sm:justify-start">
            <Link to={editHref} className="btn btn-outline btn-primary">
              <Icon name="pencil" className="size-5" />
              {t('myBiodata.editLink')}
            </Link>
            <MakePremiumButton biodata={biodata} email={email} />
          </div>
        </div>
      </div>

      <div className="mt-6 space-y-5">
        <Suspense fallback={null}>
          <CompletenessMeter biodata={biodata} editHref={editHref} />
        </Suspense>
        <FieldList
          title={t('biodataFields.sections.aboutYou')}
          fields={[
            { label: t('biodataFields.name'), value: biodata.name },
            {
              label: t('biodataFields.biodataType'),
              value: optionLabel.biodataType(biodata.biodataType),
            },
            { label: t('biodataFields.dob'), value: formatDate(biodata.dob, i18n.language) },
            { label: t('biodataFields.age'), value: biodata.yourAge },
            { label: t('biodataFields.height'), value: optionLabel.height(biodata.height) },
            { label: t('biodataFields.weight'), value: optionLabel.weight(biodata.weight) },
            {
              label: t('biodataFields.occupation'),
              value: optionLabel.occupation(biodata.occupation),
            },
            { label: t('biodataFields.race'), value: optionLabel.race(biodata.race) },
          ]}
        />
        {more.educationWork.length > 0 ? (
          <FieldList title={t('biodataMore.sections.educationWork')} fields={more.educationWork} />
        ) : null}
        <FieldList
          title={t('biodataFields.sections.family')}
          fields={[
            { label: t('biodataFields.fathersName'), value: biodata.fathersName },
            { label: t('biodataFields.mothersName'), value: biodata.mothersName },
            ...more.family,
          ]}
        />
        {marriageFaith.length > 0 ? (
          <FieldList title={t('biodataFields.sections.marriageFaith')} fields={marriageFaith} />
        ) : null}
        <FieldList
          title={t('biodataFields.sections.location')}
          fields={[
            {
              label: t('biodataFields.permanentDivision'),
              value: optionLabel.division(biodata.permanentDivision),
            },
            {
              label: t('biodataFields.presentDivision'),
              value: optionLabel.division(biodata.presentDivision),
            },
            ...districts.map(({ label, value }) => ({ label, value })),
          ]}
        />
        {more.aboutMe ? (
          <FieldList
            title={t('biodataMore.sections.aboutMe')}
            fields={[{ label: t('biodataMore.aboutMe'), value: more.aboutMe }]}
            isProse
          />
        ) : null}
        <FieldList
          title={t('biodataFields.sections.partner')}
          fields={[
            { label: t('biodataFields.expectedPartnerAge'), value: biodata.expectedPartnerAge },
            {
              label: t('biodataFields.expectedPartnerHeight'),
              value: optionLabel.height(biodata.expectedPartnerHeight),
            },
            {
              label: t('biodataFields.expectedPartnerWeight'),
              value: optionLabel.weight(biodata.expectedPartnerWeight),
            },
            ...more.expectations,
          ]}
        />
        <FieldList
          title={t('biodataFields.sections.contact')}
          fields={[
            { label: t('biodataFields.contactEmail'), value: biodata.contactEmail },
            { label: t('biodataFields.mobile'), value: formatBangladeshiMobile(biodata.mobile) },
            ...(more.guardian
              ? [
                  { label: more.guardian.label, value: more.guardian.who },
                  {
                    label: more.guardian.mobileLabel,
                    value: formatBangladeshiMobile(more.guardian.mobile),
                  },
                ]
              : []),
          ]}
        />
      </div>
    </article>
  );
}

function NoBiodata({ createHref }: { createHref: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<Icon name="idCard" />}
      title={t('myBiodata.emptyTitle')}
      body={t('myBiodata.emptyBody')}
      action={
        <Link to={createHref} className="btn btn-primary">
          <Icon name="pencil" className="size-5" />
          {t('myBiodata.createLink')}
        </Link>
      }
    />
  );
}

/**
 * 'Your Biodata' (spec §2 view biodata): the person's photo and every field with its label, the
 * Biodata ID, 'Edit Biodata' and 'Make Premium'; or, without a biodata, a call to create one.
 */
export function OwnBiodata({
  email,
  editHref,
}: {
  /** The signed-in user's e-mail. */
  email: string;
  /** Where the biodata form is (to edit, or to create a first biodata). */
  editHref: string;
}) {
  const { t } = useTranslation();
  const biodata = useOwnBiodata(email);

  return (
    <QueryState
      query={biodata}
      pending={<LoadingIndicator label={t('myBiodata.loading')} />}
      error={(error, retry) => (
        <LoadError
          message={`${t('myBiodata.loadFailed')} ${errorText(error)}`}
          retryLabel={t('myBiodata.retry')}
          onRetry={retry}
        />
      )}
    >
      {(record) =>
        record ? (
          <BiodataProfile biodata={record} email={email} editHref={editHref} />
        ) : (
          <NoBiodata createHref={editHref} />
        )
      }
    </QueryState>
  );
}
