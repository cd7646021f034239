import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clientConfigQueryOptions } from '../../../lib/client-config';
import { useSession } from '../hooks/use-session';

/**
 * The admin screens, or, for an admin who has not set up two-factor sign-in where the server
 * requires it (REQUIRE_ADMIN_2FA), what to do first: every admin call refuses them until then
 * (TWO_FACTOR_REQUIRED). `isAccountPage`: account settings, where they set it up, stays open.
 */
export function AdminTwoFactorGate({
  accountHref,
  isAccountPage,
  children,
}: {
  accountHref: string;
  isAccountPage: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const mayBeHeld = !isAccountPage && user !== null && user.twoFactorEnabled !== true;
  const config = useQuery({ ...clientConfigQueryOptions(), enabled: mayBeHeld });
  if (!mayBeHeld) return children;
  if (!config.data) {
    return config.isError ? children : <span className="loading loading-lg loading-spinner" />;
  }
  if (!config.data.requiresAdminTwoFactor) return children;
  return (
    <section
      aria-labelledby="admin-two-factor-title"
      className="rounded-box border border-warning/60 bg-warning/15 p-6 sm:p-8"
    >
      <h1 id="admin-two-factor-title" className="text-2xl font-semibold">
        {t('dashboard.twoFactor.title')}
      </h1>
      <p className="mt-3">{t('dashboard.twoFactor.text')}</p>
      <Link to={accountHref} className="btn mt-4 btn-primary">
        {t('dashboard.twoFactor.action')}
      </Link>
    </section>
  );
}
