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

/**
 * Bangladesh Standard Time, UTC+6, all year: the country kept no daylight saving time after
 * 2009's (tz database, Asia/Dhaka). A fixed offset instead of an `Intl.DateTimeFormat` for
 * BIODATA_TIME_ZONE: building that formatter loads the zone's rules, about 15 ms in Node and
 * 36 ms on a phone, in the task that first imports this module (every page with a card). The
 * tests compare both over the years ahead.
 */
const BANGLADESH_UTC_OFFSET_MS = 6 * 60 * 60 * 1000;

/** The date (YYYY-MM-DD) in Bangladesh at `instant`, from 2010 on; RangeError for an invalid one. */
export function dayInBangladesh(instant: Date): string {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('not a valid instant');
  const local = new Date(time + BANGLADESH_UTC_OFFSET_MS);
  return formatIsoDate(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate());
}

/** Today's date (YYYY-MM-DD) in Bangladesh. */
export function todayInBangladesh(now: Date = new Date()): string {
  return dayInBangladesh(now);
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
