import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { changeLanguage } from './i18n';
import { fieldError } from './field-error';

afterEach(async () => {
  await changeLanguage('en');
});

describe('fieldError', () => {
  it("answers the first message of a refused call's field, translated", async () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      fieldErrors: { spouseAddid: ['This is your own Biodata ID: enter your spouse’s'] },
    });
    expect(fieldError(error, 'spouseAddid')).toBe(
      'This is your own Biodata ID: enter your spouse’s',
    );
    expect(fieldError(error, 'password')).toBeUndefined();
    expect(fieldError(new Error('network'), 'spouseAddid')).toBeUndefined();
    await changeLanguage('bn');
    expect(fieldError(error, 'spouseAddid')).toBe(
      'এটি আপনার নিজের বায়োডাটা আইডি: আপনার জীবনসঙ্গীর আইডি লিখুন',
    );
  });
});
