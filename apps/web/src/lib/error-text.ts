import { ApiError } from './api-client';
import { errorCodeStrings } from '../locales/error-codes';
import i18n, { currentLanguage, loadStrings } from './i18n';

/**
 * What to tell the reader about a failed call, in their language. In English, the server's own
 * text, which spec §8 shows (for instance Better Auth's "Invalid email or password"). In another
 * language, the catalogue's text for the answer's code (`errorCodes.<CODE>`; every answer has
 * one, the client derives it from the status when the body names none), else the general
 * message: a server message never reaches a Bengali screen untranslated.
 */
export function errorText(error: unknown): string {
  if (currentLanguage() === 'en' && error instanceof Error && error.message) return error.message;
  if (error instanceof ApiError) {
    const key = `errorCodes.${error.code}`;
    if (i18n.exists(key)) return i18n.t(key as never);
    // The codes' words load after the first paint (main.tsx): a refusal before then reads the
    // general message, and the words are on their way for the next one.
    void loadStrings(errorCodeStrings).catch(() => undefined);
  }
  return i18n.t('errors.unexpected');
}

/**
 * A reason the server gave in an answer that reports a failure (`{ success: false, message }`):
 * shown to an English reader as it is; for a reader of another language, none (the screen shows
 * its own translated failure text instead).
 */
export function answerReason(message: string | null | undefined): string | undefined {
  return currentLanguage() === 'en' && message ? message : undefined;
}

/**
 * A refusal's reason (a 4xx answer), in the reader's language as errorText gives it; null for
 * anything else (no answer, a 5xx), where the screen says something went wrong.
 */
export function refusalMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? errorText(error)
    : null;
}
