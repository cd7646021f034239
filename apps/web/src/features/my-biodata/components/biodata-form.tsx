import { ageOn, isCalendarDate, todayInBangladesh } from '@bondhon/shared/biodata-dates';
import { TOAST_MS } from '@bondhon/shared/constants';
import {
  ABOUT_ME_MAX,
  CHILDREN_MAX,
  RELIGIOUS_PRACTICE_MAX,
  SHORT_TEXT_MAX,
  SIBLINGS_MAX,
} from '@bondhon/shared/options';
import { formatBangladeshiMobile } from '@bondhon/shared/phone';
import type { BiodataRecordWithContact } from '@bondhon/shared/schemas/biodata';
import type { BiodataInput, BiodataValues } from '@bondhon/shared/schemas/biodata-input';
import type { ReactNode } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type DefaultValues,
  type UseFormSetError,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { LabelledSelect } from '../../../components/ui/labelled-select';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { showError } from '../../../lib/dialogs';
import i18n, { formatDigits } from '../../../lib/i18n';
import { lazyResolver, usePreloadedResolver } from '../../../lib/lazy-resolver';
import { toast } from '../../../lib/toast';
import { messageText } from '../../../lib/validation-text';
import { useSaveBiodata } from '../api/save-biodata';
import { biodataSelectOptions, districtOptions, isDivision } from './biodata-options';
import { DateOfBirthField } from './date-of-birth-field';
import { PARTNER_SECTION_FIELDS, PartnerExpectationsFields } from './partner-expectations-fields';
import { errorText } from '../../../lib/error-text';

/**
 * The fields a person fills in, in the order the form shows them (a server's refusal focuses the
 * first); age and contact e-mail are shown, not sent.
 */
const FORM_FIELDS = [
  'biodataType',
  'name',
  'profileImage',
  'dob',
  'height',
  'weight',
  'occupation',
  'race',
  'educationLevel',
  'educationSubject',
  'institution',
  'occupationDetail',
  'monthlyIncome',
  'fathersName',
  'mothersName',
  'fathersOccupation',
  'mothersOccupation',
  'brothersCount',
  'sistersCount',
  'familyType',
  'economicStatus',
  'maritalStatus',
  'childrenCount',
  'religion',
  'religiousPractice',
  'permanentDivision',
  'permanentDistrict',
  'presentDivision',
  'presentDistrict',
  'aboutMe',
  ...PARTNER_SECTION_FIELDS,
  'mobile',
  'guardianName',
  'guardianRelation',
  'guardianMobile',
  'declaresTruth',
  'declaresGuardianKnows',
] as const satisfies readonly (keyof BiodataInput)[];

type FormField = (typeof FORM_FIELDS)[number];

/** A new biodata: every text empty, every select on its "Select…" choice. */
const EMPTY_VALUES: DefaultValues<BiodataInput> = {
  name: '',
  profileImage: '',
  dob: '',
  fathersName: '',
  mothersName: '',
  maritalStatus: '',
  childrenCount: '',
  religion: '',
  religiousPractice: '',
  educationLevel: '',
  educationSubject: '',
  institution: '',
  occupationDetail: '',
  monthlyIncome: '',
  fathersOccupation: '',
  mothersOccupation: '',
  brothersCount: '',
  sistersCount: '',
  familyType: '',
  economicStatus: '',
  aboutMe: '',
  permanentDistrict: '',
  presentDistrict: '',
  expectedPartnerAge: '',
  expectedAgeMin: '',
  expectedAgeMax: '',
  expectedHeightMin: '',
  expectedHeightMax: '',
  acceptableMaritalStatuses: [],
  preferredDivisions: [],
  expectedMinEducation: '',
  expectationsNote: '',
  mobile: '',
  guardianName: '',
  guardianRelation: '',
  guardianMobile: '',
  declaresTruth: false,
  declaresGuardianKnows: false,
};

/** A stored whole number (a count, an age) as a number field holds it ('' for none). */
function countText(value: number | null): string {
  return value === null ? '' : String(value);
}

