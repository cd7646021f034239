import type { BiodataType, Division, Occupation, Race } from '@bondhon/shared/options';
import { optionStrings } from '../locales';
import i18n, { formatDigits, loadStrings } from './i18n';

// The option lists' labels come with the modules that show them (lib/i18n.ts).
await loadStrings(optionStrings);

/**
 * How a value of spec §3's option lists reads on screen. Values stay English in data and in the
 * address; what people read goes through the catalogue, measurements in the reader's digits and
 * units (5'2" is "৫ ফুট ২ ইঞ্চি" in Bengali, 50kg "৫০ কেজি"). A measurement of another shape
 * reads as it is.
 */
export const optionLabel = {
  height: (value: string) => {
    const [, feet, inches] = /^(\d+)'(\d+)"$/.exec(value) ?? [];
    return feet && inches
      ? i18n.t('biodataFields.options.measure.height', {
          feet: Number(feet),
          inches: Number(inches),
        })
      : value;
  },
  weight: (value: string) => {
    const [, kg] = /^(\d+)kg$/.exec(value) ?? [];
    return kg ? i18n.t('biodataFields.options.measure.weight', { kg: Number(kg) }) : value;
  },
  /** A biodata's number (its ID) in the reader's digits. */
  id: (value: number) => formatDigits(value, i18n.language),
  biodataType: (value: BiodataType) => i18n.t(`biodataFields.options.biodataType.${value}`),
  occupation: (value: Occupation) => i18n.t(`biodataFields.options.occupation.${value}`),
  race: (value: Race) => i18n.t(`biodataFields.options.race.${value}`),
  division: (value: Division) => i18n.t(`biodataFields.options.division.${value}`),
};
