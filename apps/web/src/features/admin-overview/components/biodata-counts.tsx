import { DASHBOARD_CARD_STAGGER_MS } from '@bondhon/shared/constants';
import type { BiodataCountsResponse } from '@bondhon/shared/schemas/biodata';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { QueryState } from '../../../components/ui/query-state';
import { useBiodataCounts } from '../api/get-biodata-counts';
import './biodata-counts.css';
import { errorText } from '../../../lib/error-text';

/** Counts read with ',' between thousands (spec §9). */
const countFormat = new Intl.NumberFormat('en-US');

const CARDS = [
  { key: 'total', icon: 'idCard', tone: 'bg-primary text-primary-content' },
  { key: 'male', icon: 'users', tone: 'bg-secondary text-secondary-content' },
  { key: 'female', icon: 'heart', tone: 'bg-neutral text-neutral-content' },
  { key: 'premium', icon: 'crown', tone: 'bg-accent text-accent-content' },
] as const satisfies readonly {
  key: keyof BiodataCountsResponse;
  icon: IconName;
  tone: string;
}[];

/**
 * The admin overview's cards (spec §2 Admin Dashboard): Total, Male, Female and Premium Biodata
 * from GET /api/bioDatas/counts, appearing DASHBOARD_CARD_STAGGER_MS apart.
 */
export function BiodataCounts() {
  const { t } = useTranslation();
  const counts = useBiodataCounts();

  return (
    <QueryState
      query={counts}
      pending={<LoadingIndicator label={t('adminOverview.loading')} />}
      error={(error, retry) => (
        <LoadError
          message={`${t('adminOverview.loadFailed')} ${errorText(error)}`}
          retryLabel={t('adminOverview.retry')}
          onRetry={retry}
        />
      )}
    >
      {(data) => (
        <ul
          aria-label={t('adminOverview.countsLabel')}
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
        >
          {CARDS.map((card, index) => (
            <li
              key={card.key}
              className="count-card-enter flex items-center gap-4 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm"
              style={{ animationDelay: `${index * DASHBOARD_CARD_STAGGER_MS}ms` }}
            >
              <span
                className={`flex size-12 shrink-0 items-center justify-center rounded-full ${card.tone}`}
              >
                <Icon name={card.icon} className="size-6" />
              </span>
              <div className="min-w-0">
                <h2 className="font-sans text-sm font-medium text-muted">
                  {t(`adminOverview.${card.key}`)}
                </h2>
                <p className="font-display text-3xl font-bold text-base-content tabular-nums">
                  {countFormat.format(data[card.key])}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
