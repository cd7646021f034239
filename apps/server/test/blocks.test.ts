import { BLOCKS_LIST_LIMIT } from '@bondhon/shared/schemas/blocks';
import { FILTER_ALL } from '@bondhon/shared/options';
import { todayInBangladesh } from '@bondhon/shared/schemas/biodata';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runStatement } from '../src/db/run-statement';
import { blocks, sessions, users } from '../src/db/schema';
import { blockedBiodatasStatement } from '../src/services/biodatas/blocked-biodatas';
import { seedBiodatas } from '../src/db/seed/seed-biodatas';
import { causeChain } from '../src/lib/cause-chain';
import { callerFor } from './biodata-fixtures';
import { setStanding, signUp, type TestAccount } from './helpers/accounts';
import { explainSearchPage, planNodes, readsOf } from './helpers/explain-search-page';
import { arrangeViewerAndTarget, everywhere, seenBy } from './helpers/seen-everywhere';
import { withoutRequestId } from './helpers/answers';
import { useTestApp } from './helpers/test-app';
import { confirmCard, createBiodata, paymentBody, startPayment } from './payment-fixtures';

const today = todayInBangladesh();
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

interface BlockedMember {
  id: string;
  blockedAt: string;
  biodata: { addid: number; name: string } | null;
}

