import { validationMessages } from '@bondhon/shared/validation-messages';
import { describe, expect, it } from 'vitest';
import listingStrings from '../features/biodatas/locales/en.json';
import i18n, { addStrings, NAMESPACES } from '../lib/i18n';
import bengaliValidation from '../locales/bn-validation.json';

describe('the integer format in strings', () => {
  it('writes the listing’s total grouped, in the singular or plural', () => {
    addStrings(listingStrings);
    expect(i18n.t('listing.total', { count: 1 })).toBe('1 biodata');
    expect(i18n.t('listing.total', { count: 1_000_000 })).toBe('1,000,000 biodatas');
  });
});

/** Every catalogue file in the app: the frame's, the shared ones and each feature's. */
const catalogues = import.meta.glob<Record<string, object>>(
  ['../locales/*.json', '../features/*/locales/*.json'],
  { eager: true, import: 'default' },
);
const english = Object.entries(catalogues).filter(([file]) => /\/en(-[\w-]+)?\.json$/.test(file));
/** The Bengali file beside an English one: en.json → bn.json, en-options.json → bn-options.json. */
const bengaliOf = (file: string) => file.replace(/\/en(-[\w-]+)?\.json$/, '/bn$1.json');

/** `{a: {b: 'x'}}` → [['a.b', 'x']]. */
function entriesOf(strings: object, prefix = ''): [string, unknown][] {
  return Object.entries(strings).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null
      ? entriesOf(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}
const keysOf = (strings: object) => entriesOf(strings).map(([key]) => key);

/** The names of a string's placeholders, `{{count, integer}}` → count. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map(([, name]) => name).sort();

/**
 * What may stay in Latin letters in a Bengali string: brands and proper names, and the samples of
 * what people type (addresses, e-mail, card fields).
 */
const LATIN_ALLOWED =
  /\{\{[^}]*\}\}|https?:\/\/\S*|\S+@\S+|\b(?:English|Facebook|WhatsApp|YouTube|LinkedIn|Google|Stripe|Visa|Mastercard|bKash|Nagad|CVC|ID|URL|JSON|JPEG|PNG|WebP)\b/g;

describe('the catalogues', () => {
  it('has every catalogue under namespaces, and no key in two catalogues', () => {
    const frame = '../locales/en.json';
    expect(english.map(([file]) => file)).toContain(frame);
    const owner = new Map<string, string>();
    for (const [file, catalogue] of english) {
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

  it('has a Bengali catalogue beside each English one, with exactly its keys', () => {
    for (const [file, catalogue] of english) {
      const bengali = catalogues[bengaliOf(file)];
      expect(bengali, `${bengaliOf(file)} is missing`).toBeDefined();
      expect(keysOf(bengali ?? {}).sort(), file).toEqual(keysOf(catalogue).sort());
    }
    expect(Object.keys(catalogues)).toHaveLength(english.length * 2 + 1);
  });

  it('has every Bengali string written, in Bengali, with the English one’s placeholders', () => {
    for (const [file, catalogue] of english) {
      const bengali = new Map(entriesOf(catalogues[bengaliOf(file)] ?? {}));
      for (const [key, text] of entriesOf(catalogue)) {
        const translation = bengali.get(key);
        const where = `${bengaliOf(file)}: ${key}`;
        expect(typeof translation === 'string' && translation.trim() !== '', where).toBe(true);
        expect(placeholders(String(translation)), where).toEqual(placeholders(String(text)));
        expect(String(translation).replace(LATIN_ALLOWED, ''), where).not.toMatch(/[A-Za-z]{2,}/);
      }
    }
  });

  it('has a Bengali text for every validation message', () => {
    expect(Object.keys(bengaliValidation.validation).sort()).toEqual(
      Object.keys(validationMessages).sort(),
    );
    for (const [key, text] of Object.entries(bengaliValidation.validation)) {
      expect(text.trim(), key).not.toBe('');
      expect(text.replace(LATIN_ALLOWED, ''), key).not.toMatch(/[A-Za-z]{2,}/);
    }
  });
});
