import { describe, expect, it } from 'vitest';
import i18n from './i18n';
import { messageText } from './validation-text';

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
});
