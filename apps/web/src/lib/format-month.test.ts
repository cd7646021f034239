import { describe, expect, it } from 'vitest';
import { formatMonth } from './format-month';

describe('formatMonth', () => {
  it('writes a month and its year in words, in the reader’s digits', () => {
    expect(formatMonth('2027-03', 'en')).toBe('March 2027');
    expect(formatMonth('2027-03', 'bn')).toBe('মার্চ ২০২৭');
  });

  it('returns what is not a month as it is', () => {
    expect(formatMonth('2027-13', 'en')).toBe('2027-13');
    expect(formatMonth('March', 'en')).toBe('March');
  });
});
