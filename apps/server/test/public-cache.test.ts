import { eq } from 'drizzle-orm';
import { AGE_MIN } from '@bondhon/shared/constants';
import { latestDobForAge, todayInBangladesh } from '@bondhon/shared/schemas/biodata';
import { describe, expect, it } from 'vitest';
import { biodatas, users } from '../src/db/schema';
import { createTtlCache } from '../src/lib/ttl-cache';
import { biodataBody, callerFor, insertBiodataRow } from './biodata-fixtures';
import { setStanding, signUp, type TestAccount } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';

/** Lets settled promises run their handlers. */
const flushPromises = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the TTL cache', () => {
  function clockedCache(ttlMs: number, maxEntries = 10) {
    const clock = { now: 0 };
    return { clock, cache: createTtlCache<number>({ ttlMs, maxEntries, now: () => clock.now }) };
  }

  it('answers the kept value while it is fresh', async () => {
    const { clock, cache } = clockedCache(1000);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('k', load)).toBe(1);
    clock.now = 999;
    expect(await cache.get('k', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('answers a stale value at once while one reload runs, then the reloaded value', async () => {
    const { clock, cache } = clockedCache(1000);
    let loads = 0;
    let finish: (value: number) => void = () => {};
    const load = () => {
      loads += 1;
      return loads === 1
        ? Promise.resolve(1)
        : new Promise<number>((resolve) => (finish = resolve));
    };
    await cache.get('k', load);
    clock.now = 1500;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    expect(loads).toBe(2);
    finish(2);
    await flushPromises();
    expect(await cache.get('k', load)).toBe(2);
    // Fresh again from the reload's arrival.
    clock.now = 2400;
    expect(await cache.get('k', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('waits for a load when the value is older than twice the TTL', async () => {
    const { clock, cache } = clockedCache(1000);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    await cache.get('k', load);
    clock.now = 2000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('drops the stale value when its reload fails', async () => {
    const { clock, cache } = clockedCache(1000);
    await cache.get('k', () => Promise.resolve(1));
    clock.now = 1500;
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).toBe(1);
    await flushPromises();
    expect(await cache.get('k', () => Promise.resolve(3))).toBe(3);
  });

  it('does not keep a reload that was under way when the cache was cleared', async () => {
    const { clock, cache } = clockedCache(1000);
    let finish: (value: number) => void = () => {};
    await cache.get('k', () => Promise.resolve(1));
    clock.now = 1500;
    await cache.get('k', () => new Promise<number>((resolve) => (finish = resolve)));
    cache.clear();
    finish(2);
    await flushPromises();
    expect(await cache.get('k', () => Promise.resolve(3))).toBe(3);
  });

  it('makes one load for many concurrent misses of one key', async () => {
    const { cache } = clockedCache(1000);
    let loads = 0;
    let finish: (value: number) => void = () => {};
    const load = () => {
      loads += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const answers = [cache.get('k', load), cache.get('k', load), cache.get('k', load)];
    finish(7);
    expect(await Promise.all(answers)).toEqual([7, 7, 7]);
    expect(loads).toBe(1);
  });

  it('keeps no failed load', async () => {
    const { cache } = clockedCache(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', () => Promise.resolve(3))).toBe(3);
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const { cache } = clockedCache(1000, 2);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('b', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(4);
  });

  it('keeps nothing with a TTL of 0, and nothing after clear()', async () => {
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    const off = createTtlCache<number>({ ttlMs: 0, maxEntries: 10 });
    await off.get('k', load);
    expect(await off.get('k', load)).toBe(2);
    const { cache } = clockedCache(1000);
    await cache.get('k', load);
    cache.clear();
    expect(await cache.get('k', load)).toBe(4);
  });
});

describe('public answers shared between requests', () => {
  // A TTL far longer than any test: what is cached stays cached unless a write clears it.
  const ctx = useTestApp({ env: { PUBLIC_CACHE_TTL_MS: '60000' } });
  const call = callerFor(ctx);
  const total = async () => (await call('GET', '/api/biodatas/search')).json().total as number;
  const saveBiodataOf = (member: TestAccount) =>
    call('PUT', `/api/addBioData?email=${encodeURIComponent(member.email)}`, member, biodataBody());

  it("serves the listing's counts from memory until this instance writes", async () => {
    const before = await total();
    // Written behind the app's back, as another instance would: not seen while cached.
    await insertBiodataRow(ctx.app, { dob: '1995-05-05' });
    expect(await total()).toBe(before);

    const member = await signUp(ctx.app, ctx.env);
    expect((await saveBiodataOf(member)).statusCode).toBe(201);
    expect(await total()).toBe(before + 2);
  });

  it("serves the counts of an age range's end months from memory until this instance writes", async () => {
    // The youngest listed are born in the range's last month, which is counted by the day.
    const youngestDob = latestDobForAge(AGE_MIN, todayInBangladesh());
    const before = await total();
    await insertBiodataRow(ctx.app, { dob: `${youngestDob.slice(0, 7)}-01` });
    expect(await total()).toBe(before);

    const member = await signUp(ctx.app, ctx.env);
    expect((await saveBiodataOf(member)).statusCode).toBe(201);
    expect(await total()).toBe(before + 2);
  });

  it("serves a page of a search with More filters from memory, and keeps it through a write of the caller's own", async () => {
    const member = await signUp(ctx.app, ctx.env);
    const firstPage = async () =>
      (
        await call(
          'GET',
          '/api/biodatas/search?type=Female&division=Barisal&presentDivision=Dhaka',
          member,
        )
      )
        .json()
        .items.map((card: { _id: string; name: string }) => `${card._id} ${card.name}`) as string[];
    const onPage = await insertBiodataRow(ctx.app, {
      dob: latestDobForAge(30, todayInBangladesh()),
      biodataType: 'Female',
      permanentDivision: 'Barisal',
    });
    const before = await firstPage();
    expect(before.some((card) => card.startsWith(onPage.id))).toBe(true);
    // Behind the app's back, as another instance would write: a card renamed (its matches, the
    // Biodata IDs, stay the same, so only the kept page hides it), and the youngest of the
    // filter, which would head the page.
    await ctx.app.db
      .update(biodatas)
      .set({ name: 'Renamed Elsewhere' })
      .where(eq(biodatas.id, onPage.id));
    const newest = await insertBiodataRow(ctx.app, {
      dob: latestDobForAge(AGE_MIN, todayInBangladesh()),
      biodataType: 'Female',
      permanentDivision: 'Barisal',
    });
    expect(await firstPage()).toEqual(before);

    const draft = await call('PUT', '/api/biodata-draft', member, { name: 'Draft' });
    expect(draft.statusCode).toBe(200);
    const favourite = await call('POST', '/api/favourites', member, {
      userEmail: member.email,
      biodataId: newest.id,
    });
    expect(favourite.statusCode).toBeLessThan(300);
    expect(await firstPage()).toEqual(before);

    expect((await saveBiodataOf(member)).statusCode).toBe(201);
    const after = await firstPage();
    expect(after[0]).toMatch(new RegExp(`^${newest.id} `));
    expect(after).toContain(`${onPage.id} Renamed Elsewhere`);
  });

  it('shows a member made premium through the API on the home page at once', async () => {
    const admin = await signUp(ctx.app, ctx.env);
    await setStanding(ctx.app, admin, { role: 'admin' });
    const row = await insertBiodataRow(ctx.app, { dob: '2007-01-01', name: 'Newly Premium' });
    const names = async () =>
      ((await call('GET', '/api/premium-members?order=asc')).json() as { addid: number }[]).map(
        (member) => member.addid,
      );
    expect(await names()).not.toContain(row.addid);

    await ctx.app.db.update(users).set({ person: 'premium' }).where(eq(users.id, row.userId));
    expect(await names()).not.toContain(row.addid);

    const made = await call('PUT', `/api/users/premium/${row.userId}`, admin, {
      person: 'premium',
    });
    expect(made.statusCode).toBe(200);
    expect(await names()).toContain(row.addid);
  });
});
