import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';

export const DEFAULT_LANGUAGE = 'en';

/**
 * The namespaces, one per catalogue's top-level key. The frame's strings (locales/en.json:
 * `nav`, `common`, `errors`, ...) are the default namespace, `translation`, bundled here. Every
 * other namespace's strings live with the feature that shows them (features/<name>/locales/) or,
 * when several share them, in locales/; they are added (addStrings) as that code loads, before
 * anything of it renders: the route modules add the catalogues of the features they compose.
 *
 * The namespace separator is the key separator, so a key reads the same in code whichever
 * catalogue holds it: `t('payments.total')` is the key `total` of the namespace `payments`
 * (i18next takes a key's first segment as its namespace when it is one of these). The key
 * types (app/i18n-catalogue.ts) see the catalogues as one tree, which is what that spelling
 * means.
 */
export const NAMESPACES = [
  'adminOverview',
  'approveContacts',
  'auth',
  'biodataFields',
  'biodataForm',
  'biodatas',
  'contactRequests',
  'dashboard',
  'details',
  'favourites',
  'home',
  'listing',
  'myBiodata',
  'payments',
  'premiumRequests',
  'users',
  'validation',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

// The first catalogue is bundled, so initialisation completes synchronously: the first render
// already has its strings and nothing suspends.
void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LANGUAGE]: { translation: en } },
  ns: ['translation', ...NAMESPACES],
  defaultNS: 'translation',
  nsSeparator: '.',
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

const isNamespace = (name: string): name is Namespace =>
  (NAMESPACES as readonly string[]).includes(name);

/**
 * Adds a catalogue: each top-level key is a namespace, whose strings are deep-merged with what
 * it holds (a feature's strings may come in more than one file, loaded at different times).
 */
export function addStrings(catalogue: Partial<Record<Namespace, object>>): void {
  for (const [namespace, strings] of Object.entries(catalogue)) {
    if (!isNamespace(namespace)) throw new Error(`i18n: "${namespace}" is not a namespace`);
    i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, strings, true, false);
  }
}
