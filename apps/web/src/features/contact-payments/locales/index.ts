import type { Strings } from '../../../lib/i18n';

/**
 * The offer on a profile whose contact is hidden: what a profile's first paint needs. The
 * purchase modal's own strings are ./modal-strings.ts, loaded with the modal's code.
 */
export const paymentOfferStrings: Strings = {
  en: () => import('./en-offer.json').then((module) => module.default),
  bn: () => import('./bn-offer.json').then((module) => module.default),
};