/** The saved biodata as the form's values (a date of birth as YYYY-MM-DD, blanks as ''). */
export function biodataFormValues(record: BiodataRecordWithContact): DefaultValues<BiodataInput> {
  return {
    biodataType: record.biodataType,
    name: record.name,
    profileImage: record.profileImage ?? '',
    dob: record.dob.slice(0, 10),
    height: record.height,
    weight: record.weight,
    occupation: record.occupation,
    race: record.race,
    fathersName: record.fathersName ?? '',
    mothersName: record.mothersName ?? '',
    maritalStatus: record.maritalStatus ?? '',
    childrenCount: countText(record.childrenCount),
    religion: record.religion ?? '',
    religiousPractice: record.religiousPractice ?? '',
    educationLevel: record.educationLevel ?? '',
    educationSubject: record.educationSubject ?? '',
    institution: record.institution ?? '',
    occupationDetail: record.occupationDetail ?? '',
    monthlyIncome: record.monthlyIncome ?? '',
    fathersOccupation: record.fathersOccupation ?? '',
    mothersOccupation: record.mothersOccupation ?? '',
    brothersCount: countText(record.brothersCount),
    sistersCount: countText(record.sistersCount),
    familyType: record.familyType ?? '',
    economicStatus: record.economicStatus ?? '',
    aboutMe: record.aboutMe ?? '',
    permanentDivision: record.permanentDivision,
    presentDivision: record.presentDivision,
    permanentDistrict: record.permanentDistrict ?? '',
    presentDistrict: record.presentDistrict ?? '',
    expectedPartnerAge: countText(record.expectedPartnerAge),
    expectedPartnerHeight: record.expectedPartnerHeight,
    expectedPartnerWeight: record.expectedPartnerWeight,
    expectedAgeMin: countText(record.expectedAgeMin),
    expectedAgeMax: countText(record.expectedAgeMax),
    expectedHeightMin: record.expectedHeightMin ?? '',
    expectedHeightMax: record.expectedHeightMax ?? '',
    acceptableMaritalStatuses: record.acceptableMaritalStatuses ?? [],
    preferredDivisions: record.preferredDivisions ?? [],
    expectedMinEducation: record.expectedMinEducation ?? '',
    expectationsNote: record.expectationsNote ?? '',
    // As people type it; the schema normalises it again on save.
    mobile: formatBangladeshiMobile(record.mobile),
    guardianName: record.guardianName ?? '',
    guardianRelation: record.guardianRelation ?? '',
    guardianMobile: record.guardianMobile ? formatBangladeshiMobile(record.guardianMobile) : '',
    // Declared again at every save.
    declaresTruth: false,
    declaresGuardianKnows: false,
  };
}

/**
 * The age a date of birth gives today in Bangladesh, in the reader's digits, or '' while it is
 * not a full date.
 */
function ageText(dob: unknown, language: string): string {
  if (typeof dob !== 'string' || !isCalendarDate(dob)) return '';
  const age = ageOn(dob, todayInBangladesh());
  return age >= 0 ? formatDigits(age, language) : '';
}

