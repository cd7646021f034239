import { validationMessages, type ValidationMessageKey } from '@bondhon/shared/validation-messages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import enBiodata from '../locales/en-biodata.json';

export const DEFAULT_LANGUAGE = 'en';

/** The shared schemas' messages are keys (`validation.<key>`); their English texts live there. */
export const resources = {
  // en-biodata.json holds the own-biodata and admin-overview screens' strings (its own file, so
  // work on those screens and on the rest never edits the same catalogue).
  en: { translation: { ...en, ...enBiodata, validation: validationMessages } },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: (typeof resources)['en'];
  }
}

// The catalogue is bundled, so initialisation completes synchronously: the first render
// already has every string and nothing suspends.
void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

function syncDocumentLanguage(language: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
}

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export default i18n;

/**
 * The text to show for a validation message: a shared schema's key (`validation.nameRequired`)
 * is translated; anything else (the server's own English text) is shown as it is.
 */
export function messageText(message: string): string {
  const key = message.startsWith('validation.') ? message.slice('validation.'.length) : '';
  return key in validationMessages ? i18n.t(`validation.${key as ValidationMessageKey}`) : message;
}
