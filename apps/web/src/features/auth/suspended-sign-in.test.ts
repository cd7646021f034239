import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { changeLanguage, loadStrings } from '../../lib/i18n';
import { suspendedText } from './components/auth-errors';
import { authStrings } from './locales';

afterEach(async () => {
  await changeLanguage('en');
});

/** A suspended member's sign-in refusal (issue 21), as the server answers it. */
const suspended = (until: string | null) =>
  new ApiError({
    status: 403,
    code: 'ACCOUNT_SUSPENDED',
    message: 'Your account is suspended until 12 December 2026. Reason: Asked for money.',
    suspension: { until, reason: 'Asked for money.' },
  });

describe('a suspended member’s sign-in refusal', () => {
  it('says until when and why, in the reader’s words and digits', async () => {
    await loadStrings(authStrings);
    // The suspension ends as 12 December 2026 begins in Bangladesh (18:00 the day before in UTC).
    expect(suspendedText(suspended('2026-12-11T18:00:00.000Z'))).toBe(
      'Your account is suspended until 12 December 2026. Reason: Asked for money.',
    );
    await changeLanguage('bn');
    expect(suspendedText(suspended('2026-12-11T18:00:00.000Z'))).toBe(
      'আপনার অ্যাকাউন্ট ১২ ডিসে ২০২৬ পর্যন্ত স্থগিত। কারণ: Asked for money.',
    );
    expect(suspendedText(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'No.' }))).toBe(
      null,
    );
    expect(suspendedText(suspended(null))).toBe(
      'আপনার অ্যাকাউন্ট পরবর্তী নির্দেশ না দেওয়া পর্যন্ত স্থগিত। কারণ: Asked for money.',
    );
  });
});
