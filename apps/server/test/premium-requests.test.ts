import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { premiumRequests, users } from '../src/db/schema';
import { callerFor } from './biodata-fixtures';
import { setStanding, signUp, type TestAccount } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';
import { createBiodata } from './payment-fixtures';

type Who = 'customer' | 'other' | 'premium' | 'admin' | 'owner' | 'racer';

describe('premium requests', () => {
  const ctx = useTestApp();
  const call = callerFor(ctx);
  const who = {} as Record<Who, TestAccount>;
  let customerBiodata: { _id: string; addid: number };
  let ownerBiodata: { _id: string; addid: number };

  beforeAll(async () => {
    for (const name of ['customer', 'other', 'premium', 'admin', 'owner', 'racer'] as const) {
      who[name] = await signUp(ctx.app, ctx.env, { name: `Test ${name}` });
    }
    await setStanding(ctx.app, who.premium, { person: 'premium' });
    await setStanding(ctx.app, who.admin, { role: 'admin' });
    customerBiodata = await createBiodata(call, who.customer, { name: 'Nusrat Jahan' });
    ownerBiodata = await createBiodata(call, who.owner, {
      name: 'Sadia Islam',
      mobile: '01712345678',
    });
  });

  const ask = (
    account: TestAccount | undefined,
    email: string,
    body: Record<string, unknown> = {},
  ) => call('POST', `/api/request-premium/${email}`, account, { name: 'Someone', email, ...body });

  const requestsOf = (account: TestAccount) =>
    ctx.app.db.select().from(premiumRequests).where(eq(premiumRequests.userId, account.id));

  const personOf = async (account: TestAccount) => {
    const [user] = await ctx.app.db
      .select({ person: users.person })
      .from(users)
      .where(eq(users.id, account.id));
    return user?.person;
  };

  describe('POST /api/request-premium/{email}', () => {
    it('refuses anonymous callers with a 401', async () => {
      expect((await ask(undefined, who.customer.email)).statusCode).toBe(401);
      expect(await requestsOf(who.customer)).toHaveLength(0);
    });

    it('refuses asking in the name of another member, by path or by body', async () => {
      expect((await ask(who.other, who.customer.email)).statusCode).toBe(403);
      const byBody = await call('POST', `/api/request-premium/${who.other.email}`, who.other, {
        email: who.customer.email,
      });
      expect(byBody.statusCode).toBe(403);
      // Admins ask only for themselves too.
      expect((await ask(who.admin, who.customer.email)).statusCode).toBe(403);
      expect(await requestsOf(who.customer)).toHaveLength(0);
      expect(await requestsOf(who.other)).toHaveLength(0);
    });

    it('answers 400 with the field at fault for bad input', async () => {
      const response = await call(
        'POST',
        `/api/request-premium/${who.customer.email}`,
        who.customer,
        {
          email: who.customer.email,
          id: 'not-an-id',
        },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty('id');
      const badPath = await call('POST', '/api/request-premium/nobody', who.customer, {
        email: who.customer.email,
      });
      expect(badPath.statusCode).toBe(400);
    });

    it("sends a pending request for the caller's own biodata: 201 'Premium request sent!'", async () => {
      // The body's id is not trusted: the request points at the caller's own biodata.
      const response = await ask(who.customer, who.customer.email, { id: ownerBiodata._id });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ success: true, message: 'Premium request sent!' });
      const rows = await requestsOf(who.customer);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ pending: true, biodataId: customerBiodata._id });
    });

    it("answers 'Already requested!' while one is pending, without a second row", async () => {
      const response = await ask(who.customer, who.customer.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: false, message: 'Already requested!' });
      expect(await requestsOf(who.customer)).toHaveLength(1);
    });

    it('keeps one pending request when the same member asks several times at once', async () => {
      const responses = await Promise.all(
        Array.from({ length: 4 }, () => ask(who.racer, who.racer.email)),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 201]);
      const rows = await requestsOf(who.racer);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ pending: true, biodataId: null });
    });

    it("accepts the body's id as a Biodata ID number or a biodata _id (spec §7), never trusting it", async () => {
      for (const id of [ownerBiodata.addid, String(ownerBiodata.addid), ownerBiodata._id]) {
        const member = await signUp(ctx.app, ctx.env, { name: 'Spec Client Member' });
        // The admins' list is asserted on below: this test's requests go when it ends.
        onTestFinished(async () => {
          await ctx.app.db.delete(premiumRequests).where(eq(premiumRequests.userId, member.id));
        });
        const own = await createBiodata(call, member);
        const response = await ask(member, member.email, { id });
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()).toEqual({ success: true, message: 'Premium request sent!' });
        expect(await requestsOf(member)).toEqual([
          expect.objectContaining({ pending: true, biodataId: own._id }),
        ]);
      }
    });

    it("answers 'You are already premium.' to a premium member and records nothing", async () => {
      const response = await ask(who.premium, who.premium.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: false, message: 'You are already premium.' });
      expect(await requestsOf(who.premium)).toHaveLength(0);
    });
  });

  describe('GET /api/request-premium', () => {
    it('refuses anonymous callers, customers and premium members', async () => {
      expect((await call('GET', '/api/request-premium')).statusCode).toBe(401);
      for (const account of [who.customer, who.other, who.premium]) {
        expect((await call('GET', '/api/request-premium', account)).statusCode).toBe(403);
      }
    });

    it('lists the requests for admins with name, Biodata ID, person status and e-mail', async () => {
      const response = await call('GET', '/api/request-premium', who.admin);
      expect(response.statusCode).toBe(200);
      const list = response.json() as { email: string }[];
      expect(list).toHaveLength(2);
      expect(list.find((item) => item.email === who.customer.email)).toEqual({
        _id: expect.any(String),
        name: 'Nusrat Jahan',
        email: who.customer.email,
        id: customerBiodata._id,
        addid: customerBiodata.addid,
        person: 'normal',
        pending: true,
        createdAt: expect.any(String),
      });
      // A member without a biodata is listed under their account name.
      expect(list.find((item) => item.email === who.racer.email)).toMatchObject({
        name: 'Test racer',
        id: null,
        addid: null,
      });
    });
  });

  describe('PUT /api/makePremeum/update/{email}', () => {
    const approve = (account: TestAccount | undefined, email = who.customer.email) =>
      call('PUT', `/api/makePremeum/update/${email}`, account);

    it('refuses anonymous callers, customers and premium members, changing nothing', async () => {
      expect((await approve(undefined)).statusCode).toBe(401);
      for (const account of [who.customer, who.other, who.premium]) {
        expect((await approve(account)).statusCode).toBe(403);
      }
      expect(await personOf(who.customer)).toBe('normal');
      expect((await requestsOf(who.customer))[0]?.pending).toBe(true);
    });

    it('answers 404 for an unknown member and 400 for a malformed e-mail', async () => {
      expect((await approve(who.admin, 'nobody@example.com')).statusCode).toBe(404);
      expect((await approve(who.admin, 'nobody')).statusCode).toBe(400);
    });

    it('makes the member premium and closes their request; doing it again is harmless', async () => {
      const response = await approve(who.admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: expect.stringMatching(/premium/) });
      expect(await personOf(who.customer)).toBe('premium');
      const [request] = await requestsOf(who.customer);
      expect(request).toMatchObject({ pending: false, decidedBy: who.admin.id });
      expect(request?.decidedAt).toBeInstanceOf(Date);

      const again = await approve(who.admin);
      expect(again.statusCode).toBe(200);
      expect(await requestsOf(who.customer)).toHaveLength(1);
    });

    it('shows the approved request as decided and the member as premium', async () => {
      const list = (await call('GET', '/api/request-premium', who.admin)).json() as {
        email: string;
        pending: boolean;
        person: string;
      }[];
      expect(list.map((item) => item.pending)).toEqual([true, false]);
      expect(list.find((item) => item.email === who.customer.email)).toMatchObject({
        pending: false,
        person: 'premium',
      });
    });

    it('lets the new premium member see contact details everywhere', async () => {
      const response = await call('GET', `/api/details/${ownerBiodata._id}`, who.customer);
      expect(response.json()).toMatchObject({
        mobile: '+8801712345678',
        contactEmail: who.owner.email,
      });
    });

    it("answers 'You are already premium.' to a member asking again after approval", async () => {
      const response = await ask(who.customer, who.customer.email);
      expect(response.json()).toEqual({ success: false, message: 'You are already premium.' });
    });
  });
});
