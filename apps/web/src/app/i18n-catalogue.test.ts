import { describe, expect, it } from 'vitest';
import listingStrings from '../features/biodatas/locales/en.json';
import i18n, { addStrings, NAMESPACES } from '../lib/i18n';

describe('the integer format in strings', () => {
  it('writes the listing’s total grouped, in the singular or plural', () => {
    addStrings(listingStrings);
    expect(i18n.t('listing.total', { count: 1 })).toBe('1 biodata');
    expect(i18n.t('listing.total', { count: 1_000_000 })).toBe('1,000,000 biodatas');
  });
});

/** Every English catalogue in the app: the frame's, the shared ones and each feature's. */
const catalogues = import.meta.glob<Record<string, object>>(
  ['../locales/*.json', '../features/*/locales/*.json'],
  {
    eager: true,
    import: 'default',
  },
);

/** `{a: {b: 'x'}}` → ['a.b']. */
function keysOf(strings: object, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('the catalogues', () => {
  it('has every catalogue under namespaces, and no key in two catalogues', () => {
    const frame = '../locales/en.json';
    expect(Object.keys(catalogues)).toContain(frame);
    const owner = new Map<string, string>();
    for (const [file, catalogue] of Object.entries(catalogues)) {
      if (file !== frame) {
        for (const namespace of Object.keys(catalogue)) {
          expect(NAMESPACES, `${file}: ${namespace}`).toContain(namespace);
        }
      } else {
        for (const key of Object.keys(catalogue)) expect(NAMESPACES).not.toContain(key);
      }
      for (const key of keysOf(catalogue)) {
        expect(owner.get(key), `${key} is in ${file} and ${owner.get(key)}`).toBeUndefined();
        owner.set(key, file);
      }
    }
  });
});
