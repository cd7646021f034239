import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { AGE_MAX, MARRIAGE_AGE_MIN, PARTNER_AGE } from '../constants';
import {
  ABOUT_ME_MAX,
  BIODATA_TYPES,
  CHILDREN_MAX,
  DIVISIONS,
  ECONOMIC_STATUSES,
  EDUCATION_LEVELS,
  EXPECTATIONS_NOTE_MAX,
  FAMILY_TYPES,
  GUARDIAN_RELATIONS,
  INCOME_RANGES,
  MARITAL_STATUSES,
  RELIGIONS,
  RELIGIOUS_PRACTICE_MAX,
  SHORT_TEXT_MAX,
  SIBLINGS_MAX,
  HEIGHTS,
  OCCUPATIONS,
  RACES,
  WEIGHTS,
  type BiodataType,
} from '../options';
import { ageOn, isCalendarDate, todayInBangladesh } from '../biodata-dates';
import { DISTRICTS, isDistrictOf } from '../districts';
import { PHOTO_VISIBILITIES } from '../photos';
import { messageKey } from '../validation-messages';
import { imageLink, requiredText, storableText } from './fields';

/*
 * What a person writes into a biodata, and its rules: mobile numbers, the form. Apart from the
 * answers in ./biodata.ts because the mobile check needs libphonenumber's metadata, which only
 * the form (and the server) should download.
 */

// ---------------------------------------------------------------------------------------------
// Mobile numbers: any valid number, Bangladesh by default (01XXXXXXXXX or +880…), stored E.164.

/**
 * A Bangladeshi mobile's national number: 1, an operator digit 3–9 (013–019), eight digits. The
 * small metadata set we ship checks only a number's length, so Bangladesh's own rule is spelled
 * out here; other countries get the length check.
 */
const BANGLADESH_MOBILE = /^1[3-9]\d{8}$/;

/** The E.164 form of a valid phone number (Bangladesh by default), else undefined. */
export function normalizeMobile(value: string): string | undefined {
  if (!/^\+?[\d\s().-]{6,24}$/.test(value)) return undefined;
  const phone = parsePhoneNumberFromString(value, { defaultCountry: 'BD', extract: false });
  if (!phone?.isValid()) return undefined;
  if (phone.country === 'BD' && !BANGLADESH_MOBILE.test(phone.nationalNumber)) return undefined;
  return phone.number;
}

// ---------------------------------------------------------------------------------------------
// The biodata form (PUT /addBioData), spec §3 and §5.

const isBlank = (input: unknown) => input === undefined || input === null || input === '';

/** A required choice from an option list: 'required' when absent, 'invalidOption' otherwise. */
function requiredOption<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => messageKey(isBlank(issue.input) ? 'required' : 'invalidOption'),
  });
}

/** An optional choice from an option list: blank becomes null. */
function optionalOption<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.enum(values, { error: messageKey('invalidOption') }), z.literal(''), z.null()], {
      error: messageKey('invalidOption'),
    })
    .optional()
    .transform((value) => value || null);
}

/**
 * An optional list of choices from an option list, each at most once (a form's checkbox group);
 * an empty list says "any" and becomes null, as a list not given does. A value outside the list
 * or given twice is refused on the field itself.
 */
function optionalOptionList<const T extends readonly [string, ...string[]]>(values: T) {
  const allowed: ReadonlySet<string> = new Set(values);
  const isOption = (value: string): value is T[number] => allowed.has(value);
  return z
    .union([z.array(z.string(), { error: messageKey('invalidOption') }), z.null()], {
      error: messageKey('invalidOption'),
    })
    .optional()
    .transform((list, context) => {
      if (!list || list.length === 0) return null;
      const options = list.filter(isOption);
      if (options.length < list.length) {
        context.addIssue({ code: 'custom', message: messageKey('invalidOption') });
        return z.NEVER;
      }
      if (new Set(options).size < options.length) {
        context.addIssue({ code: 'custom', message: messageKey('duplicateOption') });
        return z.NEVER;
      }
      return options;
    });
}

