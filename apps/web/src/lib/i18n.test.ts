import { describe, expect, it } from 'vitest';
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

describe('namespaces', () => {
  it('finds each feature catalogue under its own namespace, asked for as namespace.key', () => {
    addStrings({ payments: { total: 'Total' } });
    expect(i18n.getResource('en', 'payments', 'total')).toBe('Total');
    expect(i18n.getResource('en', 'translation', 'payments.total')).toBeUndefined();
    expect(i18n.t('payments.total')).toBe('Total');
    // A first segment that is no namespace is a key of the frame's catalogue.
    expect(i18n.t('nav.home')).toBe(i18n.getResource('en', 'translation', 'nav.home'));
  });

  it('refuses a catalogue whose top-level key is not a namespace', () => {
    expect(() => addStrings({ nosuch: { a: 'b' } } as never)).toThrow(
      '"nosuch" is not a namespace',
    );
  });
});
