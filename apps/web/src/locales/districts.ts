import type { Strings } from '../lib/i18n';

/**
 * The 64 districts' names (issue 20): loaded with the biodata form, and on demand where one is
 * shown (lib/option-labels.ts imports this module only when a screen asks, so a screen's first
 * load does not carry them).
 */
export const districtStrings: Strings = {
  en: () => import('./en-districts.json').then((module) => module.default),
  bn: () => import('./bn-districts.json').then((module) => module.default),
};