/** Optional free text of at most `max` characters: blank becomes null. */
function optionalTextOf(max: number) {
  return z
    .union([
      storableText()
        .trim()
        .max(max, { error: messageKey('tooLong') }),
      z.null(),
    ])
    .optional()
    .transform((value) => value || null);
}

/**
 * An optional whole number from `min` to `max` (a number, or digits as a form sends them); blank
 * becomes null; anything else is refused with `message`.
 */
function optionalWholeNumber(
  min: number,
  max: number,
  message: 'childrenRange' | 'siblingsRange' | 'partnerAgeRange',
) {
  const error = messageKey(message);
  return z
    .union([z.number(), z.string(), z.null()], { error })
    .optional()
    .transform((value) =>
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
        ? null
        : Number(value),
    )
    .pipe(z.number({ error }).int({ error }).min(min, { error }).max(max, { error }).nullable());
}

/** A number of children, 0 to CHILDREN_MAX. */
const childrenField = optionalWholeNumber(0, CHILDREN_MAX, 'childrenRange');

/** A number of brothers or sisters, 0 to SIBLINGS_MAX. */
const siblingsField = optionalWholeNumber(0, SIBLINGS_MAX, 'siblingsRange');

/** Optional free text of at most 100 characters (the spec's names). */
const optionalText = optionalTextOf(SHORT_TEXT_MAX);

const dobField = requiredText('required', 40)
  .refine(isCalendarDate, { error: messageKey('dateInvalid'), abort: true })
  .refine((dob) => ageOn(dob, todayInBangladesh()) <= AGE_MAX, {
    error: messageKey('dobTooOld'),
  });

const mobileField = requiredText('required', 32)
  .refine((mobile) => normalizeMobile(mobile) !== undefined, {
    error: messageKey('mobileInvalid'),
  })
  .transform((mobile) => normalizeMobile(mobile) ?? mobile);

/** An optional phone number, checked and kept as the mobile is; blank becomes null. */
const optionalMobileField = z
  .union([
    storableText()
      .trim()
      .max(32, { error: messageKey('tooLong') }),
    z.null(),
  ])
  .optional()
  .transform((value) => value || null)
  .refine((value) => value === null || normalizeMobile(value) !== undefined, {
    error: messageKey('mobileInvalid'),
  })
  .transform((value) => (value === null ? null : (normalizeMobile(value) ?? value)));

/** A declaration the owner makes at each save: it must be made (true), not merely answered. */
const declarationField = z
  .boolean({ error: messageKey('declarationRequired') })
  .refine((isDeclared) => isDeclared, { error: messageKey('declarationRequired') });

/** The guardian contact's fields, to pair them only when each is valid on its own. */
const guardianFields = z.object({
  guardianName: optionalText,
  guardianRelation: optionalOption(GUARDIAN_RELATIONS),
  guardianMobile: optionalMobileField,
});

const partnerAgeField = optionalWholeNumber(PARTNER_AGE.min, PARTNER_AGE.max, 'partnerAgeRange');

/** The partner expectations' two ranges, to compare their ends only when each end is valid. */
const expectationRangeFields = z.object({
  expectedAgeMin: partnerAgeField,
  expectedAgeMax: partnerAgeField,
  expectedHeightMin: optionalOption(HEIGHTS),
  expectedHeightMax: optionalOption(HEIGHTS),
});

/** The fields the age rule reads, to run it only when both are valid. */
const ageRuleFields = z.object({ biodataType: z.enum(BIODATA_TYPES), dob: dobField });

/** The minimum age of marriage for a type, as a message key on `dob`. */
const tooYoungMessage: Record<BiodataType, ReturnType<typeof messageKey>> = {
  Female: messageKey('dobTooYoungFemale'),
  Male: messageKey('dobTooYoungMale'),
};

/**
 * PUT /addBioData: the caller's own biodata. Unknown keys are dropped; `yourAge` (derived from
 * `dob`) and `contactEmail` (always the owner's account e-mail) are accepted and ignored.
 */
