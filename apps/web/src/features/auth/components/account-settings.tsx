import { PASSWORD_MIN_LENGTH } from '@bondhon/shared/constants';
import { PHOTO_MAX_BYTES, uploadedPhotoName } from '@bondhon/shared/photos';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { PhotoPicker } from '../../../components/ui/photo-picker';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { TextField } from '../../../components/ui/text-field';
import { fieldError } from '../../../lib/field-error';
import { useChangeEmail, useChangePassword, useUpdateProfile } from '../api/account';
import { sessionQueryKey } from '../api/get-session';
import { useSession, type SessionUser } from '../hooks/use-session';
import { Outcome, Section } from './account-section';
import { submitted } from './submitted';

// Below the first sections, with its own forms: its code loads after the page's first paint.
const TwoFactorSettings = lazy(() =>
  import('./two-factor-settings').then((module) => ({ default: module.TwoFactorSettings })),
);
const AccountMoreSections = lazy(() =>
  import('./account-more-sections').then((module) => ({ default: module.AccountMoreSections })),
);

/** Name and photo: uploaded (issue 22), or a link. */
function ProfileSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [name, setName] = useState(user.name);
  const [image, setImage] = useState(user.image ?? '');
  const queryClient = useQueryClient();
  const isUploaded = uploadedPhotoName(image) !== null;
  const megabytes = PHOTO_MAX_BYTES / 1024 / 1024;
  const photoHintId = useId();
  return (
    <Section title={t('account.profile.title')}>
      <div className="mb-4 flex flex-wrap items-center gap-4">
        <Avatar
          name={name}
          image={image || null}
          alt={t('account.profile.photo')}
          className="size-20 text-2xl"
        />
        <div className="min-w-0 flex-1 basis-48 space-y-2">
          <p id={photoHintId} className="text-sm text-muted">
            {t('account.profile.photoHint', { megabytes })}
          </p>
          <PhotoPicker
            use="account"
            label={t('account.profile.upload')}
            describedBy={photoHintId}
            refusals={{
              type: t('account.profile.typeRefused'),
              size: t('account.profile.sizeRefused', { megabytes }),
            }}
            onUploaded={(address) => {
              // The server made it the account's photo: the navigation shows it at once.
              setImage(address);
              void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
            }}
          />
        </div>
      </div>
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
          value={isUploaded ? '' : image}
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
      <Suspense fallback={<LoadingIndicator label={t('account.loadingMore')} />}>
        <AccountMoreSections onClosed={onClosed} />
      </Suspense>
    </div>
  );
}
