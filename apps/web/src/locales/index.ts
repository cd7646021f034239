import type { Strings } from '../lib/i18n';

export const biodataFieldStrings: Strings = {
  en: () => import('./en-biodata-fields.json').then((module) => module.default),
  bn: () => import('./bn-biodata-fields.json').then((module) => module.default),
};

export const dashboardStrings: Strings = {
  en: () => import('./en-dashboard.json').then((module) => module.default),
  bn: () => import('./bn-dashboard.json').then((module) => module.default),
};
