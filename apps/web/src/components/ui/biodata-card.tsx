import type { BiodataCard as BiodataCardData } from '@bondhon/shared/schemas/biodata';
import { memo, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatShortDay } from '../../lib/short-day';
import { optionLabel } from '../../lib/option-labels';
import { Icon } from './icons';
import { ProfilePhoto } from './profile-photo';
import { VerifiedBadge } from './verified-badge';

/** A card's data: the listing card, or a premium member (who is shown without a name). */
export type BiodataCardItem = Omit<BiodataCardData, 'name'> & { name?: string };

/**
 * One biodata as a card (listing, premium members, similar biodatas): photo, name when given,
 * Biodata ID, Gender, Division, Age, Occupation, and a 'View Profile' link to the details.
 * The name is an h3: cards sit in a list under a section's h2. `children` (a suggestion's fits)
 * go under the facts. Memoised: a list re-rendering around its cards (the reader's session
 * arriving, a fetch starting) leaves cards whose data is the same as they are.
 */
export const BiodataCard = memo(function BiodataCard({
  biodata,
  href,
  isPremium = false,
  photoLoading = 'lazy',
  children,
}: {
  biodata: BiodataCardItem;
  href: string;
  isPremium?: boolean;
  /** 'eager' for a card likely on screen when the page opens. */
  photoLoading?: 'lazy' | 'eager';
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const headingId = `${id}-name`;
  const idLabelId = `${id}-id-label`;
  const idValueId = `${id}-id-value`;
  const { name } = biodata;

  const facts = [
    {
      key: 'gender',
      label: t('biodataCard.gender'),
      value: optionLabel.biodataType(biodata.biodataType),
    },
    {
      key: 'division',
      label: t('biodataCard.division'),
      value: optionLabel.division(biodata.permanentDivision),
    },
    {
      key: 'age',
      label: t('biodataCard.age'),
      value: t('biodataCard.years', { count: biodata.yourAge }),
    },
    {
      key: 'occupation',
      label: t('biodataCard.occupation'),
      value: optionLabel.occupation(biodata.occupation),
    },
  ];

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md">
      <div className="relative">
        <ProfilePhoto
          src={biodata.profileImage}
          alt={name ?? t('biodataCard.photoAlt', { id: biodata.addid })}
          className="aspect-[4/3] w-full"
          loading={photoLoading}
          withheld={biodata.photoWithheld}
        />
        {isPremium ? (
          <span className="badge absolute top-3 left-3 gap-1 border-0 badge-accent font-semibold shadow-sm">
            <Icon name="crown" className="size-4" />
            {t('biodataCard.premium')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        {name ? (
          <h3 id={headingId} className="mb-3 text-xl font-semibold break-words text-primary">
            {name}
          </h3>
        ) : null}
        {biodata.verifiedAt ? (
          <VerifiedBadge
            verifiedAt={biodata.verifiedAt}
            label={t('biodataCard.verified')}
            title={t('biodataCard.verifiedOn', {
              date: formatShortDay(biodata.verifiedAt, i18n.language),
            })}
          />
        ) : null}
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
          <dt id={idLabelId} className="text-muted">
            {t('biodataCard.biodataId')}
          </dt>
          <dd id={idValueId} className="font-semibold">
            {optionLabel.id(biodata.addid)}
          </dd>
          {facts.map((fact) => (
            <div key={fact.key} className="contents">
              <dt className="text-muted">{fact.label}</dt>
              <dd className="font-medium break-words">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {children}
        <div className="mt-auto pt-5">
          <Link
            to={href}
            aria-describedby={name ? headingId : `${idLabelId} ${idValueId}`}
            className="btn btn-block btn-primary"
          >
            {t('biodataCard.viewProfile')}
          </Link>
        </div>
      </div>
    </article>
  );
});
