import type { Strings } from '../../../lib/i18n';

/**
 * The purchase modal's strings, loaded with its code (components/contact-purchase-modal.tsx),
 * apart from ./index.ts so that a profile's first load does not name them.
 */
export const paymentStrings: Strings = {
  en: () => import('./en.json').then((module) => module.default),
  bn: () => import('./bn.json').then((module) => module.default),
};
