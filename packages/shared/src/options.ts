/** The option lists of spec §3. Every select, validator and generator reads them from here. */

export const DIVISIONS = [
  'Dhaka',
  'Chattogram',
  'Rangpur',
  'Barisal',
  'Khulna',
  'Mymensingh',
  'Sylhet',
  // The spec's list leaves out one of the country's eight divisions (issue 20, ADR 0027).
  'Rajshahi',
] as const;
export type Division = (typeof DIVISIONS)[number];

export const HEIGHTS = [
  `4'5"`,
  `4'6"`,
  `4'7"`,
  `4'8"`,
  `4'9"`,
  `5'0"`,
  `5'2"`,
  `5'5"`,
  `5'7"`,
  `6'0"`,
] as const;
export type Height = (typeof HEIGHTS)[number];

export const WEIGHTS = ['40kg', '45kg', '50kg', '55kg', '60kg', '65kg', '70kg+'] as const;
export type Weight = (typeof WEIGHTS)[number];

export const OCCUPATIONS = [
  'Student',
  'Engineer',
  'Doctor',
  'Teacher',
  'Businessman',
  'Other',
] as const;
export type Occupation = (typeof OCCUPATIONS)[number];

export const RACES = ['Fair', 'Medium', 'Dark'] as const;
export type Race = (typeof RACES)[number];

export const BIODATA_TYPES = ['Male', 'Female'] as const;
export type BiodataType = (typeof BIODATA_TYPES)[number];

export const ROLES = ['customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PERSONS = ['normal', 'premium'] as const;
export type Person = (typeof PERSONS)[number];

/** The listing filters' "no restriction" value (spec §2: type All, division All). */
export const FILTER_ALL = 'All';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

// Beyond the spec (issue 20): what Bangladeshi biodatas carry and families compare first.

export const MARITAL_STATUSES = ['Never married', 'Divorced', 'Widowed'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
/** The most children a biodata may say its owner has. */
export const CHILDREN_MAX = 20;

export const RELIGIONS = ['Islam', 'Hinduism', 'Christianity', 'Buddhism', 'Other'] as const;
export type Religion = (typeof RELIGIONS)[number];
/** The longest answer on religious practice. */
export const RELIGIOUS_PRACTICE_MAX = 200;

/**
 * Highest education: the general track and the madrasa track (Alia and Qawmi), as Bangladeshi
 * biodatas list them.
 */
export const EDUCATION_LEVELS = [
  'SSC',
  'HSC',
  'Diploma',
  "Bachelor's",
  "Master's",
  'Doctorate',
  'Dakhil',
  'Alim',
  'Fazil',
  'Kamil',
  'Qawmi/Dawrah',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/**
 * Each level's rank across the two tracks, for "at least" comparisons: Dakhil stands with SSC,
 * Alim with HSC, Fazil with a bachelor's, Kamil and the Qawmi Dawrah (recognised as a master's
 * in 2018) with a master's.
 */
export const EDUCATION_RANKS: Readonly<Record<EducationLevel, number>> = {
  SSC: 1,
  Dakhil: 1,
  HSC: 2,
  Alim: 2,
  Diploma: 3,
  "Bachelor's": 4,
  Fazil: 4,
  "Master's": 5,
  Kamil: 5,
  'Qawmi/Dawrah': 5,
  Doctorate: 6,
};

/** Monthly income in taka, as ranges (a figure would be asked for less honestly). */
export const INCOME_RANGES = [
  'Below 20k',
  '20k-50k',
  '50k-100k',
  '100k-200k',
  'Above 200k',
] as const;
export type IncomeRange = (typeof INCOME_RANGES)[number];

export const FAMILY_TYPES = ['Nuclear', 'Joint'] as const;
export type FamilyType = (typeof FAMILY_TYPES)[number];

export const ECONOMIC_STATUSES = [
  'Lower income',
  'Lower middle class',
  'Middle class',
  'Upper middle class',
  'Well-off',
] as const;
export type EconomicStatus = (typeof ECONOMIC_STATUSES)[number];

/** The most brothers, or sisters, a biodata may count. */
export const SIBLINGS_MAX = 20;
/** The longest short answer (names, subjects, institutions, occupations). */
export const SHORT_TEXT_MAX = 100;
/** The longest "about me". */
export const ABOUT_ME_MAX = 1000;

/** Whose number a guardian contact is: a family member the other family may call. */
export const GUARDIAN_RELATIONS = [
  'Father',
  'Mother',
  'Brother',
  'Sister',
  'Uncle',
  'Aunt',
  'Grandparent',
  'Other',
] as const;
export type GuardianRelation = (typeof GUARDIAN_RELATIONS)[number];

/** The longest note on what else the member hopes for in a partner. */
export const EXPECTATIONS_NOTE_MAX = 500;
