import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorText } from './error-text';
import i18n, { changeLanguage } from './i18n';

afterEach(async () => {
  await changeLanguage('en');
});

const refusal = (code: string, message: string) => new ApiError({ status: 401, code, message });

describe('the text of a failed call', () => {
  it('is the server’s own English text for an English reader', () => {
    expect(errorText(refusal('INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'))).toBe(
      'Invalid email or password',
    );
  });

  it('is the catalogue’s text for the code for a Bengali reader, never the server’s', async () => {
    await changeLanguage('bn');
    expect(errorText(refusal('INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'))).toBe(
      'ইমেইল বা পাসওয়ার্ড সঠিক নয়',
    );
    expect(errorText(refusal('CONFLICT', 'You have already requested this contact.'))).toMatch(
      /^এখন এটি করা যাচ্ছে না/,
    );
  });

  it('is the general message for a code or an error it does not know, in Bengali', async () => {
    await changeLanguage('bn');
    const general = i18n.t('errors.unexpected');
    expect(general).toMatch(/^কিছু একটা সমস্যা হয়েছে/);
    expect(errorText(refusal('SOMETHING_NEW', 'Some new English text'))).toBe(general);
    expect(errorText(new Error('TypeError in a library'))).toBe(general);
    expect(errorText('a string')).toBe(general);
  });

  it('tells a suspended member until when and why, in the reader’s words and digits', async () => {
    // The suspension ends as 12 December 2026 begins in Bangladesh (18:00 the day before in UTC).
    const suspended = (until: string | null) =>
      new ApiError({
        status: 403,
        code: 'ACCOUNT_SUSPENDED',
        message: 'Your account is suspended until 12 December 2026. Reason: Asked for money.',
        suspension: { until, reason: 'Asked for money.' },
      });
    expect(errorText(suspended('2026-12-11T18:00:00.000Z'))).toBe(
      'Your account is suspended until 12 December 2026. Reason: Asked for money.',
    );
    await changeLanguage('bn');
    expect(errorText(suspended('2026-12-11T18:00:00.000Z'))).toBe(
      'আপনার অ্যাকাউন্ট ১২ ডিসেম্বর ২০২৬ পর্যন্ত স্থগিত। কারণ: Asked for money.',
    );
    expect(errorText(suspended(null))).toBe(
      'আপনার অ্যাকাউন্ট পরবর্তী নির্দেশ না দেওয়া পর্যন্ত স্থগিত। কারণ: Asked for money.',
    );
  });
});
