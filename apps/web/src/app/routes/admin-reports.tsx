import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import {
  RemoveBiodataButton,
  SuspendMemberButton,
} from '../../features/moderation/components/decision-buttons';
import { ReportedBiodatas } from '../../features/reports/components/reported-biodatas';
import { reportsAdminStrings, reportStrings } from '../../features/reports/locales';
import { loadStrings } from '../../lib/i18n';
import { paths } from '../paths';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts. The reasons'
// words are the report dialog's.
await Promise.all([loadStrings(reportStrings), loadStrings(reportsAdminStrings)]);

/** Reports (issue 21): open reports by biodata, and the admins' decisions on them. */
export function AdminReportsPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader
        title={t('dashboard.admin.reports.title')}
        lead={t('dashboard.admin.reports.lead')}
      />
      <ReportedBiodatas
        detailsHref={paths.biodataDetails.href}
        actions={(group) => (
          <>
            <RemoveBiodataButton biodataId={group.biodata._id} addid={group.biodata.addid} />
            <SuspendMemberButton userId={group.biodata.ownerId} />
          </>
        )}
      />
    </div>
  );
}

export { AdminReportsPage as Component };
