import type { Strings } from '../../../lib/i18n';

export const reportStrings: Strings = {
  en: () => import('./en.json').then((module) => module.default),
  bn: () => import('./bn.json').then((module) => module.default),
};

/** The admins' Reports screen (issue 21); the reasons' words are the reporters' (above). */
export const reportsAdminStrings: Strings = {
  en: () => import('./en-admin.json').then((module) => module.default),
  bn: () => import('./bn-admin.json').then((module) => module.default),
};
