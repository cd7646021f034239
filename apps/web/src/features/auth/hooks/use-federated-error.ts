import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import i18n from '../../../lib/i18n';
import { showError } from '../../../lib/dialogs';

type FederatedErrorKey = 'cancelled' | 'expired' | 'accountNotLinked' | 'noEmail' | 'generic';

/** The codes the server appends as `?error=` when a federated sign-in fails, by meaning. */
const ERROR_KEYS: Record<string, FederatedErrorKey> = {
  access_denied: 'cancelled',
  cancelled: 'cancelled',
  state_mismatch: 'expired',
  state_not_found: 'expired',
  please_restart_the_process: 'expired',
  invalid_callback_request: 'expired',
  no_code: 'expired',
  account_not_linked: 'accountNotLinked',
  email_not_found: 'noEmail',
  email_is_missing: 'noEmail',
};

/** A readable message for a federated sign-in failure code. */
export function federatedErrorMessage(code: string): string {
  const key = ERROR_KEYS[code.trim().toLowerCase()] ?? 'generic';
  return i18n.t(`auth.federatedErrors.${key}`);
}

/**
 * When the provider sent the browser back with `?error=<code>`, shows the 'Error!' dialog once
 * with a readable message and takes the code out of the address.
 */
export function useFederatedError() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const code = searchParams.get('error');
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    if (!code || shownFor.current === code) return;
    shownFor.current = code;
    void showError(t('auth.errorTitle'), federatedErrorMessage(code));
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('error');
        next.delete('error_description');
        return next;
      },
      { replace: true },
    );
  }, [code, setSearchParams, t]);
}
