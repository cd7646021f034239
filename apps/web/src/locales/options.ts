import type { Strings } from '../lib/i18n';

/**
 * The option lists' labels (lib/option-labels.ts). A module of its own: a screen that shows an
 * option names only this catalogue, not every shared one.
 */
export const optionStrings: Strings = {
  en: () => import('./en-options.json').then((module) => module.default),
  bn: () => import('./bn-options.json').then((module) => module.default),
};
