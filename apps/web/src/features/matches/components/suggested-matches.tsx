import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BiodataCard } from '../../../components/ui/biodata-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Pagination } from '../../../components/ui/pagination';
import { errorText } from '../../../lib/error-text';
import { useResultsPaging } from '../../../lib/use-results-paging';
import { useMatches } from '../api/get-matches';
import { useMatchesPage } from '../hooks/use-matches-page';
import { MatchFits } from './match-fits';

/** Cards in the grid's first row at its widest: their photos load without waiting. */
const FIRST_ROW_CARDS = 3;

/**
 * Why there is nothing to suggest (no biodata yet, or nobody suiting both ways), and the way to
 * the biodata form that changes it.
 */
function NothingToSuggest({
  reason,
  editBiodataHref,
}: {
  reason: 'noBiodata' | 'empty';
  editBiodataHref: string;
}) {
  const { t } = useTranslation();
  const isNew = reason === 'noBiodata';
  return (
    <EmptyState
      icon={<Icon name={isNew ? 'idCard' : 'search'} />}
      title={t(`matches.${reason}.title`)}
      body={t(`matches.${reason}.body`)}
      action={
        <Link
          to={editBiodataHref}
          className={isNew ? 'btn btn-primary' : 'btn btn-outline btn-primary'}
        >
          <Icon name="pencil" className="size-5" />
          {t(`matches.${reason}.action`)}
        </Link>
      }
    />
  );
}

/**
 * Suggested for you (issue 20): the member's suggestions, best fit first, a page of cards with
 * what fits on each, the total and the page buttons, the page kept in the address. A member
 * without a biodata is told where suggestions come from and how to start; a member whom nobody
 * suits both ways, how to widen them.
 */
export function SuggestedMatches({
  detailsHref,
  editBiodataHref,
}: {
  detailsHref: (id: string) => string;
  /** The biodata form, where the partner expectations are. */
  editBiodataHref: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const resultsHeadingId = `${id}-results`;
  const { page, goToPage, replacePage } = useMatchesPage();
  const matches = useMatches(page);
  const data = matches.isPlaceholderData ? undefined : matches.data;

  // An address past the last page shows the last page; a page change goes back to the grid's top.
  const { resultsRef, isPastLastPage, onPageChange } = useResultsPaging({
    page,
    pageCount: data?.pageCount ?? null,
    goToPage,
    replacePage,
  });

  if (matches.isError) {
    return (
      <LoadError
        message={`${t('matches.loadFailed')} ${errorText(matches.error)}`}
        retryLabel={t('common.retry')}
        onRetry={() => void matches.refetch()}
      />
    );
  }
  if (data && (!data.hasBiodata || data.total === 0)) {
    return (
      <NothingToSuggest
        reason={data.hasBiodata ? 'empty' : 'noBiodata'}
        editBiodataHref={editBiodataHref}
      />
    );
  }

  return (
    <div>
      <p className="mb-4 font-medium text-muted" aria-live="polite">
        {data ? t('matches.total', { count: data.total }) : null}
      </p>
      <section
        ref={resultsRef}
        aria-labelledby={resultsHeadingId}
        aria-busy={matches.isFetching}
        tabIndex={-1}
        className="scroll-mt-24 focus:outline-none"
      >
        <h2 id={resultsHeadingId} className="sr-only">
          {t('matches.resultsHeading')}
        </h2>
        {!data || isPastLastPage ? (
          <LoadingIndicator label={t('matches.loading')} className="min-h-96 items-start pt-24" />
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {data.items.map((match, index) => (
              <li key={match._id}>
                <BiodataCard
                  biodata={match}
                  href={detailsHref(match._id)}
                  photoLoading={index < FIRST_ROW_CARDS ? 'eager' : 'lazy'}
                >
                  <MatchFits fits={match.fits} />
                </BiodataCard>
              </li>
            ))}
          </ul>
        )}
      </section>
      {matches.data ? (
        <Pagination
          page={page}
          pageCount={matches.data.pageCount}
          onPageChange={onPageChange}
          className="mt-10"
        />
      ) : null}
    </div>
  );
}
