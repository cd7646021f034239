import { afterEach, describe, expect, it } from 'vitest';
import i18n, {
  addStrings,
  changeLanguage,
  currentLanguage,
  formatDigits,
  formatInteger,
  loadStrings,
  type Strings,
} from './i18n';

afterEach(async () => {
  await changeLanguage('en');
});

const WHOLE_NUMBERS = [
  0,
  7,
  10,
  99,
  100,
  999,
  1000,
  2543,
  12_345,
  99_999,
  100_000,
  999_999,
  1_000_000,
  1_234_567,
  10_000_000,
  123_456_789,
  2_147_483_647,
  Number.MAX_SAFE_INTEGER,
  -5,
  -45_678,
  -1_234_567,
];

describe('formatInteger', () => {
  it('groups an English whole number by threes, as Intl.NumberFormat does', () => {
    for (const value of WHOLE_NUMBERS) {
      expect(formatInteger(value, 'en')).toBe(new Intl.NumberFormat('en-GB').format(value));
    }
  });

  it('writes Bengali digits grouped as in Bangladesh (lakh and crore), as Intl does', () => {
    expect(formatInteger(2543, 'bn')).toBe('২,৫৪৩');
    expect(formatInteger(1_234_567, 'bn')).toBe('১২,৩৪,৫৬৭');
    for (const value of WHOLE_NUMBERS) {
      expect(formatInteger(value, 'bn')).toBe(new Intl.NumberFormat('bn-BD').format(value));
    }
  });

  it('leaves a fraction to Intl, in the reader’s digits', () => {
    expect(formatInteger(1234.5, 'en')).toBe('1,234.5');
    expect(formatInteger(1234.5, 'bn')).toBe('১,২৩৪.৫');
  });
});

describe('numbers in strings', () => {
  it('writes any interpolated number in the reader’s digits, ungrouped', () => {
    expect(formatDigits(1996, 'en')).toBe('1996');
    expect(formatDigits(1996, 'bn')).toBe('১৯৯৬');
    for (const value of WHOLE_NUMBERS) {
      const bengali = new Intl.NumberFormat('bn-BD', { useGrouping: false }).format(value);
      expect(formatDigits(value, 'bn')).toBe(bengali);
    }
    expect(formatDigits(5.5, 'bn')).toBe('৫.৫');
    addStrings({ payments: { testAge: '{{count}} বছর · {{id}}' } }, 'bn');
    expect(i18n.getFixedT('bn')('payments.testAge' as never, { count: 29, id: 10234 })).toBe(
      '২৯ বছর · ১০২৩৪',
    );
  });

  it('leaves numbers in an English string as they are', () => {
    expect(i18n.t('pagination.status', { page: 3, pages: 1200 })).toBe('Page 3 of 1200');
  });
});

describe('the document', () => {
  it('takes the reader’s language and its writing direction', async () => {
    await changeLanguage('bn');
    expect(document.documentElement.lang).toBe('bn');
    expect(document.documentElement.dir).toBe('ltr');
    await changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('is left alone when it is already in the reader’s language (a browser restyles it all)', async () => {
    await changeLanguage('bn');
    const changes: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) changes.push(record.attributeName ?? '');
    });
    observer.observe(document.documentElement, { attributes: true });
    await changeLanguage('bn');
    await changeLanguage('en');
    await Promise.resolve();
    observer.disconnect();
    expect(changes).toEqual(['lang']);
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

describe('changing the language', () => {
  /** A catalogue whose files are counted as they load. */
  function countedStrings() {
    const loads: string[] = [];
    const strings: Strings = {
      en: () => {
        loads.push('en');
        return Promise.resolve({ users: { testGreeting: 'Hello' } });
      },
      bn: () => {
        loads.push('bn');
        return Promise.resolve({ users: { testGreeting: 'স্বাগতম' } });
      },
    };
    return { strings, loads };
  }

  it('loads only the reader’s language until the reader switches', async () => {
    const { strings, loads } = countedStrings();
    await loadStrings(strings);
    await loadStrings(strings);
    expect(loads).toEqual(['en']);
    expect(i18n.t('users.testGreeting' as never)).toBe('Hello');
  });

  it('loads every catalogue already in use in the new language before switching', async () => {
    const { strings, loads } = countedStrings();
    await loadStrings(strings);
    await changeLanguage('bn');
    expect(loads).toEqual(['en', 'bn']);
    expect(currentLanguage()).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    expect(i18n.t('users.testGreeting' as never)).toBe('স্বাগতম');
    expect(i18n.t('nav.home')).toBe(i18n.getResource('bn', 'translation', 'nav.home'));
    expect(i18n.t('nav.home')).not.toBe('Home');
  });

  it('loads strings asked for during a switch in the new language too', async () => {
    const { strings, loads } = countedStrings();
    // A screen's code arrives while the switch is loading what is already in use.
    const switching = changeLanguage('bn');
    const loading = loadStrings(strings);
    await Promise.all([switching, loading]);
    expect(loads).toContain('bn');
    expect(i18n.t('users.testGreeting' as never)).toBe('স্বাগতম');
  });

  it('tries a failed download again on the next request', async () => {
    let attempts = 0;
    const flaky: Strings = {
      en: () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new Error('offline'))
          : Promise.resolve({ users: { testFlaky: 'Back' } });
      },
      bn: () => Promise.resolve({ users: { testFlaky: 'ফিরে এসেছে' } }),
    };
    await expect(loadStrings(flaky)).rejects.toThrow('offline');
    await loadStrings(flaky);
    expect(i18n.t('users.testFlaky' as never)).toBe('Back');
  });
});
