import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { showSuccess } from '../../../lib/dialogs';
import { errorText } from '../../../lib/error-text';
import { useVerifySignInCode, type CodeKind } from '../api/two-factor';

/**
 * The sign-in's second step for a member with two-factor sign-in on: the six-digit code their
 * authenticator app shows, or one of their backup codes. `onBack` returns to the password.
 */
export function TwoFactorCodeForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const verify = useVerifySignInCode();
  const [kind, setKind] = useState<CodeKind>('totp');
  const [code, setCode] = useState('');
  const isBusy = verify.isPending || verify.isSuccess;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = kind === 'totp' ? code.replace(/\s/g, '') : code.trim();
    verify.mutate(
      { kind, code: typed },
      {
        onSuccess: () =>
          void showSuccess(t('auth.signIn.successTitle'), t('auth.signIn.successText')),
      },
    );
  };

  const switchKind = () => {
    setKind(kind === 'totp' ? 'backup' : 'totp');
    setCode('');
    verify.reset();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <h2 className="text-lg font-semibold">{t('auth.twoFactor.title')}</h2>
      <p className="text-muted">
        {kind === 'totp' ? t('auth.twoFactor.leadTotp') : t('auth.twoFactor.leadBackup')}
      </p>
      <TextField
        label={kind === 'totp' ? t('auth.twoFactor.code') : t('auth.twoFactor.backupCode')}
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        autoFocus
        maxLength={kind === 'totp' ? 7 : 11}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={verify.isError ? errorText(verify.error) : undefined}
      />
      <Button type="submit" className="btn w-full btn-primary" isBusy={isBusy} disabled={isBusy}>
        {isBusy ? t('auth.twoFactor.submitting') : t('auth.twoFactor.submit')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <button type="button" className="link text-sm link-primary" onClick={switchKind}>
          {kind === 'totp' ? t('auth.twoFactor.useBackup') : t('auth.twoFactor.useApp')}
        </button>
        <button type="button" className="link text-sm link-hover" onClick={onBack}>
          {t('auth.twoFactor.back')}
        </button>
      </div>
    </form>
  );
}
