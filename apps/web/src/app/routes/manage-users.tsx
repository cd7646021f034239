import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';
import { PageHeader } from '../../components/ui/page-header';

/** Manage users (spec §2): the users table with role and premium toggles comes later. */
export function ManageUsersPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader
        title={t('dashboard.admin.manageUsers.title')}
        lead={t('dashboard.admin.manageUsers.lead')}
      />
      <ComingSoon />
    </div>
  );
}

export { ManageUsersPage as Component };
