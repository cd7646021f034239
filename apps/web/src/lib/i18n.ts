import {
  DEFAULT_LANGUAGE,
  INTL_LOCALE,
  isLanguage,
  languageFromCookie,
  LANGUAGES,
  type Language,
  TEXT_DIRECTION,
} from '@bondhon/shared/languages';
import i18n from 'i18next';
import { useEffect, useState } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language };

/**
 * The namespaces, one per catalogue's top-level key. The frame's strings (locales/en.json:
 * `nav`, `common`, `errors`, ...) are the default namespace, `translation`. Every other
 * namespace's strings live with the feature that shows them (features/<name>/locales/) or, when
 * several share them, in locales/; they are loaded (loadStrings) as that code loads, before
 * anything of it renders: the route modules load the catalogues of the features they compose.
 *
 * The namespace separator is the key separator, so a key reads the same in code whichever
 * catalogue holds it: `t('payments.total')` is the key `total` of the namespace `payments`
 * (i18next takes a key's first segment as its namespace when it is one of these). The key
 * types (app/i18n-catalogue.ts) see the catalogues as one tree, which is what that spelling
 * means.
 */
export const NAMESPACES = [
  'account',
  'adminOverview',
  'approveContacts',
  'auditLog',
  'auth',
  'biodataFields',
  'biodataMore',
  'biodataForm',
  'biodataVisibility',
  'biodataDeletion',
  'biodatas',
  'blocks',
  'contactRequests',
  'dashboard',
  'details',
  'errorCodes',
  'districts',
  'favourites',
  'footer',
  'home',
  'listing',
  'matches',
  'moderation',
  'myBiodata',
  'notifications',
  'payments',
  'photos',
  'premiumRequests',
  'reports',
  'reportsAdmin',
  'safety',
  'successStories',
  'users',
  'validation',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** A catalogue file: each top-level key a namespace (the frame's: `translation`). */
export type Catalogue = Partial<Record<Namespace | 'translation', object>>;

/**
 * One catalogue in every language: how to load each language's file. Only the reader's language
 * is downloaded; the others load when the reader switches (changeLanguage).
 */
export type Strings = Readonly<Record<Language, () => Promise<Catalogue>>>;

/**
 * The language the page arrived in: the server picked it (the reader's cookie, else the browser's
 * languages) and wrote it into `<html lang>`. The development server sends index.html as it is,
 * so there the cookie comes first. A built page does not read the cookie: the first read of
 * `document.cookie` is a synchronous call to the browser, 1–8.5 ms of the start-up's longest task
 * (the modules' evaluation) on this machine, while the page's downloads keep the browser busy. The
 * prerender build renders each language in turn.
 */
function arrivalLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const { lang } = document.documentElement;
  const chosen = import.meta.env.DEV ? languageFromCookie(document.cookie) : undefined;
  return chosen ?? (isLanguage(lang) ? lang : DEFAULT_LANGUAGE);
}

// No fallback language: a key the reader's language lacks is a bug (the catalogue test checks
// that every language has every key), reported below, never English in a Bengali screen.
void i18n.use(initReactI18next).init({
  resources: {},
  ns: ['translation', ...NAMESPACES],
  defaultNS: 'translation',
  nsSeparator: '.',
  lng: arrivalLanguage(),
  supportedLngs: [...LANGUAGES],
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false, alwaysFormat: true },
  react: { useSuspense: false },
  // A key without a string means a screen rendered before its catalogue was loaded: a bug, which
  // the end-to-end journeys (they fail on any console error) would catch.
  saveMissing: true,
  missingKeyHandler: (languages, _namespace, key) => {
    // eslint-disable-next-line no-console -- a bug report for developers and the journeys
    console.error(`i18n: no ${languages.join('/')} string for "${key}"`);
  },
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** One formatter per locale and style: making one loads the browser's locale data. */
function numberFormat(language: string, grouped: boolean): Intl.NumberFormat {
  const locale = intlLocale(language);
  const key = `${locale}|${grouped}`;
  let format = numberFormats.get(key);
  if (!format)
    numberFormats.set(key, (format = new Intl.NumberFormat(locale, { useGrouping: grouped })));
  return format;
}

/**
 * How each of our languages writes a whole number, as Intl.NumberFormat does in its locale
 * (INTL_LOCALE): its digits (the code point of its zero), and how it groups them: English by
 * threes (12,345,678), Bangladesh's Bengali by the last three, then by twos (lakh and crore:
 * ১,২৩,৪৫,৬৭৮). Written here rather than asked of Intl: the browser's first number or date
 * formatter loads its locale data, 30–120 ms of the main thread in Chromium on our machines and
 * four times that on Lighthouse's phone, which a Bengali page paid before it drew its first card.
 */
const WHOLE_NUMBERS: Record<Language, { zero: number; grouping: 'thousands' | 'lakh' }> = {
  en: { zero: 0x30, grouping: 'thousands' },
  bn: { zero: 0x09e6, grouping: 'lakh' },
};

function ourLanguage(language: string): Language | undefined {
  const base = language.split('-')[0];
  return isLanguage(base) ? base : undefined;
}

function wholeNumber(value: number, language: Language, grouped: boolean): string {
  const { zero, grouping } = WHOLE_NUMBERS[language];
  let digits = String(Math.abs(value));
  if (grouped) {
    digits =
      grouping === 'thousands'
        ? digits.replace(/\B(?=(\d{3})+$)/g, ',')
        : digits.replace(/\B(?=(\d{2})*\d{3}$)/g, ',');
  }
  if (zero !== 0x30) {
    digits = digits.replace(/\d/g, (digit) => String.fromCharCode(zero + Number(digit)));
  }
  return value < 0 ? `-${digits}` : digits;
}

/**
 * `{{count, integer}}`: a whole number with its thousands grouped, in the reader's digits
 * ("12,345 biodatas", "১২,৩৪৫টি বায়োডাটা"). Anything but a safe whole number in one of our
 * languages goes to Intl.NumberFormat.
 */
export function formatInteger(value: number, language: string): string {
  const ours = ourLanguage(language);
  if (!ours || !Number.isSafeInteger(value)) return numberFormat(language, true).format(value);
  return wholeNumber(value, ours, true);
}

/**
 * Any other number in a string (`{{count}}`, `{{id}}`, `{{page}}`): in the reader's digits, not
 * grouped (an id or a year reads as one word): "29" in English, "২৯" in Bengali.
 */
export function formatDigits(value: number, language: string): string {
  const ours = ourLanguage(language);
  if (ours === 'en') return String(value);
  if (!ours || !Number.isSafeInteger(value)) return numberFormat(language, false).format(value);
  return wholeNumber(value, ours, false);
}

const { formatter, interpolator } = i18n.services as typeof i18n.services & {
  interpolator: { format: InterpolationFormat };
};
type InterpolationFormat = (
  value: unknown,
  format: string | undefined,
  language: string | undefined,
  options: object,
) => unknown;
formatter?.add('integer', (value: number, language) =>
  formatInteger(value, language ?? DEFAULT_LANGUAGE),
);
// Every interpolated number goes through the reader's digits (`alwaysFormat` above), a named
// format through i18next's formatter as usual.
const formatValue: InterpolationFormat = (value, format, language, options) => {
  if (format) return formatter ? formatter.format(value, format, language, options) : value;
  return typeof value === 'number' ? formatDigits(value, language ?? currentLanguage()) : value;
};
interpolator.format = formatValue;
// The interpolator reads its format from the options again when it is reset.
Object.assign(i18n.options.interpolation ?? {}, { format: formatValue });

function syncDocumentLanguage(language: string) {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const direction = isLanguage(language) ? TEXT_DIRECTION[language] : 'ltr';
  // Only a change: Chromium restyles every element for `lang` set again to the same value (the
  // page arrives in its language; 29 ms at 4× CPU slowdown on the listing).
  if (root.lang !== language) root.lang = language;
  if (root.dir !== direction) root.dir = direction;
}

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export default i18n;

const isNamespace = (name: string): name is Namespace | 'translation' =>
  name === 'translation' || (NAMESPACES as readonly string[]).includes(name);

/**
 * Adds a catalogue in a language: each top-level key is a namespace, whose strings are
 * deep-merged with what it holds (a feature's strings may come in more than one file, loaded at
 * different times).
 */
export function addStrings(catalogue: Catalogue, language: Language = currentLanguage()): void {
  for (const [namespace, strings] of Object.entries(catalogue)) {
    if (!isNamespace(namespace)) throw new Error(`i18n: "${namespace}" is not a namespace`);
    i18n.addResourceBundle(language, namespace, strings, true, false);
  }
}

/** Every catalogue asked for so far, with its download in each language that has started. */
const loaded = new Map<Strings, Map<Language, Promise<void>>>();

function loadIn(strings: Strings, language: Language): Promise<void> {
  let languages = loaded.get(strings);
  if (!languages) loaded.set(strings, (languages = new Map()));
  let download = languages.get(language);
  if (!download) {
    download = strings[language]().then(
      (catalogue) => addStrings(catalogue, language),
      (error: unknown) => {
        // Forgotten, so that a later render or switch tries again.
        languages.delete(language);
        throw error;
      },
    );
    languages.set(language, download);
  }
  return download;
}

/**
 * Whether a catalogue is in for the reader's language, loading it (`load`: a dynamic import of
 * the module that names it, kept stable) when not: for strings a screen shows once they arrive (a
 * district's name) rather than holding its first paint for them.
 */
export function useStringsLoaded(load: () => Promise<Strings>): boolean {
  const { i18n: instance } = useTranslation();
  const language = isLanguage(instance.language) ? instance.language : currentLanguage();
  const [loadedIn, setLoadedIn] = useState<Language | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void load()
      .then((strings) => loadIn(strings, language))
      .then(
        () => isCurrent && setLoadedIn(language),
        () => {},
      );
    return () => {
      isCurrent = false;
    };
  }, [load, language]);
  return loadedIn === language;
}

