import { PASSWORD_MIN_LENGTH } from '@bondhon/shared/constants';
import { OPTIONAL_MAIL_KINDS, type NotificationKind } from '@bondhon/shared/notification-kinds';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { confirmAction } from '../../../lib/dialogs';
import { errorText } from '../../../lib/error-text';
import { fieldError } from '../../../lib/field-error';
import { useSession, type SessionUser } from '../hooks/use-session';
import { LanguageSwitch } from '../language/language-switch';
import { submitted } from './submitted';

// Below the first sections, with its own forms: its code loads after the page's first paint.
const TwoFactorSettings = lazy(() =>
  import('./two-factor-settings').then((module) => ({ default: module.TwoFactorSettings })),
);
import {
  MY_DATA_URL,
  mailSettingsQueryOptions,
  useChangeEmail,
  useChangePassword,
  useCloseAccount,
  useSaveMailSettings,
  useSignOutOtherDevices,
  useUpdateProfile,
} from '../api/account';

/** One titled card of the settings screen. */
function Section({
  title,
  tone = 'plain',
  children,
}: {
  title: string;
  tone?: 'plain' | 'danger';
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-box border bg-base-100 p-5 shadow-sm sm:p-6 ${
        tone === 'danger' ? 'border-error/40' : 'border-base-300'
      }`}
    >
      <h2 id={id} className={`text-xl font-semibold ${tone === 'danger' ? 'text-error' : ''}`}>
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** What a call's answer says under its form: done, or why not, read by screen readers. */
function Outcome({ done, error }: { done: string | null; error: unknown }) {
  return (
    <p role="status" className="text-sm font-medium [overflow-wrap:anywhere] empty:hidden">
      {done ? <span className="text-success">{done}</span> : null}
      {error ? <span className="text-error">{errorText(error)}</span> : null}
    </p>
  );
}

/** The first message the server gave for `field`, in the reader's language. */
function ProfileSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [name, setName] = useState(user.name);
  const [image, setImage] = useState(user.image ?? '');
  return (
    <Section title={t('account.profile.title')}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={submitted(() => update.mutate({ name, image }))}
      >
        <TextField
          label={t('account.profile.name')}
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fieldError(update.error, 'name')}
        />
        <TextField
          label={t('account.profile.image')}
          type="url"
          inputMode="url"
          autoComplete="photo"
          value={image}
          onChange={(event) => setImage(event.target.value)}
          error={fieldError(update.error, 'image')}
        />
        <Button type="submit" className="btn btn-primary" isBusy={update.isPending}>
          {update.isPending ? t('account.profile.saving') : t('account.profile.save')}
        </Button>
        <Outcome
          done={update.isSuccess ? t('account.profile.saved') : null}
          error={update.isError && !fieldError(update.error, 'name') ? update.error : null}
        />
      </form>
    </Section>
  );
}

function EmailSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const change = useChangeEmail();
  const [newEmail, setNewEmail] = useState('');
  return (
    <Section title={t('account.email.title')}>
      <p className="break-all text-muted">{t('account.email.current', { email: user.email })}</p>
      <form noValidate className="space-y-4" onSubmit={submitted(() => change.mutate(newEmail))}>
        <TextField
          label={t('account.email.new')}
          type="email"
          autoComplete="email"
          hint={t('account.email.hint')}
          value={newEmail}
          onChange={(event) => setNewEmail(event.target.value)}
          error={fieldError(change.error, 'newEmail')}
        />
        <Button type="submit" className="btn btn-primary" isBusy={change.isPending}>
          {change.isPending ? t('account.email.saving') : t('account.email.save')}
        </Button>
        <Outcome
          done={change.isSuccess ? t('account.email.sent', { email: change.variables }) : null}
          error={change.isError && !fieldError(change.error, 'newEmail') ? change.error : null}
        />
      </form>
    </Section>
  );
}

function PasswordSection() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  return (
    <Section title={t('account.password.title')}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={submitted(() =>
          change.mutate(
            { currentPassword, newPassword },
            {
              onSuccess: () => {
                setCurrentPassword('');
                setNewPassword('');
              },
            },
          ),
        )}
      >
        <TextField
          label={t('account.password.current')}
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
        <TextField
          label={t('account.password.new')}
          type="password"
          autoComplete="new-password"
          hint={t('account.password.hint', { min: PASSWORD_MIN_LENGTH })}
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          error={fieldError(change.error, 'newPassword')}
        />
        <Button type="submit" className="btn btn-primary" isBusy={change.isPending}>
          {change.isPending ? t('account.password.saving') : t('account.password.save')}
        </Button>
        <Outcome
          done={change.isSuccess ? t('account.password.saved') : null}
          error={change.isError && !fieldError(change.error, 'newPassword') ? change.error : null}
        />
      </form>
    </Section>
  );
}

/** Which notifications are mailed, each kind on by default (the server keeps the ones turned off). */
function MailSection() {
  const { t } = useTranslation();
  const settings = useQuery(mailSettingsQueryOptions());
  const save = useSaveMailSettings();
  const [optOuts, setOptOuts] = useState<NotificationKind[] | null>(null);
  const shown = optOuts ?? settings.data?.mailOptOuts ?? [];
  const toggle = (kind: NotificationKind, isMailed: boolean) =>
    setOptOuts(isMailed ? shown.filter((other) => other !== kind) : [...shown, kind]);
  return (
    <Section title={t('account.mail.title')}>
      <p className="text-muted">{t('account.mail.text')}</p>
      <form
        noValidate
        className="space-y-4"
        onSubmit={submitted(() => save.mutate({ mailOptOuts: shown }))}
      >
        <fieldset className="space-y-2" disabled={!settings.data}>
          <legend className="sr-only">{t('account.mail.title')}</legend>
          {OPTIONAL_MAIL_KINDS.map((kind) => (
            <label key={kind} className="flex cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                className="checkbox checkbox-primary"
                checked={!shown.includes(kind)}
                onChange={(event) => toggle(kind, event.target.checked)}
              />
              <span>{t(`account.mail.${kind}`)}</span>
            </label>
          ))}
        </fieldset>
        <Button
          type="submit"
          className="btn btn-primary"
          isBusy={save.isPending}
          disabled={!settings.data}
        >
          {save.isPending ? t('account.mail.saving') : t('account.mail.save')}
        </Button>
        <Outcome
          done={save.isSuccess ? t('account.mail.saved') : null}
          error={save.error ?? settings.error}
        />
      </form>
    </Section>
  );
}

function DevicesSection() {
  const { t } = useTranslation();
  const signOutOthers = useSignOutOtherDevices();
  return (
    <Section title={t('account.devices.title')}>
      <p className="text-muted">{t('account.devices.text')}</p>
      <Button
        className="btn btn-outline"
        isBusy={signOutOthers.isPending}
        onClick={() => signOutOthers.mutate()}
      >
        {signOutOthers.isPending ? t('account.devices.busy') : t('account.devices.action')}
      </Button>
      <Outcome
        done={signOutOthers.isSuccess ? t('account.devices.done') : null}
        error={signOutOthers.error}
      />
    </Section>
  );
}

function CloseAccountSection({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation();
  const close = useCloseAccount({ onClosed });
  const [password, setPassword] = useState('');
  const isWrongPassword =
    close.error instanceof ApiError &&
    close.error.status === 403 &&
    close.error.code === 'FORBIDDEN';

  async function onSubmit() {
    const isConfirmed = await confirmAction({
      title: t('account.close.confirmTitle'),
      text: t('account.close.confirmText'),
      confirmText: t('account.close.action'),
      isDestructive: true,
    });
    if (isConfirmed) close.mutate(password || undefined);
  }

  return (
    <Section title={t('account.close.title')} tone="danger">
      <p className="text-muted">{t('account.close.text')}</p>
      <form noValidate className="space-y-4" onSubmit={submitted(() => void onSubmit())}>
        <TextField
          label={t('account.close.password')}
          type="password"
          autoComplete="current-password"
          hint={t('account.close.passwordHint')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={
            isWrongPassword ? t('account.close.wrongPassword') : fieldError(close.error, 'password')
          }
        />
        <Button type="submit" className="btn btn-error" isBusy={close.isPending}>
          {close.isPending ? t('account.close.busy') : t('account.close.action')}
        </Button>
        <Outcome
          done={null}
          error={
            close.isError && !isWrongPassword && !fieldError(close.error, 'password')
              ? close.error
              : null
          }
        />
      </form>
    </Section>
  );
}

/**
 * Account settings (issue 19): name and photo, e-mail address, password, two-factor sign-in,
 * other devices, mail, language, a download of
 * everything we hold about the member, and closing the account. `onClosed` leaves the screen once
 * the account is gone.
 */
export function AccountSettings({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="grid gap-6">
      <ProfileSection user={user} />
      <EmailSection user={user} />
      <PasswordSection />
      <Section title={t('account.twoFactor.title')}>
        <Suspense fallback={<LoadingIndicator label={t('account.twoFactor.loading')} />}>
          <TwoFactorSettings user={user} />
        </Suspense>
      </Section>
      <DevicesSection />
      <MailSection />
      <Section title={t('account.language.title')}>
        <p className="text-muted">{t('account.language.text')}</p>
        <LanguageSwitch isSignedIn />
      </Section>
      <Section title={t('account.data.title')}>
        <p className="text-muted">{t('account.data.text')}</p>
        <a href={MY_DATA_URL} download className="btn btn-outline">
          {t('account.data.action')}
        </a>
      </Section>
      <CloseAccountSection onClosed={onClosed} />
    </div>
  );
}
