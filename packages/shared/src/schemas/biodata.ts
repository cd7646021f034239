import { z } from 'zod';
import {
  AGE_MAX,
  AGE_MIN,
  PAGE_SIZE,
  PREMIUM_LIST_DEFAULT_ORDER,
  SEARCH_PAGE_MAX,
} from '../constants';
import {
  BIODATA_TYPES,
  DIVISIONS,
  ECONOMIC_STATUSES,
  EDUCATION_LEVELS,
  FAMILY_TYPES,
  FILTER_ALL,
  GUARDIAN_RELATIONS,
  HEIGHTS,
  INCOME_RANGES,
  MARITAL_STATUSES,
  RELIGIONS,
  OCCUPATIONS,
  RACES,
  SORT_ORDERS,
  WEIGHTS,
} from '../options';
import { DISTRICTS, isDistrictOf } from '../districts';
import { PHOTO_VISIBILITIES, PHOTO_WITHHELD } from '../photos';
import { ADDID_MAX } from './contact-requests';
import { emailField } from './fields';

// The dates and the form's schema live in their own modules (the form's with libphonenumber);
// they are named here too, so the server reads the whole biodata contract from one module. The
// package has no side effects, so a bundle that uses none of these leaves those modules out.
export { ageOn, isCalendarDate, latestDobForAge, todayInBangladesh } from '../biodata-dates';
export { biodataInput, normalizeMobile, type BiodataValues } from './biodata-input';

export const biodataOwnerQuery = z.object({ email: emailField });

// ---------------------------------------------------------------------------------------------
// Answers. Contact fields (`user`, `mobile`, `contactEmail`, the guardian's) exist only in the "with contact"
// record: serializing through the public one drops them, whatever the handler returns.

const biodataTypeSchema = z.enum(BIODATA_TYPES);
const photoWithheldSchema = z.enum(PHOTO_WITHHELD).nullable();
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
  /**
   * Why the photo is not shown to this reader though there is one (issue 22): they must sign in
   * (`members`) or have their contact request approved (`request`); null when it is shown, or
   * there is none.
   */
  photoWithheld: photoWithheldSchema,
  permanentDivision: divisionSchema,
  yourAge: z.number().int(),
  occupation: z.enum(OCCUPATIONS),
  /** When an admin verified it (issue 21, ISO 8601): the Verified badge; null: not verified. */
  verifiedAt: z.string().nullable(),
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
  /** As on a card: why the photo is not shown to this reader, or null. */
  photoWithheld: photoWithheldSchema,
  dob: z.string(),
  height: heightSchema,
  weight: weightSchema,
  yourAge: z.number().int(),
  occupation: z.enum(OCCUPATIONS),
  race: z.enum(RACES),
  fathersName: z.string().nullable(),
  mothersName: z.string().nullable(),
  /** Issue 20's personal facts; null when not given. */
  maritalStatus: z.enum(MARITAL_STATUSES).nullable(),
  childrenCount: z.number().int().nullable(),
  religion: z.enum(RELIGIONS).nullable(),
  religiousPractice: z.string().nullable(),
  educationLevel: z.enum(EDUCATION_LEVELS).nullable(),
  educationSubject: z.string().nullable(),
  institution: z.string().nullable(),
  occupationDetail: z.string().nullable(),
  monthlyIncome: z.enum(INCOME_RANGES).nullable(),
  fathersOccupation: z.string().nullable(),
  mothersOccupation: z.string().nullable(),
  brothersCount: z.number().int().nullable(),
  sistersCount: z.number().int().nullable(),
  familyType: z.enum(FAMILY_TYPES).nullable(),
  economicStatus: z.enum(ECONOMIC_STATUSES).nullable(),
  aboutMe: z.string().nullable(),
  permanentDivision: divisionSchema,
  presentDivision: divisionSchema,
  /** The address's district (issue 20); null when not given. */
  permanentDistrict: z.enum(DISTRICTS).nullable(),
  presentDistrict: z.enum(DISTRICTS).nullable(),
  expectedPartnerAge: z.number().int().nullable(),
  expectedPartnerHeight: heightSchema,
  expectedPartnerWeight: weightSchema,
  /**
   * Issue 20's partner expectations, public as the spec's three are; null when not given (a list
   * that accepts any value is null too). partnerAgeRange (../partner-expectations) gives the ages a
   * biodata accepts, from its range or else its single expected age.
   */
  expectedAgeMin: z.number().int().nullable(),
  expectedAgeMax: z.number().int().nullable(),
  expectedHeightMin: heightSchema.nullable(),
  expectedHeightMax: heightSchema.nullable(),
  acceptableMaritalStatuses: z.array(z.enum(MARITAL_STATUSES)).nullable(),
  preferredDivisions: z.array(divisionSchema).nullable(),
  expectedMinEducation: z.enum(EDUCATION_LEVELS).nullable(),
  expectationsNote: z.string().nullable(),
  /** When an admin verified what others see of it (issue 21, ISO 8601); null: not verified. */
  verifiedAt: z.string().nullable(),
});
export type BiodataPublicRecord = z.infer<typeof biodataPublicRecord>;