/** Puts a 400's field errors beside their fields; returns how many it placed. */
function applyServerFieldErrors(error: ApiError, setError: UseFormSetError<BiodataInput>): number {
  let placed = 0;
  for (const field of FORM_FIELDS) {
    const [message] = error.fieldErrors[field] ?? [];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed;
}

/** Spec §8: a refused save says 'Something went wrong!'; a failure without an answer, why. */
function showSaveFailure(error: unknown) {
  const message = errorText(error);
  void showError(i18n.t('biodataForm.saveFailed'), message);
}

/** The shared schema's checks, loaded apart from the form (./biodata-resolver.ts). */
const biodataValidation = lazyResolver(() =>
  import('./biodata-resolver').then(({ biodataResolver }) => biodataResolver),
);

function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6">
      <legend className="float-left mb-4 w-full font-display text-xl font-semibold text-primary">
        {legend}
      </legend>
      <div className="clear-both grid gap-4 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * 'Create Your Biodata' (spec §2, §3, §5): every biodata field, checked with the shared schema,
 * pre-filled from `biodata` when there is one. Saves with PUT /addBioData, says 'Biodata saved!'
 * and calls `onSaved`; a 400's field messages go beside their fields, any other failure opens
 * 'Something went wrong!'.
 */
export function BiodataForm({
  email,
  biodata,
  onSaved,
}: {
  /** The signed-in user's e-mail: whose biodata this is. */
  email: string;
  /** The saved biodata, or null for a new one. */
  biodata: BiodataRecordWithContact | null;
  onSaved?: (record: BiodataRecordWithContact) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveBiodata();
  const options = biodataSelectOptions();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<BiodataInput, unknown, BiodataValues>({
    resolver: usePreloadedResolver(biodataValidation),
    defaultValues: biodata ? biodataFormValues(biodata) : EMPTY_VALUES,
  });
  const dob = useWatch({ control, name: 'dob' });
  const [permanentDivision, presentDivision, maritalStatus] = useWatch({
    control,
    name: ['permanentDivision', 'presentDivision', 'maritalStatus'],
  });
  const wasMarried = maritalStatus === 'Divorced' || maritalStatus === 'Widowed';
  // A new division: its own districts only, so the one chosen before goes.
  const clearsDistrict = (district: 'permanentDistrict' | 'presentDistrict') => ({
    onChange: () => setValue(district, ''),
  });
  const contactEmail = biodata?.user ?? email;

  const onSubmit = handleSubmit((values: BiodataValues) => {
    const { yourAge: _yourAge, contactEmail: _contactEmail, ...fields } = values;
    save.mutate(
      { email, values: fields },
      {
        onSuccess: (record) => {
          toast.success(t('biodataForm.saved'), { duration: TOAST_MS.standard });
          onSaved?.(record);
        },
        onError: (error) => {
          const isFieldRefusal = error instanceof ApiError && error.status === 400;
          if (isFieldRefusal && applyServerFieldErrors(error, setError) > 0) return;
          showSaveFailure(error);
        },
      },
    );
  });

  const errorText = (field: FormField) => {
    const message = errors[field]?.message;
    return message ? messageText(message) : undefined;
  };
  const selectPlaceholder = t('biodataForm.select');
  const optional = t('biodataForm.optional');

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('biodataForm.formLabel')}
      className="space-y-6"
    >
      <p className="text-sm text-muted">{t('biodataForm.requiredNote')}</p>

      <FormSection legend={t('biodataFields.sections.aboutYou')}>
        <LabelledSelect
          label={t('biodataFields.biodataType')}
          options={options.biodataType}
          placeholder={selectPlaceholder}
          aria-required="true"
          error={errorText('biodataType')}
          {...register('biodataType')}
        />
        <TextField
          label={t('biodataFields.name')}
          type="text"
          autoComplete="name"
          placeholder={t('biodataForm.placeholders.name')}
          aria-required="true"
          error={errorText('name')}
          {...register('name')}
        />
        <TextField
          label={t('biodataFields.profileImage')}
          type="url"
          inputMode="url"
          autoComplete="photo"
          placeholder={t('biodataForm.placeholders.profileImage')}
          hint={t('biodataForm.hints.profileImage')}
          error={errorText('profileImage')}
          className="md:col-span-2"
          {...register('profileImage')}
        />
        <Controller
          control={control}
          name="dob"
          render={({ field }) => (
            <DateOfBirthField
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorText('dob')}
            />
          )}
        />
        <TextField
          label={t('biodataFields.age')}
          type="text"
          inputMode="numeric"
          readOnly
          value={ageText(dob, i18n.language)}
          hint={t('biodataForm.hints.age')}
          className="[&_input]:bg-base-200"
        />
        <LabelledSelect
          label={t('biodataFields.height')}
          options={options.height}
          placeholder={selectPlaceholder}
          aria-required="true"
          error={errorText('height')}
          {...register('height')}
        />
        <LabelledSelect
          label={t('biodataFields.weight')}
          options={options.weight}
          placeholder={selectPlaceholder}
          aria-required="true"
          error={errorText('weight')}
          {...register('weight')}
        />
        <LabelledSelect
          label={t('biodataFields.occupation')}
          options={options.occupation}
          placeholder={selectPlaceholder}
          aria-required="true"
          error={errorText('occupation')}
          {...register('occupation')}
        />
        <LabelledSelect
          label={t('biodataFields.race')}
          options={options.race}
          placeholder={selectPlaceholder}
          aria-required="true"
          error={errorText('race')}
          {...register('race')}
        />
      </FormSection>

      <FormSection legend={t('biodataMore.sections.educationWork')}>
        <LabelledSelect
          label={t('biodataMore.educationLevel')}
          options={options.educationLevel}
          placeholder={selectPlaceholder}
          hint={optional}
          error={errorText('educationLevel')}
          {...register('educationLevel')}
        />
        <TextField
          label={t('biodataMore.educationSubject')}
          type="text"
          autoComplete="off"
          maxLength={SHORT_TEXT_MAX}
          hint={t('biodataMore.hints.educationSubject')}
          error={errorText('educationSubject')}
          {...register('educationSubject')}
        />
        <TextField
          label={t('biodataMore.institution')}
          type="text"
          autoComplete="off"
          maxLength={SHORT_TEXT_MAX}
          hint={optional}
          error={errorText('institution')}
          {...register('institution')}
        />
        <TextField
          label={t('biodataMore.occupationDetail')}
          type="text"
          autoComplete="off"
          maxLength={SHORT_TEXT_MAX}
          hint={t('biodataMore.hints.occupationDetail')}
          error={errorText('occupationDetail')}
          {...register('occupationDetail')}
        />
        <LabelledSelect
          label={t('biodataMore.monthlyIncome')}
          options={options.monthlyIncome}
          placeholder={selectPlaceholder}
          hint={optional}
          error={errorText('monthlyIncome')}
          {...register('monthlyIncome')}
        />
      </FormSection>

      <FormSection legend={t('biodataFields.sections.family')}>
        <TextField
          label={t('biodataFields.fathersName')}
          type="text"
          autoComplete="off"
          hint={optional}
          error={errorText('fathersName')}
          {...register('fathersName')}
        />
        <TextField
          label={t('biodataFields.mothersName')}
          type="text"
          autoComplete="off"
          hint={optional}
          error={errorText('mothersName')}
          {...register('mothersName')}
        />
        <TextField
          label={t('biodataMore.fathersOccupation')}
          type="text"
          autoComplete="off"
          maxLength={SHORT_TEXT_MAX}
          hint={optional}
          error={errorText('fathersOccupation')}
          {...register('fathersOccupation')}
        />
        <TextField
          label={t('biodataMore.mothersOccupation')}
          type="text"
          autoComplete="off"
          maxLength={SHORT_TEXT_MAX}
          hint={optional}
          error={errorText('mothersOccupation')}
          {...register('mothersOccupation')}
        />
        <TextField
          label={t('biodataMore.brothersCount')}
          type="number"
          inputMode="numeric"
          min={0}
          max={SIBLINGS_MAX}
          step={1}
          hint={optional}
          error={errorText('brothersCount')}
          {...register('brothersCount')}
        />
        <TextField
          label={t('biodataMore.sistersCount')}
          type="number"
          inputMode="numeric"
          min={0}
          max={SIBLINGS_MAX}
          step={1}
          hint={optional}
          error={errorText('sistersCount')}
          {...register('sistersCount')}
        />
        <LabelledSelect
          label={t('biodataMore.familyType')}
          options={options.familyType}
          placeholder={selectPlaceholder}
          hint={optional}
          error={errorText('familyType')}
          {...register('familyType')}
        />
        <LabelledSelect
          label={t('biodataMore.economicStatus')}
          options={options.economicStatus}
          placeholder={selectPlaceholder}
          hint={optional}
          error={errorText('economicStatus')}
          {...register('economicStatus')}
        />
      </FormSection>

      <FormSection legend={t('biodataFields.sections.marriageFaith')}>
        <LabelledSelect
          label={t('biodataFields.maritalStatus')}
          options={options.maritalStatus}
          placeholder={selectPlaceholder}
          hint={optional}
          error={errorText('maritalStatus')}
          {...register('maritalStatus')}
        />
        {wasMarried ? (
          <TextField
            label={t('biodataFields.childrenCount')}
            type="number"
            inputMode="numeric"
            min={0}
            max={CHILDREN_MAX}
            step={1}
            hint={t('biodataForm.hints.childrenCount')}
            error={errorText('childrenCount')}
            {...register('childrenCount')}
          />
        ) : null}
        <LabelledSelect
          label={t('biodataFields.religion')}
          options={options.religion}
          placeholder={selectPlaceholder}
          hint={optional}
          error={errorText('religion')}
          {...register('religion')}
        />
        <TextField
          label={t('biodataFields.religiousPractice')}
          type="text"
          autoComplete="off"
          maxLength={RELIGIOUS_PRACTICE_MAX}
          hint={t('biodataForm.hints.religiousPractice')}
          error={errorText('religiousPractice')}
          {...register('religiousPractice')}
        />
      </FormSection>

      <FormSection legend={t('biodataFields.sections.location')}>
        <LabelledSelect
          label={t('biodataFields.permanentDivision')}
          options={options.division}
          placeholder={selectPlaceholder}
          aria-required="true"
          error={errorText('permanentDivision')}
          {...register('permanentDivision', clearsDistrict('permanentDistrict'))}
        />
        <LabelledSelect
          label={t('biodataFields.permanentDistrict')}
          options={districtOptions(permanentDivision)}
          placeholder={selectPlaceholder}
          hint={optional}
          disabled={!isDivision(permanentDivision)}
          error={errorText('permanentDistrict')}
          {...register('permanentDistrict')}
        />
        <LabelledSelect
          label={t('biodataFields.presentDivision')}
          options={options.division}
          placeholder={selectPlaceholder}
          aria-required="true"
          error={errorText('presentDivision')}
          {...register('presentDivision', clearsDistrict('presentDistrict'))}
        />
        <LabelledSelect
          label={t('biodataFields.presentDistrict')}
          options={districtOptions(presentDivision)}
          placeholder={selectPlaceholder}
          hint={optional}
          disabled={!isDivision(presentDivision)}
          error={errorText('presentDistrict')}
          {...register('presentDistrict')}
        />
      </FormSection>

      <FormSection legend={t('biodataMore.sections.aboutMe')}>
        <TextAreaField
          label={t('biodataMore.aboutMe')}
          rows={5}
          maxLength={ABOUT_ME_MAX}
          hint={t('biodataMore.hints.aboutMe', { max: ABOUT_ME_MAX })}
          error={errorText('aboutMe')}
          className="md:col-span-2"
          {...register('aboutMe')}
        />
      </FormSection>

      <FormSection legend={t('biodataFields.sections.partner')}>
        <PartnerExpectationsFields register={register} errorText={errorText} options={options} />
      </FormSection>

      <FormSection legend={t('biodataFields.sections.contact')}>
        <TextField
          label={t('biodataFields.contactEmail')}
          type="email"
          readOnly
          value={contactEmail}
          hint={t('biodataForm.hints.contactEmail')}
          className="[&_input]:bg-base-200"
        />
        <TextField
          label={t('biodataFields.mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('biodataForm.placeholders.mobile')}
          hint={t('biodataForm.hints.mobile')}
          aria-required="true"
          error={errorText('mobile')}
          {...register('mobile')}
        />
        <TextField
          label={t('biodataMore.guardianName')}
          type="text"
          autoComplete="off"
          maxLength={SHORT_TEXT_MAX}
          hint={t('biodataMore.hints.guardian')}
          error={errorText('guardianName')}
          {...register('guardianName')}
        />
        <LabelledSelect
          label={t('biodataMore.guardianRelation')}
          options={options.guardianRelation}
          placeholder={selectPlaceholder}
          hint={optional}
          error={errorText('guardianRelation')}
          {...register('guardianRelation')}
        />
        <TextField
          label={t('biodataMore.guardianMobile')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder={t('biodataForm.placeholders.mobile')}
          hint={optional}
          error={errorText('guardianMobile')}
          {...register('guardianMobile')}
        />
      </FormSection>

      <FormSection legend={t('biodataMore.sections.declarations')}>
        <p className="text-sm text-muted md:col-span-2">{t('biodataMore.declarations.note')}</p>
        <CheckboxField
          label={t('biodataMore.declarations.truth')}
          aria-required="true"
          error={errorText('declaresTruth')}
          className="md:col-span-2"
          {...register('declaresTruth')}
        />
        <CheckboxField
          label={t('biodataMore.declarations.guardianKnows')}
          aria-required="true"
          error={errorText('declaresGuardianKnows')}
          className="md:col-span-2"
          {...register('declaresGuardianKnows')}
        />
      </FormSection>

      <div className="flex justify-end">
        <Button
          type="submit"
          className="btn w-full btn-primary sm:w-auto sm:min-w-48"
          isBusy={save.isPending}
        >
          {save.isPending ? t('biodataForm.submitting') : t('biodataForm.submit')}
        </Button>
      </div>
    </form>
  );
}
