import type { Strings } from '../../../lib/i18n';

export const authStrings: Strings = {
  en: () => import('./en.json').then((module) => module.default),
  bn: () => import('./bn.json').then((module) => module.default),
};
