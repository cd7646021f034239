import type { Strings } from '../../../lib/i18n';

/** The biodata form's strings (the `biodataForm` namespace), loaded with the form only. */
export const biodataFormStrings: Strings = {
  en: () => import('./en-form.json').then((module) => module.default),
  bn: () => import('./bn-form.json').then((module) => module.default),
};
