import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../src/db/schema';
import { applyReviewMode } from '../src/services/biodatas/listing-state';
import { biodataBody, callerFor, findCountMismatches, type Caller } from './biodata-fixtures';
import { setStanding, signUp, type TestAccount } from './helpers/accounts';
import { arrangeSeenTarget, arrangeViewer, everywhere, seenBy } from './helpers/seen-everywhere';
import { useTestApp, type TestContext } from './helpers/test-app';
import { createBiodata } from './payment-fixtures';

interface QueueItem {
  _id: string;
  addid: number;
  ownerEmail: string;
  isEdit: boolean;
  lastVerifiedAt: string | null;
  values: Record<string, unknown>;
  previous: Record<string, unknown> | null;
  changed: string[] | null;
}

/** The calls and reads every review test makes, for one app. */
function reviewCalls(ctx: TestContext, call: Caller, admin: () => TestAccount) {
  const queue = async (page = 1) => {
    const response = await call('GET', `/api/admin/review-queue?page=${page}`, admin());
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: QueueItem[]; total: number; totalCapped: boolean };
  };
  return {
    queue,
    queued: async (biodataId: string) =>
      (await queue()).items.find((item) => item._id === biodataId),
    verify: (biodataId: string) => call('POST', `/api/admin/biodatas/${biodataId}/verify`, admin()),
    requestChanges: (biodataId: string, reason: unknown) =>
      call(
        'POST',
        `/api/admin/biodatas/${biodataId}/request-changes`,
        admin(),
        reason === undefined ? {} : { reason },
      ),
    edit: (owner: TestAccount, overrides: Record<string, unknown>) =>
      call('PUT', `/api/addBioData?email=${owner.email}`, owner, biodataBody(overrides)),
    standing: async (owner: TestAccount) =>
      (await call('GET', '/api/biodata-visibility', owner)).json(),
    detailsOf: async (biodataId: string, account: TestAccount) =>
      (await call('GET', `/api/details/${biodataId}`, account)).json(),
    kindsTold: async (owner: TestAccount) =>
      (
        await ctx.app.db
          .select({ kind: notifications.kind, note: notifications.note })
          .from(notifications)
          .where(eq(notifications.userId, owner.id))
      ).map(({ kind, note }) => (note ? `${kind}: ${note}` : kind)),
    auditOf: async (biodataId: string) =>
      (
        await ctx.app.db
          .select({ action: auditLog.action, reason: auditLog.reason })
          .from(auditLog)
          .where(eq(auditLog.targetId, biodataId))
          .orderBy(auditLog.id)
      ).map(({ action, reason }) => (reason ? `${action}: ${reason}` : action)),
  };
}

