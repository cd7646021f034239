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
import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type Control,
  type DefaultValues,
  type FieldErrors,
  type UseFormSetError,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Icon } from '../../../components/ui/icons';
import { LabelledSelect } from '../../../components/ui/labelled-select';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { showError } from '../../../lib/dialogs';
import i18n, { formatDigits } from '../../../lib/i18n';
import { lazyResolver, usePreloadedResolver } from '../../../lib/lazy-resolver';
import { toast } from '../../../lib/toast';
import { messageText } from '../../../lib/validation-text';
import { useSaveBiodataDraft } from '../api/biodata-draft';
import { useSaveBiodata } from '../api/save-biodata';
import { biodataSelectOptions, districtOptions, isDivision } from './biodata-options';
import {
  BIODATA_SECTIONS,
  biodataSectionId,
  sectionAfter,
  sectionOfHash,
  type BiodataSectionKey,
} from './biodata-sections';
import { DateOfBirthField } from './date-of-birth-field';
import { PhotoField } from './photo-field';
import { PARTNER_SECTION_FIELDS, PartnerExpectationsFields } from './partner-expectations-fields';
import { errorText } from '../../../lib/error-text';

/** The two declarations (issue 20), above the sections: ticked once, they hold for every save. */
const DECLARATION_FIELDS = ['declaresTruth', 'declaresGuardianKnows'] as const;

/** Each section's fields, in the order it shows them. */
const SECTION_FIELDS = {
  aboutYou: [
    'biodataType',
    'name',
    'profileImage',
    'photoVisibility',
    'dob',
    'height',
    'weight',
    'occupation',
    'race',
  ],
  educationWork: [
    'educationLevel',
    'educationSubject',
    'institution',
    'occupationDetail',
    'monthlyIncome',
  ],
  family: [
    'fathersName',
    'mothersName',
    'fathersOccupation',
    'mothersOccupation',
    'brothersCount',
    'sistersCount',
    'familyType',
    'economicStatus',
  ],
  marriageFaith: ['maritalStatus', 'childrenCount', 'religion', 'religiousPractice'],
  location: ['permanentDivision', 'permanentDistrict', 'presentDivision', 'presentDistrict'],
  aboutMe: ['aboutMe'],
  partner: PARTNER_SECTION_FIELDS,
  contact: ['mobile', 'guardianName', 'guardianRelation', 'guardianMobile'],
} as const satisfies Record<BiodataSectionKey, readonly (keyof BiodataInput)[]>;

type SectionField = (typeof SECTION_FIELDS)[BiodataSectionKey][number];

function sectionFields(section: BiodataSectionKey): readonly SectionField[] {
  return SECTION_FIELDS[section];
}

/** A section's values as one string, to tell whether it still holds what a save sent. */
function sectionSnapshot(values: readonly unknown[]): string {
  return JSON.stringify(values);
}

/**
 * The fields a person fills in, in the order the form shows them (a refused save focuses the
 * first in error, wherever it is); age and contact e-mail are shown, not sent.
 */
const SECTIONS_FIELDS = BIODATA_SECTIONS.flatMap(sectionFields);
const FORM_FIELDS = [...DECLARATION_FIELDS, ...SECTIONS_FIELDS];

type FormField = (typeof FORM_FIELDS)[number];

/** A new biodata: every text empty, every select on its "Select…" choice. */
const EMPTY_VALUES: DefaultValues<BiodataInput> = {
  name: '',
  profileImage: '',
  photoVisibility: 'everyone',
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
    photoVisibility: record.photoVisibility,
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

/** The fields a draft may hold: every field of the form but the declarations. */
const DRAFT_FIELDS: ReadonlySet<string> = new Set(SECTIONS_FIELDS);

/**
 * A draft's kept values (GET /biodata-draft) as the form's fields hold them: numbers as text,
 * phone numbers as people type them, anything the form has no field for left out.
 */
export function draftFormValues(draft: Record<string, unknown>): DefaultValues<BiodataInput> {
  const values: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(draft)) {
    if (!DRAFT_FIELDS.has(field)) continue;
    const isPhone = field === 'mobile' || field === 'guardianMobile';
    values[field] =
      typeof value === 'number'
        ? String(value)
        : isPhone && typeof value === 'string'
          ? formatBangladeshiMobile(value)
          : value;
  }
  return values as DefaultValues<BiodataInput>;
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

/** Scrolls a section into view and gives it the focus, so a screen reader reads its legend. */
function showSection(section: BiodataSectionKey) {
  const element = document.getElementById(biodataSectionId(section));
  if (!element) return;
  // jsdom has no scrollIntoView.
  if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'start' });
  element.focus({ preventScroll: true });
}

/**
 * One section of the form: its fields under a legend, a "Saved" badge beside the legend while the
 * section holds what its own save sent (a change takes it off), and that save's button at its foot.
 */
