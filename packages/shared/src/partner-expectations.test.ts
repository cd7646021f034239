import { describe, expect, it } from 'vitest';
import { PARTNER_AGE } from './constants';
import { PARTNER_AGE_SPREAD, partnerAgeRange } from './partner-expectations';

const noAges = { expectedPartnerAge: null, expectedAgeMin: null, expectedAgeMax: null };

describe('partnerAgeRange', () => {
  it('gives the stored range when the biodata has one, whatever its single age says', () => {
    expect(
      partnerAgeRange({ expectedPartnerAge: 40, expectedAgeMin: 25, expectedAgeMax: 30 }),
    ).toEqual({ min: 25, max: 30 });
  });

  it('leaves an end the biodata did not give open, as far as the partner ages go', () => {
    expect(partnerAgeRange({ ...noAges, expectedAgeMin: 27 })).toEqual({
      min: 27,
      max: PARTNER_AGE.max,
    });
    expect(partnerAgeRange({ ...noAges, expectedPartnerAge: 30, expectedAgeMax: 35 })).toEqual({
      min: PARTNER_AGE.min,
      max: 35,
    });
  });

  it('makes an old biodata’s single expected age the middle of its range', () => {
    expect(PARTNER_AGE_SPREAD).toBe(3);
    expect(partnerAgeRange({ ...noAges, expectedPartnerAge: 30 })).toEqual({ min: 27, max: 33 });
  });

  it('keeps a range made from the single age within the partner ages', () => {
    expect(partnerAgeRange({ ...noAges, expectedPartnerAge: PARTNER_AGE.min + 1 })).toEqual({
      min: PARTNER_AGE.min,
      max: PARTNER_AGE.min + 4,
    });
    expect(partnerAgeRange({ ...noAges, expectedPartnerAge: PARTNER_AGE.max })).toEqual({
      min: PARTNER_AGE.max - 3,
      max: PARTNER_AGE.max,
    });
  });

  it('answers null for a biodata that asks no particular age', () => {
    expect(partnerAgeRange(noAges)).toBeNull();
  });
});
