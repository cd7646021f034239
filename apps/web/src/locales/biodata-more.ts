import type { Strings } from '../lib/i18n';

/**
 * The labels and options of the biodata's education, work, family and about-me facts (issue 20):
 * loaded with the biodata form, and on demand where a biodata is shown (lib/biodata-more-facts.ts
 * imports this module only when a screen asks, so a screen's first load does not carry them).
 */
export const biodataMoreStrings: Strings = {
  en: () => import('./en-biodata-more.json').then((module) => module.default),
  bn: () => import('./bn-biodata-more.json').then((module) => module.default),
};
