import type { Strings } from '../lib/i18n';

/**
 * How to stay safe where money and contact meet (issue 21): the same words on a profile, in the
 * payment dialog and on My Contact Requests, loaded with components/ui/safety-notes.tsx.
 */
export const safetyStrings: Strings = {
  en: () => import('./en-safety.json').then((module) => module.default),
  bn: () => import('./bn-safety.json').then((module) => module.default),
};
