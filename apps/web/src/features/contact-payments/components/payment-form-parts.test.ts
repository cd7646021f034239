import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { formatContactPrice } from './payment-form-parts';

afterEach(async () => {
  await changeLanguage('en');
});

describe('the contact price', () => {
  it('reads "$5" in English', () => {
    expect(formatContactPrice()).toBe('$5');
  });

  it('is written in Bengali digits, the sign after the amount, in Bengali', async () => {
    await changeLanguage('bn');
    expect(formatContactPrice()).toBe('৫$');
  });
});
