import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { favourites } from '../src/db/schema';
import { callerFor } from './biodata-fixtures';
import { setStanding, signUp, type TestAccount } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';
import { createBiodata } from './payment-fixtures';

describe('favourites', () => {
  // Each test signs up the members it changes: many sign-ups from one address.
  const ctx = useTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  const call = callerFor(ctx);
  // Callers and biodatas no test changes; each test that adds or deletes a favourite signs up the
  // member whose favourites it changes, so no test reads rows another test made.
  const who = {} as Record<'customer' | 'premium' | 'admin', TestAccount>;
  let biodata: { _id: string; addid: number };
  let secondBiodata: { _id: string; addid: number };

  beforeAll(async () => {
    for (const name of ['customer', 'premium', 'admin'] as const) {
      who[name] = await signUp(ctx.app, ctx.env, { name: `Test ${name}` });
    }
    await setStanding(ctx.app, who.premium, { person: 'premium' });
    await setStanding(ctx.app, who.admin, { role: 'admin' });
    const owner = await signUp(ctx.app, ctx.env, { name: 'Test owner' });
    biodata = await createBiodata(call, owner, { name: 'Sadia Islam' });
    const secondOwner = await signUp(ctx.app, ctx.env, { name: 'Test second owner' });
    secondBiodata = await createBiodata(call, secondOwner, {
      name: 'Rafiq Ahmed',
      biodataType: 'Male',
      occupation: 'Engineer',
      permanentDivision: 'Khulna',
      dob: '1990-05-05',
    });
  });

  const newMember = (name = 'Test member') => signUp(ctx.app, ctx.env, { name });

  const add = (account: TestAccount | undefined, biodataId: string, userEmail?: string) =>
    call('POST', '/api/favourites', account, {
      userEmail: userEmail ?? account?.email ?? who.customer.email,
      biodataId,
      name: 'Sent by the browser, ignored',
      permanentDivision: 'Dhaka',
      addid: 999,
      Occupation: 'Doctor',
    });

  /** The member adds the biodata to their favourites, as the test's arrangement: its id. */
  async function addAsArranged(account: TestAccount, biodataId: string): Promise<string> {
    const response = await add(account, biodataId);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().insertedId;
  }

  const rowsOf = (account: TestAccount) =>
    ctx.app.db.select().from(favourites).where(eq(favourites.userId, account.id));

  describe('POST /api/favourites', () => {
    it('refuses anonymous callers with a 401', async () => {
      const member = await newMember();
      const response = await add(undefined, biodata._id, member.email);
      expect(response.statusCode).toBe(401);
      expect(await rowsOf(member)).toHaveLength(0);
    });

    it("refuses adding to another member's favourites", async () => {
      const member = await newMember();
      const other = await newMember();
      const response = await add(other, biodata._id, member.email);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
      expect(await rowsOf(member)).toHaveLength(0);
      expect(await rowsOf(other)).toHaveLength(0);
    });

    it('answers 404 for an unknown biodata and 400 for a malformed one', async () => {
      const member = await newMember();
      const unknown = await add(member, randomUUID());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('NOT_FOUND');
      const malformed = await add(member, 'not-an-id');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().fieldErrors).toHaveProperty('biodataId');
      expect(await rowsOf(member)).toHaveLength(0);
    });

    it('answers 400 with the field at fault for a missing or bad e-mail', async () => {
      const response = await call('POST', '/api/favourites', who.customer, {
        userEmail: 'not an e-mail',
        biodataId: biodata._id,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.userEmail).toEqual(['Invalid email address']);
    });

    it('adds a biodata with 201 and its new id, then answers Already added without a second row', async () => {
      const member = await newMember();
      const first = await add(member, biodata._id);
      expect(first.statusCode).toBe(201);
      const { insertedId } = first.json();
      expect(insertedId).toEqual(expect.any(String));

      const second = await add(member, biodata._id);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual({ insertedId: null, message: 'Already added' });
      const rows = await rowsOf(member);
      expect(rows.map((row) => row.id)).toEqual([insertedId]);
    });

    it('keeps one row when the same favourite is submitted several times at once', async () => {
      const member = await newMember();
      await setStanding(ctx.app, member, { person: 'premium' });
      const responses = await Promise.all(
        Array.from({ length: 4 }, () => add(member, secondBiodata._id)),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 201]);
      const rows = await ctx.app.db
        .select()
        .from(favourites)
        .where(and(eq(favourites.userId, member.id), eq(favourites.biodataId, secondBiodata._id)));
      expect(rows).toHaveLength(1);
    });

    it('lets admins keep favourites of their own', async () => {
      const admin = await newMember('Test admin');
      await setStanding(ctx.app, admin, { role: 'admin' });
      expect((await add(admin, biodata._id)).statusCode).toBe(201);
      expect(await rowsOf(admin)).toHaveLength(1);
    });
  });

  describe('GET /api/favourites/{email}', () => {
    /** A member who added the first biodata, then the second. */
    async function memberWithTwoFavourites() {
      const member = await newMember();
      await addAsArranged(member, biodata._id);
      await addAsArranged(member, secondBiodata._id);
      return member;
    }

    it('refuses anonymous callers with a 401', async () => {
      const member = await memberWithTwoFavourites();
      expect((await call('GET', `/api/favourites/${member.email}`)).statusCode).toBe(401);
    });

    it("lists the caller's own favourites, newest first, with the biodata's display fields", async () => {
      const member = await memberWithTwoFavourites();
      const response = await call('GET', `/api/favourites/${member.email}`, member);
      expect(response.statusCode).toBe(200);
      const list = response.json();
      expect(list).toHaveLength(2);
      expect(list[0]).toEqual({
        _id: expect.any(String),
        biodataId: secondBiodata._id,
        addid: secondBiodata.addid,
        name: 'Rafiq Ahmed',
        permanentDivision: 'Khulna',
        Occupation: 'Engineer',
      });
      expect(list[1]).toMatchObject({ biodataId: biodata._id, name: 'Sadia Islam' });
      // Never the favourite owner's or the biodata's contact fields.
      expect(response.body).not.toContain('+880');
    });

    it('answers an empty list to a member without favourites', async () => {
      const member = await newMember();
      const response = await call('GET', `/api/favourites/${member.email}`, member);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it("refuses another customer and a premium member reading someone's favourites", async () => {
      const member = await memberWithTwoFavourites();
      for (const account of [who.customer, who.premium]) {
        const response = await call('GET', `/api/favourites/${member.email}`, account);
        expect(response.statusCode).toBe(403);
        expect(response.body).not.toContain('Rafiq Ahmed');
      }
    });

    it("lets an admin read a member's favourites", async () => {
      const member = await memberWithTwoFavourites();
      const response = await call('GET', `/api/favourites/${member.email}`, who.admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(2);
    });

    it('answers 400 for a malformed e-mail', async () => {
      expect((await call('GET', '/api/favourites/nobody', who.customer)).statusCode).toBe(400);
    });
  });

  describe('DELETE /api/favourites/delete/{id}', () => {
    const remove = (account: TestAccount | undefined, id: string) =>
      call('DELETE', `/api/favourites/delete/${id}`, account);

    it('refuses anonymous callers with a 401 and deletes nothing', async () => {
      const member = await newMember();
      const favouriteId = await addAsArranged(member, biodata._id);

      expect((await remove(undefined, favouriteId)).statusCode).toBe(401);
      expect(await rowsOf(member)).toHaveLength(1);
    });

    it("refuses deleting another member's favourite (admins too) and deletes nothing", async () => {
      const member = await newMember();
      const favouriteId = await addAsArranged(member, biodata._id);

      for (const account of [who.customer, who.premium, who.admin]) {
        const response = await remove(account, favouriteId);
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
      expect(await rowsOf(member)).toHaveLength(1);
    });

    it('deletes one of the caller’s own favourites and answers deletedCount 1', async () => {
      const member = await newMember();
      const favouriteId = await addAsArranged(member, biodata._id);
      await addAsArranged(member, secondBiodata._id);

      const response = await remove(member, favouriteId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deletedCount: 1 });
      const rows = await rowsOf(member);
      expect(rows.map((row) => row.biodataId)).toEqual([secondBiodata._id]);
    });

    it('answers 404 for a favourite already deleted and 400 for a malformed id', async () => {
      const member = await newMember();
      const favouriteId = await addAsArranged(member, biodata._id);
      expect((await remove(member, favouriteId)).statusCode).toBe(200);

      expect((await remove(member, favouriteId)).statusCode).toBe(404);
      expect((await remove(member, 'abc')).statusCode).toBe(400);
    });

    it('lets the member add the biodata again after deleting it', async () => {
      const member = await newMember();
      const favouriteId = await addAsArranged(member, biodata._id);
      expect((await remove(member, favouriteId)).statusCode).toBe(200);

      expect((await add(member, biodata._id)).statusCode).toBe(201);
      expect(await rowsOf(member)).toHaveLength(1);
    });
  });
});
