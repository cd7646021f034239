import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** Google's four-colour "G". Decorative: the button's text names it. */
function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M22.5 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.8 0-5.2-1.9-6.1-4.5H2.2v2.8A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.9 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.2a11 11 0 0 0 0 9.8l3.7-2.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3 .6 4.1 1.6l3.1-3.1A11 11 0 0 0 2.2 7.1l3.7 2.8C6.8 7.3 9.2 5.4 12 5.4z"
      />
    </svg>
  );
}

/** The federated sign-in button: its label, or 'Please wait...' while busy. */
export function GoogleSignInButton({
  label,
  isBusy,
  isDisabled,
  onClick,
}: {
  label: string;
  isBusy: boolean;
  isDisabled: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      className="btn w-full border-base-300 bg-base-100 btn-outline text-base-content hover:bg-base-200"
      isBusy={isBusy}
      disabled={isDisabled}
      icon={<GoogleMark />}
      onClick={onClick}
    >
      {isBusy ? t('auth.googleBusy') : label}
    </Button>
  );
}
