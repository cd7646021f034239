import type { BiodataType, Division, Occupation, Race } from '@bondhon/shared/options';
import { optionStrings } from '../locales';
import i18n, { loadStrings } from './i18n';

// The option lists' labels come with the modules that show them (lib/i18n.ts).
await loadStrings(optionStrings);

/**
 * How a value of spec §3's option lists reads on screen. Values stay English in data and in the
 * address; what people read goes through the catalogue. Measurements read as they are.
 */
export const optionLabel = {
  biodataType: (value: BiodataType) => i18n.t(`biodataFields.options.biodataType.${value}`),
  occupation: (value: Occupation) => i18n.t(`biodataFields.options.occupation.${value}`),
  race: (value: Race) => i18n.t(`biodataFields.options.race.${value}`),
  division: (value: Division) => i18n.t(`biodataFields.options.division.${value}`),
};