/** The language a switch is going to, from its start until it is done (changeLanguage). */
let switchingTo: Language | null = null;

/**
 * Loads catalogues in the reader's language, for the code about to render with them: modules
 * await it at their top level, so the strings are in before anything that imports them runs. A
 * later switch of language loads them in the new one too; during a switch, they load in both.
 */
export async function loadStrings(...list: Strings[]): Promise<void> {
  const languages = new Set([currentLanguage(), switchingTo ?? currentLanguage()]);
  await Promise.all(
    list.flatMap((strings) => [...languages].map((language) => loadIn(strings, language))),
  );
}

/**
 * Switches the language at once, without a reload: every catalogue loaded so far, and any asked
 * for meanwhile (a screen's code arriving during the switch), is loaded in the new language
 * first, then every screen renders again in it.
 */
export async function changeLanguage(language: Language): Promise<void> {
  switchingTo = language;
  try {
    await Promise.all([...loaded.keys()].map((strings) => loadIn(strings, language)));
    await i18n.changeLanguage(language);
  } finally {
    if (switchingTo === language) switchingTo = null;
  }
}

/** The Intl locale of the reader's language (lib/format-date.ts, numbers beyond `integer`). */
export function intlLocale(language: string = i18n.language): string {
  return isLanguage(language) ? INTL_LOCALE[language] : language;
}

/**
 * The frame's strings (navigation, footer, errors): main.tsx and the prerender load them before
 * the first render. Not here at the module's top level: the entry's code is one chunk only while
 * none of its modules awaits at its top level.
 */
export const frameStrings: Strings = {
  en: () => import('../locales/en.json').then((module) => ({ translation: module.default })),
  bn: () => import('../locales/bn.json').then((module) => ({ translation: module.default })),
};
