import { isCalendarDate } from '@bondhon/shared/biodata-dates';

/**
 * A date as people read it: 1998-03-12 → "12 March 1998" in English. The date as written,
 * whatever the reader's time zone; a timestamp's date part likewise. Anything that is no
 * calendar date comes back as it is.
 */
export function formatDate(isoDate: string, language: string): string {
  const day = isoDate.slice(0, 10);
  if (!isCalendarDate(day)) return isoDate;
  // English day first ("12 March 1998"), as in Bangladesh, not the US "March 12, 1998".
  const locale = /^en\b/.test(language) ? 'en-GB' : language;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
