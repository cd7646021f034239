import { TOAST_MS } from '@bondhon/shared/constants';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { AccountSettings } from '../../features/auth/components/account-settings';
import { accountStrings } from '../../features/auth/locales/account';
import { loadStrings } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { paths } from '../paths';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts; the sign-in
// screens' too, for the two-step sign-in codes' refusals.
await loadStrings(accountStrings);

/** Account settings (issue 19), in the admin's and the customer's dashboard alike. */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div>
      <PageHeader title={t('account.title')} lead={t('account.lead')} />
      <AccountSettings
        onClosed={() => {
          toast.success(t('account.close.closed'), { duration: TOAST_MS.standard });
          // To the sign-in screen, as a sign-out does, and before the session ends
          // (useCloseAccount): the guards wait for this navigation instead of starting their own.
          void navigate(paths.signIn.href(), { replace: true });
        }}
      />
    </div>
  );
}

export { AccountSettingsPage as Component };
