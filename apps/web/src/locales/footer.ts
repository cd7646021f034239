import type { Strings } from '../lib/i18n';

/** The footer's strings (the `footer` namespace), loaded with the footer after the first paint. */
export const footerStrings: Strings = {
  en: () => import('./en-footer.json').then((module) => module.default),
  bn: () => import('./bn-footer.json').then((module) => module.default),
};