const biodataFields = z.object({
  biodataType: requiredOption(BIODATA_TYPES),
  name: requiredText('required', 100),
  profileImage: z
    .union([imageLink, z.literal(''), z.null()], { error: messageKey('urlInvalid') })
    .optional()
    .transform((value) => value || null),
  /**
   * Who sees the photo (issue 22): everyone, signed-in members, or only members whose contact
   * request was approved. Left out: as it was (everyone for a new biodata). Not reviewed.
   */
  photoVisibility: z
    .enum(PHOTO_VISIBILITIES, { error: messageKey('invalidOption') })
    .optional()
    .describe('everyone | members | approved'),
  dob: dobField.describe('YYYY-MM-DD; the age it gives must suit the biodata type, at most 60'),
  height: requiredOption(HEIGHTS),
  weight: requiredOption(WEIGHTS),
  occupation: requiredOption(OCCUPATIONS),
  race: requiredOption(RACES),
  fathersName: optionalText,
  mothersName: optionalText,
  permanentDivision: requiredOption(DIVISIONS),
  presentDivision: requiredOption(DIVISIONS),
  maritalStatus: optionalOption(MARITAL_STATUSES),
  childrenCount: childrenField.describe('Only with a marital status other than never married'),
  religion: optionalOption(RELIGIONS),
  religiousPractice: optionalTextOf(RELIGIOUS_PRACTICE_MAX),
  educationLevel: optionalOption(EDUCATION_LEVELS),
  educationSubject: optionalText,
  institution: optionalText,
  occupationDetail: optionalText,
  monthlyIncome: optionalOption(INCOME_RANGES),
  fathersOccupation: optionalText,
  mothersOccupation: optionalText,
  brothersCount: siblingsField,
  sistersCount: siblingsField,
  familyType: optionalOption(FAMILY_TYPES),
  economicStatus: optionalOption(ECONOMIC_STATUSES),
  aboutMe: optionalTextOf(ABOUT_ME_MAX),
  permanentDistrict: optionalOption(DISTRICTS).describe("One of permanentDivision's districts"),
  presentDistrict: optionalOption(DISTRICTS).describe("One of presentDivision's districts"),
  expectedPartnerAge: partnerAgeField,
  expectedPartnerHeight: requiredOption(HEIGHTS),
  expectedPartnerWeight: requiredOption(WEIGHTS),
  // Partner expectations beyond the spec's three (issue 20), each optional.
  ...expectationRangeFields.shape,
  acceptableMaritalStatuses: optionalOptionList(MARITAL_STATUSES).describe(
    'Marital statuses acceptable in a partner; empty or null: any',
  ),
  preferredDivisions: optionalOptionList(DIVISIONS).describe(
    'Divisions preferred for a partner; empty or null: any',
  ),
  expectedMinEducation: optionalOption(EDUCATION_LEVELS).describe(
    "A partner's least education, compared by EDUCATION_RANKS",
  ),
  expectationsNote: optionalTextOf(EXPECTATIONS_NOTE_MAX),
  mobile: mobileField.describe('Bangladeshi (01XXXXXXXXX or +880…) or international; kept E.164'),
  ...guardianFields.shape,
  // Asked at every save, of a new biodata and of an edited one (issue 20).
  declaresTruth: declarationField.describe('true: the owner declares the information true'),
  declaresGuardianKnows: declarationField.describe(
    'true: the owner declares their guardian knows about this biodata',
  ),
  yourAge: z.unknown().optional().describe('Ignored: the age is computed from dob'),
  contactEmail: z.unknown().optional().describe("Ignored: always the owner's e-mail"),
});

