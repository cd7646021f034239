import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes an English date day first, with the month in words', () => {
    expect(formatDate('1998-03-12', 'en')).toBe('12 March 1998');
  });

  it('keeps the date as written on the first and last day of a year', () => {
    expect(formatDate('2000-01-01', 'en')).toBe('1 January 2000');
    expect(formatDate('1999-12-31', 'en')).toBe('31 December 1999');
  });

  it('writes the date part of a timestamp', () => {
    expect(formatDate('1998-03-12T23:30:00.000Z', 'en')).toBe('12 March 1998');
  });

  it('writes a Bengali date day first, in Bengali digits and month names', () => {
    expect(formatDate('1996-03-12', 'bn')).toBe('১২ মার্চ ১৯৯৬');
    // ICU versions spell January's last vowel either way.
    expect(formatDate('2000-01-01T10:00:00Z', 'bn')).toMatch(/^১ জানুয়ার[িী] ২০০০$/);
  });

  it('returns what is not a calendar date as it is', () => {
    expect(formatDate('1998-02-30', 'en')).toBe('1998-02-30');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});
