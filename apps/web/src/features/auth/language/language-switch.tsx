import { isLanguage, LANGUAGES } from '@bondhon/shared/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { chooseLanguage } from './language-choice';

/**
 * বাংলা / English: switches the whole app to the other language at once, without a reload. Its
 * label is the other language's name in that language (and marked as such for screen readers),
 * so a reader finds their own language whichever one is on screen.
 */
export function LanguageSwitch({
  isSignedIn,
  className = '',
  onSwitched,
}: {
  isSignedIn: boolean;
  className?: string;
  onSwitched?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [isSwitching, setIsSwitching] = useState(false);
  const shown = isLanguage(i18n.language) ? i18n.language : 'en';
  const other = LANGUAGES.find((language) => language !== shown) ?? 'en';

  async function onClick() {
    setIsSwitching(true);
    try {
      await chooseLanguage(other, { isSignedIn, queryClient });
      onSwitched?.();
    } catch {
      toast.error(t('nav.languageSwitchFailed'));
    } finally {
      setIsSwitching(false);
    }
  }

  return (
    <button
      type="button"
      lang={other}
      title={t('nav.languageSwitchHint')}
      className={`btn btn-sm btn-outline border-base-300 font-medium ${className}`}
      aria-busy={isSwitching}
      disabled={isSwitching}
      onClick={() => void onClick()}
    >
      {isSwitching ? <span className="loading loading-xs loading-spinner" aria-hidden /> : null}
      {t('nav.otherLanguage')}
    </button>
  );
}
