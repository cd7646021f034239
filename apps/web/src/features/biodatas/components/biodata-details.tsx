import { hasContact } from '@bondhon/shared/biodata-contact';
import { formatBangladeshiMobile } from '@bondhon/shared/phone';
import type { BiodataRecord } from '@bondhon/shared/schemas/biodata';
import type { MoreFacts } from '../../../lib/biodata-more-facts';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { ProfilePhoto } from '../../../components/ui/profile-photo';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { formatDate } from '../../../lib/format-date';
import { formatShortDay } from '../../../lib/short-day';
import {
  givenFacts,
  optionLabel,
  useBiodataMoreFacts,
  useDistrictFacts,
} from '../../../lib/option-labels';
import { useBiodataDetails } from '../api/get-biodata-details';
// Below the profile, after its first paint: its cards' code is not the page's first load.
const SimilarBiodatas = lazy(() =>
  import('./similar-biodatas').then((module) => ({ default: module.SimilarBiodatas })),
);

interface Fact {
  key: string;
  label: string;
  value: ReactNode;
  /** A text of its own: at full width, its line breaks kept. */
  isProse?: boolean;
}

/** An unknown biodata (404), or an id that cannot be one (400). */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

function FactsSection({ title, facts }: { title: string; facts: Fact[] }) {
  return (
    <section className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6">
      <h2 className="mb-4 text-xl font-semibold text-primary">{title}</h2>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.key} className={fact.isProse ? 'sm:col-span-2' : undefined}>
            <dt className="text-sm text-muted">{fact.label}</dt>
            <dd
              className={`mt-0.5 break-words ${fact.isProse ? 'whitespace-pre-line' : 'font-semibold'}`}
            >
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The page's heading while there is no profile to name it after. */
function DetailsHeading() {
  const { t } = useTranslation();
  return (
    <h1 className="mb-6 text-3xl font-bold tracking-tight text-primary sm:mb-8 sm:text-4xl">
      {t('details.title')}
    </h1>
  );
}

function DetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <div>
      <DetailsHeading />
      <div role="status" aria-label={t('details.loading')}>
        <div
          aria-hidden="true"
          className="grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-8"
        >
          <div className="skeleton aspect-square w-28 sm:w-36 md:w-full" />
          <div className="space-y-6">
            {[0, 1, 2].map((block) => (
              <div key={block} className="space-y-3 rounded-box border border-base-300 p-6">
                <div className="skeleton h-6 w-1/3" />
                <div className="skeleton h-4 w-full" />
                <div className="skeleton h-4 w-5/6" />
                <div className="skeleton h-4 w-2/3" />
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

function MissingBiodata({ listingHref }: { listingHref: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <DetailsHeading />
      <div className="mx-auto max-w-xl">
        <EmptyState
          icon={<Icon name="search" />}
          title={t('details.notFound.title')}
          body={t('details.notFound.body')}
          action={
            <Link to={listingHref} className="btn btn-primary">
              {t('details.backToListing')}
            </Link>
          }
        />
      </div>
    </div>
  );
}

/** What the biodata page shows of another feature's, given the profile it shows. */
export interface ProfileSlots {
  /** Beside the photo: Add Favorite, for those who may add one. */
  favouriteAction?: (biodata: BiodataRecord) => ReactNode;
  /** The contact card while the contact is hidden from the viewer: how to get it. */
  lockedContact: (biodata: BiodataRecord) => ReactNode;
  /** After the facts: how to stay safe, and how to report the biodata (issue 21). */
  safetyAction?: (biodata: BiodataRecord) => ReactNode;
}

function ContactCard({
  biodata,
  guardian,
  locked,
}: {
  biodata: BiodataRecord;
  guardian: MoreFacts['guardian'];
  locked: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="biodata-contact"
      className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6"
    >
      <h2 id="biodata-contact" className="mb-4 text-xl font-semibold text-primary">
        {t('details.contact.heading')}
      </h2>
      {hasContact(biodata) ? (
        <dl className="space-y-4">
          <div>
            <dt className="text-sm text-muted">{t('details.contact.mobile')}</dt>
            <dd className="mt-0.5 font-semibold">
              <a href={`tel:${biodata.mobile}`} className="link link-primary">
                {formatBangladeshiMobile(biodata.mobile)}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('details.contact.email')}</dt>
            <dd className="mt-0.5 font-semibold break-all">
              <a href={`mailto:${biodata.contactEmail}`} className="link link-primary">
                {biodata.contactEmail}
              </a>
            </dd>
          </div>
          {guardian ? (
            <>
              <div>
                <dt className="text-sm text-muted">{guardian.label}</dt>
                <dd className="mt-0.5 font-semibold break-words">{guardian.who}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">{guardian.mobileLabel}</dt>
                <dd className="mt-0.5 font-semibold">
                  <a href={`tel:${guardian.mobile}`} className="link link-primary">
                    {formatBangladeshiMobile(guardian.mobile)}
                  </a>
                </dd>
              </div>
            </>
          ) : null}
        </dl>
      ) : (
        locked
      )}
    </section>
  );
}

function Profile({
  biodata,
  favouriteAction,
  lockedContact,
  safetyAction,
}: ProfileSlots & { biodata: BiodataRecord }) {
  const { t, i18n } = useTranslation();
  const notGiven = t('details.notGiven');
  const favourite = favouriteAction?.(biodata);
  const type = optionLabel.biodataType(biodata.biodataType);
  const districts = useDistrictFacts(biodata);
  const more = useBiodataMoreFacts(biodata);

  const personal: Fact[] = [
    { key: 'addid', label: t('details.fields.addid'), value: optionLabel.id(biodata.addid) },
    { key: 'gender', label: t('details.fields.gender'), value: type },
    { key: 'dob', label: t('details.fields.dob'), value: formatDate(biodata.dob, i18n.language) },
    {
      key: 'age',
      label: t('details.fields.age'),
      value: t('biodataCard.years', { count: biodata.yourAge }),
    },
    { key: 'height', label: t('details.fields.height'), value: optionLabel.height(biodata.height) },
    { key: 'weight', label: t('details.fields.weight'), value: optionLabel.weight(biodata.weight) },
    {
      key: 'occupation',
      label: t('details.fields.occupation'),
      value: optionLabel.occupation(biodata.occupation),
    },
    { key: 'race', label: t('details.fields.race'), value: optionLabel.race(biodata.race) },
    ...givenFacts([
      {
        key: 'maritalStatus',
        label: t('details.fields.maritalStatus'),
        value: biodata.maritalStatus && optionLabel.maritalStatus(biodata.maritalStatus),
      },
      {
        key: 'childrenCount',
        label: t('details.fields.childrenCount'),
        value: biodata.childrenCount === null ? null : optionLabel.id(biodata.childrenCount),
      },
      {
        key: 'religion',
        label: t('details.fields.religion'),
        value: biodata.religion && optionLabel.religion(biodata.religion),
      },
      {
        key: 'religiousPractice',
        label: t('details.fields.religiousPractice'),
        value: biodata.religiousPractice,
      },
    ]),
    {
      key: 'permanentDivision',
      label: t('details.fields.permanentDivision'),
      value: optionLabel.division(biodata.permanentDivision),
    },
    {
      key: 'presentDivision',
      label: t('details.fields.presentDivision'),
      value: optionLabel.division(biodata.presentDivision),
    },
    ...districts,
  ];
  const family: Fact[] = [
    {
      key: 'fathersName',
      label: t('details.fields.fathersName'),
      value: biodata.fathersName ?? notGiven,
    },
    {
      key: 'mothersName',
      label: t('details.fields.mothersName'),
      value: biodata.mothersName ?? notGiven,
    },
    ...more.family,
  ];
  const partner: Fact[] = [
    {
      key: 'expectedPartnerAge',
      label: t('details.fields.expectedPartnerAge'),
      value:
        biodata.expectedPartnerAge === null
          ? notGiven
          : t('biodataCard.years', { count: biodata.expectedPartnerAge }),
    },
    {
      key: 'expectedPartnerHeight',
      label: t('details.fields.expectedPartnerHeight'),
      value: optionLabel.height(biodata.expectedPartnerHeight),
    },
    {
      key: 'expectedPartnerWeight',
      label: t('details.fields.expectedPartnerWeight'),
      value: optionLabel.weight(biodata.expectedPartnerWeight),
    },
    ...more.expectations,
  ];

  // One grid, so the photo can change places without being drawn twice. On phones the photo is
  // a thumbnail beside the name, and Add Favorite, the contact card and the facts follow at full
  // width (the wrappers are `display: contents` there): the facts and the contact card start on
  // the first screen. From md up the photo, Add Favorite and the contact card form a column
  // beside the facts.
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] items-start gap-x-4 gap-y-6 sm:grid-cols-[9rem_minmax(0,1fr)] md:grid-cols-[16rem_minmax(0,1fr)] md:gap-x-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-x-8">
      <header className="col-start-2 row-start-1 self-center md:col-span-2 md:col-start-1 md:pb-2">
        <p className="text-sm font-semibold tracking-widest text-secondary uppercase">
          {t('details.title')}
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-primary sm:text-4xl">
          {biodata.name}
        </h1>
        <p className="mt-3 flex flex-wrap gap-2">
          <span className="badge badge-outline badge-primary">
            {t('details.idBadge', { id: biodata.addid })}
          </span>
          <span className="badge badge-ghost">{type}</span>
          <span className="badge badge-ghost">
            {optionLabel.division(biodata.permanentDivision)}
          </span>
        </p>
        {biodata.verifiedAt ? (
          <VerifiedBadge
            verifiedAt={biodata.verifiedAt}
            label={t('biodataCard.verified')}
            title={t('biodataCard.verifiedOn', {
              date: formatShortDay(biodata.verifiedAt, i18n.language),
            })}
            className="mt-3"
          />
        ) : null}
      </header>

      <div className="contents md:col-start-1 md:row-start-2 md:block md:space-y-6">
        <div className="contents md:block md:overflow-hidden md:rounded-box md:border md:border-base-300 md:bg-base-100 md:shadow-sm">
          <ProfilePhoto
            src={biodata.profileImage}
            alt={biodata.name}
            loading="eager"
            rendition="details"
            withheld={biodata.photoWithheld}
            className="col-start-1 row-start-1 aspect-square w-full rounded-box shadow-sm md:rounded-none md:shadow-none"
          />
          {favourite ? <div className="col-span-2 md:p-4">{favourite}</div> : null}
        </div>
        <div className="col-span-2">
          <ContactCard biodata={biodata} guardian={more.guardian} locked={lockedContact(biodata)} />
        </div>
      </div>

      <div className="col-span-2 min-w-0 space-y-6 md:col-span-1 md:col-start-2 md:row-start-2">
        <FactsSection title={t('details.sections.personal')} facts={personal} />
        {more.educationWork.length > 0 ? (
          <FactsSection
            title={t('biodataMore.sections.educationWork')}
            facts={more.educationWork}
          />
        ) : null}
        <FactsSection title={t('details.sections.family')} facts={family} />
        {more.aboutMe ? (
          <section className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6">
            <h2 className="mb-4 text-xl font-semibold text-primary">
              {t('biodataMore.sections.aboutMe')}
            </h2>
            <p className="break-words whitespace-pre-line">{more.aboutMe}</p>
          </section>
        ) : null}
        <FactsSection title={t('details.sections.partner')} facts={partner} />
        {safetyAction?.(biodata)}
      </div>
    </div>
  );
}

/**
 * Biodata details (spec §2): the profile with every field, contact details for those entitled
 * (the server leaves them out for everyone else, who see `lockedContact`), `favouriteAction`
 * beside the photo, and more biodatas of the same type. An unknown id shows 'Biodata not found'.
 */
export function BiodataDetails({
  id,
  favouriteAction,
  lockedContact,
  safetyAction,
  detailsHref,
  listingHref,
}: ProfileSlots & {
  id: string;
  detailsHref: (id: string) => string;
  listingHref: string;
}) {
  const { t } = useTranslation();
  const details = useBiodataDetails(id);

  return (
    <QueryState
      query={details}
      pending={<DetailsSkeleton />}
      error={(error, retry) =>
        isMissing(error) ? (
          <MissingBiodata listingHref={listingHref} />
        ) : (
          <div>
            <DetailsHeading />
            <LoadError
              message={t('details.loadFailed')}
              retryLabel={t('details.retry')}
              onRetry={retry}
            />
          </div>
        )
      }
    >
      {(biodata) => (
        <>
          <Profile
            biodata={biodata}
            favouriteAction={favouriteAction}
            lockedContact={lockedContact}
            safetyAction={safetyAction}
          />
          <Suspense fallback={null}>
            <SimilarBiodatas
              biodataType={biodata.biodataType}
              excludeId={biodata._id}
              detailsHref={detailsHref}
            />
          </Suspense>
        </>
      )}
    </QueryState>
  );
}
