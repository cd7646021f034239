import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import {
  AGE_MAX,
  AGE_MIN,
  MARRIAGE_AGE_MIN,
  PAGE_SIZE,
  PREMIUM_LIST_DEFAULT_ORDER,
} from '../constants';
import {
  BIODATA_TYPES,
  DIVISIONS,
  FILTER_ALL,
  HEIGHTS,
  OCCUPATIONS,
  RACES,
  SORT_ORDERS,
  WEIGHTS,
  type BiodataType,
} from '../options';
import { messageKey } from '../validation-messages';
import { emailField, imageLink, requiredText } from './fields';

// ---------------------------------------------------------------------------------------------
// Dates and ages. Ages count in Bangladesh's calendar: a person is N years old from their Nth
// birthday (someone born on 29 February turns N on 1 March in other years).

export const BIODATA_TIME_ZONE = 'Asia/Dhaka';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateParts(isoDate: string): [number, number, number] {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function formatIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether `value` is a YYYY-MM-DD date that exists (no 30 February). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [year, month, day] = dateParts(value);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const bangladeshDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BIODATA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date (YYYY-MM-DD) in Bangladesh. */
export function todayInBangladesh(now: Date = new Date()): string {
  const parts = bangladeshDateFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value);
  return formatIsoDate(part('year'), part('month'), part('day'));
}

/** Whole years from `dob` to `today` (both YYYY-MM-DD). */
export function ageOn(dob: string, today: string): number {
  const [birthYear, birthMonth, birthDay] = dateParts(dob);
  const [year, month, day] = dateParts(today);
  const isBeforeBirthday = month < birthMonth || (month === birthMonth && day < birthDay);
  return year - birthYear - (isBeforeBirthday ? 1 : 0);
}

/**
 * The latest birth date of someone at least `age` years old on `today`:
 * `dob <= latestDobForAge(age, today)` exactly when `ageOn(dob, today) >= age`.
 */
export function latestDobForAge(age: number, today: string): string {
  const [year, month, day] = dateParts(today);
  const birthYear = year - age;
  return formatIsoDate(birthYear, month, Math.min(day, daysInMonth(birthYear, month)));
}

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

/** Optional free text: blank becomes null. */
const optionalText = z
  .union([
    z
      .string()
      .trim()
      .max(100, { error: messageKey('tooLong') }),
    z.null(),
  ])
  .optional()
  .transform((value) => value || null);

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

const partnerAgeField = z
  .union([z.number(), z.string(), z.null()], { error: messageKey('partnerAgeRange') })
  .optional()
  .transform((value) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
      ? null
      : Number(value),
  )
  .pipe(
    z
      .number({ error: messageKey('partnerAgeRange') })
      .int({ error: messageKey('partnerAgeRange') })
      .min(18, { error: messageKey('partnerAgeRange') })
      .max(99, { error: messageKey('partnerAgeRange') })
      .nullable(),
  );

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
export const biodataInput = z
  .object({
    biodataType: requiredOption(BIODATA_TYPES),
    name: requiredText('required', 100),
    profileImage: z
      .union([imageLink, z.literal(''), z.null()], { error: messageKey('urlInvalid') })
      .optional()
      .transform((value) => value || null),
    dob: dobField.describe('YYYY-MM-DD; the age it gives must suit the biodata type, at most 60'),
    height: requiredOption(HEIGHTS),
    weight: requiredOption(WEIGHTS),
    occupation: requiredOption(OCCUPATIONS),
    race: requiredOption(RACES),
    fathersName: optionalText,
    mothersName: optionalText,
    permanentDivision: requiredOption(DIVISIONS),
    presentDivision: requiredOption(DIVISIONS),
    expectedPartnerAge: partnerAgeField,
    expectedPartnerHeight: requiredOption(HEIGHTS),
    expectedPartnerWeight: requiredOption(WEIGHTS),
    mobile: mobileField.describe('Bangladeshi (01XXXXXXXXX or +880…) or international; kept E.164'),
    yourAge: z.unknown().optional().describe('Ignored: the age is computed from dob'),
    contactEmail: z.unknown().optional().describe("Ignored: always the owner's e-mail"),
  })
  .superRefine(
    ({ biodataType, dob }, context) => {
      if (ageOn(dob, todayInBangladesh()) < MARRIAGE_AGE_MIN[biodataType]) {
        context.addIssue({ code: 'custom', path: ['dob'], message: tooYoungMessage[biodataType] });
      }
    },
    // Also when other fields are wrong, so the form shows every problem at once.
    { when: (payload) => ageRuleFields.safeParse(payload.value).success },
  );
export type BiodataInput = z.input<typeof biodataInput>;
export type BiodataValues = z.output<typeof biodataInput>;

export const biodataOwnerQuery = z.object({ email: emailField });
export type BiodataOwnerQuery = z.infer<typeof biodataOwnerQuery>;

// ---------------------------------------------------------------------------------------------
// Answers. Contact fields (`user`, `mobile`, `contactEmail`) exist only in the "with contact"
// record: serializing through the public one drops them, whatever the handler returns.

