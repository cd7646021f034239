import { RESET_PASSWORD_PATH } from '@bondhon/shared/constants';
import { eq, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RECENT_SIGN_IN_MS } from '../src/auth/confirm-identity';
import {
  accounts,
  biodatas,
  contactRequests,
  favourites,
  localPaymentIntents,
  mailOutbox,
  paymentIntents,
  payments,
  premiumRequests,
  sessions,
  users,
  verifications,
} from '../src/db/schema';
import { callerFor, insertBiodataRow, insertContactRequest } from './biodata-fixtures';
import {
  makeSuperAdmin,
  PASSWORD,
  sessionCookieOf,
  setStanding,
  signIn,
  signUp,
  type TestAccount,
} from './helpers/accounts';
import { signInFederated, useOidcProvider } from './helpers/federated-sign-in';
import { findInvariantViolations } from './helpers/invariants';
import { useTestApp } from './helpers/test-app';
import { createBiodata, payForContact } from './payment-fixtures';
import { federatedEmailOf } from './support/oidc-provider';

// Each test signs up the members it closes: many sign-ups from one address.
const oidc = useOidcProvider({ AUTH_RATE_LIMIT_PER_IP: '1000' });

describe("closing one's account and downloading one's data", () => {
  const ctx = useTestApp({ env: oidc.env });
  const call = callerFor(ctx);
  let federatedLogins = 0;

  const close = (account: TestAccount | undefined, body: Record<string, unknown>) =>
    call('POST', '/api/users/me/close', account, body);
  const download = (account: TestAccount | undefined) => call('GET', '/api/users/me/data', account);
  const newMember = (name = 'Test member') => signUp(ctx.app, ctx.env, { name });

  /** How many rows of each table hold something of the member's. */
  async function rowsHeldFor(account: { id: string; email: string }) {
    const { db } = ctx.app;
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    return {
      users: await count(db.select().from(users).where(eq(users.id, account.id))),
      sessions: await count(db.select().from(sessions).where(eq(sessions.userId, account.id))),
      accounts: await count(db.select().from(accounts).where(eq(accounts.userId, account.id))),
      verifications: await count(
        db
          .select()
          .from(verifications)
          .where(
            or(eq(verifications.value, account.id), eq(verifications.identifier, account.email)),
          ),
      ),
      biodatas: await count(db.select().from(biodatas).where(eq(biodatas.userId, account.id))),
      favourites: await count(
        db.select().from(favourites).where(eq(favourites.userId, account.id)),
      ),
      contactRequests: await count(
        db.select().from(contactRequests).where(eq(contactRequests.requesterId, account.id)),
      ),
      premiumRequests: await count(
        db.select().from(premiumRequests).where(eq(premiumRequests.userId, account.id)),
      ),
      paymentIntents: await count(
        db.select().from(paymentIntents).where(eq(paymentIntents.userId, account.id)),
      ),
      localPaymentIntents: await count(
        db
          .select()
          .from(localPaymentIntents)
          .where(sql`${localPaymentIntents.metadata} ->> 'userId' = ${account.id}`),
      ),
      payments: await count(db.select().from(payments).where(eq(payments.userId, account.id))),
      mails: await count(
        db.select().from(mailOutbox).where(eq(mailOutbox.recipient, account.email)),
      ),
    };
  }
  const NOTHING_HELD = {
    users: 0,
    sessions: 0,
    accounts: 0,
    verifications: 0,
    biodatas: 0,
    favourites: 0,
    contactRequests: 0,
    premiumRequests: 0,
    paymentIntents: 0,
    localPaymentIntents: 0,
    payments: 0,
    mails: 0,
  };

  /** A member who signs in only through the OpenID Connect provider: their session's cookie. */
  async function newFederatedMember(): Promise<TestAccount> {
    federatedLogins += 1;
    const login = `closing${process.pid}x${federatedLogins}`;
    const cookie = await signInFederated(ctx.app, ctx.env, login);
    const email = federatedEmailOf(login);
    const [user] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error('the federated sign-in made no account');
    return { id: user.id, email, name: user.name, cookie };
  }

  /** Makes the member's sessions look begun `ms` ago (test set-up, not the API under test). */
  async function ageSessions(account: TestAccount, ms: number) {
    await ctx.app.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - ms) })
      .where(eq(sessions.userId, account.id));
  }

  /** The listing's first page as a visitor sees it: its cards' Biodata IDs and the total. */
  async function readListing(): Promise<{ addids: number[]; total: number }> {
    const response = await call('GET', '/api/biodatas/search?type=All&division=All&page=1');
    expect(response.statusCode, response.body).toBe(200);
    const { items, total } = response.json() as { items: { addid: number }[]; total: number };
    return { addids: items.map((card) => card.addid), total };
  }

  describe('POST /api/users/me/close', () => {
    it("with the right password deletes everything of the member's, keeps their payment without them and ends the session", async () => {
      const member = await newMember('Closing Member');
      const ownBiodata = await createBiodata(call, member, { name: 'Closing Member' });
      const other = await newMember('Other Member');
      const othersBiodata = await createBiodata(call, other, {
        name: 'Other Member',
        biodataType: 'Male',
        mobile: '01812345679',
      });
      const buyer = await newMember('Buyer Member');
      // The member favours and buys the other's contact; the other favours the member; a buyer
      // paid for the member's contact.
      const favoured = await call('POST', '/api/favourites', member, {
        userEmail: member.email,
        biodataId: othersBiodata._id,
      });
      expect(favoured.statusCode, favoured.body).toBe(201);
      const favouredBack = await call('POST', '/api/favourites', other, {
        userEmail: other.email,
        biodataId: ownBiodata._id,
      });
      expect(favouredBack.statusCode, favouredBack.body).toBe(201);
      await payForContact(call, member, othersBiodata._id);
      await payForContact(call, buyer, ownBiodata._id);
      const [paid] = await ctx.app.db.select().from(payments).where(eq(payments.userId, member.id));
      expect(paid).toBeDefined();
      const askedPremium = await call('POST', `/api/request-premium/${member.email}`, member, {
        name: 'Closing Member',
        email: member.email,
      });
      expect(askedPremium.statusCode, askedPremium.body).toBe(201);
      // A password-reset link (a verification token and a mail), and a second signed-in browser.
      const reset = await call('POST', '/api/auth/request-password-reset', undefined, {
        email: member.email,
        redirectTo: RESET_PASSWORD_PATH,
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const secondBrowser = await signIn(ctx.app, ctx.env, member.email, PASSWORD);
      expect(secondBrowser.statusCode, secondBrowser.body).toBe(200);
      const secondCookie = sessionCookieOf(secondBrowser.headers['set-cookie']);
      const held = await rowsHeldFor(member);
      for (const [table, rows] of Object.entries(held)) {
        expect(rows, `${table} before closing`).toBeGreaterThan(0);
      }
      // Read once, so the listing's cache holds the member's card and its count.
      const listedBefore = await readListing();
      expect(listedBefore.addids).toContain(ownBiodata.addid);

      const closed = await close(member, { password: PASSWORD });

      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json()).toEqual({ success: true, message: 'Your account is closed.' });
      const cleared = [closed.headers['set-cookie'] ?? []].flat();
      expect(cleared).toContainEqual(expect.stringMatching(/^bondhon\.session_token=; Max-Age=0;/));
      expect(await rowsHeldFor(member)).toEqual(NOTHING_HELD);
      // The payment stays for the accounts, with no payer; so does the gateway's charge.
      const [kept] = await ctx.app.db.select().from(payments).where(eq(payments.id, paid!.id));
      expect(kept).toMatchObject({ userId: null, amount: 500, status: 'succeeded' });
      const [charge] = await ctx.app.db
        .select()
        .from(localPaymentIntents)
        .where(eq(localPaymentIntents.id, paid!.intentId));
      expect(charge?.metadata).toEqual({ biodataId: othersBiodata._id });
      // Others' favourites and requests for the biodata went with it; the buyer's payment stays.
      const othersFavourites = await call('GET', `/api/favourites/${other.email}`, other);
      expect(othersFavourites.json()).toEqual([]);
      const buyersRequests = await call('GET', `/api/parcels?email=${buyer.email}`, buyer);
      expect(buyersRequests.json()).toEqual([]);
      const buyersPayments = await ctx.app.db
        .select()
        .from(payments)
        .where(eq(payments.userId, buyer.id));
      expect(buyersPayments).toEqual([expect.objectContaining({ biodataId: null })]);
      const listedAfter = await readListing();
      expect(listedAfter.addids).not.toContain(ownBiodata.addid);
      expect(listedAfter.total).toBe(listedBefore.total - 1);
      const details = await call('GET', `/api/details/${ownBiodata._id}`, other);
      expect(details.statusCode).toBe(404);
      // Neither browser is signed in any more.
      for (const cookie of [member.cookie, secondCookie]) {
        const after = await download({ ...member, cookie });
        expect(after.statusCode).toBe(401);
      }
      expect(await findInvariantViolations(ctx.app.db)).toEqual({});
    });

    it('lets the e-mail address of a closed account sign up again, as a new account', async () => {
      const member = await newMember();
      const closed = await close(member, { password: PASSWORD });
      expect(closed.statusCode, closed.body).toBe(200);
      const oldPassword = await signIn(ctx.app, ctx.env, member.email, PASSWORD);
      expect(oldPassword.statusCode).toBe(401);

      const again = await signUp(ctx.app, ctx.env, { email: member.email });

      expect(again.id).not.toBe(member.id);
      const data = await download(again);
      expect(data.statusCode, data.body).toBe(200);
      expect(data.json()).toMatchObject({ user: { email: member.email }, biodata: null });
    });

    it('refuses a wrong password with a field error and deletes nothing', async () => {
      const member = await newMember();
      await createBiodata(call, member);
      const before = await rowsHeldFor(member);

      const response = await close(member, { password: 'not the password 42' });

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'FORBIDDEN',
        fieldErrors: { password: ['This password is not right.'] },
      });
      expect(await rowsHeldFor(member)).toEqual(before);
      expect((await download(member)).statusCode).toBe(200);
    });

    it('refuses a missing or empty password with a field error and deletes nothing', async () => {
      const member = await newMember();
      await createBiodata(call, member);
      const before = await rowsHeldFor(member);

      for (const body of [{}, { password: '' }]) {
        const response = await close(member, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          fieldErrors: { password: ['Password is required'] },
        });
      }
      expect(await rowsHeldFor(member)).toEqual(before);
    });

    it('stops taking passwords after too many wrong ones, even the right one', async () => {
      const member = await newMember();
      for (let attempt = 1; attempt <= ctx.env.AUTH_FAILURES_PER_IP_EMAIL; attempt += 1) {
        const wrong = await close(member, { password: `wrong password ${attempt}` });
        expect(wrong.statusCode).toBe(403);
      }

      const response = await close(member, { password: PASSWORD });

      expect(response.statusCode).toBe(429);
      expect(response.json().code).toBe('RATE_LIMITED');
      expect((await rowsHeldFor(member)).users).toBe(1);
    });

    it('refuses the super admin, even with the right password, and keeps the account', async () => {
      const superAdmin = await newMember('Chief Karim');
      await makeSuperAdmin(ctx.app, superAdmin);

      const response = await close(superAdmin, { password: PASSWORD });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT' });
      expect(response.json().message).toMatch(/super admin/);
      expect((await rowsHeldFor(superAdmin)).users).toBe(1);
      expect((await download(superAdmin)).statusCode).toBe(200);
    });

    it('lets an admin who is not the super admin close their account', async () => {
      const admin = await newMember('Admin Rahman');
      await setStanding(ctx.app, admin, { role: 'admin' });

      const response = await close(admin, { password: PASSWORD });

      expect(response.statusCode, response.body).toBe(200);
      expect(await rowsHeldFor(admin)).toEqual(NOTHING_HELD);
    });

    it('refuses signed-out callers with a 401', async () => {
      const response = await close(undefined, { password: PASSWORD });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    });

    it('refuses a close sent from another site, and deletes nothing', async () => {
      const member = await newMember();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/me/close',
        headers: { origin: 'https://evil.example.com', cookie: member.cookie },
        payload: { password: PASSWORD },
      });
      expect(response.statusCode).toBe(403);
      expect((await rowsHeldFor(member)).users).toBe(1);
    });

    it('closes a federated-only account signed in within the last minutes, with no password', async () => {
      const member = await newFederatedMember();
      await createBiodata(call, member, { name: 'Federated Member' });

      const response = await close(member, {});

      expect(response.statusCode, response.body).toBe(200);
      expect(await rowsHeldFor(member)).toEqual(NOTHING_HELD);
      expect((await download(member)).statusCode).toBe(401);
    });

    it('asks a federated-only member whose sign-in is older than that to sign in again', async () => {
      const member = await newFederatedMember();
      await ageSessions(member, RECENT_SIGN_IN_MS + 60_000);

      const response = await close(member, { password: 'a password they never had' });

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'REAUTH_REQUIRED' });
      expect(response.json().message).toMatch(/sign in again/);
      expect((await rowsHeldFor(member)).users).toBe(1);

      // Signing in again is what it takes.
      const fresh = await signInFederated(ctx.app, ctx.env, member.email.split('@')[0]!);
      const closed = await close({ ...member, cookie: fresh }, {});
      expect(closed.statusCode, closed.body).toBe(200);
      expect((await rowsHeldFor(member)).users).toBe(0);
    });
  });

  describe('GET /api/users/me/data', () => {
    it("answers a file of the member's account, biodata, favourites and requests, with no secret and nothing of another member", async () => {
      const member = await newMember('Data Member');
      const ownBiodata = await createBiodata(call, member, { mobile: '01712340001' });
      const other = await newMember('Other Member');
      const othersBiodata = await createBiodata(call, other, {
        biodataType: 'Male',
        mobile: '01712340002',
      });
      await call('POST', '/api/favourites', member, {
        userEmail: member.email,
        biodataId: othersBiodata._id,
      });
      // Approved: its contact is the member's to see; pending: not yet.
      const approved = await insertBiodataRow(ctx.app, { dob: '1995-01-01', name: 'Approved' });
      await insertContactRequest(ctx.app, {
        requesterId: member.id,
        biodataId: approved.id,
        pending: false,
      });
      const pending = await insertBiodataRow(ctx.app, { dob: '1995-01-01', name: 'Pending' });
      await ctx.app.db
        .update(biodatas)
        .set({ mobile: '+8801712340003' })
        .where(eq(biodatas.id, pending.id));
      await insertContactRequest(ctx.app, {
        requesterId: member.id,
        biodataId: pending.id,
        pending: true,
      });

      // The member's own block is in the file; another's block of the member is not.
      const blockedOne = await newMember('Blocked One');
      const blockedBiodata = await createBiodata(call, blockedOne, {
        name: 'Blocked One',
        mobile: '01712340004',
      });
      await call('POST', '/api/blocks', member, { biodataId: blockedBiodata._id });
      const blocker = await newMember('Blocker One');
      await createBiodata(call, blocker, { biodataType: 'Male', mobile: '01712340005' });
      await call('POST', '/api/blocks', blocker, { biodataId: ownBiodata._id });

      const response = await download(member);

      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="bondhon-my-data.json"',
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const data = response.json();
      expect(data.user).toMatchObject({ id: member.id, email: member.email, role: 'customer' });
      expect(data.accounts).toEqual([expect.objectContaining({ providerId: 'credential' })]);
      expect(data.sessions).toHaveLength(1);
      expect(data.biodata).toMatchObject({ _id: ownBiodata._id, mobile: '+8801712340001' });
      expect(data.favourites).toEqual([expect.objectContaining({ biodataId: othersBiodata._id })]);
      const requests = data.contactRequests as { parcelId: string; mobile?: string }[];
      expect(requests.find((request) => request.parcelId === approved.id)?.mobile).toBe(
        '+8801812345678',
      );
      expect(requests.find((request) => request.parcelId === pending.id)).not.toHaveProperty(
        'mobile',
      );
      expect(data.payments).toHaveLength(2);
      expect(data.blocks).toEqual([
        {
          id: expect.any(String),
          blockedAt: expect.any(String),
          biodata: { addid: blockedBiodata.addid, name: 'Blocked One' },
        },
      ]);

      const [credential] = await ctx.app.db
        .select()
        .from(accounts)
        .where(eq(accounts.userId, member.id));
      const tokens = await ctx.app.db
        .select({ token: sessions.token })
        .from(sessions)
        .where(eq(sessions.userId, member.id));
      const secrets = [credential!.password!, ...tokens.map(({ token }) => token)];
      const othersData = [other.email, blockedOne.email, blocker.email, '1712340002', '1712340003'];
      for (const text of [...secrets, ...othersData]) {
        expect(response.body).not.toContain(text);
      }
      expect(response.body).not.toMatch(/"(password|token|accessToken|refreshToken|idToken)"/);
    });

    it('refuses signed-out callers with a 401', async () => {
      const response = await download(undefined);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    });
  });
});
