import { formatBangladeshiMobile } from '@bondhon/shared/phone';
import { useTranslation } from 'react-i18next';
import { moreOptionLabel } from '../../../lib/biodata-more-facts';
import { formatDate } from '../../../lib/format-date';
import { formatDigits } from '../../../lib/i18n';
import { optionLabel } from '../../../lib/option-labels';

type Label = (value: never) => string;

/** How each field's stored value reads on screen, by the field's name. */
const OPTION_OF: Record<string, Label> = {
  biodataType: optionLabel.biodataType,
  occupation: optionLabel.occupation,
  race: optionLabel.race,
  height: optionLabel.height,
  weight: optionLabel.weight,
  expectedPartnerHeight: optionLabel.height,
  expectedPartnerWeight: optionLabel.weight,
  expectedHeightMin: optionLabel.height,
  expectedHeightMax: optionLabel.height,
  maritalStatus: optionLabel.maritalStatus,
  acceptableMaritalStatuses: optionLabel.maritalStatus,
  religion: optionLabel.religion,
  permanentDivision: optionLabel.division,
  presentDivision: optionLabel.division,
  preferredDivisions: optionLabel.division,
  permanentDistrict: optionLabel.district,
  presentDistrict: optionLabel.district,
  educationLevel: moreOptionLabel.educationLevel,
  expectedMinEducation: moreOptionLabel.educationLevel,
  monthlyIncome: moreOptionLabel.monthlyIncome,
  familyType: moreOptionLabel.familyType,
  economicStatus: moreOptionLabel.economicStatus,
  guardianRelation: moreOptionLabel.guardianRelation,
};

/**
 * A biodata field's label and value as a reviewing admin reads them, in their language: the
 * form's own labels (the `biodataFields` and `biodataMore` catalogues, which the route loads) and
 * option names, numbers in their digits, "not given" for nothing.
 */
export function useFieldText() {
  const { t, i18n } = useTranslation();
  const label = (field: string): string => {
    for (const key of [`biodataFields.${field}`, `biodataMore.${field}`]) {
      if (i18n.exists(key)) return t(key as 'biodataFields.name');
    }
    return field;
  };
  const one = (field: string, value: unknown): string => {
    if (typeof value === 'number') return formatDigits(value, i18n.language);
    const text = String(value);
    if (field === 'dob') return formatDate(text, i18n.language);
    if (field === 'mobile' || field === 'guardianMobile') return formatBangladeshiMobile(text);
    const option = OPTION_OF[field];
    return option ? option(text as never) : text;
  };
  const valueText = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') {
      return t('moderation.queue.notGiven');
    }
    return Array.isArray(value)
      ? value.map((item) => one(field, item)).join(', ')
      : one(field, value);
  };
  return { label, valueText };
}