const biodataTypeSchema = z.enum(BIODATA_TYPES);
const divisionSchema = z.enum(DIVISIONS);
const heightSchema = z.enum(HEIGHTS);
const weightSchema = z.enum(WEIGHTS);

/** A listing card (spec §2 listing; also the similar-biodata grid). */
export const biodataCard = z.object({
  _id: z.string(),
  addid: z.number().int(),
  name: z.string(),
  biodataType: biodataTypeSchema,
  profileImage: z.string().nullable(),
  permanentDivision: divisionSchema,
  yourAge: z.number().int(),
  occupation: z.enum(OCCUPATIONS),
});
export type BiodataCard = z.infer<typeof biodataCard>;

/** A home-page premium member (spec §3). */
export const premiumMember = biodataCard.omit({ name: true });
export type PremiumMember = z.infer<typeof premiumMember>;

/** A biodata as anyone signed in may see it: no owner e-mail, no mobile, no contact e-mail. */
export const biodataPublicRecord = z.object({
  _id: z.string(),
  addid: z.number().int(),
  biodataType: biodataTypeSchema,
  name: z.string(),
  profileImage: z.string().nullable(),
  dob: z.string(),
  height: heightSchema,
  weight: weightSchema,
  yourAge: z.number().int(),
  occupation: z.enum(OCCUPATIONS),
  race: z.enum(RACES),
  fathersName: z.string().nullable(),
  mothersName: z.string().nullable(),
  permanentDivision: divisionSchema,
  presentDivision: divisionSchema,
  expectedPartnerAge: z.number().int().nullable(),
  expectedPartnerHeight: heightSchema,
  expectedPartnerWeight: weightSchema,
});
export type BiodataPublicRecord = z.infer<typeof biodataPublicRecord>;

/** A biodata with its contact fields: for the owner, admins, premium persons, approved buyers. */
export const biodataRecordWithContact = biodataPublicRecord.extend({
  /** The owner's e-mail. */
  user: z.string(),
  mobile: z.string(),
  contactEmail: z.string(),
});
export type BiodataRecordWithContact = z.infer<typeof biodataRecordWithContact>;

export type BiodataRecord = BiodataPublicRecord | BiodataRecordWithContact;

/** Whether a record carries the contact fields (the caller is entitled to them). */
export function hasContact(record: BiodataRecord): record is BiodataRecordWithContact {
  return 'mobile' in record;
}

/** GET /details/{id} */
export const biodataDetailsResponse = z.union([biodataRecordWithContact, biodataPublicRecord]);

export const NO_BIODATA_MESSAGE = 'No biodata found' as const;
export const noBiodataResponse = z.object({ message: z.literal(NO_BIODATA_MESSAGE) });

/** GET /thearData/{email} */
export const ownBiodataResponse = z.union([biodataRecordWithContact, noBiodataResponse]);
export type OwnBiodataResponse = z.infer<typeof ownBiodataResponse>;

export const biodataIdParams = z.object({ id: z.guid() });

// ---------------------------------------------------------------------------------------------
// The listing search (spec §2 listing, §5 filters), premium members, similar, counts.

export const SEARCH_PAGE_MAX = 10_000_000;

export const biodataTypeFilter = z.enum([FILTER_ALL, ...BIODATA_TYPES]);
export const divisionFilter = z.enum([FILTER_ALL, ...DIVISIONS]);

/** GET /biodatas/search: ages 18 to `maxAge` inclusive, type, permanent division, page. */
export const biodataSearchQuery = z.object({
  maxAge: z.coerce.number().int().min(AGE_MIN).max(AGE_MAX).default(AGE_MAX),
  type: biodataTypeFilter.default(FILTER_ALL),
  division: divisionFilter.default(FILTER_ALL),
  page: z.coerce.number().int().min(1).max(SEARCH_PAGE_MAX).default(1),
});
export type BiodataSearchQuery = z.input<typeof biodataSearchQuery>;

export const biodataSearchResponse = z.object({
  items: z.array(biodataCard),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.literal(PAGE_SIZE),
  pageCount: z.number().int(),
});
export type BiodataSearchResponse = z.infer<typeof biodataSearchResponse>;

/** GET /premium-members?order= (asc: youngest first). */
export const premiumMembersQuery = z.object({
  order: z.enum(SORT_ORDERS).default(PREMIUM_LIST_DEFAULT_ORDER),
});
export const premiumMembersResponse = z.array(premiumMember);

/** GET /biodataByGender?gender=&exclude= */
export const similarBiodataQuery = z.object({
  gender: biodataTypeSchema,
  exclude: z.guid().optional(),
});
export const similarBiodataResponse = z.array(biodataCard);

/** GET /matremony/allData (streamed). */
export const allBiodataResponse = z.array(biodataPublicRecord);

/** GET /bioDatas/counts (admins). */
export const biodataCountsResponse = z.object({
  total: z.number().int(),
  male: z.number().int(),
  female: z.number().int(),
  premium: z.number().int(),
});
export type BiodataCountsResponse = z.infer<typeof biodataCountsResponse>;
