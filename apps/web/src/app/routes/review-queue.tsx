import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { ReviewQueue } from '../../features/moderation/components/review-queue';
import { paths } from '../paths';

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