/** A biodata with its contact fields: for the owner, admins, premium persons, approved buyers. */
export const biodataRecordWithContact = biodataPublicRecord.extend({
  /** The owner's e-mail. */
  user: z.string(),
  /** Who the owner lets see the photo (issue 22): the form shows their choice. */
  photoVisibility: z.enum(PHOTO_VISIBILITIES),
  mobile: z.string(),
  contactEmail: z.string(),
  /** A guardian the other family may call (issue 20): a contact field, as the mobile is. */
  guardianName: z.string().nullable(),
  guardianRelation: z.enum(GUARDIAN_RELATIONS).nullable(),
  guardianMobile: z.string().nullable(),
});
export type BiodataRecordWithContact = z.infer<typeof biodataRecordWithContact>;

/** Either record; `hasContact` (../biodata-contact, free of zod) tells them apart. */
export type BiodataRecord = BiodataPublicRecord | BiodataRecordWithContact;

/** GET /details/{id} */
export const biodataDetailsResponse = z.union([biodataRecordWithContact, biodataPublicRecord]);

export const NO_BIODATA_MESSAGE = 'No biodata found' as const;
export const noBiodataResponse = z.object({ message: z.literal(NO_BIODATA_MESSAGE) });

/** GET /thearData/{email} */
export const ownBiodataResponse = z.union([biodataRecordWithContact, noBiodataResponse]);
export type OwnBiodataResponse = z.infer<typeof ownBiodataResponse>;

export const biodataIdParams = z.object({ id: z.guid() });

/**
 * GET /biodatas/by-number/{addid}: the Biodata ID people quote (at most ADDID_MAX: a larger
 * number names no biodata).
 */
export const biodataNumberParams = z.object({
  addid: z.coerce.number().int().positive().max(ADDID_MAX),
});
export const biodataNumberResponse = z.object({ _id: z.string() });

// ---------------------------------------------------------------------------------------------
// The listing search (spec §2 listing, §5 filters), premium members, similar, counts.

export const biodataTypeFilter = z.enum([FILTER_ALL, ...BIODATA_TYPES]);
export const divisionFilter = z.enum([FILTER_ALL, ...DIVISIONS]);

const optionalOneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional();

/** A query parameter given once or repeated (`occupation=A&occupation=B`), as a list. */
const repeatable = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.enum(values)).max(values.length),
  );

/**
 * GET /biodatas/search: the spec's filters (ages 18 to `maxAge` inclusive, type, permanent
 * division, page) and issue 20's "More filters": a lower age, the permanent district, the present
 * division, marital status, religion, a least education (by EDUCATION_RANKS, across the general
 * and madrasa tracks), occupations (any of them) and a height range. A filter left out restricts
 * nothing; a bad value is a 400 naming its parameter.
 */
export const biodataSearchQuery = z
  .object({
    minAge: z.coerce.number().int().min(AGE_MIN).max(AGE_MAX).default(AGE_MIN),
    maxAge: z.coerce.number().int().min(AGE_MIN).max(AGE_MAX).default(AGE_MAX),
    type: biodataTypeFilter.default(FILTER_ALL),
    division: divisionFilter.default(FILTER_ALL),
    district: optionalOneOf(DISTRICTS),
    presentDivision: divisionFilter.default(FILTER_ALL),
    maritalStatus: optionalOneOf(MARITAL_STATUSES),
    religion: optionalOneOf(RELIGIONS),
    minEducation: optionalOneOf(EDUCATION_LEVELS),
    occupation: repeatable(OCCUPATIONS),
    minHeight: optionalOneOf(HEIGHTS),
    maxHeight: optionalOneOf(HEIGHTS),
    /** Only biodatas an admin verified (issue 21): `true`; anything else, every biodata. */
    verified: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
    page: z.coerce.number().int().min(1).max(SEARCH_PAGE_MAX).default(1),
  })
  .superRefine((query, context) => {
    if (query.minAge > query.maxAge) {
      context.addIssue({ code: 'custom', path: ['minAge'], message: 'Must be at most maxAge' });
    }
    if (
      query.minHeight &&
      query.maxHeight &&
      HEIGHTS.indexOf(query.minHeight) > HEIGHTS.indexOf(query.maxHeight)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['minHeight'],
        message: 'Must be at most maxHeight',
      });
    }
    if (
      query.district &&
      query.division !== FILTER_ALL &&
      !isDistrictOf(query.division, query.district)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['district'],
        message: 'Not a district of division',
      });
    }
  });
export type BiodataSearchQuery = z.output<typeof biodataSearchQuery>;

export const biodataSearchResponse = z.object({
  items: z.array(biodataCard),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.literal(PAGE_SIZE),
  pageCount: z.number().int(),
  /**
   * True when more biodatas match than `total` says: a search with "More filters" counts its
   * matches only up to SEARCH_COUNT_CAP (ADR 0029), and pages as far as that.
   */
  totalCapped: z.boolean(),
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