describe('reviews where biodatas are published at once (after-publish, the default)', () => {
  const ctx = useTestApp();
  const call = callerFor(ctx);
  let admin: TestAccount;
  const calls = reviewCalls(ctx, call, () => admin);

  beforeAll(async () => {
    admin = await signUp(ctx.app, ctx.env, { name: 'Reviewing Admin' });
    await setStanding(ctx.app, admin, { role: 'admin' });
  });

  it('shows a new biodata at once and queues it; a verification gives it its badge', async () => {
    const owner = await signUp(ctx.app, ctx.env, { name: 'Fresh Bride' });
    const viewer = await signUp(ctx.app, ctx.env);
    const biodata = await createBiodata(call, owner, { name: 'Fresh Bride' });
    expect((await calls.detailsOf(biodata._id, viewer)).verifiedAt).toBeNull();
    expect(await calls.standing(owner)).toMatchObject({
      isListed: true,
      review: { state: 'pending', reason: null, verifiedAt: null },
    });
    const waiting = await calls.queued(biodata._id);
    expect(waiting).toMatchObject({
      addid: biodata.addid,
      ownerEmail: owner.email,
      isEdit: false,
      lastVerifiedAt: null,
      previous: null,
      changed: null,
    });
    expect(waiting?.values).toMatchObject({ name: 'Fresh Bride', mobile: '+8801712345678' });

    const verified = await calls.verify(biodata._id);
    expect(verified.statusCode, verified.body).toBe(200);
    const verifiedAt = (await calls.detailsOf(biodata._id, viewer)).verifiedAt as string;
    expect(Date.parse(verifiedAt)).toBeGreaterThan(Date.now() - 60_000);
    const search = await call('GET', '/api/biodatas/search?maxAge=60&type=Female&page=1', viewer);
    expect(
      search.json().items.find((card: { _id: string }) => card._id === biodata._id),
    ).toMatchObject({ verifiedAt });
    expect(await calls.standing(owner)).toMatchObject({
      review: { state: 'verified', reason: null, verifiedAt },
    });
    expect(await calls.queued(biodata._id)).toBeUndefined();
    expect(await calls.kindsTold(owner)).toEqual(['biodataVerified']);
    expect(await calls.auditOf(biodata._id)).toEqual(['biodata.verify']);
    // Nothing waits any more: a second decision is refused.
    expect((await calls.verify(biodata._id)).statusCode).toBe(409);
    expect((await calls.requestChanges(biodata._id, 'Too late')).statusCode).toBe(409);
  });

  it('takes the badge away when the owner changes it, and shows the admins what changed', async () => {
    const owner = await signUp(ctx.app, ctx.env, { name: 'Editing Bride' });
    const biodata = await createBiodata(call, owner, { name: 'Editing Bride' });
    await calls.verify(biodata._id);
    // Saving the same facts again changes nothing: still verified.
    expect((await calls.edit(owner, { name: 'Editing Bride' })).statusCode).toBe(200);
    expect((await calls.standing(owner)).review.state).toBe('verified');
    expect(await calls.queued(biodata._id)).toBeUndefined();

    const edited = await calls.edit(owner, { name: 'Edited Bride', occupation: 'Doctor' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Edited Bride', verifiedAt: null });
    expect((await calls.standing(owner)).review).toEqual({
      state: 'pending',
      reason: null,
      verifiedAt: null,
    });
    const waiting = await calls.queued(biodata._id);
    expect(waiting).toMatchObject({ isEdit: false, changed: ['name', 'occupation'] });
    expect(waiting?.previous).toMatchObject({ name: 'Editing Bride', occupation: 'Teacher' });
    expect(waiting?.values).toMatchObject({ name: 'Edited Bride', occupation: 'Doctor' });
  });

  it('asks the owner for changes with a reason; their next save puts it back in the queue', async () => {
    const owner = await signUp(ctx.app, ctx.env, { name: 'Asked Bride' });
    const biodata = await createBiodata(call, owner, { name: 'Asked Bride' });
    const asked = await calls.requestChanges(biodata._id, '  Add your education, please.  ');
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await calls.standing(owner)).review).toEqual({
      state: 'changes_requested',
      reason: 'Add your education, please.',
      verifiedAt: null,
    });
    expect(await calls.queued(biodata._id)).toBeUndefined();
    expect(await calls.kindsTold(owner)).toEqual([
      'biodataChangesRequested: Add your education, please.',
    ]);
    // Still shown meanwhile: this mode publishes at once.
    const viewer = await signUp(ctx.app, ctx.env);
    expect((await call('GET', `/api/details/${biodata._id}`, viewer)).statusCode).toBe(200);

    await calls.edit(owner, { name: 'Asked Bride', educationLevel: "Master's" });
    expect((await calls.standing(owner)).review).toMatchObject({ state: 'pending', reason: null });
    expect(await calls.queued(biodata._id)).toBeDefined();
    expect(await calls.auditOf(biodata._id)).toEqual([
      'biodata.requestChanges: Add your education, please.',
    ]);
  });

  it('lists the queue oldest first, ten a page', async () => {
    const owner = await signUp(ctx.app, ctx.env);
    const first = await createBiodata(call, owner);
    const { items, total } = await calls.queue();
    expect(total).toBeGreaterThanOrEqual(1);
    expect(items.length).toBeLessThanOrEqual(10);
    const submitted = items.map((item) => item.addid);
    // Oldest first: the one just made is on the last page, never before an older one.
    expect([...submitted].sort((a, b) => a - b)).toEqual(submitted);
    const lastPage = await calls.queue(Math.ceil(total / 10));
    expect(lastPage.items.at(-1)?._id).toBe(first._id);
  });

  it('keeps decisions for admins, with a reason where one is needed', async () => {
    const owner = await signUp(ctx.app, ctx.env);
    const biodata = await createBiodata(call, owner);
    for (const account of [undefined, owner]) {
      const expected = account ? 403 : 401;
      const decide = (decision: string, body?: Record<string, unknown>) =>
        call('POST', `/api/admin/biodatas/${biodata._id}/${decision}`, account, body);
      expect((await decide('verify')).statusCode).toBe(expected);
      expect((await decide('request-changes', { reason: 'x' })).statusCode).toBe(expected);
      expect((await call('GET', '/api/admin/review-queue', account)).statusCode).toBe(expected);
    }
    for (const reason of [undefined, '', '  ', 'x'.repeat(1001), ['x']]) {
      const response = await calls.requestChanges(biodata._id, reason);
      expect(response.statusCode, JSON.stringify(reason)).toBe(400);
      expect(Object.keys(response.json().fieldErrors)).toEqual(['reason']);
    }
    expect((await calls.verify('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await calls.verify('not-an-id')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/review-queue?page=0', admin)).statusCode).toBe(400);
    expect((await calls.standing(owner)).review.state).toBe('pending');
    expect(await calls.auditOf(biodata._id)).toEqual([]);
  });

  it('finds only verified biodatas with “Verified only”, for visitors too, with exact totals', async () => {
    const owner = await signUp(ctx.app, ctx.env, { name: 'Verified Only' });
    const verified = await createBiodata(call, owner, { name: 'Verified Only' });
    await calls.verify(verified._id);
    const other = await signUp(ctx.app, ctx.env);
    const waiting = await createBiodata(call, other);
    const search = async (query: string) => {
      const response = await call('GET', `/api/biodatas/search?maxAge=60&page=1${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        items: { _id: string; verifiedAt: string | null }[];
        total: number;
      };
    };
    const all = await search('');
    const onlyVerified = await search('&verified=true');
    expect(onlyVerified.items.map((card) => card._id)).toContain(verified._id);
    expect(onlyVerified.items.map((card) => card._id)).not.toContain(waiting._id);
    expect(onlyVerified.items.every((card) => card.verifiedAt !== null)).toBe(true);
    expect(all.items.filter((card) => card.verifiedAt !== null)).toHaveLength(onlyVerified.total);
    expect((await search('&verified=false')).total).toBe(all.total);
    expect((await call('GET', '/api/biodatas/search?verified=yes')).statusCode).toBe(400);
  });
});

describe('reviews where only verified biodatas are shown (before-publish)', () => {
  const ctx = useTestApp({ env: { BIODATA_REVIEW: 'before-publish', PUBLIC_CACHE_TTL_MS: '0' } });
  const call = callerFor(ctx);
  let admin: TestAccount;
  let viewer: TestAccount;
  let viewersOwn: { _id: string };
  const calls = reviewCalls(ctx, call, () => admin);

  beforeAll(async () => {
    admin = await signUp(ctx.app, ctx.env, { name: 'Reviewing Admin' });
    await setStanding(ctx.app, admin, { role: 'admin' });
    ({ viewer, viewersOwn } = await arrangeViewer(ctx, call));
    // The viewer's own biodata is seen only once verified, as everyone's.
    await calls.verify(viewersOwn._id);
  });

  it('shows a new biodata to nobody else until an admin verifies it', async () => {
    const owner = await signUp(ctx.app, ctx.env, { name: 'Waiting Bride' });
    const biodata = await createBiodata(call, owner, { name: 'Waiting Bride' });
    await setStanding(ctx.app, owner, { person: 'premium' });
    const before = (await call('GET', '/api/bioDatas/counts', admin)).json();
    expect(await calls.standing(owner)).toMatchObject({
      isListed: false,
      review: { state: 'pending' },
    });
    const seen = () => seenBy(call, viewer, biodata, { viewersOwnId: viewersOwn._id });
    // The viewer cannot even keep it in favourites or ask for its contact yet.
    expect(await seen()).toEqual(everywhere(false));
    // Its owner and the admins read it.
    expect((await call('GET', `/api/details/${biodata._id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/details/${biodata._id}`, admin)).statusCode).toBe(200);

    expect((await calls.verify(biodata._id)).statusCode).toBe(200);
    expect(await calls.standing(owner)).toMatchObject({ isListed: true });
    const after = (await call('GET', '/api/bioDatas/counts', admin)).json();
    expect(after).toMatchObject({ total: before.total + 1, female: before.female + 1 });
    expect(await findCountMismatches(ctx.app)).toEqual([]);
    expect(await seen()).toMatchObject({
      search: true,
      searchMore: true,
      similar: true,
      premium: true,
      matches: true,
      allData: true,
      details: true,
      byNumber: true,
    });
  });

  it('keeps what others see verified while its owner’s edit waits, until it is approved', async () => {
    // Verified first, so that the viewer can keep it in favourites and ask for its contact.
    const { owner, biodata } = await arrangeVerifiedTarget('Everywhere Bride');
    // Its owner's edit waits apart: others keep seeing the verified version.
    const edited = await calls.edit(owner, { name: 'Edited Everywhere' });
    expect(edited.statusCode, edited.body).toBe(200);
    // The owner reads what they wrote, with the badge of what others see.
    expect(edited.json()).toMatchObject({ name: 'Edited Everywhere' });
    expect(await calls.standing(owner)).toMatchObject({
      isListed: true,
      review: { state: 'pending' },
    });
    expect((await calls.detailsOf(biodata._id, viewer)).name).toBe('Everywhere Bride');
    expect((await calls.detailsOf(biodata._id, viewer)).verifiedAt).not.toBeNull();
    const search = await call('GET', '/api/biodatas/search?maxAge=60&type=Female&page=1', viewer);
    expect(search.json().items.map((card: { name: string }) => card.name)).toContain(
      'Everywhere Bride',
    );
    expect(await seenBy(call, viewer, biodata, { viewersOwnId: viewersOwn._id })).toEqual(
      everywhere(true),
    );
    const mine = await call('GET', `/api/thearData/${owner.email}`, owner);
    expect(mine.json().name).toBe('Edited Everywhere');

    const waiting = await calls.queued(biodata._id);
    expect(waiting).toMatchObject({ isEdit: true, changed: ['name'] });
    expect(waiting?.values).toMatchObject({ name: 'Edited Everywhere' });
    expect(waiting?.previous).toMatchObject({ name: 'Everywhere Bride' });

    // Changes asked for: others still see the verified version.
    await calls.requestChanges(biodata._id, 'Use your full name.');
    expect((await calls.detailsOf(biodata._id, viewer)).name).toBe('Everywhere Bride');
    await calls.edit(owner, { name: 'Everywhere Bride Khatun' });
    // Approved: the edit becomes what others see.
    expect((await calls.verify(biodata._id)).statusCode).toBe(200);
    expect((await calls.detailsOf(biodata._id, viewer)).name).toBe('Everywhere Bride Khatun');
    expect((await call('GET', `/api/thearData/${owner.email}`, owner)).json().name).toBe(
      'Everywhere Bride Khatun',
    );
    expect(await calls.queued(biodata._id)).toBeUndefined();
  });

  it('drops a waiting edit taken back to what was verified', async () => {
    const { owner, biodata } = await arrangeVerifiedTarget('Undo Bride');
    await calls.edit(owner, { name: 'Undone Bride' });
    expect((await calls.queued(biodata._id))?.isEdit).toBe(true);
    await calls.edit(owner, { name: 'Undo Bride' });
    expect(await calls.queued(biodata._id)).toBeUndefined();
    expect((await calls.standing(owner)).review.state).toBe('verified');
    expect((await call('GET', `/api/thearData/${owner.email}`, owner)).json().name).toBe(
      'Undo Bride',
    );
  });

  it('lists again, or unlists, every biodata when the mode changes', async () => {
    const owner = await signUp(ctx.app, ctx.env, { name: 'Mode Bride' });
    const biodata = await createBiodata(call, owner, { name: 'Mode Bride' });
    expect((await call('GET', `/api/details/${biodata._id}`, viewer)).statusCode).toBe(404);
    try {
      await applyReviewMode(ctx.app.db, 'after-publish');
      expect((await call('GET', `/api/details/${biodata._id}`, viewer)).statusCode).toBe(200);
      expect(await findCountMismatches(ctx.app)).toEqual([]);
    } finally {
      await applyReviewMode(ctx.app.db, 'before-publish');
    }
    expect((await call('GET', `/api/details/${biodata._id}`, viewer)).statusCode).toBe(404);
    expect(await findCountMismatches(ctx.app)).toEqual([]);
  });

  /** A verified biodata the viewer sees in every read (helpers/seen-everywhere.ts). */
  const arrangeVerifiedTarget = (name: string) =>
    arrangeSeenTarget(ctx, call, { viewer, viewersOwn }, name, {
      beforeSeen: async (biodata) => {
        expect((await calls.verify(biodata._id)).statusCode).toBe(200);
      },
    });
});
