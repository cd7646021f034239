import { OPTIONAL_MAIL_KINDS, type NotificationKind } from '@bondhon/shared/notification-kinds';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { confirmAction } from '../../../lib/dialogs';
import { fieldError } from '../../../lib/field-error';
import {
  MY_DATA_URL,
  mailSettingsQueryOptions,
  useCloseAccount,
  useSaveMailSettings,
  useSignOutOtherDevices,
} from '../api/account';
import { LanguageSwitch } from '../language/language-switch';
import { Outcome, Section } from './account-section';
import { submitted } from './submitted';

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
 * The settings below the first view (issue 19): other devices, mail, language, a download of
 * everything we hold about the member, and closing the account. Their code loads after the
 * screen's first paint.
 */
export function AccountMoreSections({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