describe('blocks between members (issue 21)', () => {
  const ctx = useTestApp();
  const call = callerFor(ctx);

  const block = (account: TestAccount | undefined, biodataId: unknown) =>
    call('POST', '/api/blocks', account, { biodataId });
  const listBlocks = async (account: TestAccount): Promise<BlockedMember[]> => {
    const response = await call('GET', '/api/blocks', account);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const unblock = (account: TestAccount | undefined, id: string) =>
    call('DELETE', `/api/blocks/${id}`, account);
  const memberWithBiodata = async (name: string, overrides: Record<string, unknown> = {}) => {
    const account = await signUp(ctx.app, ctx.env, { name });
    return { account, biodata: await createBiodata(call, account, { name, ...overrides }) };
  };

  it('blocks once, lists the block with the Biodata ID and name, and unblocks', async () => {
    const blocker = await signUp(ctx.app, ctx.env);
    const { biodata } = await memberWithBiodata('Blocked Once');

    const first = await block(blocker, biodata._id);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ alreadyBlocked: false });
    const again = await block(blocker, biodata._id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ alreadyBlocked: true });

    const [listed, ...more] = await listBlocks(blocker);
    expect(more).toEqual([]);
    expect(listed).toEqual({
      id: expect.any(String),
      blockedAt: expect.any(String),
      biodata: { addid: biodata.addid, name: 'Blocked Once' },
    });
    expect(Date.parse(listed!.blockedAt)).toBeGreaterThan(Date.now() - 60_000);

    const removed = await unblock(blocker, listed!.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ unblocked: true });
    expect(await listBlocks(blocker)).toEqual([]);
    // Gone: a second unblock finds nothing.
    expect((await unblock(blocker, listed!.id)).statusCode).toBe(404);
    expect((await call('GET', `/api/details/${biodata._id}`, blocker)).statusCode).toBe(200);
  });

  it('refuses without a session (401), bad input (400), a missing biodata (404), one’s own (409)', async () => {
    const { account, biodata } = await memberWithBiodata('Own Biodata');
    expect((await block(undefined, biodata._id)).statusCode).toBe(401);
    expect((await call('GET', '/api/blocks')).statusCode).toBe(401);
    expect((await unblock(undefined, MISSING_ID)).statusCode).toBe(401);

    for (const body of [
      {},
      { biodataId: 'not-an-id' },
      { biodataId: 42 },
      { biodataId: biodata._id, blockerId: account.id },
    ]) {
      const response = await call('POST', '/api/blocks', account, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await unblock(account, 'not-an-id')).statusCode).toBe(400);

    const missing = await block(account, MISSING_ID);
    expect(missing.statusCode).toBe(404);
    expect(withoutRequestId(missing.json())).toEqual(
      withoutRequestId((await call('GET', `/api/details/${MISSING_ID}`, account)).json()),
    );
    const own = await block(account, biodata._id);
    expect(own.statusCode).toBe(409);
    expect(await listBlocks(account)).toEqual([]);
  });

  it('answers 404 for a hidden biodata exactly as for a missing one', async () => {
    const blocker = await signUp(ctx.app, ctx.env);
    const { account: owner, biodata } = await memberWithBiodata('Hidden Then');
    await call('PUT', '/api/biodata-visibility', owner, { hidden: true });
    const hidden = await block(blocker, biodata._id);
    expect(hidden.statusCode).toBe(404);
    expect(withoutRequestId(hidden.json())).toEqual(
      withoutRequestId((await block(blocker, MISSING_ID)).json()),
    );
    expect(await listBlocks(blocker)).toEqual([]);
  });

  it('lets nobody remove another member’s block: 404 exactly as for an unknown one', async () => {
    const blocker = await signUp(ctx.app, ctx.env);
    const { account: blocked, biodata } = await memberWithBiodata('Cannot Unblock Self');
    const stranger = await signUp(ctx.app, ctx.env);
    const admin = await signUp(ctx.app, ctx.env);
    await setStanding(ctx.app, admin, { role: 'admin' });
    expect((await block(blocker, biodata._id)).statusCode).toBe(201);
    const [own] = await listBlocks(blocker);

    const unknown = await unblock(stranger, MISSING_ID);
    expect(unknown.statusCode).toBe(404);
    for (const account of [stranger, blocked, admin]) {
      const response = await unblock(account, own!.id);
      expect(response.statusCode).toBe(404);
      expect(withoutRequestId(response.json())).toEqual(withoutRequestId(unknown.json()));
    }
    expect(await listBlocks(blocker)).toHaveLength(1);
    expect((await call('GET', `/api/details/${biodata._id}`, blocker)).statusCode).toBe(404);
  });

  it('never tells the blocked member: their list is empty and blocking back is a 404', async () => {
    const { account: blocker, biodata: blockersBiodata } = await memberWithBiodata('The Blocker');
    const { account: blocked, biodata } = await memberWithBiodata('The Blocked');
    expect((await block(blocker, biodata._id)).statusCode).toBe(201);

    expect(await listBlocks(blocked)).toEqual([]);
    // The blocker's biodata is as if it did not exist, to every call that names it.
    const back = await block(blocked, blockersBiodata._id);
    expect(back.statusCode).toBe(404);
    expect(withoutRequestId(back.json())).toEqual(
      withoutRequestId((await block(blocked, MISSING_ID)).json()),
    );
    expect(await listBlocks(blocked)).toEqual([]);
    // The blocker still lists their one block.
    expect((await listBlocks(blocker)).map((row) => row.biodata?.addid)).toEqual([biodata.addid]);
  });

  it('names no biodata in the list once the blocked member’s is hidden or deleted', async () => {
    const blocker = await signUp(ctx.app, ctx.env);
    const { account: owner, biodata } = await memberWithBiodata('Soon Hidden');
    expect((await block(blocker, biodata._id)).statusCode).toBe(201);
    await call('PUT', '/api/biodata-visibility', owner, { hidden: true });
    expect((await listBlocks(blocker)).map((row) => row.biodata)).toEqual([null]);
    await call('PUT', '/api/biodata-visibility', owner, { hidden: false });
    expect((await listBlocks(blocker)).map((row) => row.biodata)).toEqual([
      { addid: biodata.addid, name: 'Soon Hidden' },
    ]);
  });

  it('caps the list at the newest BLOCKS_LIST_LIMIT', async () => {
    const blocker = await signUp(ctx.app, ctx.env);
    const others = Array.from({ length: BLOCKS_LIST_LIMIT + 1 }, (_, index) => ({
      id: `cap-${index}-${blocker.id}`,
      name: `Capped ${index}`,
      email: `cap-${index}-${blocker.id}@example.com`,
    }));
    await ctx.app.db.insert(users).values(others);
    await ctx.app.db.insert(blocks).values(
      others.map((other, index) => ({
        blockerId: blocker.id,
        blockedId: other.id,
        createdAt: new Date(Date.now() - (others.length - index) * 1000),
      })),
    );
    const listed = await listBlocks(blocker);
    expect(listed).toHaveLength(BLOCKS_LIST_LIMIT);
    const times = listed.map((row) => row.blockedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('keeps the database’s rules: one per pair, never oneself, gone with either account', async () => {
    const a = await signUp(ctx.app, ctx.env);
    const b = await signUp(ctx.app, ctx.env);
    const refusal = async (statement: Promise<unknown>) =>
      causeChain(
        await statement.then(
          () => null,
          (error: unknown) => error,
        ),
      )
        .map((error) => (error as Error).message)
        .join('\n');
    expect(
      await refusal(ctx.app.db.insert(blocks).values({ blockerId: a.id, blockedId: a.id })),
    ).toMatch(/blocks_not_self_check/);
    await ctx.app.db.insert(blocks).values({ blockerId: a.id, blockedId: b.id });
    expect(
      await refusal(ctx.app.db.insert(blocks).values({ blockerId: a.id, blockedId: b.id })),
    ).toMatch(/blocks_pair_idx/);
    // The other way round is another block.
    await ctx.app.db.insert(blocks).values({ blockerId: b.id, blockedId: a.id });
    await ctx.app.db.delete(users).where(eq(users.id, b.id));
    const left = await ctx.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(blocks)
      .where(sql`${blocks.blockerId} = ${a.id} or ${blocks.blockedId} = ${a.id}`);
    expect(left[0]?.n).toBe(0);
  });
});

describe('a blocked pair never sees each other’s biodata (issue 21)', () => {
  const ctx = useTestApp();
  const call = callerFor(ctx);

  const arrangePair = async (label: string) => {
    const { owner, target, viewer, viewersOwn } = await arrangeViewerAndTarget(ctx, call, {
      target: `${label} Target`,
      viewer: `${label} Viewer`,
    });
    const seen = () => seenBy(call, viewer, target, { viewersOwnId: viewersOwn._id });
    return { target: owner, targetsBiodata: target, viewer, viewersBiodata: viewersOwn, seen };
  };
  const blockIdOf = async (account: TestAccount) => {
    const response = await call('GET', '/api/blocks', account);
    return (response.json() as BlockedMember[])[0]!.id;
  };

  it('hides the blocked member’s biodata from the blocker everywhere, until unblocked', async () => {
    const pair = await arrangePair('Forward');
    expect(await pair.seen()).toEqual(everywhere(true));
    expect(
      (await call('POST', '/api/blocks', pair.viewer, { biodataId: pair.targetsBiodata._id }))
        .statusCode,
    ).toBe(201);
    expect(await pair.seen()).toEqual(everywhere(false));

    const unblocked = await call(
      'DELETE',
      `/api/blocks/${await blockIdOf(pair.viewer)}`,
      pair.viewer,
    );
    expect(unblocked.statusCode).toBe(200);
    expect(await pair.seen()).toEqual(everywhere(true));
  });

  it('hides the blocker’s biodata from the blocked member everywhere, until unblocked', async () => {
    const pair = await arrangePair('Backward');
    expect(await pair.seen()).toEqual(everywhere(true));
    // The target blocks the viewer, from the viewer's biodata.
    expect(
      (await call('POST', '/api/blocks', pair.target, { biodataId: pair.viewersBiodata._id }))
        .statusCode,
    ).toBe(201);
    expect(await pair.seen()).toEqual(everywhere(false));

    const unblocked = await call(
      'DELETE',
      `/api/blocks/${await blockIdOf(pair.target)}`,
      pair.target,
    );
    expect(unblocked.statusCode).toBe(200);
    expect(await pair.seen()).toEqual(everywhere(true));
  });

  it('refuses a favourite, a payment and a report across a block, either way, as for no biodata', async () => {
    const pair = await arrangePair('Calls');
    const { account: thirdParty } = {
      account: await signUp(ctx.app, ctx.env, { name: 'Calls Third' }),
    };
    expect(
      (await call('POST', '/api/blocks', pair.target, { biodataId: pair.viewersBiodata._id }))
        .statusCode,
    ).toBe(201);
    const attempts = (account: TestAccount, biodata: { _id: string; addid: number }) => [
      call('POST', '/api/favourites', account, {
        userEmail: account.email,
        biodataId: biodata._id,
      }),
      call('POST', '/api/create-payment-intent', account, {
        parcelId: biodata._id,
        email: account.email,
      }),
      call('POST', '/api/create-payment-intent', account, {
        parcelId: biodata.addid,
        email: account.email,
      }),
      call('POST', '/api/reports', account, { biodataId: biodata._id, reason: 'fakeProfile' }),
      // A made-up payment tells a blocked biodata apart from none no more than a real call does.
      call('POST', '/api/payments', account, paymentBody(account, biodata._id, 'pi_made_up')),
    ];
    const missing = { _id: MISSING_ID, addid: 987_654 };
    for (const [account, biodata] of [
      [pair.viewer, pair.targetsBiodata],
      [pair.target, pair.viewersBiodata],
    ] as const) {
      const [refused, expected] = await Promise.all([
        Promise.all(attempts(account, biodata)),
        Promise.all(attempts(account, missing)),
      ]);
      expect(refused.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404]);
      expect(refused.map((response) => withoutRequestId(response.json()))).toEqual(
        expected.map((response) => withoutRequestId(response.json())),
      );
    }
    // Someone outside the pair is not affected.
    const favourite = await call('POST', '/api/favourites', thirdParty, {
      userEmail: thirdParty.email,
      biodataId: pair.targetsBiodata._id,
    });
    expect(favourite.statusCode).toBe(201);
  });

  it('still records a payment made before the block, as for a hidden biodata', async () => {
    const owner = await signUp(ctx.app, ctx.env, { name: 'Paid Owner' });
    const ownersBiodata = await createBiodata(call, owner, { name: 'Paid Owner' });
    const payer = await signUp(ctx.app, ctx.env, { name: 'Paid Payer' });
    const payersBiodata = await createBiodata(call, payer, {
      name: 'Paid Payer',
      biodataType: 'Male',
    });
    const intent = await startPayment(call, payer, ownersBiodata._id);
    const confirmed = await confirmCard(call, payer, intent.clientSecret);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The owner blocks the payer before the browser records the payment.
    expect(
      (await call('POST', '/api/blocks', owner, { biodataId: payersBiodata._id })).statusCode,
    ).toBe(201);
    const recorded = await call(
      'POST',
      '/api/payments',
      payer,
      paymentBody(payer, ownersBiodata._id, intent.paymentIntentId),
    );
    expect(recorded.statusCode, recorded.body).toBe(201);
  });

  it('does not restrict an admin acting as one', async () => {
    const admin = await signUp(ctx.app, ctx.env, { name: 'Blocking Admin' });
    await setStanding(ctx.app, admin, { role: 'admin' });
    const { viewersBiodata, viewer } = await arrangePair('Admin');
    // A member blocks the admin; the admin blocks the member: the admin still reads them.
    const adminsBiodata = await createBiodata(call, admin, { name: 'Admin Own' });
    expect(
      (await call('POST', '/api/blocks', viewer, { biodataId: adminsBiodata._id })).statusCode,
    ).toBe(201);
    expect(
      (await call('POST', '/api/blocks', admin, { biodataId: viewersBiodata._id })).statusCode,
    ).toBe(201);
    expect((await call('GET', `/api/details/${viewersBiodata._id}`, admin)).statusCode).toBe(200);
    const search = await call(
      'GET',
      '/api/biodatas/search?maxAge=60&type=Male&division=All&page=1',
      admin,
    );
    expect(search.json().items.map((item: { _id: string }) => item._id)).toContain(
      viewersBiodata._id,
    );
    // The member, who is no admin, does not see the admin's.
    expect((await call('GET', `/api/details/${adminsBiodata._id}`, viewer)).statusCode).toBe(404);
  });
});

