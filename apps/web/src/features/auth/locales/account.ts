import type { Strings } from '../../../lib/i18n';

/** Account settings' strings (the `account` namespace), loaded with that screen only. */
export const accountStrings: Strings = {
  en: () => import('./en-account.json').then((module) => module.default),
  bn: () => import('./bn-account.json').then((module) => module.default),
};
