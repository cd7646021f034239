import { dayInBangladesh } from '@bondhon/shared/biodata-dates';
import i18n, { formatDigits } from './i18n';
/**
 * The Bangladesh day of an instant in a short form, "12 Nov 2026" / "১২ নভে ২০২৬", without Intl's
 * date formatter: cards on the listing's first paint (a Verified badge's day) would otherwise
 * wait for the browser to load its date data. The month's short name comes from the catalogue.
 */
export function formatShortDay(isoInstant: string, language: string): string {
  const day = dayInBangladesh(new Date(isoInstant));
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const monthName = i18n.t(`common.monthsShort.${month}` as 'common.monthsShort.1', {
    lng: language,
  });
  return `${formatDigits(date, language)} ${monthName} ${formatDigits(year, language)}`;
}
