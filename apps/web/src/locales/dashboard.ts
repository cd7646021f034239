import type { Strings } from '../lib/i18n';

/** The dashboard frame's strings (side menu, notices), loaded with the dashboard layout. */
export const dashboardStrings: Strings = {
  en: () => import('./en-dashboard.json').then((module) => module.default),
  bn: () => import('./bn-dashboard.json').then((module) => module.default),
};
