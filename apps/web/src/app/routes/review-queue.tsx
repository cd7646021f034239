import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { ReviewQueue } from '../../features/moderation/components/review-queue';
import { biodataMoreStrings } from '../../lib/biodata-more-facts';
import { loadStrings } from '../../lib/i18n';
import { biodataFieldStrings } from '../../locales';
import { districtStrings } from '../../locales/districts';
import { paths } from '../paths';

// This screen's strings, loaded with its code (before it renders): a biodata's every field, with
// its label and options, as the form writes them.
await Promise.all(
  [biodataFieldStrings, biodataMoreStrings, districtStrings].map((strings) => loadStrings(strings)),
);

/** The review queue (issue 21): biodatas waiting for an admin's review. */
export function ReviewQueuePage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader
        title={t('dashboard.admin.reviewQueue.title')}
        lead={t('dashboard.admin.reviewQueue.lead')}
      />
      <ReviewQueue detailsHref={paths.biodataDetails.href} />
    </div>
  );
}

export { ReviewQueuePage as Component };
