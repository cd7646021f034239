import { PARTNER_AGE } from './constants';

// Issue 20's partner expectations beyond the spec's expected age, height and weight: what they
// are called, and the ages a biodata accepts. Free of zod, so a screen may import it for little.

/** The expectation fields beyond the spec's three, in the order the form and profiles show them. */
export const EXPECTATION_FIELDS = [
  'expectedAgeMin',
  'expectedAgeMax',
  'expectedHeightMin',
  'expectedHeightMax',
  'acceptableMaritalStatuses',
  'preferredDivisions',
  'expectedMinEducation',
  'expectationsNote',
] as const;

/**
 * How far either side of the spec's single expected partner age the range of a biodata without
 * one of its own reaches (issue 20: the single age fills the range's middle).
 */
export const PARTNER_AGE_SPREAD = 3;

/** Partner ages from `min` to `max`, both included. */
export interface PartnerAgeRange {
  min: number;
  max: number;
}

/** The fields of a biodata (a record, a row, a form's values) that say what age it asks of a partner. */
export interface PartnerAgeFields {
  expectedPartnerAge: number | null;
  expectedAgeMin: number | null;
  expectedAgeMax: number | null;
}

const clamp = (age: number) => Math.min(PARTNER_AGE.max, Math.max(PARTNER_AGE.min, age));

/**
 * The partner ages a biodata accepts, for matching and for showing: its own range when it gives
 * either end (an end left open reaches PARTNER_AGE's), else the spec's single expected age as the
 * middle of a range PARTNER_AGE_SPREAD years either side (within PARTNER_AGE), else null: it asks
 * no particular age.
 */
export function partnerAgeRange(biodata: PartnerAgeFields): PartnerAgeRange | null {
  const { expectedAgeMin, expectedAgeMax, expectedPartnerAge } = biodata;
  if (expectedAgeMin !== null || expectedAgeMax !== null) {
    return { min: expectedAgeMin ?? PARTNER_AGE.min, max: expectedAgeMax ?? PARTNER_AGE.max };
  }
  if (expectedPartnerAge === null) return null;
  return {
    min: clamp(expectedPartnerAge - PARTNER_AGE_SPREAD),
    max: clamp(expectedPartnerAge + PARTNER_AGE_SPREAD),
  };
}
