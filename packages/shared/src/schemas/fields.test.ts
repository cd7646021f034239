import { describe, expect, it } from 'vitest';
import { validationMessages } from '../validation-messages';
import { biodataInput } from './biodata-input';
import { localCardInput, recordPaymentInput } from './contact-requests';
import { imageLink } from './fields';
import { messagesOf, validBiodata } from './test-inputs';
import { signUpInput } from './auth';
import { saveUserInput, userIdParams } from './users';

const NUL_MESSAGE = `validation.nulCharacter`;

describe('text the database cannot store (a NUL character)', () => {
  it('is refused in every text field a write stores or looks up, with its own message', () => {
    expect(validationMessages.nulCharacter).toBeTruthy();
    const cases: [string, { safeParse(input: unknown): unknown }, unknown, string][] = [
      ['biodata name', biodataInput, { ...validBiodata, name: 'Nus\u0000rat' }, 'name'],
      ['biodata father', biodataInput, { ...validBiodata, fathersName: 'a\u0000b' }, 'fathersName'],
      // Half a surrogate pair: a draft's jsonb refused it with a 500 (found by the fuzz).
      [
        'biodata name, lone low surrogate',
        biodataInput,
        { ...validBiodata, name: 'x\udfffy' },
        'name',
      ],
      [
        'biodata name, lone high surrogate',
        biodataInput,
        { ...validBiodata, name: 'x\ud800' },
        'name',
      ],
      [
        'profile name',
        saveUserInput,
        { name: '\u0000', email: 'a@example.com', image: '' },
        'name',
      ],
      ['user id', userIdParams, { id: 'abc\u0000' }, 'id'],
      [
        'transaction id',
        recordPaymentInput,
        { parcelId: 1, email: 'a@example.com', transactionId: 'pi_\u0000' },
        'transactionId',
      ],
      [
        'client secret',
        localCardInput,
        { clientSecret: 's\u0000', card: { number: '4242', expiry: '12/40', cvc: '123' } },
        'clientSecret',
      ],
      [
        'sign-up image',
        signUpInput,
        {
          name: 'A',
          email: 'a@example.com',
          password: 'secret1',
          image: 'https://a.example/\u0000',
        },
        'image',
      ],
    ];
    for (const [what, schema, input, field] of cases) {
      expect(messagesOf(schema, input)[field], what).toContain(NUL_MESSAGE);
    }
  });

  it('still lets any other unicode through: Bengali, Arabic, emoji, other control characters', () => {
    for (const name of [
      'নুসরাত জাহান',
      'مرحبا',
      'Nusrat 😀👨‍👩‍👧',
      'tab\there',
      '\u202Eright-to-left',
    ]) {
      expect(messagesOf(biodataInput, { ...validBiodata, name }), name).toEqual({});
    }
  });
});

describe('an image link that is not one', () => {
  it("says 'Invalid URL' on the image field itself, never zod's 'Invalid input'", () => {
    for (const link of ['not a link', 'javascript:alert(1)', '/media/../secret']) {
      const result = imageLink.safeParse(link);
      expect(
        result.error?.issues.map((issue) => issue.message),
        link,
      ).toEqual(['validation.urlInvalid']);
    }
    expect(messagesOf(biodataInput, { ...validBiodata, profileImage: 'not a link' })).toEqual({
      profileImage: ['validation.urlInvalid'],
    });
  });
});
