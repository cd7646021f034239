import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  biodataDeletions,
  biodatas,
  contactRequests,
  favourites,
  localPaymentIntents,
  payments,
  sessions,
} from '../src/db/schema';
import { AppError } from '../src/lib/app-error';
import { LocalPaymentGateway } from '../src/payments/local-gateway';
import type { PaymentGateway } from '../src/payments/payment-gateway';
import { deleteOwnBiodata } from '../src/services/biodatas/delete-own-biodata';
import { reconcileContactPayments } from '../src/services/contact-payments/reconcile-contact-payments';
import { RECENT_SIGN_IN_MS } from '../src/auth/confirm-identity';
import { callerFor } from './biodata-fixtures';
import { PASSWORD, setStanding, signUp, type TestAccount } from './helpers/accounts';
import { findInvariantViolations } from './helpers/invariants';
import { readMail, useSmtpCapture } from './helpers/smtp-capture';
import { useTestApp } from './helpers/test-app';
import { createBiodata, payForContact } from './payment-fixtures';

const smtp = useSmtpCapture({
  PUBLIC_URL: 'http://bondhon.example',
  // Each test signs up the members it needs, and a few wrong passwords are tried.
  AUTH_RATE_LIMIT_PER_IP: '1000',
});

describe("deleting one's own biodata (issue 21)", () => {
  const ctx = useTestApp({ env: smtp.env });
  const call = callerFor(ctx);
  let admin: TestAccount;

  beforeAll(async () => {
    admin = await signUp(ctx.app, ctx.env, { name: 'Deletion Admin' });
    await setStanding(ctx.app, admin, { role: 'admin' });
  });

  /** A new member with a biodata under `name`. */
  async function member(name: string, overrides: Record<string, unknown> = {}) {
    const account = await signUp(ctx.app, ctx.env, { name });
    const biodata = await createBiodata(call, account, { name, ...overrides });
    return { account, biodata };
  }
  const deleteBiodata = (account: TestAccount | undefined, body: Record<string, unknown>) =>
    call('POST', '/api/biodata-deletion', account, { password: PASSWORD, ...body });
  const biodataExists = async (id: string) =>
    (await ctx.app.db.select({ id: biodatas.id }).from(biodatas).where(eq(biodatas.id, id)))
      .length === 1;
  const recordOf = async (addid: number) =>
    (
      await ctx.app.db
        .select()
        .from(biodataDeletions)
        .where(eq(biodataDeletions.deletedAddid, addid))
    )[0];
  const notificationsOf = async (account: TestAccount) => {
    const response = await call('GET', '/api/notifications', account);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { items: { kind: string; biodataAddid: number | null }[] }).items;
  };
  const mailsTo = async (email: string) => {
    await ctx.app.mail.deliverDue();
    return Promise.all(
      smtp.received.filter((mail) => mail.to.includes(email)).map((mail) => readMail(mail)),
    );
  };
  const stories = async () => {
    const response = await call('GET', '/api/success-stories');
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      id: string;
      partners: { firstName: string; words: string | null }[];
      month: string;
    }[];
  };

  describe('the call', () => {
    it.each([
      { reason: 'marriedThroughBondhon' },
      { reason: 'marriedElsewhere' },
      { reason: 'noLongerLooking' },
      { reason: 'other', details: '  Moving abroad for work.  ' },
    ])(
      'deletes the caller’s biodata for $reason, keeps the account and records the reason',
      async (body) => {
        const { account, biodata } = await member('Rokeya Sultana');
        const response = await deleteBiodata(account, body);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ deletedAddid: biodata.addid, isStoryShown: false });

        // The member's own view: no biodata, the account still theirs.
        const own = await call('GET', `/api/thearData/${account.email}`, account);
        expect(own.json()).toEqual({ message: 'No biodata found' });
        const status = await call('GET', `/api/stutas/${account.email}`, account);
        expect(status.statusCode).toBe(200);
        // Nobody else finds it.
        expect((await call('GET', `/api/details/${biodata._id}`, admin)).statusCode).toBe(404);
        expect(await recordOf(biodata.addid)).toMatchObject({
          reason: body.reason,
          details: body.reason === 'other' ? 'Moving abroad for work.' : null,
          spouseAddid: null,
          sharesStory: false,
          firstName: null,
          story: null,
        });
      },
    );

    it.each([
      ['no reason', {}, 'reason'],
      ['a reason not in the list', { reason: 'divorced' }, 'reason'],
      ['"other" without words', { reason: 'other' }, 'details'],
      ['"other" with only spaces', { reason: 'other', details: '   ' }, 'details'],
      ['"other" past 500 characters', { reason: 'other', details: 'x'.repeat(501) }, 'details'],
      ['words for another reason', { reason: 'noLongerLooking', details: 'Tired.' }, 'details'],
      [
        'a spouse when married elsewhere',
        { reason: 'marriedElsewhere', spouseAddid: 12 },
        'spouseAddid',
      ],
      [
        'consent when married elsewhere',
        { reason: 'marriedElsewhere', sharesStory: true },
        'sharesStory',
      ],
      [
        'a story when no longer looking',
        { reason: 'noLongerLooking', story: 'We met here.' },
        'story',
      ],
      [
        'a Biodata ID as text',
        { reason: 'marriedThroughBondhon', spouseAddid: '12' },
        'spouseAddid',
      ],
      [
        'a fractional Biodata ID',
        { reason: 'marriedThroughBondhon', spouseAddid: 1.5 },
        'spouseAddid',
      ],
      ['Biodata ID 0', { reason: 'marriedThroughBondhon', spouseAddid: 0 }, 'spouseAddid'],
      [
        'a Biodata ID past 2^31',
        { reason: 'marriedThroughBondhon', spouseAddid: 2 ** 31 },
        'spouseAddid',
      ],
      [
        'a story without consent',
        { reason: 'marriedThroughBondhon', story: 'No consent.' },
        'story',
      ],
      [
        'a story past 400 characters',
        { reason: 'marriedThroughBondhon', sharesStory: true, story: 'x'.repeat(401) },
        'story',
      ],
      [
        'consent that is not true/false',
        { reason: 'marriedThroughBondhon', sharesStory: 'yes' },
        'sharesStory',
      ],
      ['a biodata named', { reason: 'noLongerLooking', biodataId: 'someone-else' }, 'body'],
    ])('refuses %s with a field error, deleting nothing', async (_what, body, field) => {
      const { account, biodata } = await member('Bad Input');
      const response = await deleteBiodata(account, body);
      expect(response.statusCode, response.body).toBe(400);
      const answer = response.json() as { code: string; fieldErrors: Record<string, string[]> };
      expect(answer.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(answer.fieldErrors)).toContain(field);
      expect(await biodataExists(biodata._id)).toBe(true);
    });

    it('refuses the caller’s own Biodata ID and one no biodata has as the spouse’s', async () => {
      const { account, biodata } = await member('Spouse Check');
      const own = await deleteBiodata(account, {
        reason: 'marriedThroughBondhon',
        spouseAddid: biodata.addid,
      });
      expect(own.statusCode, own.body).toBe(400);
      expect(own.json().fieldErrors).toEqual({
        spouseAddid: ['This is your own Biodata ID: enter your spouse’s'],
      });
      const unknown = await deleteBiodata(account, {
        reason: 'marriedThroughBondhon',
        spouseAddid: 2_000_000_000,
      });
      expect(unknown.statusCode, unknown.body).toBe(400);
      expect(unknown.json().fieldErrors).toEqual({
        spouseAddid: ['No biodata has this Biodata ID'],
      });
      expect(await biodataExists(biodata._id)).toBe(true);
      expect(await recordOf(biodata.addid)).toBeUndefined();
    });

    it('asks for the password: 400 without it, 403 when wrong, and deletes nothing', async () => {
      const { account, biodata } = await member('Password Check');
      const missing = await call('POST', '/api/biodata-deletion', account, {
        reason: 'noLongerLooking',
      });
      expect(missing.statusCode, missing.body).toBe(400);
      expect(Object.keys(missing.json().fieldErrors)).toEqual(['password']);
      const wrong = await deleteBiodata(account, {
        reason: 'noLongerLooking',
        password: 'not my password',
      });
      expect(wrong.statusCode, wrong.body).toBe(403);
      expect(Object.keys(wrong.json().fieldErrors)).toEqual(['password']);
      expect(await biodataExists(biodata._id)).toBe(true);
    });

    it('takes a recent sign-in from a member without a password, and not an old one', async () => {
      const { account, biodata } = await member('Google Member');
      // As a member who signs in only through Google is: no password (test set-up).
      await ctx.app.db
        .update(accounts)
        .set({ password: null })
        .where(eq(accounts.userId, account.id));
      const age = (ms: number) =>
        ctx.app.db
          .update(sessions)
          .set({ createdAt: new Date(Date.now() - ms) })
          .where(eq(sessions.userId, account.id));
      await age(RECENT_SIGN_IN_MS + 60_000);
      const stale = await call('POST', '/api/biodata-deletion', account, {
        reason: 'noLongerLooking',
      });
      expect(stale.statusCode, stale.body).toBe(403);
      expect(stale.json().code).toBe('REAUTH_REQUIRED');
      expect(await biodataExists(biodata._id)).toBe(true);

      await age(60_000);
      const recent = await call('POST', '/api/biodata-deletion', account, {
        reason: 'noLongerLooking',
      });
      expect(recent.statusCode, recent.body).toBe(200);
      expect(await biodataExists(biodata._id)).toBe(false);
    });

    it('deletes only the caller’s own: 404 without a biodata, 401 signed out', async () => {
      const { biodata: othersBiodata } = await member('Untouched Member');
      const without = await signUp(ctx.app, ctx.env, { name: 'No Biodata' });
      const noBiodata = await deleteBiodata(without, { reason: 'noLongerLooking' });
      expect(noBiodata.statusCode, noBiodata.body).toBe(404);
      // An admin has no say over others' biodatas here either: theirs, or nothing.
      expect((await deleteBiodata(admin, { reason: 'noLongerLooking' })).statusCode).toBe(404);
      expect(
        (await call('POST', '/api/biodata-deletion', undefined, { reason: 'noLongerLooking' }))
          .statusCode,
      ).toBe(401);
      expect(await biodataExists(othersBiodata._id)).toBe(true);
    });
  });

  describe('what follows from it, in one transaction', () => {
    it('removes favourites and pending requests, refunds and tells their members; approved requests go with it', async () => {
      const { account: owner, biodata } = await member('Nasima Akter', { mobile: '01712345670' });
      const fan = await signUp(ctx.app, ctx.env, { name: 'Fan Member' });
      const pendingRequester = await signUp(ctx.app, ctx.env, { name: 'Pending Requester' });
      const approvedRequester = await signUp(ctx.app, ctx.env, { name: 'Approved Requester' });
      const favoured = await call('POST', '/api/favourites', fan, {
        userEmail: fan.email,
        biodataId: biodata._id,
      });
      expect(favoured.statusCode, favoured.body).toBe(201);
      await payForContact(call, pendingRequester, biodata._id);
      const approvedId = await payForContact(call, approvedRequester, biodata._id);
      const approved = await call('PUT', `/api/updateParcel/${approvedId}`, admin, {
        email: approvedRequester.email,
      });
      expect(approved.statusCode, approved.body).toBe(200);
      const paymentOf = async (account: TestAccount) =>
        (await ctx.app.db.select().from(payments).where(eq(payments.userId, account.id)))[0]!;
      const pendingPayment = await paymentOf(pendingRequester);
      await ctx.app.mail.deliverDue();
      smtp.received.length = 0;

      const response = await deleteBiodata(owner, { reason: 'marriedElsewhere' });
      expect(response.statusCode, response.body).toBe(200);

      // The fan: the favourite gone, told in the app and by mail.
      const fanList = await call('GET', `/api/favourites/${fan.email}`, fan);
      expect(fanList.json()).toEqual([]);
      expect(await notificationsOf(fan)).toEqual([
        expect.objectContaining({ kind: 'favouriteBiodataDeleted', biodataAddid: biodata.addid }),
      ]);
      const [fanMail] = await mailsTo(fan.email);
      expect(fanMail?.subject).toBe('A biodata in your favourites was deleted');
      expect(fanMail?.text).toContain(`Biodata ID ${biodata.addid}`);

      // The pending requester: request closed, payment refunded at the gateway, told.
      const pendingList = await call(
        'GET',
        `/api/parcels?email=${pendingRequester.email}`,
        pendingRequester,
      );
      expect(pendingList.json()).toEqual([]);
      expect(await paymentOf(pendingRequester)).toMatchObject({
        status: 'refunded',
        refundId: expect.stringMatching(/^re_/),
        biodataId: null,
      });
      const [intent] = await ctx.app.db
        .select()
        .from(localPaymentIntents)
        .where(eq(localPaymentIntents.id, pendingPayment.intentId));
      expect(intent?.refundId).toMatch(/^re_/);
      expect(await notificationsOf(pendingRequester)).toContainEqual(
        expect.objectContaining({ kind: 'contactRequestWithdrawn', biodataAddid: biodata.addid }),
      );
      const [withdrawnMail] = await mailsTo(pendingRequester.email);
      expect(withdrawnMail?.subject).toBe('Your contact request was withdrawn and refunded');

      // The approved requester had what they paid for: the request goes, the payment stays.
      const approvedRows = await ctx.app.db
        .select()
        .from(contactRequests)
        .where(eq(contactRequests.requesterId, approvedRequester.id));
      expect(approvedRows).toEqual([]);
      expect(await paymentOf(approvedRequester)).toMatchObject({
        status: 'succeeded',
        refundId: null,
      });
      expect(
        (await notificationsOf(approvedRequester)).map((notification) => notification.kind),
      ).not.toContain('contactRequestWithdrawn');
      expect(await findInvariantViolations(ctx.app.db)).toEqual({});
    });

    it('leaves a refund the gateway cannot make now to the reconciler, which makes it', async () => {
      const { account: owner, biodata } = await member('Gateway Down', { mobile: '01712345671' });
      const requester = await signUp(ctx.app, ctx.env, { name: 'Waiting Requester' });
      await payForContact(call, requester, biodata._id);
      const local = new LocalPaymentGateway(ctx.app.db);
      // The gateway cannot be reached for refunds (as Stripe during an outage).
      const down: PaymentGateway = Object.assign(Object.create(local) as PaymentGateway, {
        refund: () => Promise.reject(AppError.unavailable()),
      });
      const deleted = await deleteOwnBiodata({
        db: ctx.app.db,
        gateway: down,
        caller: {
          id: owner.id,
          email: owner.email,
          name: owner.name,
          image: null,
          role: 'customer',
          person: 'normal',
          emailVerified: false,
          twoFactorEnabled: false,
          isAdminAwaitingTwoFactor: false,
        },
        input: { reason: 'noLongerLooking' },
      });
      expect(deleted).toMatchObject({ deletedAddid: biodata.addid, refundsDue: 1 });
      const paymentOf = async () =>
        (await ctx.app.db.select().from(payments).where(eq(payments.userId, requester.id)))[0]!;
      expect((await paymentOf()).status).toBe('refund_due');

      const reconciled = await reconcileContactPayments({ db: ctx.app.db, gateway: local });
      expect(reconciled.refunded).toBeGreaterThanOrEqual(1);
      expect(await paymentOf()).toMatchObject({ status: 'refunded', refundId: expect.any(String) });
    });

    it('deletes nothing when a part of it fails: the biodata, favourites and payments stay', async () => {
      const { account: owner, biodata } = await member('All Or Nothing', { mobile: '01712345672' });
      const fan = await signUp(ctx.app, ctx.env, { name: 'Another Fan' });
      await call('POST', '/api/favourites', fan, { userEmail: fan.email, biodataId: biodata._id });
      const requester = await signUp(ctx.app, ctx.env, { name: 'Another Requester' });
      await payForContact(call, requester, biodata._id);
      await ctx.app.db.execute(
        sql`alter table notifications add constraint notifications_test_refusal check (kind <> 'contactRequestWithdrawn') not valid`,
      );
      try {
        const response = await deleteBiodata(owner, { reason: 'noLongerLooking' });
        expect(response.statusCode).toBe(500);
      } finally {
        await ctx.app.db.execute(
          sql`alter table notifications drop constraint notifications_test_refusal`,
        );
      }
      expect(await biodataExists(biodata._id)).toBe(true);
      expect(await recordOf(biodata.addid)).toBeUndefined();
      const kept = await ctx.app.db
        .select()
        .from(favourites)
        .where(and(eq(favourites.userId, fan.id), eq(favourites.biodataId, biodata._id)));
      expect(kept).toHaveLength(1);
      const [request] = await ctx.app.db
        .select({ pending: contactRequests.pending, status: payments.status })
        .from(contactRequests)
        .innerJoin(payments, eq(payments.id, contactRequests.paymentId))
        .where(eq(contactRequests.requesterId, requester.id));
      expect(request).toEqual({ pending: true, status: 'succeeded' });
      expect(await notificationsOf(fan)).toEqual([]);
    });

    it('keeps the record after the account closes, with only what the member agreed to show', async () => {
      const { biodata: spouseBiodata } = await member('Karim Hossain');
      const { account, biodata } = await member('Md. Rahim Uddin Chowdhury');
      const deleted = await deleteBiodata(account, {
        reason: 'marriedThroughBondhon',
        spouseAddid: spouseBiodata.addid,
        sharesStory: true,
        story: 'We met on Bondhon in the spring.',
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      const closed = await call('POST', '/api/users/me/close', account, { password: PASSWORD });
      expect(closed.statusCode, closed.body).toBe(200);

      const record = await recordOf(biodata.addid);
      expect(record).toMatchObject({
        reason: 'marriedThroughBondhon',
        spouseAddid: spouseBiodata.addid,
        sharesStory: true,
        firstName: 'Rahim',
        story: 'We met on Bondhon in the spring.',
      });
      const kept = JSON.stringify(record);
      for (const identifying of [account.id, account.email, 'Chowdhury', 'Uddin']) {
        expect(kept).not.toContain(identifying);
      }
    });
  });

  describe('success stories', () => {
    it('shows a couple’s story once both name each other and agree, telling the first one’s spouse', async () => {
      const a = await member('Mst. Sharmin Akter', { biodataType: 'Female' });
      const b = await member('Tanvir Ahmed', { biodataType: 'Male', mobile: '01712345673' });
      await ctx.app.mail.deliverDue();
      smtp.received.length = 0;

      const first = await deleteBiodata(a.account, {
        reason: 'marriedThroughBondhon',
        spouseAddid: b.biodata.addid,
        sharesStory: true,
        story: 'Our families met through Bondhon.',
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().isStoryShown).toBe(false);
      expect(await notificationsOf(b.account)).toContainEqual(
        expect.objectContaining({ kind: 'marriageClaimed', biodataAddid: a.biodata.addid }),
      );
      const [claimMail] = await mailsTo(b.account.email);
      expect(claimMail?.subject).toBe('A member says they married you through Bondhon');
      expect(claimMail?.text).toContain(`Biodata ID ${a.biodata.addid}`);
      expect((await stories()).map((story) => story.partners[0]?.firstName)).not.toContain(
        'Sharmin',
      );

      const second = await deleteBiodata(b.account, {
        reason: 'marriedThroughBondhon',
        spouseAddid: a.biodata.addid,
        sharesStory: true,
      });
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().isStoryShown).toBe(true);
      const [story] = (await stories()).filter(
        (shown) => shown.partners[0]?.firstName === 'Sharmin',
      );
      expect(story).toEqual({
        id: expect.any(String),
        partners: [
          { firstName: 'Sharmin', words: 'Our families met through Bondhon.' },
          { firstName: 'Tanvir', words: null },
        ],
        month: new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 7),
      });
      // Nothing but first names and words (the whole answer is above): no full name.
      expect(JSON.stringify(story)).not.toContain('Akter');
    });

    it.each([
      {
        case: 'the spouse named nobody',
        second: { reason: 'marriedThroughBondhon', sharesStory: true },
      },
      {
        case: 'the spouse married elsewhere',
        second: { reason: 'marriedElsewhere' },
      },
      {
        case: 'the spouse did not agree to share',
        second: { reason: 'marriedThroughBondhon', namesFirst: true },
      },
    ])('shows no story when $case', async ({ second }) => {
      const a = await member('Shirin Sultana');
      const b = await member('Habib Rahman', { biodataType: 'Male', mobile: '01712345674' });
      const before = (await stories()).length;
      const first = await deleteBiodata(a.account, {
        reason: 'marriedThroughBondhon',
        spouseAddid: b.biodata.addid,
        sharesStory: true,
        story: 'Alhamdulillah.',
      });
      expect(first.statusCode, first.body).toBe(200);
      const { namesFirst, ...body } = second as typeof second & { namesFirst?: boolean };
      const answer = await deleteBiodata(b.account, {
        ...body,
        ...(namesFirst ? { spouseAddid: a.biodata.addid } : {}),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().isStoryShown).toBe(false);
      expect(await stories()).toHaveLength(before);
    });

    it('shows no story when the first one did not agree, though the second did', async () => {
      const a = await member('Nadia Islam');
      const b = await member('Kamal Hossain', { biodataType: 'Male', mobile: '01712345675' });
      const before = (await stories()).length;
      await deleteBiodata(a.account, {
        reason: 'marriedThroughBondhon',
        spouseAddid: b.biodata.addid,
      });
      const answer = await deleteBiodata(b.account, {
        reason: 'marriedThroughBondhon',
        spouseAddid: a.biodata.addid,
        sharesStory: true,
        story: 'We are grateful.',
      });
      expect(answer.json().isStoryShown).toBe(false);
      expect(await stories()).toHaveLength(before);
      // The first one's record keeps no first name: they did not agree.
      expect((await recordOf(a.biodata.addid))?.firstName).toBeNull();
    });

    it('takes a hidden biodata as the spouse, and not one deleted more than a year ago', async () => {
      const hidden = await member('Hidden Spouse', { biodataType: 'Male', mobile: '01712345676' });
      expect(
        (await call('PUT', '/api/biodata-visibility', hidden.account, { hidden: true })).statusCode,
      ).toBe(200);
      const a = await member('Names Hidden');
      const named = await deleteBiodata(a.account, {
        reason: 'marriedThroughBondhon',
        spouseAddid: hidden.biodata.addid,
      });
      expect(named.statusCode, named.body).toBe(200);

      const old = await member('Long Gone', { biodataType: 'Male', mobile: '01712345677' });
      await deleteBiodata(old.account, { reason: 'marriedThroughBondhon' });
      await ctx.app.db
        .update(biodataDeletions)
        .set({ deletedAt: new Date(Date.now() - 366 * 86_400_000) })
        .where(eq(biodataDeletions.deletedAddid, old.biodata.addid));
      const b = await member('Names Long Gone');
      const tooOld = await deleteBiodata(b.account, {
        reason: 'marriedThroughBondhon',
        spouseAddid: old.biodata.addid,
      });
      expect(tooOld.statusCode, tooOld.body).toBe(400);
      expect(Object.keys(tooOld.json().fieldErrors)).toEqual(['spouseAddid']);
    });

    it('lets an admin take a story down, in the audit log; customers and visitors may not', async () => {
      const a = await member('Farzana Yasmin');
      const b = await member('Arif Hasan', { biodataType: 'Male', mobile: '01712345678' });
      await deleteBiodata(a.account, {
        reason: 'marriedThroughBondhon',
        spouseAddid: b.biodata.addid,
        sharesStory: true,
        story: 'Thank you Bondhon.',
      });
      await deleteBiodata(b.account, {
        reason: 'marriedThroughBondhon',
        spouseAddid: a.biodata.addid,
        sharesStory: true,
        story: 'A blessing.',
      });
      const story = (await stories()).find((shown) => shown.partners[0]?.firstName === 'Farzana');
      expect(story).toBeDefined();
      const takeDown = (account: TestAccount | undefined) =>
        call('POST', `/api/admin/success-stories/${story!.id}/take-down`, account, {
          reason: 'Asked by the family.',
        });
      const customer = await signUp(ctx.app, ctx.env, { name: 'Curious Customer' });
      expect((await takeDown(customer)).statusCode).toBe(403);
      expect((await takeDown(undefined)).statusCode).toBe(401);
      expect((await stories()).map((shown) => shown.id)).toContain(story!.id);

      const done = await takeDown(admin);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ takenDown: true });
      expect((await stories()).map((shown) => shown.id)).not.toContain(story!.id);
      const log = await call(
        'GET',
        '/api/admin/audit-log?action=successStory.takeDown&page=1',
        admin,
      );
      expect(log.json().items).toContainEqual(
        expect.objectContaining({
          actor: { id: admin.id, email: admin.email },
          action: 'successStory.takeDown',
          target: { type: 'successStory', id: story!.id, email: null },
          before: { shown: true },
          after: { shown: false },
          reason: 'Asked by the family.',
        }),
      );
      // Taken down already: nothing changes, nothing more is recorded.
      expect((await takeDown(admin)).statusCode).toBe(404);
      const again = await call(
        'GET',
        '/api/admin/audit-log?action=successStory.takeDown&page=1',
        admin,
      );
      expect(again.json().total).toBe(log.json().total);
    });
  });
});
