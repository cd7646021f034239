/*
 * Dates and ages of biodatas. Ages count in Bangladesh's calendar: a person is N years old from
 * their Nth birthday (someone born on 29 February turns N on 1 March in other years).
 */

export const BIODATA_TIME_ZONE = 'Asia/Dhaka';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateParts(isoDate: string): [number, number, number] {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function formatIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether `value` is a YYYY-MM-DD date that exists (no 30 February). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [year, month, day] = dateParts(value);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const bangladeshDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BIODATA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The last answer, for its minute: time zones differ from UTC by whole minutes. */
let lastToday: { minute: number; date: string } | undefined;

/** Today's date (YYYY-MM-DD) in Bangladesh. Formatting a date is costly: once a minute. */
export function todayInBangladesh(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastToday?.minute === minute) return lastToday.date;
  const parts = bangladeshDateFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value);
  const date = formatIsoDate(part('year'), part('month'), part('day'));
  lastToday = { minute, date };
  return date;
}

/**
 * Whole years from `dob` to `today` (both YYYY-MM-DD). Every card of every page is aged, so this
 * compares the zero-padded text instead of parsing it: the birthday has not come yet when today's
 * "MM-DD" sorts before the birth date's.
 */
export function ageOn(dob: string, today: string): number {
  if (!ISO_DATE.test(dob)) throw new RangeError(`not a YYYY-MM-DD date: ${dob}`);
  if (!ISO_DATE.test(today)) throw new RangeError(`not a YYYY-MM-DD date: ${today}`);
  const isBeforeBirthday = today.slice(5) < dob.slice(5);
  return Number(today.slice(0, 4)) - Number(dob.slice(0, 4)) - (isBeforeBirthday ? 1 : 0);
}

/**
 * The latest birth date of someone at least `age` years old on `today`:
 * `dob <= latestDobForAge(age, today)` exactly when `ageOn(dob, today) >= age`.
 */
export function latestDobForAge(age: number, today: string): string {
  const [year, month, day] = dateParts(today);
  const birthYear = year - age;
  return formatIsoDate(birthYear, month, Math.min(day, daysInMonth(birthYear, month)));
}
