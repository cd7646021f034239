import { isCalendarDate, todayInBangladesh } from '@bondhon/shared/biodata-dates';
import { intlLocale } from './i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date as people read it in Bangladesh, day first and the month in words, in the reader's
 * language and digits: 1998-03-12 → "12 March 1998", "১২ মার্চ ১৯৯৮" (Intl's parts, without the
 * comma it puts after the month in Bengali). The date as written, whatever the reader's time
 * zone; a timestamp's date part likewise. Anything that is no calendar date comes back as it is.
 */
export function formatDate(isoDate: string, language: string): string {
  const day = isoDate.slice(0, 10);
  if (!isCalendarDate(day)) return isoDate;
  const locale = intlLocale(language);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(locale, format);
  }
  const parts = format.formatToParts(new Date(`${day}T00:00:00Z`));
  return (['day', 'month', 'year'] as const)
    .map((type) => parts.find((part) => part.type === type)?.value ?? '')
    .join(' ');
}

/** The Bangladesh day of an instant (an ISO timestamp), as formatDate writes a date. */
export function formatBangladeshDay(isoInstant: string, language: string): string {
  return formatDate(todayInBangladesh(new Date(isoInstant)), language);
}
