import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { premiumRequests, users } from '../src/db/schema';
import { callerFor } from './biodata-fixtures';
import { setStanding, signUp, type TestAccount } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';
import { createBiodata } from './payment-fixtures';

describe('premium requests', () => {
  // Each test signs up the members it changes: many sign-ups from one address.
  const ctx = useTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  const call = callerFor(ctx);
  // Callers whose own standing no test changes; each test that asks for premium signs up the
  // member who asks, so no test reads a request another test made.
  const who = {} as Record<'customer' | 'premium' | 'admin' | 'owner', TestAccount>;
  let ownerBiodata: { _id: string; addid: number };

  beforeAll(async () => {
    for (const name of ['customer', 'premium', 'admin', 'owner'] as const) {
      who[name] = await signUp(ctx.app, ctx.env, { name: `Test ${name}` });
    }
    await setStanding(ctx.app, who.premium, { person: 'premium' });
    await setStanding(ctx.app, who.admin, { role: 'admin' });
    ownerBiodata = await createBiodata(call, who.owner, {
      name: 'Sadia Islam',
      mobile: '01712345678',
    });
  });

  /** A new member, with a biodata of their own under `biodataName` when one is given. */
  async function newMember({ name = 'Test Member', biodataName = '' } = {}) {
    const account = await signUp(ctx.app, ctx.env, { name });
    const biodata = biodataName ? await createBiodata(call, account, { name: biodataName }) : null;
    return { account, biodata };
  }

  const ask = (
    account: TestAccount | undefined,
    email: string,
    body: Record<string, unknown> = {},
  ) => call('POST', `/api/request-premium/${email}`, account, { name: 'Someone', email, ...body });

  const approve = (account: TestAccount | undefined, email: string) =>
    call('PUT', `/api/makePremeum/update/${email}`, account);

  /** The member asks for premium (201), as the test's arrangement. */
  async function askAsArranged(account: TestAccount) {
    const response = await ask(account, account.email);
    expect(response.statusCode, response.body).toBe(201);
  }

  /** The member asks for premium and an admin approves it, as the test's arrangement. */
  async function askAndApprove(account: TestAccount) {
    await askAsArranged(account);
    const response = await approve(who.admin, account.email);
    expect(response.statusCode, response.body).toBe(200);
  }

  const requestsOf = (account: TestAccount) =>
    ctx.app.db.select().from(premiumRequests).where(eq(premiumRequests.userId, account.id));

  const personOf = async (account: TestAccount) => {
    const [user] = await ctx.app.db
      .select({ person: users.person })
      .from(users)
      .where(eq(users.id, account.id));
    return user?.person;
  };

  const listRequests = async () => {
    const response = await call('GET', '/api/request-premium', who.admin);
    expect(response.statusCode).toBe(200);
    return response.json() as { email: string; pending: boolean; person: string }[];
  };

  describe('POST /api/request-premium/{email}', () => {
    it('refuses anonymous callers with a 401', async () => {
      const { account } = await newMember();
      expect((await ask(undefined, account.email)).statusCode).toBe(401);
      expect(await requestsOf(account)).toHaveLength(0);
    });

    it('refuses asking in the name of another member, by path or by body', async () => {
      const { account: member } = await newMember();
      const { account: other } = await newMember();
      expect((await ask(other, member.email)).statusCode).toBe(403);
      const byBody = await call('POST', `/api/request-premium/${other.email}`, other, {
        email: member.email,
      });
      expect(byBody.statusCode).toBe(403);
      // Admins ask only for themselves too.
      expect((await ask(who.admin, member.email)).statusCode).toBe(403);
      expect(await requestsOf(member)).toHaveLength(0);
      expect(await requestsOf(other)).toHaveLength(0);
    });

    it('answers 400 with the field at fault for bad input', async () => {
      const { account } = await newMember();
      const response = await call('POST', `/api/request-premium/${account.email}`, account, {
        email: account.email,
        id: 'not-an-id',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty('id');
      const badPath = await call('POST', '/api/request-premium/nobody', account, {
        email: account.email,
      });
      expect(badPath.statusCode).toBe(400);
      expect(await requestsOf(account)).toHaveLength(0);
    });

    it("sends a pending request for the caller's own biodata: 201 'Premium request sent!'", async () => {
      const { account, biodata } = await newMember({ biodataName: 'Nusrat Jahan' });
      // The body's id is not trusted: the request points at the caller's own biodata.
      const response = await ask(account, account.email, { id: ownerBiodata._id });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ success: true, message: 'Premium request sent!' });
      const rows = await requestsOf(account);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ pending: true, biodataId: biodata?._id });
    });

    it("answers 'Already requested!' while one is pending, without a second row", async () => {
      const { account } = await newMember({ biodataName: 'Nusrat Jahan' });
      await askAsArranged(account);

      const response = await ask(account, account.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: false, message: 'Already requested!' });
      expect(await requestsOf(account)).toHaveLength(1);
    });

    it('keeps one pending request when the same member asks several times at once', async () => {
      const { account: racer } = await newMember({ name: 'Test racer' });
      const responses = await Promise.all(Array.from({ length: 4 }, () => ask(racer, racer.email)));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 201]);
      const rows = await requestsOf(racer);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ pending: true, biodataId: null });
    });

    it("accepts the body's id as a Biodata ID number or a biodata _id (spec §7), never trusting it", async () => {
      for (const id of [ownerBiodata.addid, String(ownerBiodata.addid), ownerBiodata._id]) {
        const { account: member, biodata: own } = await newMember({
          name: 'Spec Client Member',
          biodataName: 'Nusrat Jahan',
        });
        const response = await ask(member, member.email, { id });
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()).toEqual({ success: true, message: 'Premium request sent!' });
        expect(await requestsOf(member)).toEqual([
          expect.objectContaining({ pending: true, biodataId: own?._id }),
        ]);
      }
    });

    it("answers 'You are already premium.' to a premium member and records nothing", async () => {
      const response = await ask(who.premium, who.premium.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: false, message: 'You are already premium.' });
      expect(await requestsOf(who.premium)).toHaveLength(0);
    });

    it("answers 'You are already premium.' to a member asking again after approval", async () => {
      const { account } = await newMember({ biodataName: 'Nusrat Jahan' });
      await askAndApprove(account);

      const response = await ask(account, account.email);
      expect(response.json()).toEqual({ success: false, message: 'You are already premium.' });
      expect(await requestsOf(account)).toHaveLength(1);
    });
  });

  describe('GET /api/stutas/{email} premiumRequestPending', () => {
    const statusOf = async (account: TestAccount) => {
      const response = await call('GET', `/api/stutas/${account.email}`, account);
      expect(response.statusCode).toBe(200);
      return response.json();
    };

    it('says no request is pending for a member who never asked', async () => {
      const { account } = await newMember({ biodataName: 'Nusrat Jahan' });
      expect(await statusOf(account)).toEqual({
        person: 'normal',
        role: 'customer',
        premiumRequestPending: false,
      });
    });

    it('says a request is pending after the member asks, and not once an admin approves it', async () => {
      const { account } = await newMember({ biodataName: 'Nusrat Jahan' });
      await askAsArranged(account);
      expect(await statusOf(account)).toEqual({
        person: 'normal',
        role: 'customer',
        premiumRequestPending: true,
      });

      expect((await approve(who.admin, account.email)).statusCode).toBe(200);
      expect(await statusOf(account)).toEqual({
        person: 'premium',
        role: 'customer',
        premiumRequestPending: false,
      });
    });

    it('says no request is pending once an admin makes the member premium from Manage Users', async () => {
      const { account } = await newMember();
      await askAsArranged(account);
      const made = await call('PUT', `/api/users/premium/${account.id}`, who.admin, {
        person: 'premium',
      });
      expect(made.statusCode).toBe(200);

      expect(await statusOf(account)).toMatchObject({
        person: 'premium',
        premiumRequestPending: false,
      });
    });

    it("tells an admin whether a member's request is pending", async () => {
      const { account } = await newMember();
      await askAsArranged(account);
      const response = await call('GET', `/api/stutas/${account.email}`, who.admin);
      expect(response.json()).toMatchObject({ premiumRequestPending: true });
    });
  });

  describe('GET /api/request-premium', () => {
    it('refuses anonymous callers, customers and premium members', async () => {
      expect((await call('GET', '/api/request-premium')).statusCode).toBe(401);
      for (const account of [who.customer, who.premium]) {
        expect((await call('GET', '/api/request-premium', account)).statusCode).toBe(403);
      }
    });

    it('lists the requests for admins with name, Biodata ID, person status and e-mail', async () => {
      const { account: member, biodata } = await newMember({ biodataName: 'Nusrat Jahan' });
      const { account: withoutBiodata } = await newMember({ name: 'Test racer' });
      await askAsArranged(member);
      await askAsArranged(withoutBiodata);

      const list = await listRequests();
      expect(list.find((item) => item.email === member.email)).toEqual({
        _id: expect.any(String),
        name: 'Nusrat Jahan',
        email: member.email,
        id: biodata?._id,
        addid: biodata?.addid,
        person: 'normal',
        pending: true,
        createdAt: expect.any(String),
      });
      // A member without a biodata is listed under their account name.
      expect(list.find((item) => item.email === withoutBiodata.email)).toMatchObject({
        name: 'Test racer',
        id: null,
        addid: null,
      });
    });

    it('lists pending requests before decided ones', async () => {
      const { account: decided } = await newMember();
      const { account: waiting } = await newMember();
      await askAndApprove(decided);
      await askAsArranged(waiting);

      const list = await listRequests();
      const pendingFlags = list.map((item) => item.pending);
      expect(pendingFlags).toEqual([...pendingFlags].sort((a, b) => Number(b) - Number(a)));
      const indexOf = (account: TestAccount) =>
        list.findIndex((item) => item.email === account.email);
      expect(indexOf(waiting)).toBeGreaterThanOrEqual(0);
      expect(indexOf(waiting)).toBeLessThan(indexOf(decided));
    });
  });

  describe('PUT /api/makePremeum/update/{email}', () => {
    it('refuses anonymous callers, customers and premium members, changing nothing', async () => {
      const { account } = await newMember({ biodataName: 'Nusrat Jahan' });
      await askAsArranged(account);

      expect((await approve(undefined, account.email)).statusCode).toBe(401);
      for (const caller of [account, who.customer, who.premium]) {
        expect((await approve(caller, account.email)).statusCode).toBe(403);
      }
      expect(await personOf(account)).toBe('normal');
      expect((await requestsOf(account))[0]?.pending).toBe(true);
    });

    it('answers 404 for an unknown member and 400 for a malformed e-mail', async () => {
      expect((await approve(who.admin, 'nobody@example.com')).statusCode).toBe(404);
      expect((await approve(who.admin, 'nobody')).statusCode).toBe(400);
    });

    it('makes the member premium and closes their request; doing it again is harmless', async () => {
      const { account } = await newMember({ biodataName: 'Nusrat Jahan' });
      await askAsArranged(account);

      const response = await approve(who.admin, account.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: expect.stringMatching(/premium/) });
      expect(await personOf(account)).toBe('premium');
      const [request] = await requestsOf(account);
      expect(request).toMatchObject({ pending: false, decidedBy: who.admin.id });
      expect(request?.decidedAt).toBeInstanceOf(Date);

      const again = await approve(who.admin, account.email);
      expect(again.statusCode).toBe(200);
      expect(await requestsOf(account)).toHaveLength(1);
    });

    it('shows the approved request as decided and the member as premium', async () => {
      const { account } = await newMember({ biodataName: 'Nusrat Jahan' });
      await askAndApprove(account);

      const list = await listRequests();
      expect(list.find((item) => item.email === account.email)).toMatchObject({
        pending: false,
        person: 'premium',
      });
    });

    it('lets the new premium member see contact details everywhere', async () => {
      const { account } = await newMember({ biodataName: 'Nusrat Jahan' });
      const before = await call('GET', `/api/details/${ownerBiodata._id}`, account);
      expect(before.json()).not.toHaveProperty('mobile');
      await askAndApprove(account);

      const response = await call('GET', `/api/details/${ownerBiodata._id}`, account);
      expect(response.json()).toMatchObject({
        mobile: '+8801712345678',
        contactEmail: who.owner.email,
      });
    });
  });
});
