import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { clientConfigQueryOptions } from '../../../lib/client-config';
import { errorText } from '../../../lib/error-text';
import { useRequestVerificationMail } from '../api/email-verification';
import { useSession } from '../hooks/use-session';

/**
 * For a signed-in member whose address is not confirmed yet: why it matters here (where the
 * server requires it, publishing, paying and premium wait for it) and a button for a new link.
 * Nothing for anyone else.
 */
export function EmailVerificationNotice() {
  const { t } = useTranslation();
  const { user } = useSession();
  // Only a member still to confirm needs to know whether the server requires it.
  const config = useQuery({
    ...clientConfigQueryOptions(),
    enabled: user?.emailVerified === false,
  });
  const request = useRequestVerificationMail();
  if (!user || user.emailVerified !== false || !config.data) return null;

  const notice = config.data.requiresEmailVerification
    ? t('dashboard.verify.noticeRequired', { email: user.email })
    : t('dashboard.verify.noticeOffered', { email: user.email });
  return (
    <div
      role="region"
      aria-label={t('dashboard.verify.resend')}
      className="mb-6 alert flex-col items-start gap-3 border-warning/60 bg-warning/15 text-base-content sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1 break-words [overflow-wrap:anywhere]">
        <p>{notice}</p>
        <p role="status" className="mt-1 font-semibold empty:hidden">
          {request.isSuccess ? t('dashboard.verify.resent', { email: user.email }) : null}
          {request.isError ? errorText(request.error) : null}
        </p>
      </div>
      <Button
        className="btn btn-sm btn-warning"
        spinnerSize="xs"
        isBusy={request.isPending}
        disabled={request.isSuccess}
        onClick={() => request.mutate(user.email)}
      >
        {request.isPending ? t('dashboard.verify.resending') : t('dashboard.verify.resend')}
      </Button>
    </div>
  );
}
