import { describe, expect, it } from 'vitest';
import { normalizeMobile } from './schemas/biodata-input';
import { formatBangladeshiMobile } from './phone';

describe('formatBangladeshiMobile', () => {
  it('shows a stored Bangladeshi mobile in the national form people type', () => {
    expect(formatBangladeshiMobile('+8801712345678')).toBe('01712345678');
    expect(formatBangladeshiMobile('+8801312345678')).toBe('01312345678');
    expect(formatBangladeshiMobile('+8801999999999')).toBe('01999999999');
  });

  it('gives back what people typed, whichever way they wrote it', () => {
    for (const typed of ['01712345678', '+8801712345678', '8801712345678', '01712-345678']) {
      expect(formatBangladeshiMobile(normalizeMobile(typed) ?? ''), typed).toBe('01712345678');
    }
  });

  it('leaves numbers of other countries in their international form', () => {
    expect(formatBangladeshiMobile('+447911123456')).toBe('+447911123456');
    expect(formatBangladeshiMobile('+919876543210')).toBe('+919876543210');
  });

  it('leaves anything that is not a stored Bangladeshi mobile as it is', () => {
    for (const value of ['', '01712345678', '+88021234567', '+8801212345678', '+88017123456789']) {
      expect(formatBangladeshiMobile(value), value).toBe(value);
    }
  });
});
