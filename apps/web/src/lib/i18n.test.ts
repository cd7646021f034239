import { describe, expect, it } from 'vitest';
import listingStrings from '../locales/en-listing.json';
import i18n, { addStrings, formatInteger } from './i18n';

describe('formatInteger', () => {
  it('groups an English whole number by threes, as Intl.NumberFormat does', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 2_147_483_647, -45_678]) {
      expect(formatInteger(value, 'en')).toBe(new Intl.NumberFormat('en').format(value));
    }
  });

  it('leaves other languages and fractions to Intl.NumberFormat', () => {
    expect(formatInteger(1_234_567, 'bn')).toBe(new Intl.NumberFormat('bn').format(1_234_567));
    expect(formatInteger(1234.5, 'en')).toBe('1,234.5');
  });
});

describe('the integer format in strings', () => {
  it('writes the listing’s total grouped, in the singular or plural', () => {
    addStrings(listingStrings);
    expect(i18n.t('listing.total', { count: 1 })).toBe('1 biodata');
    expect(i18n.t('listing.total', { count: 1_000_000 })).toBe('1,000,000 biodatas');
  });
});
