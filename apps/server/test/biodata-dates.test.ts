import { BIODATA_TIME_ZONE } from '@bondhon/shared/biodata-dates';
import {
  ageOn,
  isCalendarDate,
  latestDobForAge,
  normalizeMobile,
  todayInBangladesh,
} from '@bondhon/shared/schemas/biodata';
import { describe, expect, it } from 'vitest';
import { shiftDate } from './biodata-fixtures';

describe('biodata dates and ages', () => {
  it('counts a person N years old from their Nth birthday', () => {
    expect(ageOn('2000-06-15', '2021-06-14')).toBe(20);
    expect(ageOn('2000-06-15', '2021-06-15')).toBe(21);
    expect(ageOn('2000-06-15', '2021-12-31')).toBe(21);
  });

  it('lets someone born on 29 February turn a year older on 1 March in other years', () => {
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18);
    expect(ageOn('2004-02-29', '2024-02-29')).toBe(20);
  });

  it('gives the latest birth date of an age, matching ageOn on both sides', () => {
    for (const today of ['2026-03-15', '2024-02-29', '2025-02-28', '2026-12-31', '2026-01-01']) {
      for (const age of [18, 21, 60, 61]) {
        const latest = latestDobForAge(age, today);
        expect(ageOn(latest, today), `${age} on ${today}`).toBe(age);
        expect(ageOn(shiftDate(latest, 1), today), `${age} on ${today}`).toBe(age - 1);
      }
    }
    expect(latestDobForAge(21, '2024-02-29')).toBe('2003-02-28');
  });

  it('tells real calendar dates from impossible ones', () => {
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('1900-02-29')).toBe(false);
    expect(isCalendarDate('1998-02-30')).toBe(false);
    expect(isCalendarDate('1998-13-01')).toBe(false);
    expect(isCalendarDate('1998-1-01')).toBe(false);
    expect(isCalendarDate('1998-01-01T00:00:00Z')).toBe(false);
  });

  it("takes today's date in Bangladesh (UTC+6), not the server's", () => {
    expect(todayInBangladesh(new Date('2026-03-14T17:59:00Z'))).toBe('2026-03-14');
    expect(todayInBangladesh(new Date('2026-03-14T17:59:59Z'))).toBe('2026-03-14');
    expect(todayInBangladesh(new Date('2026-03-14T18:00:00Z'))).toBe('2026-03-15');
    expect(todayInBangladesh(new Date('2026-03-14T18:00:59Z'))).toBe('2026-03-15');
    expect(todayInBangladesh(new Date('2027-03-14T18:00:30Z'))).toBe('2027-03-15');
    expect(() => todayInBangladesh(new Date(Number.NaN))).toThrow(RangeError);
  });

  it("agrees with the time zone database's Asia/Dhaka at every hour's edge, 2010 to 2060", () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: BIODATA_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const hour = 60 * 60 * 1000;
    const from = Date.UTC(2010, 0, 1);
    const until = Date.UTC(2060, 0, 1);
    // Every 997th hour drifts through the hours of the day and the days of the year.
    for (let time = from; time < until; time += 997 * hour) {
      for (const instant of [time - 1, time]) {
        const at = new Date(instant);
        expect(todayInBangladesh(at), at.toISOString()).toBe(zone.format(at));
      }
    }
  });
});

describe('mobile numbers', () => {
  it('normalizes Bangladeshi numbers, local or international, to E.164', () => {
    for (const mobile of ['01712345678', '+8801712345678', '017 1234-5678', '8801712345678']) {
      expect(normalizeMobile(mobile), mobile).toBe('+8801712345678');
    }
  });

  it('accepts a valid number of another country given with its code', () => {
    expect(normalizeMobile('+44 7911 123456')).toBe('+447911123456');
  });

  it('refuses what is not a whole, valid phone number', () => {
    for (const mobile of [
      '0171234567',
      '12345',
      'call 01712345678',
      '01712345678x',
      '',
      '01012345678',
      '+8801212345678',
    ]) {
      expect(normalizeMobile(mobile), mobile).toBeUndefined();
    }
  });
});
