import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/hooks/use-session';
import { ManageUsers } from '../../features/users/components/manage-users';
import { userStrings } from '../../features/users/locales';
import { loadStrings } from '../../lib/i18n';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts.
await loadStrings(userStrings);

// Only a suspended member's row has it: its code and strings load when one is shown.
const LiftSuspensionButton = lazy(() =>
  import('../../features/moderation/components/decision-buttons').then((module) => ({
    default: module.LiftSuspensionButton,
  })),
);

/** Manage users (spec §2): the users table with role and premium toggles. */
export function ManageUsersPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <div>
      <PageHeader
        title={t('dashboard.admin.manageUsers.title')}
        lead={t('dashboard.admin.manageUsers.lead')}
      />
      <ManageUsers
        currentUserEmail={user?.email ?? null}
        suspensionAction={(member) => (
          <Suspense fallback={null}>
            <LiftSuspensionButton userId={member._id} name={member.name} />
          </Suspense>
        )}
      />
    </div>
  );
}

export { ManageUsersPage as Component };
