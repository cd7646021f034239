import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '../../../components/ui/text-field';

/** The account's e-mail address, as every auth form asks for it. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.fields.email')}
      type="email"
      autoComplete="email"
      placeholder={t('auth.placeholders.email')}
      {...props}
    />
  );
}

/** 'Forgot password?' under a password field, to the page that mails a reset link (ADR 0022). */
export function ForgotPasswordLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <p className="mt-1 text-right">
      <Link to={to} className="link text-sm link-hover link-primary">
        {t('auth.signUp.forgotPassword')}
      </Link>
    </p>
  );
}