function FormSection({
  control,
  section,
  legend,
  savedSnapshot,
  isSaving,
  isSaveDisabled,
  onSave,
  children,
}: {
  control: Control<BiodataInput, unknown, BiodataValues>;
  section: BiodataSectionKey;
  legend: string;
  /** What the section's last save of its own sent (sectionSnapshot), if it has had one. */
  savedSnapshot: string | undefined;
  /** This section's save is on its way. */
  isSaving: boolean;
  /** Some save is on its way. */
  isSaveDisabled: boolean;
  onSave: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const legendId = useId();
  const values = useWatch({ control, name: sectionFields(section) });
  const isSaved = savedSnapshot !== undefined && sectionSnapshot(values) === savedSnapshot;
  return (
    <fieldset
      id={biodataSectionId(section)}
      tabIndex={-1}
      className="min-w-0 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6"
    >
      <legend
        id={legendId}
        className="float-left mb-4 font-display text-xl font-semibold text-primary"
      >
        {legend}
      </legend>
      {/* Outside the legend, which names the group; the save's toast announces it. */}
      <span data-section-status="" className="block text-right">
        {isSaved ? (
          <span className="badge gap-1 badge-success">
            <Icon name="check" className="size-3.5" />
            {t('biodataForm.sectionSavedBadge')}
          </span>
        ) : null}
      </span>
      <div className="clear-both grid gap-4 md:grid-cols-2">{children}</div>
      <div className="mt-6 flex justify-end">
        <Button
          className="btn w-full btn-outline btn-primary sm:w-auto"
          aria-describedby={legendId}
          isBusy={isSaving}
          disabled={isSaveDisabled}
          onClick={onSave}
        >
          {isSaving ? t('biodataForm.submitting') : t('biodataForm.saveSection')}
        </Button>
      </div>
    </fieldset>
  );
}

/**
 * 'Create Your Biodata' (spec §2, §3, §5): every biodata field in sections, checked with the
 * shared schema, pre-filled from `biodata` when there is one. The two declarations come first,
 * ticked once for every save of the visit. Each section has its own save (issue 20): it checks
 * and sends the whole biodata (PUT /addBioData takes nothing less); for a new biodata whose
 * required fields are not all filled yet, it checks the section alone and keeps the form as the
 * draft instead (saveNewSection). It says 'Section saved', marks the section saved and moves on
 * to the next. 'Save Biodata' at the foot
 * saves the same way, says 'Biodata saved!' and calls `onSaved`. A field the schema refuses, or a
 * 400's field message, shows beside its field, and the first of them in the form takes the focus;
 * any other failure opens 'Something went wrong!'. A `hash` naming a section
 * (#biodata-section-family) opens the form at that section.
 */
export function BiodataForm({
  email,
  biodata,
  draft,
  hash,
  onSaved,
}: {
  /** The signed-in user's e-mail: whose biodata this is. */
  email: string;
  /** The saved biodata, or null for a new one. */
  biodata: BiodataRecordWithContact | null;
  /** A new biodata's draft, as its sections' saves kept it (null or absent: none). */
  draft?: Record<string, unknown> | null;
  /** The address's #hash, if any. */
  hash?: string;
  onSaved?: (record: BiodataRecordWithContact) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveBiodata();
  const saveDraft = useSaveBiodataDraft();
  const isSaving = save.isPending || saveDraft.isPending;
  const options = biodataSelectOptions();
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    setFocus,
    setValue,
    trigger,
    getFieldState,
    formState: { errors },
  } = useForm<BiodataInput, unknown, BiodataValues>({
    resolver: usePreloadedResolver(biodataValidation),
    defaultValues: biodata
      ? biodataFormValues(biodata)
      : { ...EMPTY_VALUES, ...(draft ? draftFormValues(draft) : {}) },
    // The first field in error in the form's order (FORM_FIELDS), not in the order they registered.
    shouldFocusError: false,
  });
  /** The section whose save is on its way; null for 'Save Biodata'. */
  const [savingSection, setSavingSection] = useState<BiodataSectionKey | null>(null);
  /** What each section's own last save sent: its badge shows while it holds that. */
  const [savedSnapshots, setSavedSnapshots] = useState<Partial<Record<BiodataSectionKey, string>>>(
    {},
  );
  const submitId = useId();

  useEffect(() => {
    const section = sectionOfHash(hash ?? '');
    if (section) showSection(section);
  }, [hash]);

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

  const onSectionSaved = (
    section: BiodataSectionKey,
    snapshot: string,
    message = t('biodataForm.sectionSaved'),
  ) => {
    toast.success(message, { duration: TOAST_MS.standard });
    setSavedSnapshots((saved) => ({ ...saved, [section]: snapshot }));
    const next = sectionAfter(section);
    if (next) showSection(next);
    else document.getElementById(submitId)?.focus();
  };

  /** Sends the whole biodata, checked; `section` names the section's save, null the final one. */
  const send = (values: BiodataValues, section: BiodataSectionKey | null) => {
    // One save at a time. 'Save Biodata' stays enabled while a section's save is on its way (it
    // takes the focus after the last section's), so it, or Enter in a field, does nothing then.
    if (isSaving) return;
    const { yourAge: _yourAge, contactEmail: _contactEmail, ...fields } = values;
    // As the form held it when sent: a change made while the save is on its way is not saved.
    const snapshot = section ? sectionSnapshot(getValues(sectionFields(section))) : '';
    setSavingSection(section);
    save.mutate(
      { email, values: fields },
      {
        onSuccess: (record) => {
          if (section) {
            onSectionSaved(section, snapshot);
            return;
          }
          toast.success(t('biodataForm.saved'), { duration: TOAST_MS.standard });
          onSaved?.(record);
        },
        onError: onSaveError,
      },
    );
  };

  const onSaveError = (error: unknown) => {
    const isFieldRefusal = error instanceof ApiError && error.status === 400;
    if (isFieldRefusal && applyServerFieldErrors(error, setError) > 0) return;
    showSaveFailure(error);
  };

  /**
   * A new biodata's section: checks the section alone. Once every required field of the form is
   * filled, saves the biodata itself (which asks for the declarations); until then, keeps all the
   * form holds as the draft (PUT /biodata-draft), so nothing typed is lost.
   */
  const saveNewSection = async (section: BiodataSectionKey) => {
    if (isSaving) return;
    const fields = sectionFields(section);
    if (!(await trigger(fields))) {
      const first = fields.find((field) => getFieldState(field).invalid);
      if (first) setFocus(first);
      return;
    }
    const { isCompleteBiodata } = await import('./biodata-resolver');
    if (isCompleteBiodata(getValues())) {
      await handleSubmit((values) => send(values, section), onInvalid)();
      return;
    }
    const {
      yourAge: _yourAge,
      contactEmail: _contactEmail,
      declaresTruth: _declaresTruth,
      declaresGuardianKnows: _declaresGuardianKnows,
      ...values
    } = getValues();
    const snapshot = sectionSnapshot(getValues(fields));
    setSavingSection(section);
    saveDraft.mutate(values, {
      onSuccess: () => onSectionSaved(section, snapshot, t('biodataForm.draftSaved')),
      onError: onSaveError,
    });
  };

  const onInvalid = (fieldErrors: FieldErrors<BiodataInput>) => {
    const first = FORM_FIELDS.find((field) => fieldErrors[field]);
    if (first) setFocus(first);
  };
  const onSubmit = handleSubmit((values) => send(values, null), onInvalid);
  const isSubmitting = save.isPending && savingSection === null;
  const sectionState = (section: BiodataSectionKey) => ({
    control,
    section,
    savedSnapshot: savedSnapshots[section],
    isSaving: isSaving && savingSection === section,
    isSaveDisabled: isSaving,
    onSave: () =>
      biodata === null
        ? void saveNewSection(section)
        : void handleSubmit((values) => send(values, section), onInvalid)(),
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
      <p className="text-sm text-muted">
        {t('biodataForm.requiredNote')}
        {biodata === null ? ` ${t('biodataForm.draftNote')}` : null}
      </p>

      <fieldset className="min-w-0 rounded-box border border-base-300 bg-base-200 p-4 sm:p-5">
        <legend className="float-left mb-1.5 font-semibold text-primary">
          {t('biodataMore.sections.declarations')}
        </legend>
        <p className="clear-both mb-3 text-sm text-muted">{t('biodataMore.declarations.note')}</p>
        <div className="space-y-2">
          <CheckboxField
            label={t('biodataMore.declarations.truth')}
            aria-required="true"
            error={errorText('declaresTruth')}
            {...register('declaresTruth')}
          />
          <CheckboxField
            label={t('biodataMore.declarations.guardianKnows')}
            aria-required="true"
            error={errorText('declaresGuardianKnows')}
            {...register('declaresGuardianKnows')}
          />
        </div>
      </fieldset>

      <FormSection {...sectionState('aboutYou')} legend={t('biodataFields.sections.aboutYou')}>
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
        <PhotoField
          control={control}
          error={errorText('profileImage')}
          visibilityError={errorText('photoVisibility')}
        />
        <Controller
          control={control}
          name="dob"
          render={({ field }) => (
            <DateOfBirthField
              ref={field.ref}
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

      <FormSection
        {...sectionState('educationWork')}
        legend={t('biodataMore.sections.educationWork')}
      >
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

      <FormSection {...sectionState('family')} legend={t('biodataFields.sections.family')}>
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

      <FormSection
        {...sectionState('marriageFaith')}
        legend={t('biodataFields.sections.marriageFaith')}
      >
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

      <FormSection {...sectionState('location')} legend={t('biodataFields.sections.location')}>
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

      <FormSection {...sectionState('aboutMe')} legend={t('biodataMore.sections.aboutMe')}>
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

      <FormSection {...sectionState('partner')} legend={t('biodataFields.sections.partner')}>
        <PartnerExpectationsFields register={register} errorText={errorText} options={options} />
      </FormSection>

      <FormSection {...sectionState('contact')} legend={t('biodataFields.sections.contact')}>
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

      <div className="flex justify-end">
        <Button
          id={submitId}
          type="submit"
          className="btn w-full btn-primary sm:w-auto sm:min-w-48"
          isBusy={isSubmitting}
        >
          {isSubmitting ? t('biodataForm.submitting') : t('biodataForm.submit')}
        </Button>
      </div>
    </form>
  );
}