export const biodataInput = biodataFields
  .superRefine((values, context) => {
    // A district belongs to the address's division (the form offers only those).
    for (const [district, division] of [
      ['permanentDistrict', 'permanentDivision'],
      ['presentDistrict', 'presentDivision'],
    ] as const) {
      const value = values[district];
      if (value && !isDistrictOf(values[division], value)) {
        context.addIssue({
          code: 'custom',
          path: [district],
          message: messageKey('districtNotInDivision'),
        });
      }
    }
  })
  .superRefine(
    ({ biodataType, dob }, context) => {
      if (ageOn(dob, todayInBangladesh()) < MARRIAGE_AGE_MIN[biodataType]) {
        context.addIssue({ code: 'custom', path: ['dob'], message: tooYoungMessage[biodataType] });
      }
    },
    // Also when other fields are wrong, so the form shows every problem at once.
    { when: (payload) => ageRuleFields.safeParse(payload.value).success },
  )
  .superRefine(
    ({ expectedAgeMin, expectedAgeMax, expectedHeightMin, expectedHeightMax }, context) => {
      // A range's upper end is not below its lower one (heights by their list's order).
      if (expectedAgeMin !== null && expectedAgeMax !== null && expectedAgeMin > expectedAgeMax) {
        context.addIssue({
          code: 'custom',
          path: ['expectedAgeMax'],
          message: messageKey('partnerAgeOrder'),
        });
      }
      if (
        expectedHeightMin &&
        expectedHeightMax &&
        HEIGHTS.indexOf(expectedHeightMin) > HEIGHTS.indexOf(expectedHeightMax)
      ) {
        context.addIssue({
          code: 'custom',
          path: ['expectedHeightMax'],
          message: messageKey('partnerHeightOrder'),
        });
      }
    },
    { when: (payload) => expectationRangeFields.safeParse(payload.value).success },
  )
  .superRefine(
    ({ guardianName, guardianRelation, guardianMobile }, context) => {
      // A guardian contact is a name and a number to call (the relation is optional).
      if (!guardianName && !guardianRelation && !guardianMobile) return;
      for (const [field, value] of [
        ['guardianName', guardianName],
        ['guardianMobile', guardianMobile],
      ] as const) {
        if (!value)
          context.addIssue({ code: 'custom', path: [field], message: messageKey('required') });
      }
    },
    { when: (payload) => guardianFields.safeParse(payload.value).success },
  )
  // Someone never married has no children to count: the form hides the field, the API drops it.
  .transform((values) =>
    values.maritalStatus === 'Never married' || values.maritalStatus === null
      ? { ...values, childrenCount: null }
      : values,
  );
export type BiodataInput = z.input<typeof biodataInput>;
export type BiodataValues = z.output<typeof biodataInput>;

/** The fields a draft keeps: every stored field, without the declarations made at each save. */
const draftFields = biodataFields.omit({
  declaresTruth: true,
  declaresGuardianKnows: true,
  yourAge: true,
  contactEmail: true,
});

/** A draft's value of a field: blank ('' or null, an empty list) counts as not given. */
function isGivenInDraft(value: unknown): boolean {
  return !isBlank(value) && !(Array.isArray(value) && value.length === 0);
}

/**
 * PUT /biodata-draft: a new biodata as far as its owner has written it. Every field is optional
 * and checked on its own as the biodata checks it (a bad value is a 400 on that field); the rules
 * between fields (a district in its division, the age for the type, a range's order) wait for the
 * biodata's own save. Blank fields and unknown keys are left out.
 */
export const biodataDraftInput = z
  .preprocess(
    (body) =>
      body !== null && typeof body === 'object' && !Array.isArray(body)
        ? Object.fromEntries(Object.entries(body).filter(([, value]) => isGivenInDraft(value)))
        : body,
    draftFields.partial(),
  )
  // Only what was given: no nulls from the fields' blank-to-null transforms ('  ' as a name).
  .transform(
    (values) =>
      Object.fromEntries(
        Object.entries(values).filter(([, value]) => isGivenInDraft(value)),
      ) as typeof values,
  );
export type BiodataDraftValues = z.output<typeof biodataDraftInput>;

/** GET and PUT /biodata-draft: the caller's draft as it was kept, or null when there is none. */
export const biodataDraftResponse = z.object({
  values: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe("The draft's given fields, as PUT /addBioData takes them"),
  updatedAt: z.string().nullable().describe('When the draft was last saved (ISO 8601)'),
});
export type BiodataDraftResponse = z.infer<typeof biodataDraftResponse>;
