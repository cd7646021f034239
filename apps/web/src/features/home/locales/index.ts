import type { Strings } from '../../../lib/i18n';

export const homeStrings: Strings = {
  en: () => import('./en.json').then((module) => module.default),
  bn: () => import('./bn.json').then((module) => module.default),
};

export const homeSectionStrings: Strings = {
  en: () => import('./en-sections.json').then((module) => module.default),
  bn: () => import('./bn-sections.json').then((module) => module.default),
};
