import { describe, expect, it } from 'vitest';
import { messageKey, type ValidationMessageKey } from '../validation-messages';
import { biodataInput } from './biodata-input';
import { messagesOf, validBiodata } from './test-inputs';

/** The valid biodata with `overrides`. */
const biodataWith = (overrides: Record<string, unknown> = {}) => ({
  ...validBiodata,
  ...overrides,
});
const refusalsOf = (input: unknown) => messagesOf(biodataInput, input);

describe('the partner expectations of a biodata', () => {
  it('accepts a biodata that gives none of them, each as null', () => {
    const values = biodataInput.parse(biodataWith());
    expect(values).toMatchObject({
      expectedAgeMin: null,
      expectedAgeMax: null,
      expectedHeightMin: null,
      expectedHeightMax: null,
      acceptableMaritalStatuses: null,
      preferredDivisions: null,
      expectedMinEducation: null,
      expectationsNote: null,
    });
  });

  it('keeps every expectation given, ages from a form’s digits too, and a note trimmed', () => {
    const expectations = {
      expectedAgeMin: 28,
      expectedAgeMax: 35,
      expectedHeightMin: `5'5"`,
      expectedHeightMax: `6'0"`,
      acceptableMaritalStatuses: ['Never married', 'Divorced'],
      preferredDivisions: ['Sylhet', 'Dhaka'],
      expectedMinEducation: 'Fazil',
      expectationsNote: 'Honest and kind.\nPrays regularly.',
    };
    const values = biodataInput.parse(
      biodataWith({
        ...expectations,
        expectedAgeMin: '28',
        expectationsNote: `  ${expectations.expectationsNote}  `,
      }),
    );
    expect(values).toMatchObject(expectations);
  });

  it('reads an empty list, and blank answers, as not given', () => {
    const values = biodataInput.parse(
      biodataWith({
        expectedAgeMin: '',
        expectedHeightMax: '',
        acceptableMaritalStatuses: [],
        preferredDivisions: null,
        expectedMinEducation: '',
        expectationsNote: '   ',
      }),
    );
    expect(values).toMatchObject({
      expectedAgeMin: null,
      expectedHeightMax: null,
      acceptableMaritalStatuses: null,
      preferredDivisions: null,
      expectedMinEducation: null,
      expectationsNote: null,
    });
  });

  it('accepts a range whose ends are equal, or only one end', () => {
    expect(
      biodataInput.safeParse(
        biodataWith({
          expectedAgeMin: 30,
          expectedAgeMax: 30,
          expectedHeightMin: `5'5"`,
          expectedHeightMax: `5'5"`,
        }),
      ).success,
    ).toBe(true);
    expect(
      biodataInput.safeParse(biodataWith({ expectedAgeMax: 40, expectedHeightMin: `5'0"` }))
        .success,
    ).toBe(true);
  });

  const refusals: [string, Record<string, unknown>, string, ValidationMessageKey][] = [
    ['an age below the partner ages', { expectedAgeMin: 17 }, 'expectedAgeMin', 'partnerAgeRange'],
    ['an age above them', { expectedAgeMax: 100 }, 'expectedAgeMax', 'partnerAgeRange'],
    ['an age that is not whole', { expectedAgeMin: 25.5 }, 'expectedAgeMin', 'partnerAgeRange'],
    ['an age in words', { expectedAgeMax: 'thirty' }, 'expectedAgeMax', 'partnerAgeRange'],
    [
      'a highest age below the lowest',
      { expectedAgeMin: 35, expectedAgeMax: 30 },
      'expectedAgeMax',
      'partnerAgeOrder',
    ],
    [
      'a height not on the list',
      { expectedHeightMin: `5'1"` },
      'expectedHeightMin',
      'invalidOption',
    ],
    [
      'a height in centimetres',
      { expectedHeightMax: '170cm' },
      'expectedHeightMax',
      'invalidOption',
    ],
    [
      'a tallest height below the shortest (by the list’s order)',
      { expectedHeightMin: `5'7"`, expectedHeightMax: `5'5"` },
      'expectedHeightMax',
      'partnerHeightOrder',
    ],
    [
      'a marital status not on the list',
      { acceptableMaritalStatuses: ['Never married', 'Engaged'] },
      'acceptableMaritalStatuses',
      'invalidOption',
    ],
    [
      'a marital status given twice',
      { acceptableMaritalStatuses: ['Divorced', 'Divorced'] },
      'acceptableMaritalStatuses',
      'duplicateOption',
    ],
    [
      'marital statuses as one string',
      { acceptableMaritalStatuses: 'Divorced' },
      'acceptableMaritalStatuses',
      'invalidOption',
    ],
    [
      'a division not on the list',
      { preferredDivisions: ['Dhaka', 'Gazipur'] },
      'preferredDivisions',
      'invalidOption',
    ],
    [
      'a division given twice',
      { preferredDivisions: ['Sylhet', 'Dhaka', 'Sylhet'] },
      'preferredDivisions',
      'duplicateOption',
    ],
    [
      'a list holding something other than text',
      { preferredDivisions: [1] },
      'preferredDivisions',
      'invalidOption',
    ],
    [
      'an education not on the list',
      { expectedMinEducation: 'Kindergarten' },
      'expectedMinEducation',
      'invalidOption',
    ],
    [
      'a note over 500 characters',
      { expectationsNote: 'x'.repeat(501) },
      'expectationsNote',
      'tooLong',
    ],
    [
      'a note with a NUL character',
      { expectationsNote: 'a\u0000b' },
      'expectationsNote',
      'nulCharacter',
    ],
  ];
  for (const [what, overrides, field, message] of refusals) {
    it(`refuses ${what}, on ${field} alone`, () => {
      expect(refusalsOf(biodataWith(overrides))).toEqual({ [field]: [messageKey(message)] });
    });
  }

  it('compares a range’s ends only once both are valid, so each is reported once', () => {
    expect(refusalsOf(biodataWith({ expectedAgeMin: 150, expectedAgeMax: 30 }))).toEqual({
      expectedAgeMin: [messageKey('partnerAgeRange')],
    });
  });
});
