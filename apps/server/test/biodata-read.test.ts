import { randomUUID } from 'node:crypto';
import { latestDobForAge, todayInBangladesh } from '@bondhon/shared/schemas/biodata';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { sessions, users } from '../src/db/schema';
import { browserHeaders, setStanding, signUp, type TestAccount } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';
import { ALL_DATA_STREAMS_AT_ONCE } from '../src/routes/api/biodatas';
import {
  biodataBody,
  callerFor,
  CARD_KEYS,
  CONTACT_KEYS,
  insertBiodataRow,
  insertContactRequest,
  PUBLIC_KEYS,
  shiftDate,
} from './biodata-fixtures';

const OWNER_MOBILE = '+8801712345678';

type Who = 'owner' | 'customer' | 'premium' | 'admin' | 'buyer' | 'pendingBuyer' | 'otherBuyer';

describe('reading biodatas: details, similar, premium members, allData, counts', () => {
  // Set-up writes straight to the database, as another instance would: read it back at once.
  const ctx = useTestApp({ env: { PUBLIC_CACHE_TTL_MS: '0' } });
  const call = callerFor(ctx);
  const who = {} as Record<Who, TestAccount>;
  let ownerBiodata: { _id: string; addid: number };
  let secondBiodataId: string;

  beforeAll(async () => {
    for (const name of Object.keys({
      owner: 1,
      customer: 1,
      premium: 1,
      admin: 1,
      buyer: 1,
      pendingBuyer: 1,
      otherBuyer: 1,
    }) as Who[]) {
      who[name] = await signUp(ctx.app, ctx.env, { name: `Test ${name}` });
    }
    await setStanding(ctx.app, who.premium, { person: 'premium' });
    await setStanding(ctx.app, who.admin, { role: 'admin' });

    const created = await call(
      'PUT',
      `/api/addBioData?email=${who.owner.email}`,
      who.owner,
      biodataBody({ mobile: '01712345678' }),
    );
    expect(created.statusCode).toBe(201);
    ownerBiodata = created.json();
    const second = await call(
      'PUT',
      `/api/addBioData?email=${who.otherBuyer.email}`,
      who.otherBuyer,
      biodataBody({ name: 'Second Person', mobile: '01812345678' }),
    );
    secondBiodataId = second.json()._id;

    await insertContactRequest(ctx.app, {
      requesterId: who.buyer.id,
      biodataId: ownerBiodata._id,
      pending: false,
    });
    await insertContactRequest(ctx.app, {
      requesterId: who.pendingBuyer.id,
      biodataId: ownerBiodata._id,
      pending: true,
    });
    // Approved, but for another biodata: no contact for the owner's.
    await insertContactRequest(ctx.app, {
      requesterId: who.otherBuyer.id,
      biodataId: secondBiodataId,
      pending: false,
    });
  });

  const details = (account?: TestAccount, id = ownerBiodata._id) =>
    call('GET', `/api/details/${id}`, account);

  describe('GET /api/details/{id}', () => {
    it('refuses anonymous callers with a 401', async () => {
      const response = await details();
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain(OWNER_MOBILE);
    });

    it('answers a normal customer without the contact keys at all', async () => {
      const response = await details(who.customer);
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json()).sort()).toEqual([...PUBLIC_KEYS].sort());
      expect(response.body).not.toContain(OWNER_MOBILE);
      expect(response.body).not.toContain(who.owner.email);
    });

    it('hides contact from a customer whose request is still pending', async () => {
      const response = await details(who.pendingBuyer);
      expect(Object.keys(response.json()).sort()).toEqual([...PUBLIC_KEYS].sort());
    });

    it('hides contact from a customer approved for another biodata only', async () => {
      const response = await details(who.otherBuyer);
      expect(Object.keys(response.json()).sort()).toEqual([...PUBLIC_KEYS].sort());
    });

    for (const entitled of ['owner', 'premium', 'admin', 'buyer'] as const) {
      it(`shows mobile and contact e-mail to the ${entitled === 'buyer' ? 'customer with an approved request' : entitled}`, async () => {
        const response = await details(who[entitled]);
        expect(response.statusCode).toBe(200);
        expect(Object.keys(response.json()).sort()).toEqual(
          [...PUBLIC_KEYS, ...CONTACT_KEYS].sort(),
        );
        expect(response.json()).toMatchObject({
          _id: ownerBiodata._id,
          addid: ownerBiodata.addid,
          user: who.owner.email,
          mobile: OWNER_MOBILE,
          contactEmail: who.owner.email,
        });
      });
    }

    it('stops showing contact once a premium person is made normal again', async () => {
      const member = await signUp(ctx.app, ctx.env, { name: 'Test lapsed premium' });
      await setStanding(ctx.app, member, { person: 'premium' });
      expect((await details(member)).json()).toHaveProperty('mobile', OWNER_MOBILE);

      await setStanding(ctx.app, member, { person: 'normal' });
      const response = await details(member);
      expect(response.json()).not.toHaveProperty('mobile');
    });

    it('answers many callers at once, each as their own session lets them see', async () => {
      // Details asked for while others are read go to the database together (lib/batcher.ts).
      const signedOut = await signUp(ctx.app, ctx.env, { name: 'Test signed out' });
      await ctx.app.db.delete(sessions).where(eq(sessions.userId, signedOut.id));
      const unknownId = randomUUID();
      const asks = [
        ...(['owner', 'premium', 'admin', 'buyer'] as const).map((name) => ({
          account: who[name],
          id: ownerBiodata._id,
          expected: 'contact',
        })),
        ...(['customer', 'pendingBuyer', 'otherBuyer'] as const).map((name) => ({
          account: who[name],
          id: ownerBiodata._id,
          expected: 'public',
        })),
        { account: who.otherBuyer, id: secondBiodataId, expected: 'contact' },
        { account: who.customer, id: unknownId, expected: 'none' },
        { account: signedOut, id: ownerBiodata._id, expected: 'signed out' },
      ];
      const many = [...asks, ...asks, ...asks].reverse();

      const responses = await Promise.all(many.map(({ account, id }) => details(account, id)));
      responses.forEach((response, index) => {
        const { account, id, expected } = many[index]!;
        const label = `${account.name} reading ${id}`;
        if (expected === 'signed out') return expect(response.statusCode, label).toBe(401);
        if (expected === 'none') return expect(response.statusCode, label).toBe(404);
        expect(response.statusCode, label).toBe(200);
        expect(response.json()._id, label).toBe(id);
        expect(Object.keys(response.json()).sort(), label).toEqual(
          expected === 'contact'
            ? [...PUBLIC_KEYS, ...CONTACT_KEYS].sort()
            : [...PUBLIC_KEYS].sort(),
        );
      });
    });

    it('answers 400 for a malformed id and 404 for an unknown one', async () => {
      expect((await details(who.customer, 'not-a-uuid')).statusCode).toBe(400);
      expect((await details(who.customer, '12345')).statusCode).toBe(400);
      const unknown = await details(who.customer, randomUUID());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('NOT_FOUND');
    });
  });

  describe('GET /api/biodatas/by-number/{addid} (Find by Biodata ID)', () => {
    it("answers the biodata's _id for its number, to anyone, and nothing more", async () => {
      const found = await call('GET', `/api/biodatas/by-number/${ownerBiodata.addid}`);
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual({ _id: ownerBiodata._id });
    });

    it('says 404 for a number no biodata has', async () => {
      const missing = await call('GET', '/api/biodatas/by-number/2147483647');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('NOT_FOUND');
    });

    it('refuses a number that is not one, naming the parameter', async () => {
      for (const addid of ['abc', '0', '-3', '1.5', '99999999999', '%20']) {
        const refused = await call('GET', `/api/biodatas/by-number/${addid}`);
        expect(refused.statusCode, addid).toBe(400);
        expect(refused.json().fieldErrors, addid).toHaveProperty('addid');
      }
    });
  });

  describe('GET /api/biodataByGender', () => {
    beforeAll(async () => {
      const today = todayInBangladesh();
      for (let age = 20; age <= 44; age += 3) {
        await insertBiodataRow(ctx.app, {
          biodataType: 'Female',
          dob: shiftDate(latestDobForAge(age, today), -10),
        });
        await insertBiodataRow(ctx.app, {
          biodataType: 'Male',
          dob: shiftDate(latestDobForAge(age + 2, today), -10),
        });
      }
    });

    const similar = (query: string, account?: TestAccount) =>
      call('GET', `/api/biodataByGender?${query}`, account);

    it('refuses anonymous callers', async () => {
      expect((await similar('gender=Female')).statusCode).toBe(401);
    });

    it('answers at most 6 cards of that type, never the excluded one, without contact', async () => {
      const response = await similar(`gender=Female&exclude=${ownerBiodata._id}`, who.customer);
      expect(response.statusCode).toBe(200);
      const cards = response.json() as { _id: string; biodataType: string; yourAge: number }[];
      expect(cards).toHaveLength(6);
      expect(cards.every((card) => card.biodataType === 'Female')).toBe(true);
      expect(cards.map((card) => card._id)).not.toContain(ownerBiodata._id);
      for (const card of cards) {
        expect(Object.keys(card).sort()).toEqual([...CARD_KEYS].sort());
      }
      expect(response.body).not.toContain('+880');
    });

    it('puts those closest in age to the excluded biodata first', async () => {
      const response = await similar(`gender=Female&exclude=${ownerBiodata._id}`, who.customer);
      const ages = (response.json() as { yourAge: number }[]).map((card) => card.yourAge);
      // The owner is 28: the second person (also 28), then 29, 26, 32, 23 …
      const distances = ages.map((age) => Math.abs(age - 28));
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances[0]).toBe(0);
    });

    it('answers men for gender=Male', async () => {
      const cards = (await similar('gender=Male', who.customer)).json() as {
        biodataType: string;
      }[];
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.every((card) => card.biodataType === 'Male')).toBe(true);
    });

    it('refuses a missing or unknown gender and a malformed exclude', async () => {
      expect((await similar('', who.customer)).statusCode).toBe(400);
      expect((await similar('gender=Other', who.customer)).statusCode).toBe(400);
      expect((await similar('gender=Male&exclude=x', who.customer)).statusCode).toBe(400);
    });
  });

  describe('GET /api/premium-members', () => {
    const premiumIds: string[] = [];

    beforeAll(async () => {
      const today = todayInBangladesh();
      // Eight premium owners aged 22, 25 … 43, and normal owners younger and older than all.
      for (let index = 0; index < 8; index++) {
        const row = await insertBiodataRow(ctx.app, {
          dob: shiftDate(latestDobForAge(22 + index * 3, today), -20),
          biodataType: index % 2 === 0 ? 'Male' : 'Female',
          person: 'premium',
        });
        premiumIds.push(row.id);
      }
      await insertBiodataRow(ctx.app, { dob: latestDobForAge(19, today), person: 'normal' });
      await insertBiodataRow(ctx.app, { dob: latestDobForAge(59, today), person: 'normal' });
    });

    const members = async (query = '') => {
      const response = await call('GET', `/api/premium-members${query}`);
      expect(response.statusCode).toBe(200);
      return response.json() as { _id: string; yourAge: number }[];
    };

    it('lists at most 6 premium members, youngest first by default, for anyone', async () => {
      const list = await members();
      expect(list.map((member) => member._id)).toEqual(premiumIds.slice(0, 6));
      expect(list.map((member) => member.yourAge)).toEqual([22, 25, 28, 31, 34, 37]);
      expect(Object.keys(list[0] ?? {}).sort()).toEqual(
        [
          '_id',
          'profileImage',
          'photoWithheld',
          'addid',
          'biodataType',
          'permanentDivision',
          'yourAge',
          'occupation',
          'verifiedAt',
        ].sort(),
      );
    });

    it('lists the oldest first with order=desc', async () => {
      const list = await members('?order=desc');
      expect(list.map((member) => member._id)).toEqual(premiumIds.slice(2).reverse());
    });

    it('includes a premium customer’s own biodata, and never contact fields', async () => {
      // The owner of the 28-year-old's biodata becomes premium, for this test only: the other
      // tests know every premium member.
      await setStanding(ctx.app, who.owner, { person: 'premium' });
      onTestFinished(() => setStanding(ctx.app, who.owner, { person: 'normal' }));
      const response = await call('GET', '/api/premium-members');
      expect(response.json().map((member: { _id: string }) => member._id)).toContain(
        ownerBiodata._id,
      );
      expect(response.body).not.toContain('+880');
      expect(response.body).not.toContain('@');
    });

    it('refuses an unknown order', async () => {
      expect((await call('GET', '/api/premium-members?order=random')).statusCode).toBe(400);
    });
  });

  describe('GET /api/matremony/allData', () => {
    it('answers 401 to an anonymous caller: whole records need a session, as details do', async () => {
      const response = await call('GET', '/api/matremony/allData', undefined);
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain(ownerBiodata._id);
    });

    it('streams every biodata as one JSON array without contact fields', async () => {
      const response = await call('GET', '/api/matremony/allData', who.customer);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const all = JSON.parse(response.body) as Record<string, unknown>[];
      const counts = (await call('GET', '/api/bioDatas/counts', who.admin)).json();
      expect(all).toHaveLength(counts.total);
      expect(all.map((record) => record._id)).toContain(ownerBiodata._id);
      for (const record of all) {
        expect(Object.keys(record).sort()).toEqual([...PUBLIC_KEYS].sort());
      }
      expect(response.body).not.toContain('+880');
      expect(response.body).not.toContain('@');
      const addids = all.map((record) => record.addid as number);
      expect(addids).toEqual([...addids].sort((a, b) => a - b));
    });

    it('serves more callers at once than it streams at once, each the whole array', async () => {
      const callers = Array.from({ length: ALL_DATA_STREAMS_AT_ONCE + 2 }, (_, index) =>
        ctx.app.inject({
          method: 'GET',
          url: '/api/matremony/allData',
          headers: browserHeaders(ctx.env, who.customer.cookie),
          remoteAddress: `10.9.7.${index + 1}`,
        }),
      );
      const answers = await Promise.all(callers);
      const lengths = answers.map((answer) => (JSON.parse(answer.body) as unknown[]).length);
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      expect(new Set(lengths).size).toBe(1);
      expect(lengths[0]).toBeGreaterThan(0);
    });

    it('answers 429 after 10 calls a minute from one address', async () => {
      const fromAddress = (remoteAddress: string) =>
        ctx.app.inject({
          method: 'GET',
          url: '/api/matremony/allData',
          headers: browserHeaders(ctx.env, who.customer.cookie),
          remoteAddress,
        });
      const fromOneAddress = () => fromAddress('10.9.8.7');
      for (let index = 0; index < 10; index++) {
        expect((await fromOneAddress()).statusCode).toBe(200);
      }
      const limited = await fromOneAddress();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
      // Another address is not affected.
      expect((await fromAddress('10.9.8.6')).statusCode).toBe(200);
    });

    it('is documented in the OpenAPI schema', async () => {
      const document = (await call('GET', '/api/openapi.json')).json();
      const answer = document.paths['/api/matremony/allData'].get.responses['200'];
      expect(answer.description).toMatch(/without owner e-mail, mobile or contact e-mail/);
      expect(JSON.stringify(answer)).not.toContain('"mobile"');
    });
  });

  describe('every read call', () => {
    it("never gives a normal customer or an anonymous caller the owner's mobile or e-mail", async () => {
      const urls = [
        `/api/details/${ownerBiodata._id}`,
        `/api/biodataByGender?gender=Female`,
        `/api/biodataByGender?gender=Female&exclude=${secondBiodataId}`,
        '/api/biodatas/search',
        '/api/biodatas/search?type=Female&division=Sylhet',
        '/api/premium-members',
        '/api/matremony/allData',
      ];
      for (const account of [who.customer, undefined]) {
        for (const url of urls) {
          const response = await call('GET', url, account);
          const label = `${account ? 'customer' : 'anonymous'} ${url}`;
          expect([200, 401], label).toContain(response.statusCode);
          expect(response.body, label).not.toContain(OWNER_MOBILE);
          expect(response.body, label).not.toContain(who.owner.email);
          expect(response.body, label).not.toMatch(/"(mobile|contactEmail|user)"/);
        }
      }
    });
  });

  describe('GET /api/bioDatas/counts', () => {
    it('refuses anonymous callers and customers', async () => {
      expect((await call('GET', '/api/bioDatas/counts')).statusCode).toBe(401);
      expect((await call('GET', '/api/bioDatas/counts', who.customer)).statusCode).toBe(403);
      expect((await call('GET', '/api/bioDatas/counts', who.premium)).statusCode).toBe(403);
    });

    const counts = async () => {
      const response = await call('GET', '/api/bioDatas/counts', who.admin);
      expect(response.statusCode).toBe(200);
      return response.json() as { total: number; male: number; female: number; premium: number };
    };

    /**
     * Takes the owner (and so the biodata) away when the test ends: the premium members' tests
     * know every premium member, and other tests' rows may be counted before or after these.
     */
    const removedAfterTest = (userId: string) =>
      onTestFinished(async () => {
        await ctx.app.db.delete(users).where(eq(users.id, userId));
      });

    it('counts all, male, female and premium-owned biodatas for an admin', async () => {
      const before = await counts();
      expect(before.total).toBe(before.male + before.female);
      const dob = latestDobForAge(33, todayInBangladesh());
      for (const row of [
        { biodataType: 'Male', dob },
        { biodataType: 'Female', dob, person: 'premium' },
        { biodataType: 'Female', dob },
      ] as const) {
        removedAfterTest((await insertBiodataRow(ctx.app, row)).userId);
      }

      expect(await counts()).toEqual({
        total: before.total + 3,
        male: before.male + 1,
        female: before.female + 2,
        premium: before.premium + 1,
      });
    });

    it('follows a new biodata and a premium change at once', async () => {
      const newcomer = await signUp(ctx.app, ctx.env);
      removedAfterTest(newcomer.id);
      const before = await counts();
      const created = await call(
        'PUT',
        `/api/addBioData?email=${newcomer.email}`,
        newcomer,
        biodataBody({ biodataType: 'Male', dob: latestDobForAge(30, todayInBangladesh()) }),
      );
      expect(created.statusCode, created.body).toBe(201);
      expect(await counts()).toEqual({ ...before, total: before.total + 1, male: before.male + 1 });

      await setStanding(ctx.app, newcomer, { person: 'premium' });
      expect(await counts()).toEqual({
        total: before.total + 1,
        male: before.male + 1,
        female: before.female,
        premium: before.premium + 1,
      });
    });
  });
});
