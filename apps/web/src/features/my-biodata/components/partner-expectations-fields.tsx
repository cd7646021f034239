import { PARTNER_AGE } from '@bondhon/shared/constants';
import { EXPECTATIONS_NOTE_MAX } from '@bondhon/shared/options';
import { EXPECTATION_FIELDS } from '@bondhon/shared/partner-expectations';
import type { BiodataInput } from '@bondhon/shared/schemas/biodata-input';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { LabelledSelect } from '../../../components/ui/labelled-select';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import type { biodataSelectOptions } from './biodata-options';

/** The section's fields, in the order it shows them: the spec's three, then issue 20's. */
export const PARTNER_SECTION_FIELDS = [
  'expectedPartnerAge',
  'expectedPartnerHeight',
  'expectedPartnerWeight',
  ...EXPECTATION_FIELDS,
] as const satisfies readonly (keyof BiodataInput)[];

type SectionField = (typeof PARTNER_SECTION_FIELDS)[number];

/**
 * The "Partner expectations" section's fields: the spec's expected age, height and weight first,
 * then issue 20's age and height ranges, acceptable marital statuses and preferred divisions (as
 * checkbox groups: none ticked accepts any), the least education and a note.
 */
export function PartnerExpectationsFields({
  register,
  errorText,
  options,
}: {
  register: UseFormRegister<BiodataInput>;
  /** The message to show under a field, if any. */
  errorText: (field: SectionField) => string | undefined;
  options: ReturnType<typeof biodataSelectOptions>;
}) {
  const { t } = useTranslation();
  const selectPlaceholder = t('biodataForm.select');
  const optional = t('biodataForm.optional');
  const ageField = (field: 'expectedAgeMin' | 'expectedAgeMax', hint: string) => (
    <TextField
      label={t(`biodataMore.${field}`)}
      type="number"
      inputMode="numeric"
      min={PARTNER_AGE.min}
      max={PARTNER_AGE.max}
      step={1}
      hint={hint}
      error={errorText(field)}
      {...register(field)}
    />
  );
  const heightField = (field: 'expectedHeightMin' | 'expectedHeightMax', hint: string) => (
    <LabelledSelect
      label={t(`biodataMore.${field}`)}
      options={options.height}
      placeholder={selectPlaceholder}
      hint={hint}
      error={errorText(field)}
      {...register(field)}
    />
  );

  return (
    <>
      <TextField
        label={t('biodataFields.expectedPartnerAge')}
        type="number"
        inputMode="numeric"
        min={PARTNER_AGE.min}
        max={PARTNER_AGE.max}
        step={1}
        hint={t('biodataForm.hints.expectedPartnerAge', PARTNER_AGE)}
        error={errorText('expectedPartnerAge')}
        className="md:col-span-2 md:max-w-[calc(50%-0.5rem)]"
        {...register('expectedPartnerAge')}
      />
      <LabelledSelect
        label={t('biodataFields.expectedPartnerHeight')}
        options={options.height}
        placeholder={selectPlaceholder}
        aria-required="true"
        error={errorText('expectedPartnerHeight')}
        {...register('expectedPartnerHeight')}
      />
      <LabelledSelect
        label={t('biodataFields.expectedPartnerWeight')}
        options={options.weight}
        placeholder={selectPlaceholder}
        aria-required="true"
        error={errorText('expectedPartnerWeight')}
        {...register('expectedPartnerWeight')}
      />
      {ageField('expectedAgeMin', t('biodataMore.hints.expectedAge', PARTNER_AGE))}
      {ageField('expectedAgeMax', optional)}
      {heightField('expectedHeightMin', t('biodataMore.hints.expectedHeight'))}
      {heightField('expectedHeightMax', optional)}
      <CheckboxGroup
        legend={t('biodataMore.acceptableMaritalStatuses')}
        options={options.maritalStatus}
        hint={t('biodataMore.hints.anyOf')}
        error={errorText('acceptableMaritalStatuses')}
        className="md:col-span-2"
        {...register('acceptableMaritalStatuses')}
      />
      <CheckboxGroup
        legend={t('biodataMore.preferredDivisions')}
        options={options.division}
        hint={t('biodataMore.hints.anyOf')}
        error={errorText('preferredDivisions')}
        className="md:col-span-2"
        {...register('preferredDivisions')}
      />
      <LabelledSelect
        label={t('biodataMore.expectedMinEducation')}
        options={options.educationLevel}
        placeholder={selectPlaceholder}
        hint={optional}
        error={errorText('expectedMinEducation')}
        {...register('expectedMinEducation')}
      />
      <TextAreaField
        label={t('biodataMore.expectationsNote')}
        rows={3}
        maxLength={EXPECTATIONS_NOTE_MAX}
        hint={t('biodataMore.hints.expectationsNote', { max: EXPECTATIONS_NOTE_MAX })}
        error={errorText('expectationsNote')}
        className="md:col-span-2"
        {...register('expectationsNote')}
      />
    </>
  );
}
