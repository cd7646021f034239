import type { validationMessages } from '@bondhon/shared/validation-messages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import type enAuth from '../locales/en-auth.json';
import type enBiodata from '../locales/en-biodata.json';
import type enDashboard from '../locales/en-dashboard.json';
import type enDetails from '../locales/en-details.json';
import type enHome from '../locales/en-home.json';
import type enHomeSections from '../locales/en-home-sections.json';
import type enListing from '../locales/en-listing.json';
import type enOptions from '../locales/en-options.json';

export const DEFAULT_LANGUAGE = 'en';

/**
 * Every string of the app. en.json (the frame, and what several screens share) is bundled here.
 * Each other catalogue comes with the code that shows it and is added (addStrings) as that code
 * loads, before anything of it renders:
 * - by the route modules: en-home (Home), en-listing (Biodatas), en-details (a biodata), en-auth
 *   (sign-in and sign-up), en-dashboard and en-biodata (the dashboards; en-biodata is the
 *   own-biodata and admin-overview screens', in its own file so work on those and on the rest
 *   never edits the same catalogue);
 * - by modules several screens share: en-home-sections (Home's sections under the fold),
 *   en-options (option-labels.ts), and the shared schemas' validation messages
 *   (validation-text.ts, with the forms).
 */
type Catalogue = typeof en &
  typeof enHome &
  typeof enHomeSections &
  typeof enListing &
  typeof enDetails &
  typeof enAuth &
  typeof enDashboard &
  typeof enBiodata &
  typeof enOptions & { validation: typeof validationMessages };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

// The first catalogue is bundled, so initialisation completes synchronously: the first render
// already has its strings and nothing suspends.
void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LANGUAGE]: { translation: en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  // A key without a string means a screen rendered before its catalogue was added: a bug, which
  // the end-to-end journeys (they fail on any console error) would catch.
  saveMissing: true,
  missingKeyHandler: (_languages, _namespace, key) => {
    // eslint-disable-next-line no-console -- a bug report for developers and the journeys
    console.error(`i18n: no string for "${key}"`);
  },
});

/**
 * `{{count, integer}}`: a whole number with its thousands grouped ("12,345 biodatas"). English is
 * grouped here by threes; another language goes to Intl.NumberFormat. The browser's formatter
 * loads its locale data on first use, 20–50 ms of the main thread in Chromium on our machines
 * (four times that on Lighthouse's phone), which the listing's first page would otherwise pay
 * while it draws its cards.
 */
export function formatInteger(value: number, language: string): string {
  if (!Number.isInteger(value) || !/^en\b/.test(language)) {
    return new Intl.NumberFormat(language).format(value);
  }
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

i18n.services.formatter?.add('integer', (value: number, language) =>
  formatInteger(value, language ?? DEFAULT_LANGUAGE),
);

function syncDocumentLanguage(language: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
}

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export default i18n;

/** Adds a catalogue's strings (deep-merged: catalogues may share a top-level key). */
export function addStrings(strings: object): void {
  i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', strings, true, false);
}
