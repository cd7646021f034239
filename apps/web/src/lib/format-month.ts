import { isCalendarDate } from '@bondhon/shared/biodata-dates';
import { intlLocale } from './i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A month (YYYY-MM) as people read it, the month in words, in the reader's language and digits:
 * 2027-03 → "March 2027", "মার্চ ২০২৭". Anything else comes back as it is.
 */
export function formatMonth(isoMonth: string, language: string): string {
  if (!/^\d{4}-\d{2}$/.test(isoMonth) || !isCalendarDate(`${isoMonth}-01`)) return isoMonth;
  const locale = intlLocale(language);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  const parts = format.formatToParts(new Date(`${isoMonth}-01T00:00:00Z`));
  return (['month', 'year'] as const)
    .map((type) => parts.find((part) => part.type === type)?.value ?? '')
    .join(' ');
}
