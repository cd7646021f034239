import { todayInBangladesh } from '@bondhon/shared/schemas/biodata';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, sessions, users } from '../src/db/schema';
import { causeChain } from '../src/lib/cause-chain';
import { endSuspensionsThatAreOver } from '../src/services/moderation/suspensions';
import { biodataBody, callerFor, findCountMismatches, shiftDate } from './biodata-fixtures';
import {
  PASSWORD,
  sessionCookieOf,
  setStanding,
  signIn,
  signUp,
  type TestAccount,
} from './helpers/accounts';
import { arrangeSeenTarget, arrangeViewer, everywhere, seenBy } from './helpers/seen-everywhere';
import { useTestApp } from './helpers/test-app';
import { createBiodata } from './payment-fixtures';

const today = todayInBangladesh();

describe('admins remove biodatas and suspend members (issue 21)', () => {
  const ctx = useTestApp();
  const call = callerFor(ctx);
  let admin: TestAccount;
  let viewer: TestAccount;
  let viewersOwn: { _id: string };

  const seenTarget = (name: string) => arrangeSeenTarget(ctx, call, { viewer, viewersOwn }, name);
  const seenByViewer = (biodata: { _id: string; addid: number }) =>
    seenBy(call, viewer, biodata, { viewersOwnId: viewersOwn._id });
  const remove = (account: TestAccount | undefined, biodataId: string, reason?: unknown) =>
    call(
      'POST',
      `/api/admin/biodatas/${biodataId}/remove`,
      account,
      reason === undefined ? {} : { reason },
    );
  const suspend = (account: TestAccount | undefined, userId: string, body: object) =>
    call('POST', `/api/admin/users/${userId}/suspend`, account, body as Record<string, unknown>);
  const lift = (account: TestAccount | undefined, userId: string) =>
    call('DELETE', `/api/admin/users/${userId}/suspension`, account);
  const auditOf = (targetId: string) =>
    ctx.app.db
      .select({
        actorId: auditLog.actorId,
        action: auditLog.action,
        before: auditLog.before,
        after: auditLog.after,
        reason: auditLog.reason,
      })
      .from(auditLog)
      .where(eq(auditLog.targetId, targetId))
      .orderBy(auditLog.id);
  const notificationsOf = (account: TestAccount) =>
    ctx.app.db
      .select({
        kind: notifications.kind,
        note: notifications.note,
        biodataAddid: notifications.biodataAddid,
      })
      .from(notifications)
      .where(eq(notifications.userId, account.id));
  const reportsOf = async (biodataId: string) => {
    const response = await call('GET', '/api/admin/reports', admin);
    return (response.json() as { biodata: { _id: string }; count: number }[]).find(
      (group) => group.biodata._id === biodataId,
    );
  };
  const counts = async () => (await call('GET', '/api/bioDatas/counts', admin)).json();

  beforeAll(async () => {
    admin = await signUp(ctx.app, ctx.env, { name: 'Moderating Admin' });
    await setStanding(ctx.app, admin, { role: 'admin' });
    ({ viewer, viewersOwn } = await arrangeViewer(ctx, call));
  });

  describe('removing a biodata', () => {
    it('takes it from everyone but its owner and admins, tells the owner why, and logs it', async () => {
      const { owner, biodata } = await seenTarget('Removed Bride');
      expect(
        (
          await call('POST', '/api/reports', viewer, {
            biodataId: biodata._id,
            reason: 'fakeProfile',
          })
        ).statusCode,
      ).toBe(201);
      const before = await counts();

      const removed = await remove(admin, biodata._id, '  Photos of someone else.  ');
      expect(removed.statusCode, removed.body).toBe(200);

      expect(await seenByViewer(biodata)).toEqual(everywhere(false));
      expect(await counts()).toMatchObject({ total: before.total - 1, female: before.female - 1 });
      expect(await findCountMismatches(ctx.app)).toEqual([]);
      // Its owner and admins still read it; the reports of it were acted on.
      expect((await call('GET', `/api/details/${biodata._id}`, owner)).statusCode).toBe(200);
      expect((await call('GET', `/api/details/${biodata._id}`, admin)).statusCode).toBe(200);
      expect(await reportsOf(biodata._id)).toBeUndefined();
      expect(await notificationsOf(owner)).toEqual([
        { kind: 'biodataRemoved', note: 'Photos of someone else.', biodataAddid: biodata.addid },
      ]);
      expect(await auditOf(biodata._id)).toEqual([
        {
          actorId: admin.id,
          action: 'biodata.remove',
          before: { reviewState: 'pending', listed: true },
          after: { reviewState: 'removed', listed: false },
          reason: 'Photos of someone else.',
        },
      ]);
      // It stays down: its owner can neither change it nor show it again.
      const resave = await call(
        'PUT',
        `/api/addBioData?email=${owner.email}`,
        owner,
        biodataBody(),
      );
      expect(resave.statusCode).toBe(409);
      expect(resave.json().message).toBe(
        'An admin removed your biodata: it can no longer be changed.',
      );
      // Its owner reads what happened and why; showing it again does not bring it back.
      const shown = await call('PUT', '/api/biodata-visibility', owner, { hidden: false });
      expect(shown.statusCode).toBe(200);
      expect(shown.json().review).toEqual({
        state: 'removed',
        reason: 'Photos of someone else.',
        verifiedAt: null,
      });
      expect(await seenByViewer(biodata)).toEqual(everywhere(false));
      expect((await remove(admin, biodata._id, 'Again')).statusCode).toBe(409);
    });

    it('is for admins only, needs a reason, and names a biodata that exists', async () => {
      const owner = await signUp(ctx.app, ctx.env);
      const biodata = await createBiodata(call, owner);
      expect((await remove(undefined, biodata._id, 'x')).statusCode).toBe(401);
      expect((await remove(viewer, biodata._id, 'x')).statusCode).toBe(403);
      expect((await remove(owner, biodata._id, 'x')).statusCode).toBe(403);
      for (const reason of [undefined, '', '   ', 'x'.repeat(1001), 7]) {
        const response = await remove(admin, biodata._id, reason);
        expect(response.statusCode, JSON.stringify(reason)).toBe(400);
        expect(Object.keys(response.json().fieldErrors)).toEqual(['reason']);
      }
      expect((await remove(admin, '00000000-0000-4000-8000-000000000000', 'x')).statusCode).toBe(
        404,
      );
      expect((await remove(admin, 'not-an-id', 'x')).statusCode).toBe(400);
      // Nothing above changed it.
      expect((await call('GET', `/api/details/${biodata._id}`, viewer)).statusCode).toBe(200);
      expect(await auditOf(biodata._id)).toEqual([]);
    });

    it('keeps the database’s rule: a removed biodata is never listed', async () => {
      const owner = await signUp(ctx.app, ctx.env);
      const biodata = await createBiodata(call, owner);
      const refusal = await ctx.app.db
        .execute(
          sql`update biodatas set review_state = 'removed', review_reason = 'x', listed = true where id = ${biodata._id}`,
        )
        .then(
          () => null,
          (error: unknown) => error,
        );
      const messages = causeChain(refusal).map((error) => (error as Error).message);
      expect(messages.join('\n')).toMatch(/biodatas_removed_not_listed_check/);
    });
  });

  describe('suspending a member', () => {
    const tomorrow = shiftDate(today, 1);

    it('ends their sessions, refuses their sign-in with why and until when, and hides their biodata', async () => {
      const { owner, biodata } = await seenTarget('Suspended Bride');
      expect(
        (
          await call('POST', '/api/reports', viewer, {
            biodataId: biodata._id,
            reason: 'asksForMoney',
          })
        ).statusCode,
      ).toBe(201);
      const before = await counts();

      const suspended = await suspend(admin, owner.id, {
        reason: 'Asked members for money.',
        until: tomorrow,
      });
      expect(suspended.statusCode, suspended.body).toBe(200);
      const untilInstant = new Date(`${tomorrow}T00:00:00+06:00`).toISOString();
      expect(suspended.json().suspension).toMatchObject({
        until: untilInstant,
        reason: 'Asked members for money.',
      });

      // Every session of theirs ended at once.
      expect((await call('GET', '/api/notifications', owner)).statusCode).toBe(401);
      const [left] = await ctx.app.db
        .select({ count: sql<number>`count(*)::int` })
        .from(sessions)
        .where(eq(sessions.userId, owner.id));
      expect(left?.count).toBe(0);
      // Their password is right, and still no session: they are told why and until when.
      const refused = await signIn(ctx.app, ctx.env, owner.email, PASSWORD);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'ACCOUNT_SUSPENDED',
        suspension: { until: untilInstant, reason: 'Asked members for money.' },
      });
      expect(refused.json().message).toMatch(/^Your account is suspended until \d+ \w+ \d{4}\./);
      const setCookies = [refused.headers['set-cookie'] ?? []].flat();
      expect(setCookies.filter((cookie) => /session_token=[^;]/.test(cookie))).toEqual([]);
      // A wrong password says only what it says to anyone.
      const wrong = await signIn(ctx.app, ctx.env, owner.email, 'not the password');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).not.toContain('suspended');

      expect(await seenByViewer(biodata)).toEqual(everywhere(false));
      expect(await counts()).toMatchObject({ total: before.total - 1 });
      expect(await findCountMismatches(ctx.app)).toEqual([]);
      expect(await reportsOf(biodata._id)).toBeUndefined();
      expect(await notificationsOf(owner)).toEqual([
        { kind: 'accountSuspended', note: 'Asked members for money.', biodataAddid: biodata.addid },
      ]);
      const users = await call(
        'GET',
        `/api/users/allData?search=${encodeURIComponent(owner.email)}`,
        admin,
      );
      expect(users.json()[0].suspension).toMatchObject({ until: untilInstant });

      // Lifted: they sign in again, and their biodata is back everywhere.
      const lifted = await lift(admin, owner.id);
      expect(lifted.statusCode, lifted.body).toBe(200);
      expect(lifted.json()).toEqual({ suspension: null });
      const back = await signIn(ctx.app, ctx.env, owner.email, PASSWORD);
      expect(back.statusCode).toBe(200);
      const cookie = sessionCookieOf(back.headers['set-cookie']);
      expect((await call('GET', '/api/notifications', { ...owner, cookie })).statusCode).toBe(200);
      expect(await seenByViewer(biodata)).toEqual(everywhere(true));
      expect(await counts()).toEqual(before);
      expect(await auditOf(owner.id)).toEqual([
        {
          actorId: admin.id,
          action: 'user.suspend',
          before: { suspendedUntil: 'notSuspended' },
          after: { suspendedUntil: tomorrow },
          reason: 'Asked members for money.',
        },
        {
          actorId: admin.id,
          action: 'user.unsuspend',
          before: { suspendedUntil: tomorrow },
          after: { suspendedUntil: 'notSuspended' },
          reason: null,
        },
      ]);
      expect((await lift(admin, owner.id)).statusCode).toBe(409);
    });

    it('ends by itself at its time, and keeps a biodata its owner hid hidden', async () => {
      const owner = await signUp(ctx.app, ctx.env, { name: 'Short Suspension' });
      const biodata = await createBiodata(call, owner, { name: 'Short Suspension' });
      expect(
        (await suspend(admin, owner.id, { reason: 'Cool off.', until: tomorrow })).statusCode,
      ).toBe(200);
      // The day comes: the clock is moved instead of waited for.
      await ctx.app.db
        .update(users)
        .set({ suspendedUntil: sql`now() - interval '1 second'` })
        .where(eq(users.id, owner.id));
      // From that moment they may sign in, before the worker has cleared it.
      const signedIn = await signIn(ctx.app, ctx.env, owner.email, PASSWORD);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const cookie = sessionCookieOf(signedIn.headers['set-cookie']);
      expect((await call('GET', `/api/details/${biodata._id}`, viewer)).statusCode).toBe(404);
      expect(await endSuspensionsThatAreOver(ctx.app.db)).toBeGreaterThanOrEqual(1);
      expect((await call('GET', `/api/details/${biodata._id}`, viewer)).statusCode).toBe(200);

      // Hidden while suspended: the suspension's end does not show it.
      await call('PUT', '/api/biodata-visibility', { ...owner, cookie }, { hidden: true });
      expect((await suspend(admin, owner.id, { reason: 'Again.', until: null })).statusCode).toBe(
        200,
      );
      expect((await lift(admin, owner.id)).statusCode).toBe(200);
      expect((await call('GET', `/api/details/${biodata._id}`, viewer)).statusCode).toBe(404);
      expect(await findCountMismatches(ctx.app)).toEqual([]);
    });

    it('refuses a session made for a suspended member, whatever made it', async () => {
      const member = await signUp(ctx.app, ctx.env);
      // A sign-in that raced the suspension: the session row exists, the suspension too.
      await ctx.app.db
        .update(users)
        .set({ suspendedAt: sql`now()`, suspensionReason: 'Raced.' })
        .where(eq(users.id, member.id));
      expect((await call('GET', '/api/notifications', member)).statusCode).toBe(401);
      await ctx.app.db
        .update(users)
        .set({ suspendedAt: null, suspensionReason: null })
        .where(eq(users.id, member.id));
      expect((await call('GET', '/api/notifications', member)).statusCode).toBe(200);
    });

    it('is for admins only, of customers other than oneself, until a later day', async () => {
      const member = await signUp(ctx.app, ctx.env);
      const body = { reason: 'Harassment.', until: tomorrow };
      expect((await suspend(undefined, member.id, body)).statusCode).toBe(401);
      expect((await suspend(viewer, member.id, body)).statusCode).toBe(403);
      expect((await suspend(member, member.id, body)).statusCode).toBe(403);
      expect((await suspend(admin, admin.id, body)).statusCode).toBe(409);
      const otherAdmin = await signUp(ctx.app, ctx.env);
      await setStanding(ctx.app, otherAdmin, { role: 'admin' });
      expect((await suspend(admin, otherAdmin.id, body)).statusCode).toBe(409);
      expect((await suspend(admin, 'no-such-member', body)).statusCode).toBe(404);
      for (const [bad, field] of [
        [{ until: tomorrow }, 'reason'],
        [{ reason: ' ', until: tomorrow }, 'reason'],
        [{ reason: 'x' }, 'until'],
        [{ reason: 'x', until: today }, 'until'],
        [{ reason: 'x', until: shiftDate(today, -3) }, 'until'],
        [{ reason: 'x', until: shiftDate(today, 6 * 366) }, 'until'],
        [{ reason: 'x', until: '2026-02-30' }, 'until'],
        [{ reason: 'x', until: null, userId: member.id }, 'body'],
      ] as const) {
        const response = await suspend(admin, member.id, bad);
        expect(response.statusCode, JSON.stringify(bad)).toBe(400);
        expect(Object.keys(response.json().fieldErrors), JSON.stringify(bad)).toContain(field);
      }
      expect((await lift(viewer, member.id)).statusCode).toBe(403);
      // None of it suspended anyone.
      expect((await call('GET', '/api/notifications', member)).statusCode).toBe(200);
      const [row] = await ctx.app.db
        .select({ suspendedAt: users.suspendedAt })
        .from(users)
        .where(and(eq(users.id, member.id)));
      expect(row?.suspendedAt).toBeNull();
    });
  });
});
