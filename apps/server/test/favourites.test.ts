import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { favourites } from '../src/db/schema';
import { callerFor } from './biodata-fixtures';
import { setStanding, signUp, type TestAccount } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';
import { createBiodata } from './payment-fixtures';

type Who = 'customer' | 'other' | 'premium' | 'admin' | 'owner';

describe('favourites', () => {
  const ctx = useTestApp();
  const call = callerFor(ctx);
  const who = {} as Record<Who, TestAccount>;
  let biodata: { _id: string; addid: number };
  let secondBiodata: { _id: string; addid: number };

  beforeAll(async () => {
    for (const name of ['customer', 'other', 'premium', 'admin', 'owner'] as const) {
      who[name] = await signUp(ctx.app, ctx.env, { name: `Test ${name}` });
    }
    await setStanding(ctx.app, who.premium, { person: 'premium' });
    await setStanding(ctx.app, who.admin, { role: 'admin' });
    biodata = await createBiodata(call, who.owner, { name: 'Sadia Islam' });
    secondBiodata = await createBiodata(call, who.other, {
      name: 'Rafiq Ahmed',
      biodataType: 'Male',
      occupation: 'Engineer',
      permanentDivision: 'Khulna',
      dob: '1990-05-05',
    });
  });

  const add = (account: TestAccount | undefined, biodataId: string, userEmail?: string) =>
    call('POST', '/api/favourites', account, {
      userEmail: userEmail ?? account?.email ?? who.customer.email,
      biodataId,
      name: 'Sent by the browser, ignored',
      permanentDivision: 'Dhaka',
      addid: 999,
      Occupation: 'Doctor',
    });

  const rowsOf = (account: TestAccount) =>
    ctx.app.db.select().from(favourites).where(eq(favourites.userId, account.id));

  describe('POST /api/favourites', () => {
    it('refuses anonymous callers with a 401', async () => {
      const response = await add(undefined, biodata._id, who.customer.email);
      expect(response.statusCode).toBe(401);
      expect(await rowsOf(who.customer)).toHaveLength(0);
    });

    it("refuses adding to another member's favourites", async () => {
      const response = await add(who.other, biodata._id, who.customer.email);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
      expect(await rowsOf(who.customer)).toHaveLength(0);
      expect(await rowsOf(who.other)).toHaveLength(0);
    });

    it('answers 404 for an unknown biodata and 400 for a malformed one', async () => {
      const unknown = await add(who.customer, randomUUID());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('NOT_FOUND');
      const malformed = await add(who.customer, 'not-an-id');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().fieldErrors).toHaveProperty('biodataId');
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
      const first = await add(who.customer, biodata._id);
      expect(first.statusCode).toBe(201);
      const { insertedId } = first.json();
      expect(insertedId).toEqual(expect.any(String));

      const second = await add(who.customer, biodata._id);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual({ insertedId: null, message: 'Already added' });
      const rows = await rowsOf(who.customer);
      expect(rows.map((row) => row.id)).toEqual([insertedId]);
    });

    it('keeps one row when the same favourite is submitted several times at once', async () => {
      const responses = await Promise.all(
        Array.from({ length: 4 }, () => add(who.premium, secondBiodata._id)),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 201]);
      const rows = await ctx.app.db
        .select()
        .from(favourites)
        .where(
          and(eq(favourites.userId, who.premium.id), eq(favourites.biodataId, secondBiodata._id)),
        );
      expect(rows).toHaveLength(1);
    });

    it('lets admins keep favourites of their own', async () => {
      expect((await add(who.admin, biodata._id)).statusCode).toBe(201);
    });
  });

  describe('GET /api/favourites/{email}', () => {
    beforeAll(async () => {
      await add(who.customer, secondBiodata._id);
    });

    it('refuses anonymous callers with a 401', async () => {
      expect((await call('GET', `/api/favourites/${who.customer.email}`)).statusCode).toBe(401);
    });

    it("lists the caller's own favourites, newest first, with the biodata's display fields", async () => {
      const response = await call('GET', `/api/favourites/${who.customer.email}`, who.customer);
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
      const response = await call('GET', `/api/favourites/${who.owner.email}`, who.owner);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it("refuses another customer and a premium member reading someone's favourites", async () => {
      for (const account of [who.other, who.premium]) {
        const response = await call('GET', `/api/favourites/${who.customer.email}`, account);
        expect(response.statusCode).toBe(403);
      }
    });

    it("lets an admin read a member's favourites", async () => {
      const response = await call('GET', `/api/favourites/${who.customer.email}`, who.admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(2);
    });

    it('answers 400 for a malformed e-mail', async () => {
      expect((await call('GET', '/api/favourites/nobody', who.customer)).statusCode).toBe(400);
    });
  });

  describe('DELETE /api/favourites/delete/{id}', () => {
    let favouriteId: string;

    beforeAll(async () => {
      const [row] = await ctx.app.db
        .select()
        .from(favourites)
        .where(and(eq(favourites.userId, who.customer.id), eq(favourites.biodataId, biodata._id)));
      favouriteId = row!.id;
    });

    const remove = (account: TestAccount | undefined, id = favouriteId) =>
      call('DELETE', `/api/favourites/delete/${id}`, account);

    it('refuses anonymous callers with a 401 and deletes nothing', async () => {
      expect((await remove(undefined)).statusCode).toBe(401);
      expect(await rowsOf(who.customer)).toHaveLength(2);
    });

    it("refuses deleting another member's favourite (admins too) and deletes nothing", async () => {
      for (const account of [who.other, who.premium, who.admin]) {
        const response = await remove(account);
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
      expect(await rowsOf(who.customer)).toHaveLength(2);
    });

    it('deletes one of the caller’s own favourites and answers deletedCount 1', async () => {
      const response = await remove(who.customer);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deletedCount: 1 });
      const rows = await rowsOf(who.customer);
      expect(rows.map((row) => row.biodataId)).toEqual([secondBiodata._id]);
    });

    it('answers 404 for a favourite already deleted and 400 for a malformed id', async () => {
      expect((await remove(who.customer)).statusCode).toBe(404);
      expect((await remove(who.customer, 'abc')).statusCode).toBe(400);
    });

    it('lets the member add the biodata again after deleting it', async () => {
      expect((await add(who.customer, biodata._id)).statusCode).toBe(201);
    });
  });
});
