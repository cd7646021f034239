import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import {
  secretOf,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useNewBackupCodes,
  useStartTwoFactor,
  type TwoFactorSetup,
} from '../api/two-factor';
import type { SessionUser } from '../hooks/use-session';
import { submitted } from './submitted';

// The QR code's encoder loads only when someone sets up an app.
const QrCode = lazy(() => import('./qr-code').then((module) => ({ default: module.QrCode })));

/** The password that confirms each change here, with the server's refusal under it. */
function PasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: unknown;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('account.twoFactor.password')}
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error ? errorText(error) : undefined}
    />
  );
}

/** The ten backup codes, once: each signs in once when the phone is not at hand. */
function BackupCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-box border border-warning/60 bg-warning/15 p-4">
      <p className="font-medium">{t('account.twoFactor.backupTitle')}</p>
      <p className="mt-1 text-sm text-muted">{t('account.twoFactor.backupText')}</p>
      <ul
        aria-label={t('account.twoFactor.backupTitle')}
        className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Set-up: the password, then the app scans the code (or takes the key), then its first code. */
function EnableTwoFactor() {
  const { t } = useTranslation();
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const setup: TwoFactorSetup | undefined = start.data;

  if (!setup) {
    return (
      <form
        noValidate
        className="space-y-4"
        onSubmit={submitted(() => start.mutate(password, { onSuccess: () => setPassword('') }))}
      >
        <p className="text-muted">{t('account.twoFactor.offText')}</p>
        <PasswordField value={password} onChange={setPassword} error={start.error} />
        <Button type="submit" className="btn btn-primary" isBusy={start.isPending}>
          {start.isPending ? t('account.twoFactor.starting') : t('account.twoFactor.start')}
        </Button>
      </form>
    );
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={submitted(() => confirm.mutate(code.replace(/\s/g, '')))}
    >
      <ol className="space-y-4">
        <li>
          <p>{t('account.twoFactor.scan')}</p>
          <div className="mt-3 flex flex-col items-start gap-3 sm:flex-row sm:items-center">
            <Suspense fallback={<span className="loading loading-lg loading-spinner" />}>
              <QrCode text={setup.totpURI} label={t('account.twoFactor.qrLabel')} />
            </Suspense>
            <p className="min-w-0 text-sm">
              {t('account.twoFactor.key')}{' '}
              <code className="break-all">{secretOf(setup.totpURI)}</code>
            </p>
          </div>
        </li>
        <li>
          <BackupCodes codes={setup.backupCodes} />
        </li>
        <li>
          <TextField
            label={t('account.twoFactor.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={confirm.isError ? errorText(confirm.error) : undefined}
          />
        </li>
      </ol>
      <Button type="submit" className="btn btn-primary" isBusy={confirm.isPending}>
        {confirm.isPending ? t('account.twoFactor.confirming') : t('account.twoFactor.confirm')}
      </Button>
    </form>
  );
}

/** On: new backup codes, or turning it off, each with the password. */
function ManageTwoFactor() {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const renew = useNewBackupCodes();
  const [password, setPassword] = useState('');
  const error = disable.error ?? renew.error;
  return (
    <div className="space-y-4">
      <p>
        <span className="badge badge-success">{t('account.twoFactor.onBadge')}</span>{' '}
        {t('account.twoFactor.onText')}
      </p>
      {renew.data ? <BackupCodes codes={renew.data.backupCodes} /> : null}
      <form noValidate className="space-y-4" onSubmit={submitted(() => disable.mutate(password))}>
        <PasswordField value={password} onChange={setPassword} error={error} />
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            className="btn btn-outline"
            isBusy={renew.isPending}
            onClick={() => {
              disable.reset();
              renew.mutate(password);
            }}
          >
            {t('account.twoFactor.newCodes')}
          </Button>
          <Button type="submit" className="btn btn-outline btn-error" isBusy={disable.isPending}>
            {disable.isPending ? t('account.twoFactor.turningOff') : t('account.twoFactor.turnOff')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/**
 * Two-factor sign-in (issue 19): after the password, a code from an authenticator app (or a
 * backup code). Admins must have it where the server says so.
 */
export function TwoFactorSettings({ user }: { user: SessionUser }) {
  return user.twoFactorEnabled ? <ManageTwoFactor /> : <EnableTwoFactor />;
}
