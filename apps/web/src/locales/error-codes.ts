import type { Strings } from '../lib/i18n';

/**
 * The words for each error code a refusal can carry (lib/error-text.ts): loaded once the page is
 * idle after its first paint (main.tsx), not before it renders: no screen shows one before the
 * reader has done something.
 */
export const errorCodeStrings: Strings = {
  en: () => import('./en-error-codes.json').then((module) => module.default),
  bn: () => import('./bn-error-codes.json').then((module) => module.default),
};
