import type { Strings } from '../lib/i18n';

/** The crop-and-upload dialog's strings (the `photos` namespace), loaded with the dialog. */
export const photoStrings: Strings = {
  en: () => import('./en-photos.json').then((module) => module.default),
  bn: () => import('./bn-photos.json').then((module) => module.default),
};
