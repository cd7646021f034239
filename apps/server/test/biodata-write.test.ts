import { AGE_MAX, MARRIAGE_AGE_MIN } from '@bondhon/shared/constants';
import { latestDobForAge, todayInBangladesh } from '@bondhon/shared/schemas/biodata';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { biodatas } from '../src/db/schema';
import { setStanding, signUp, type TestAccount } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';
import {
  biodataBody,
  callerFor,
  CONTACT_KEYS,
  partnerExpectations,
  PUBLIC_KEYS,
  shiftDate,
} from './biodata-fixtures';

/** What the owner declares at every save (issue 20). */
const DECLARATIONS = ['declaresTruth', 'declaresGuardianKnows'];

const REQUIRED_FIELDS = [
  'biodataType',
  'name',
  'dob',
  'height',
  'weight',
  'occupation',
  'race',
  'permanentDivision',
  'presentDivision',
  'expectedPartnerHeight',
  'expectedPartnerWeight',
  'mobile',
] as const;

describe('writing and reading one’s own biodata', () => {
  // Each test that saves a biodata signs up its writer: many sign-ups from one address.
  const ctx = useTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  const call = callerFor(ctx);
  // The owner's biodata is made here and only read or refused by the tests; a test that saves one
  // saves it for a member of its own.
  const who = {} as Record<'writer' | 'owner' | 'other' | 'admin', TestAccount>;

  beforeAll(async () => {
    who.writer = await signUp(ctx.app, ctx.env, { name: 'Validation Tester' });
    who.owner = await signUp(ctx.app, ctx.env, { name: 'Nusrat Jahan' });
    who.other = await signUp(ctx.app, ctx.env, { name: 'Rafiq Islam' });
    who.admin = await signUp(ctx.app, ctx.env, { name: 'Admin Rahman' });
    await setStanding(ctx.app, who.admin, { role: 'admin' });
    const created = await save(who.owner, biodataBody());
    expect(created.statusCode, created.body).toBe(201);
  });

  function save(account: TestAccount, body: Record<string, unknown>, email = account.email) {
    return call('PUT', `/api/addBioData?email=${encodeURIComponent(email)}`, account, body);
  }

  /** A new member with a saved biodata (the default body), as the test's arrangement. */
  async function memberWithBiodata() {
    const member = await signUp(ctx.app, ctx.env, { name: 'Nusrat Jahan' });
    const created = await save(member, biodataBody());
    expect(created.statusCode, created.body).toBe(201);
    return member;
  }

  const storedBiodataOf = async (account: TestAccount) =>
    ctx.app.db.select().from(biodatas).where(eq(biodatas.userId, account.id));

  /** Saves `body` as the validation tester, expects a 400 on `field`, and that nothing was stored. */
  const expectRefused = async (body: Record<string, unknown>, field: string, message: string) => {
    const response = await save(who.writer, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().fieldErrors[field]).toEqual([message]);
    expect(await storedBiodataOf(who.writer)).toEqual([]);
  };

  describe('validation (nothing is stored after a refusal)', () => {
    for (const field of REQUIRED_FIELDS) {
      it(`refuses a biodata without ${field}, naming it as required`, async () => {
        const { [field]: _omitted, ...body } = biodataBody();
        await expectRefused(body, field, 'This field is required');
      });
    }

    it('refuses an empty string in a required field as missing', async () => {
      await expectRefused(biodataBody({ name: '   ' }), 'name', 'This field is required');
      await expectRefused(biodataBody({ height: '' }), 'height', 'This field is required');
    });

    it('lists every missing field at once for an empty body', async () => {
      const response = await save(who.writer, {});
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fieldErrors).sort()).toEqual(
        [...REQUIRED_FIELDS, ...DECLARATIONS].sort(),
      );
    });

    it('refuses a value outside an option list', async () => {
      await expectRefused(
        biodataBody({ permanentDivision: 'Gotham' }),
        'permanentDivision',
        'Choose one of the options',
      );
      await expectRefused(biodataBody({ height: `7'2"` }), 'height', 'Choose one of the options');
      await expectRefused(
        biodataBody({ biodataType: 'Other' }),
        'biodataType',
        'Choose one of the options',
      );
    });

    it("refuses a district of another division, or none of the country's, naming it", async () => {
      await expectRefused(
        biodataBody({ permanentDivision: 'Sylhet', permanentDistrict: 'Gazipur' }),
        'permanentDistrict',
        "Choose one of the division's districts",
      );
      await expectRefused(
        biodataBody({ presentDivision: 'Dhaka', presentDistrict: 'Gotham' }),
        'presentDistrict',
        'Choose one of the options',
      );
      await expectRefused(
        biodataBody({ presentDistrict: 42 }),
        'presentDistrict',
        'Choose one of the options',
      );
    });

    it('refuses a marital status, religion or number of children outside their lists, naming each', async () => {
      await expectRefused(
        biodataBody({ maritalStatus: 'Engaged' }),
        'maritalStatus',
        'Choose one of the options',
      );
      await expectRefused(
        biodataBody({ religion: 'Jedi' }),
        'religion',
        'Choose one of the options',
      );
      await expectRefused(
        biodataBody({ maritalStatus: 'Divorced', childrenCount: 21 }),
        'childrenCount',
        'Enter a number from 0 to 20',
      );
      await expectRefused(
        biodataBody({ maritalStatus: 'Widowed', childrenCount: 'two' }),
        'childrenCount',
        'Enter a number from 0 to 20',
      );
      await expectRefused(
        biodataBody({ religiousPractice: 'x'.repeat(201) }),
        'religiousPractice',
        'This is too long',
      );
    });

    it('refuses education, income and family values outside their lists or limits, naming each', async () => {
      const refusals: [Record<string, unknown>, string, string][] = [
        [{ educationLevel: 'Kindergarten' }, 'educationLevel', 'Choose one of the options'],
        [{ monthlyIncome: '1 crore' }, 'monthlyIncome', 'Choose one of the options'],
        [{ familyType: 'Extended' }, 'familyType', 'Choose one of the options'],
        [{ economicStatus: 'Rich' }, 'economicStatus', 'Choose one of the options'],
        [{ brothersCount: 21 }, 'brothersCount', 'Enter a number from 0 to 20'],
        [{ sistersCount: -1 }, 'sistersCount', 'Enter a number from 0 to 20'],
        [{ sistersCount: 1.5 }, 'sistersCount', 'Enter a number from 0 to 20'],
        [{ brothersCount: 'three' }, 'brothersCount', 'Enter a number from 0 to 20'],
        [{ educationSubject: 'x'.repeat(101) }, 'educationSubject', 'This is too long'],
        [{ institution: 'x'.repeat(101) }, 'institution', 'This is too long'],
        [{ occupationDetail: 'x'.repeat(101) }, 'occupationDetail', 'This is too long'],
        [{ fathersOccupation: 'x'.repeat(101) }, 'fathersOccupation', 'This is too long'],
        [{ mothersOccupation: 'x'.repeat(101) }, 'mothersOccupation', 'This is too long'],
        [{ aboutMe: 'x'.repeat(1001) }, 'aboutMe', 'This is too long'],
        [{ aboutMe: 'a\u0000b' }, 'aboutMe', 'This text contains a character that cannot be saved'],
      ];
      for (const [fields, field, message] of refusals) {
        await expectRefused(biodataBody(fields), field, message);
      }
    });

    it('refuses a guardian contact without a name or a number to call, or with a bad one', async () => {
      const refusals: [Record<string, unknown>, string, string][] = [
        [{ guardianName: 'Abdul Karim' }, 'guardianMobile', 'This field is required'],
        [{ guardianMobile: '01812345678' }, 'guardianName', 'This field is required'],
        [{ guardianRelation: 'Father' }, 'guardianName', 'This field is required'],
        [{ guardianRelation: 'Father' }, 'guardianMobile', 'This field is required'],
        [
          { guardianName: 'Abdul Karim', guardianMobile: '0171234' },
          'guardianMobile',
          'Enter a valid mobile number, e.g. 01712345678',
        ],
        [
          { guardianName: 'Abdul Karim', guardianMobile: '01812345678', guardianRelation: 'Boss' },
          'guardianRelation',
          'Choose one of the options',
        ],
        [
          { guardianName: 'x'.repeat(101), guardianMobile: '01812345678' },
          'guardianName',
          'This is too long',
        ],
      ];
      for (const [fields, field, message] of refusals) {
        const response = await save(who.writer, biodataBody(fields));
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().fieldErrors[field], JSON.stringify(fields)).toEqual([message]);
        expect(await storedBiodataOf(who.writer)).toEqual([]);
      }
    });

    for (const declaration of DECLARATIONS) {
      it(`refuses a biodata unless ${declaration} is made (true), whatever else it says`, async () => {
        const { [declaration]: _omitted, ...without } = biodataBody();
        for (const body of [
          without,
          biodataBody({ [declaration]: false }),
          biodataBody({ [declaration]: 'true' }),
          biodataBody({ [declaration]: 1 }),
        ]) {
          await expectRefused(body, declaration, 'Confirm this to save your biodata');
        }
      });
    }

    it('asks for the declarations again when a saved biodata is edited', async () => {
      const member = await signUp(ctx.app, ctx.env, { name: 'Mahbuba Rahman' });
      expect((await save(member, biodataBody())).statusCode).toBe(201);
      const declaredAt = async () =>
        (
          await ctx.app.db
            .select({ at: biodatas.declaredAt })
            .from(biodatas)
            .where(eq(biodatas.userId, member.id))
        )[0]?.at?.getTime();
      const first = await declaredAt();
      expect(first).toBeTypeOf('number');
      const edit = await save(
        member,
        biodataBody({ name: 'Mahbuba R.', declaresGuardianKnows: false }),
      );
      expect(edit.statusCode).toBe(400);
      expect(edit.json().fieldErrors.declaresGuardianKnows).toEqual([
        'Confirm this to save your biodata',
      ]);
      const [stored] = await ctx.app.db
        .select({ name: biodatas.name, declaredAt: biodatas.declaredAt })
        .from(biodatas)
        .where(eq(biodatas.userId, member.id));
      expect(stored?.name).toBe('Nusrat Jahan');
      expect(await declaredAt()).toBe(first);
      // An edit with both declarations made is saved, and declared anew.
      expect((await save(member, biodataBody({ name: 'Mahbuba R.' }))).statusCode).toBe(200);
      expect(await declaredAt()).toBeGreaterThan(first ?? Infinity);
    });

    it('refuses a javascript: profile image', async () => {
      await expectRefused(
        biodataBody({ profileImage: 'javascript:alert(1)' }),
        'profileImage',
        'Invalid URL',
      );
      await expectRefused(
        biodataBody({ profileImage: 'data:image/png;base64,AAAA' }),
        'profileImage',
        'Invalid URL',
      );
    });

    it('refuses a date of birth that is not a date', async () => {
      await expectRefused(
        biodataBody({ dob: 'yesterday' }),
        'dob',
        'Enter a real date as YYYY-MM-DD',
      );
    });

    it('refuses 30 February', async () => {
      await expectRefused(
        biodataBody({ dob: '1998-02-30' }),
        'dob',
        'Enter a real date as YYYY-MM-DD',
      );
    });

    it('refuses a groom younger than 21 (a man of 20)', async () => {
      const dob = shiftDate(latestDobForAge(MARRIAGE_AGE_MIN.Male, todayInBangladesh()), 1);
      await expectRefused(
        biodataBody({ biodataType: 'Male', dob }),
        'dob',
        'A groom must be at least 21 years old',
      );
    });

    it('refuses a bride younger than 18', async () => {
      const dob = shiftDate(latestDobForAge(MARRIAGE_AGE_MIN.Female, todayInBangladesh()), 1);
      await expectRefused(
        biodataBody({ biodataType: 'Female', dob }),
        'dob',
        'A bride must be at least 18 years old',
      );
    });

    it('refuses someone older than 60 (61 today)', async () => {
      const dob = latestDobForAge(AGE_MAX + 1, todayInBangladesh());
      await expectRefused(biodataBody({ dob }), 'dob', 'The age must be at most 60');
    });

    it('reports the age rule together with other errors', async () => {
      const dob = shiftDate(latestDobForAge(MARRIAGE_AGE_MIN.Male, todayInBangladesh()), 1);
      const response = await save(who.writer, biodataBody({ biodataType: 'Male', dob, race: '' }));
      expect(response.json().fieldErrors).toEqual({
        race: ['This field is required'],
        dob: ['A groom must be at least 21 years old'],
      });
    });

    it('refuses an invalid mobile number', async () => {
      for (const mobile of ['12345', '0171234567', 'call me 01712345678', '+8801712']) {
        await expectRefused(
          biodataBody({ mobile }),
          'mobile',
          'Enter a valid mobile number, e.g. 01712345678',
        );
      }
    });

    it('refuses partner expectations outside their lists, limits or order, naming each', async () => {
      const choose = 'Choose one of the options';
      const refusals: [Record<string, unknown>, string, string][] = [
        [{ expectedAgeMin: 17 }, 'expectedAgeMin', 'Enter an age from 18 to 99'],
        [{ expectedAgeMax: 'forty' }, 'expectedAgeMax', 'Enter an age from 18 to 99'],
        [
          { expectedAgeMin: 35, expectedAgeMax: 30 },
          'expectedAgeMax',
          'The highest age cannot be lower than the lowest',
        ],
        [{ expectedHeightMin: '170cm' }, 'expectedHeightMin', choose],
        [
          { expectedHeightMin: `6'0"`, expectedHeightMax: `5'0"` },
          'expectedHeightMax',
          'The tallest height cannot be shorter than the shortest',
        ],
        [{ acceptableMaritalStatuses: ['Engaged'] }, 'acceptableMaritalStatuses', choose],
        [{ acceptableMaritalStatuses: 'Divorced' }, 'acceptableMaritalStatuses', choose],
        [
          { acceptableMaritalStatuses: ['Widowed', 'Widowed'] },
          'acceptableMaritalStatuses',
          'Choose each option only once',
        ],
        [{ preferredDivisions: ['Dhaka', 'Gazipur'] }, 'preferredDivisions', choose],
        [
          { preferredDivisions: ['Sylhet', 'Sylhet'] },
          'preferredDivisions',
          'Choose each option only once',
        ],
        [{ expectedMinEducation: 'Kindergarten' }, 'expectedMinEducation', choose],
        [{ expectationsNote: 'x'.repeat(501) }, 'expectationsNote', 'This is too long'],
      ];
      for (const [fields, field, message] of refusals) {
        await expectRefused(biodataBody(fields), field, message);
      }
    });

    it('refuses an expected partner age outside 18 to 99', async () => {
      for (const expectedPartnerAge of [17, 100, 'thirty', 25.5]) {
        await expectRefused(
          biodataBody({ expectedPartnerAge }),
          'expectedPartnerAge',
          'Enter an age from 18 to 99',
        );
      }
    });
  });

  describe('PUT /api/addBioData', () => {
    it('refuses anonymous callers', async () => {
      const response = await call('PUT', `/api/addBioData?email=${who.owner.email}`, undefined, {
        ...biodataBody(),
      });
      expect(response.statusCode).toBe(401);
    });

    it('accepts a man of exactly 21 and a woman of exactly 18 (birthday today)', async () => {
      const today = todayInBangladesh();
      const man = await signUp(ctx.app, ctx.env);
      const woman = await signUp(ctx.app, ctx.env);
      const manAnswer = await save(
        man,
        biodataBody({ biodataType: 'Male', dob: latestDobForAge(21, today) }),
      );
      expect(manAnswer.statusCode, manAnswer.body).toBe(201);
      expect(manAnswer.json().yourAge).toBe(21);
      const womanAnswer = await save(
        woman,
        biodataBody({ biodataType: 'Female', dob: latestDobForAge(18, today) }),
      );
      expect(womanAnswer.statusCode, womanAnswer.body).toBe(201);
      expect(womanAnswer.json().yourAge).toBe(18);
    });

    it('accepts someone of 60 whose 61st birthday is tomorrow', async () => {
      const account = await signUp(ctx.app, ctx.env);
      const dob = shiftDate(latestDobForAge(AGE_MAX + 1, todayInBangladesh()), 1);
      const response = await save(account, biodataBody({ dob }));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().yourAge).toBe(60);
    });

    it('accepts a local and an international Bangladeshi mobile, stored as +880…', async () => {
      for (const mobile of ['01712345678', '+8801712345678']) {
        const account = await signUp(ctx.app, ctx.env);
        const response = await save(account, biodataBody({ mobile }));
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json().mobile).toBe('+8801712345678');
        const [stored] = await storedBiodataOf(account);
        expect(stored?.mobile).toBe('+8801712345678');
      }
    });

    it('creates the biodata with 201 and a database-assigned addid', async () => {
      const member = await signUp(ctx.app, ctx.env, { name: 'Nusrat Jahan' });
      const response = await save(member, biodataBody({ addid: 999_999 }));
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json();
      expect(created.addid).toEqual(expect.any(Number));
      expect(created.addid).not.toBe(999_999);
      expect(created).toMatchObject({
        _id: expect.any(String),
        user: member.email,
        name: 'Nusrat Jahan',
        biodataType: 'Female',
        yourAge: 28,
        mobile: '+8801712345678',
        contactEmail: member.email,
      });
      expect(await storedBiodataOf(member)).toHaveLength(1);
    });

    it('replaces the biodata with 200, keeping its _id and addid', async () => {
      const member = await memberWithBiodata();
      const before = (await call('GET', `/api/thearData/${member.email}`, member)).json();
      const response = await save(
        member,
        biodataBody({ name: 'Nusrat Jahan Mim', occupation: 'Doctor', fathersName: '' }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        _id: before._id,
        addid: before.addid,
        name: 'Nusrat Jahan Mim',
        occupation: 'Doctor',
        fathersName: null,
      });
      expect(await storedBiodataOf(member)).toHaveLength(1);
    });

    it('keeps a Rajshahi address with its districts, and shows them to any member', async () => {
      const member = await signUp(ctx.app, ctx.env, { name: 'Sumaiya Akter' });
      const saved = await save(
        member,
        biodataBody({
          permanentDivision: 'Rajshahi',
          permanentDistrict: 'Bogura',
          presentDivision: 'Dhaka',
          presentDistrict: 'Gazipur',
        }),
      );
      expect(saved.statusCode, saved.body).toBe(201);
      const [stored] = await storedBiodataOf(member);
      expect(stored).toMatchObject({
        permanentDivision: 'Rajshahi',
        permanentDistrict: 'Bogura',
        presentDistrict: 'Gazipur',
      });
      const seen = await call('GET', `/api/details/${saved.json()._id}`, who.other);
      expect(seen.json()).toMatchObject({
        permanentDistrict: 'Bogura',
        presentDistrict: 'Gazipur',
      });

      // The database itself keeps a district within its division, whoever writes.
      await expect(
        ctx.app.db
          .update(biodatas)
          .set({ permanentDistrict: 'Gazipur' })
          .where(eq(biodatas.userId, member.id)),
      ).rejects.toThrow();

      // Leaving them out again keeps no district.
      const cleared = await save(member, biodataBody({ permanentDistrict: '' }));
      expect(cleared.json()).toMatchObject({ permanentDistrict: null, presentDistrict: null });
    });

    it('keeps marital status, children and religion, and counts no children for the never married', async () => {
      const member = await signUp(ctx.app, ctx.env, { name: 'Rehana Parvin' });
      const saved = await save(
        member,
        biodataBody({
          maritalStatus: 'Divorced',
          childrenCount: '2',
          religion: 'Islam',
          religiousPractice: ' Prays five times a day ',
        }),
      );
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json()).toMatchObject({
        maritalStatus: 'Divorced',
        childrenCount: 2,
        religion: 'Islam',
        religiousPractice: 'Prays five times a day',
      });
      const seen = await call('GET', `/api/details/${saved.json()._id}`, who.other);
      expect(seen.json()).toMatchObject({ maritalStatus: 'Divorced', childrenCount: 2 });

      const never = await save(
        member,
        biodataBody({ maritalStatus: 'Never married', childrenCount: 3 }),
      );
      expect(never.json()).toMatchObject({ maritalStatus: 'Never married', childrenCount: null });
      // The database keeps children only for someone married before, whoever writes.
      await expect(
        ctx.app.db.update(biodatas).set({ childrenCount: 1 }).where(eq(biodatas.userId, member.id)),
      ).rejects.toThrow();
    });

    it('keeps education, work, family and about me, and shows them to another member', async () => {
      const member = await signUp(ctx.app, ctx.env, { name: 'Tanvir Hasan' });
      const background = {
        educationLevel: 'Fazil',
        educationSubject: 'Hadith',
        institution: 'Dhaka Alia Madrasa',
        occupationDetail: 'Khatib at a mosque in Mirpur',
        monthlyIncome: '20k-50k',
        fathersOccupation: 'Farmer',
        mothersOccupation: 'Homemaker',
        brothersCount: 2,
        sistersCount: 0,
        familyType: 'Joint',
        economicStatus: 'Lower middle class',
        aboutMe: 'Quiet, practising, fond of gardening.\nLooking for a kind partner.',
      };
      const saved = await save(
        member,
        biodataBody({
          ...background,
          brothersCount: '2',
          sistersCount: '0',
          aboutMe: ` ${background.aboutMe} `,
        }),
      );
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json()).toMatchObject(background);
      const seen = await call('GET', `/api/details/${saved.json()._id}`, who.other);
      expect(seen.json()).toMatchObject(background);

      // Blank answers clear them again.
      const cleared = await save(
        member,
        biodataBody({ educationLevel: '', aboutMe: '  ', brothersCount: '', institution: '' }),
      );
      expect(cleared.json()).toMatchObject({
        educationLevel: null,
        aboutMe: null,
        brothersCount: null,
        institution: null,
      });
      // The database refuses what the form would, whoever writes.
      await expect(
        ctx.app.db.update(biodatas).set({ sistersCount: 21 }).where(eq(biodatas.userId, member.id)),
      ).rejects.toThrow();
      await expect(
        ctx.app.db
          .update(biodatas)
          .set({ aboutMe: 'x'.repeat(1001) })
          .where(eq(biodatas.userId, member.id)),
      ).rejects.toThrow();
    });

    it('keeps the partner expectations, and shows them to another member and to the owner', async () => {
      const member = await signUp(ctx.app, ctx.env, { name: 'Sadia Islam' });
      const saved = await save(
        member,
        biodataBody({
          ...partnerExpectations,
          expectedAgeMin: '28',
          expectationsNote: `  ${partnerExpectations.expectationsNote}  `,
        }),
      );
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json()).toMatchObject(partnerExpectations);
      const seen = await call('GET', `/api/details/${saved.json()._id}`, who.other);
      expect(seen.json()).toMatchObject(partnerExpectations);
      const own = await call('GET', `/api/thearData/${member.email}`, member);
      expect(own.json()).toMatchObject(partnerExpectations);
      // The spec's single expected age stays as it was sent.
      expect(own.json().expectedPartnerAge).toBe(32);

      // Empty lists and blank answers clear them again: "any" is null, as not given.
      const cleared = await save(
        member,
        biodataBody({
          expectedAgeMin: '',
          expectedHeightMax: '',
          acceptableMaritalStatuses: [],
          preferredDivisions: [],
          expectedMinEducation: '',
          expectationsNote: '  ',
        }),
      );
      expect(cleared.statusCode, cleared.body).toBe(200);
      const read = (await call('GET', `/api/details/${saved.json()._id}`, who.other)).json();
      expect(read).toMatchObject({
        expectedAgeMin: null,
        expectedAgeMax: null,
        expectedHeightMax: null,
        acceptableMaritalStatuses: null,
        preferredDivisions: null,
        expectedMinEducation: null,
        expectationsNote: null,
      });
    });

    it('has the database refuse partner expectations the form would, whoever writes', async () => {
      const member = await memberWithBiodata();
      const [before] = await storedBiodataOf(member);
      // Each write, and the check that refuses it.
      const writes: [Partial<typeof biodatas.$inferInsert>, string][] = [
        [{ expectedAgeMin: 17 }, 'expected_age_min'],
        [{ expectedAgeMax: 100 }, 'expected_age_max'],
        [{ expectedAgeMin: 35, expectedAgeMax: 30 }, 'expected_age_order'],
        [{ expectedHeightMin: '170cm' as never }, 'expected_height_min'],
        [{ expectedHeightMin: `6'0"`, expectedHeightMax: `5'0"` }, 'expected_height_order'],
        [{ acceptableMaritalStatuses: ['Engaged' as never] }, 'acceptable_marital_statuses'],
        [{ acceptableMaritalStatuses: [] }, 'acceptable_marital_statuses'],
        [{ preferredDivisions: ['Dhaka', 'Gazipur' as never] }, 'preferred_divisions'],
        [{ preferredDivisions: [null as never] }, 'preferred_divisions'],
        [{ expectedMinEducation: 'Kindergarten' as never }, 'expected_min_education'],
        [{ expectationsNote: 'x'.repeat(501) }, 'expectations_note'],
      ];
      for (const [write, check] of writes) {
        const refusal: unknown = await ctx.app.db
          .update(biodatas)
          .set(write)
          .where(eq(biodatas.userId, member.id))
          .then(
            () => null,
            (error: unknown) => error,
          );
        expect(refusal, JSON.stringify(write)).toBeInstanceOf(Error);
        expect(String((refusal as Error).cause), JSON.stringify(write)).toContain(
          `biodatas_${check}_check`,
        );
      }
      expect(await storedBiodataOf(member)).toEqual([before]);
      // What the form sends is stored as it is.
      await ctx.app.db
        .update(biodatas)
        .set({
          expectedAgeMin: 18,
          expectedAgeMax: 99,
          expectedHeightMin: `5'0"`,
          expectedHeightMax: `5'0"`,
          acceptableMaritalStatuses: ['Widowed', 'Divorced'],
          preferredDivisions: ['Rajshahi'],
          expectedMinEducation: 'Qawmi/Dawrah',
          expectationsNote: 'x'.repeat(500),
        })
        .where(eq(biodatas.userId, member.id));
      const [after] = await storedBiodataOf(member);
      expect(after?.acceptableMaritalStatuses).toEqual(['Widowed', 'Divorced']);
      expect(after?.preferredDivisions).toEqual(['Rajshahi']);
    });

    it("keeps a guardian's contact as the mobile is kept, and clears it when left blank", async () => {
      const member = await signUp(ctx.app, ctx.env, { name: 'Shirin Akter' });
      const saved = await save(
        member,
        biodataBody({
          guardianName: ' Abdul Karim ',
          guardianRelation: 'Father',
          guardianMobile: '01812-345678',
        }),
      );
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json()).toMatchObject({
        guardianName: 'Abdul Karim',
        guardianRelation: 'Father',
        guardianMobile: '+8801812345678',
      });
      const cleared = await save(
        member,
        biodataBody({ guardianName: '', guardianRelation: '', guardianMobile: '  ' }),
      );
      expect(cleared.json()).toMatchObject({
        guardianName: null,
        guardianRelation: null,
        guardianMobile: null,
      });
      // The database keeps a name and a number together, whoever writes.
      await expect(
        ctx.app.db
          .update(biodatas)
          .set({ guardianName: 'Abdul Karim' })
          .where(eq(biodatas.userId, member.id)),
      ).rejects.toThrow();
      for (const guardian of [
        { guardianName: '', guardianMobile: '' },
        { guardianName: 'Abdul Karim', guardianMobile: '01812-345678' },
      ]) {
        await expect(
          ctx.app.db.update(biodatas).set(guardian).where(eq(biodatas.userId, member.id)),
          JSON.stringify(guardian),
        ).rejects.toThrow();
      }
    });

    it("keeps the owner's e-mail as contactEmail whatever the body says", async () => {
      const member = await memberWithBiodata();
      const response = await save(
        member,
        biodataBody({ contactEmail: 'someone.else@example.com', user: who.other.email }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().contactEmail).toBe(member.email);
      expect(response.json().user).toBe(member.email);
      const read = (await call('GET', `/api/thearData/${member.email}`, member)).json();
      expect(read.contactEmail).toBe(member.email);
    });

    it('computes yourAge from dob, ignoring the one sent, and drops unknown keys', async () => {
      const member = await memberWithBiodata();
      const response = await save(
        member,
        biodataBody({ yourAge: 99, isPremium: true, role: 'admin' }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().yourAge).toBe(28);
      expect(response.json()).not.toHaveProperty('isPremium');
      expect(response.json()).not.toHaveProperty('role');
    });

    it("refuses a customer writing another's biodata, and changes nothing", async () => {
      const before = await storedBiodataOf(who.owner);
      const response = await save(who.other, biodataBody({ name: 'Hijacked' }), who.owner.email);
      expect(response.statusCode).toBe(403);
      expect(await storedBiodataOf(who.owner)).toEqual(before);
      expect(await storedBiodataOf(who.other)).toEqual([]);
    });

    it("refuses an admin writing another's biodata too", async () => {
      const before = await storedBiodataOf(who.owner);
      const response = await save(who.admin, biodataBody({ name: 'Admin edit' }), who.owner.email);
      expect(response.statusCode).toBe(403);
      expect(await storedBiodataOf(who.owner)).toEqual(before);
    });

    it('refuses a malformed or missing email query with a 400', async () => {
      expect((await save(who.owner, biodataBody(), 'not-an-email')).statusCode).toBe(400);
      const response = await call('PUT', '/api/addBioData', who.owner, biodataBody());
      expect(response.statusCode).toBe(400);
    });

    it('matches the email query case-insensitively', async () => {
      const member = await memberWithBiodata();
      const response = await save(
        member,
        biodataBody({ occupation: 'Doctor' }),
        member.email.toUpperCase(),
      );
      expect(response.statusCode).toBe(200);
      const [stored] = await storedBiodataOf(member);
      expect(stored?.occupation).toBe('Doctor');
    });
  });

  describe('GET /api/thearData/{email}', () => {
    it('answers the owner with the full biodata, contact fields included', async () => {
      const response = await call('GET', `/api/thearData/${who.owner.email}`, who.owner);
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json()).sort()).toEqual([...PUBLIC_KEYS, ...CONTACT_KEYS].sort());
    });

    it("answers 'No biodata found' to someone without one", async () => {
      const response = await call('GET', `/api/thearData/${who.other.email}`, who.other);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'No biodata found' });
    });

    it("refuses a customer reading another's biodata, without any of its data", async () => {
      const response = await call('GET', `/api/thearData/${who.owner.email}`, who.other);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('+880');
      expect(response.body).not.toContain('Nusrat');
    });

    it('refuses anonymous callers', async () => {
      const response = await call('GET', `/api/thearData/${who.owner.email}`);
      expect(response.statusCode).toBe(401);
    });

    it("lets an admin read anyone's biodata", async () => {
      const response = await call('GET', `/api/thearData/${who.owner.email}`, who.admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ user: who.owner.email, mobile: '+8801712345678' });
    });
  });
});
