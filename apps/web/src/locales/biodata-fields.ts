import type { Strings } from '../lib/i18n';

/** Every biodata field's label and options (the `biodataFields` namespace). */
export const biodataFieldStrings: Strings = {
  en: () => import('./en-biodata-fields.json').then((module) => module.default),
  bn: () => import('./bn-biodata-fields.json').then((module) => module.default),
};
