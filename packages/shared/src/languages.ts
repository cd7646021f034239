/**
 * The product's languages (DESIGN D16): English and Bengali, equal. Stored values, API paths and
 * answers are the same in both; only what people read is translated.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers a reader's choice, read by the server to send the page in it. */
export const LANGUAGE_COOKIE = 'lang';

/** A year: the choice outlives sessions. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language of a first visit from the browser's `Accept-Language`: the first of our languages
 * it names, by its quality values (Bengali when `bn` comes before `en`, including `bn-BD`); our
 * default when it names neither. A malformed header counts as none.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const quality = params
        .map((param) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param)?.[1])
        .find((value) => value !== undefined);
      return {
        primary: range.trim().toLowerCase().split('-')[0] ?? '',
        quality: quality === undefined ? 1 : Number(quality),
        index,
      };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map(({ primary }) => primary).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/** The reader's choice, from a Cookie header's language cookie; null when they made none. */
export function languageFromCookie(cookieHeader: string | undefined): Language | null {
  const cookie = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return isLanguage(cookie) ? cookie : null;
}

/**
 * A request's language: the reader's choice (the language cookie), else the browser's languages.
 */
export function languageOf(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  return languageFromCookie(cookieHeader) ?? languageFromAcceptLanguage(acceptLanguage);
}

/**
 * The `Intl` locale of each language: Bangladeshi conventions for Bengali (Bengali digits, lakh
 * grouping), day-first dates for English as in Bangladesh.
 */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };

/**
 * Each language's writing direction, for `<html dir>`: known here rather than asked of the
 * browser (i18next's `dir` reads Intl.Locale's text info, which loads locale data: 6-30 ms of a
 * page's start in Chromium on our machines).
 */
export const TEXT_DIRECTION: Record<Language, 'ltr' | 'rtl'> = { en: 'ltr', bn: 'ltr' };
