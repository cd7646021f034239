import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n';
import { optionLabel } from './option-labels';

afterEach(async () => {
  await changeLanguage('en');
});

describe('measurements and numbers on screen', () => {
  it('read as stored in English', () => {
    expect(optionLabel.height(`5'2"`)).toBe(`5'2"`);
    expect(optionLabel.weight('50kg')).toBe('50kg');
    expect(optionLabel.id(1024)).toBe('1024');
  });

  it('read in Bengali digits and units for a Bengali reader', async () => {
    await changeLanguage('bn');
    expect(optionLabel.height(`5'2"`)).toBe('৫ ফুট ২ ইঞ্চি');
    expect(optionLabel.height(`4'10"`)).toBe('৪ ফুট ১০ ইঞ্চি');
    expect(optionLabel.weight('50kg')).toBe('৫০ কেজি');
    expect(optionLabel.id(1024)).toBe('১০২৪');
  });

  it('leave a measurement of another shape as it is', async () => {
    await changeLanguage('bn');
    expect(optionLabel.height('tall')).toBe('tall');
    expect(optionLabel.weight('50 lb')).toBe('50 lb');
  });
});