describe('the listing’s totals and pages with blocks (issue 21)', () => {
  // Set-up writes straight to the database: read it back at once.
  const ctx = useTestApp({ env: { PUBLIC_CACHE_TTL_MS: '0' } });
  const call = callerFor(ctx);
  let blocker: TestAccount;
  /** A member in no block: what the listing is for everyone else. */
  let bystander: TestAccount;
  let blockedIds: Set<string>;

  interface Page {
    items: { _id: string }[];
    total: number;
    pageCount: number;
    totalCapped: boolean;
  }
  const searchPage = async (account: TestAccount | undefined, query: string, page: number) => {
    const response = await call('GET', `/api/biodatas/search?${query}&page=${page}`, account);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  };
  /** Every page of a search, in order: its ids, and the total of its first page. */
  const wholeListing = async (account: TestAccount | undefined, query: string) => {
    const first = await searchPage(account, query, 1);
    const ids = first.items.map((item) => item._id);
    for (let page = 2; page <= first.pageCount; page += 1) {
      ids.push(...(await searchPage(account, query, page)).items.map((item) => item._id));
    }
    return { ids, total: first.total, pageCount: first.pageCount };
  };

  beforeAll(async () => {
    await seedBiodatas({ db: ctx.app.db, count: 500, seed: 21, batchSize: 120 });
    blocker = await signUp(ctx.app, ctx.env, { name: 'Listing Blocker' });
    bystander = await signUp(ctx.app, ctx.env, { name: 'Listing Bystander' });
    const everyone = (await wholeListing(undefined, 'maxAge=60&type=All&division=All')).ids;
    // At a page's first and last rows, across a page boundary, deep in the listing and last.
    const positions = [0, 11, 12, 13, 40, 41, 250, everyone.length - 1];
    blockedIds = new Set(positions.map((position) => everyone[position]!));
    for (const id of blockedIds) {
      const response = await call('POST', '/api/blocks', blocker, { biodataId: id });
      expect(response.statusCode, response.body).toBe(201);
    }
    // And one member who blocked the blocker: their biodata is gone from the blocker's view too.
    const [blockedBy] = await ctx.app.db
      .execute<{ id: string; user_id: string }>(
        sql`select id, user_id from biodatas where listed order by addid limit 1 offset 100`,
      )
      .then((result) => (result as unknown as { rows: { id: string; user_id: string }[] }).rows);
    await ctx.app.db
      .insert(blocks)
      .values({ blockerId: blockedBy!.user_id, blockedId: blocker.id });
    blockedIds.add(blockedBy!.id);
  });

  const queries = [
    'maxAge=60&type=All&division=All',
    'maxAge=60&type=Female&division=All',
    'maxAge=40&type=Male&division=Dhaka',
    'maxAge=35&minAge=22&type=All&division=Chattogram',
    // More filters.
    'maxAge=60&type=All&division=All&presentDivision=Dhaka',
    'maxAge=60&type=Female&division=All&religion=Islam',
    'maxAge=50&type=All&division=All&maritalStatus=Never%20married',
  ];

  it.each(queries)('leaves the blocked out of every page and the total: %s', async (query) => {
    const others = await wholeListing(bystander, query);
    const mine = await wholeListing(blocker, query);
    const expected = others.ids.filter((id) => !blockedIds.has(id));
    expect(mine.ids).toEqual(expected);
    expect(mine.total).toBe(expected.length);
    expect(mine.pageCount).toBe(Math.ceil(expected.length / 12));
  });

  it('changes nothing for a visitor or a member in no block', async () => {
    const query = 'maxAge=60&type=All&division=All';
    const visitor = await wholeListing(undefined, query);
    expect((await wholeListing(bystander, query)).ids).toEqual(visitor.ids);
    expect(visitor.ids.filter((id) => blockedIds.has(id))).toHaveLength(blockedIds.size);
  });

  it('reads a member’s blocked biodatas by index, never the whole table', async () => {
    await ctx.app.db.execute(sql`vacuum analyze`);
    const [session] = await ctx.app.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, blocker.id));
    const statement = blockedBiodatasStatement(false);
    // As the pool runs it: one generic plan for any token.
    await ctx.app.db.execute(sql`set plan_cache_mode = force_generic_plan`);
    try {
      const [row] = await runStatement<{ 'QUERY PLAN': unknown }>(
        ctx.app.db,
        {
          ...statement,
          name: `${statement.name}_explained`,
          text: `explain (analyze, format json) ${statement.text}`,
        },
        { token: session!.token },
      );
      const biodataReads = planNodes(row?.['QUERY PLAN'])
        .filter((node) => node['Relation Name'] === 'biodatas')
        .map((node) => node['Node Type']);
      expect(biodataReads).toEqual(['Index Scan']);
    } finally {
      await ctx.app.db.execute(sql`reset plan_cache_mode`);
    }
  });

  it('reads a page without the blocked from a listing index alone, never from the table', async () => {
    await ctx.app.db.execute(sql`vacuum analyze biodatas`);
    const blockedRows = await ctx.app.db
      .execute(
        sql`select addid, dob::text as dob from biodatas where id in ${sql.raw(
          `(${[...blockedIds].map((id) => `'${id}'`).join(',')})`,
        )}`,
      )
      .then((result) => (result as unknown as { rows: { addid: number; dob: string }[] }).rows);
    for (const { type, division } of [
      { type: 'Female', division: FILTER_ALL },
      { type: FILTER_ALL, division: FILTER_ALL },
      { type: 'Male', division: 'Dhaka' },
    ] as const) {
      const plan = await explainSearchPage(ctx.app.db, {
        type,
        division,
        after: '1900-01-01',
        monthFrom: '1900-01-01',
        until: today,
        skipInMonth: 3,
        blockedAddids: `{${blockedRows.map((row) => row.addid).join(',')}}`,
        blockedDobs: `{${blockedRows.map((row) => row.dob).join(',')}}`,
      });
      expect(readsOf(plan), `${type} / ${division}`).toEqual([
        {
          node: 'Index Only Scan',
          index: expect.stringMatching(/^biodatas_listing_/),
          heapFetches: 0,
        },
      ]);
    }
  });
});
