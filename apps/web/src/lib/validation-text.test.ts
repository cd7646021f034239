import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import i18n, { changeLanguage } from './i18n';
import { fieldError, messageText } from './validation-text';

afterEach(async () => {
  await changeLanguage('en');
});

describe('messageText', () => {
  it("translates a shared schema's message key and passes the server's own text through", () => {
    expect(messageText('validation.nameRequired')).toBe('Name is required');
    expect(messageText('validation.passwordTooShort')).toBe(
      'Password must be at least 6 characters',
    );
    expect(messageText('Invalid URL')).toBe('Invalid URL');
    expect(messageText('validation.noSuchKey')).toBe('validation.noSuchKey');
  });

  it('has the validation catalogue in the English resources', () => {
    expect(i18n.t('validation.imageRequired')).toBe('Image URL is required');
  });

  it("shows a Bengali reader the server's English text of a shared message in Bengali", async () => {
    await changeLanguage('bn');
    expect(messageText('No biodata has this Biodata ID')).toBe(
      'এই বায়োডাটা আইডির কোনো বায়োডাটা নেই',
    );
    expect(messageText('Some words of the server’s own')).toBe('Some words of the server’s own');
  });
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
