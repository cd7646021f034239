import type { Strings } from '../../../lib/i18n';

export const authStrings: Strings = {
  en: () => import('./en.json').then((module) => module.default),
  bn: () => import('./bn.json').then((module) => module.default),
};

/** Account settings' strings (the `account` namespace), loaded with that screen only. */
export const accountStrings: Strings = {
  en: () => import('./en-account.json').then((module) => module.default),
  bn: () => import('./bn-account.json').then((module) => module.default),
};
