import { PREMIUM_LIST_DEFAULT_ORDER, PREMIUM_LIST_LIMIT } from '@bondhon/shared/constants';
import { SORT_ORDERS, type SortOrder } from '@bondhon/shared/options';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BiodataCard } from '../../../components/ui/biodata-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { usePremiumMembers } from '../api/get-premium-members';

function isSortOrder(value: string): value is SortOrder {
  return (SORT_ORDERS as readonly string[]).includes(value);
}

/** Card-shaped placeholders while the first list loads. */
function PremiumSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('home.premium.loading')}>
      <ul aria-hidden="true" className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-box border border-base-300">
            <div className="skeleton aspect-[4/3] w-full rounded-none" />
            <div className="space-y-3 p-5">
              <div className="skeleton h-4 w-2/3" />
              <div className="skeleton h-4 w-1/2" />
              <div className="skeleton h-4 w-3/4" />
              <div className="skeleton h-10 w-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * 'Premium Members' (spec §2, DESIGN D6): up to PREMIUM_LIST_LIMIT premium biodatas sorted by
 * age, youngest first by default; changing the sort fetches the list again.
 */
export function PremiumMembers({ detailsHref }: { detailsHref: (id: string) => string }) {
  const { t } = useTranslation();
  const sortId = useId();
  const [order, setOrder] = useState<SortOrder>(PREMIUM_LIST_DEFAULT_ORDER);
  const members = usePremiumMembers(order);
  // The cards draw in a deferred render, which gives way to the browser every few milliseconds:
  // a query's answer otherwise renders them at once, in one long task of the page's start.
  const cards = useDeferredValue(members.data);

  let content;
  if (members.isPending || (members.isSuccess && cards === undefined)) {
    content = <PremiumSkeleton />;
  } else if (members.isError) {
    content = (
      <LoadError
        message={t('home.premium.loadFailed')}
        retryLabel={t('home.premium.retry')}
        onRetry={() => void members.refetch()}
      />
    );
  } else if (cards === undefined || cards.length === 0) {
    content = <EmptyState icon={<Icon name="crown" />} title={t('home.premium.empty')} />;
  } else {
    content = (
      <ul
        className="grid grid-cols-1 gap-6 md:grid-cols-3"
        aria-busy={members.isPlaceholderData || cards !== members.data}
      >
        {cards.slice(0, PREMIUM_LIST_LIMIT).map((member) => (
          <li key={member._id}>
            <BiodataCard biodata={member} href={detailsHref(member._id)} isPremium />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="home-premium" className="bg-base-200">
      <div className="page-container py-12 sm:py-16">
        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="home-premium" className="text-2xl font-bold text-primary sm:text-3xl">
              {t('home.premium.heading')}
            </h2>
            <p className="mt-2 text-muted">{t('home.premium.lead')}</p>
          </div>
          <div className="sm:w-60">
            <label htmlFor={sortId} className="mb-1.5 block font-medium">
              {t('home.premium.sortLabel')}
            </label>
            <select
              id={sortId}
              className="select w-full"
              value={order}
              onChange={(event) => {
                if (isSortOrder(event.target.value)) setOrder(event.target.value);
              }}
            >
              <option value="asc">{t('home.premium.sortAsc')}</option>
              <option value="desc">{t('home.premium.sortDesc')}</option>
            </select>
          </div>
        </div>
        {content}
      </div>
    </section>
  );
}
