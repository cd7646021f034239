import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { biodataDrafts, biodatas, users } from '../src/db/schema';
import { biodataBody, callerFor } from './biodata-fixtures';
import { signUp, type TestAccount } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';

/** A first biodata as far as its About you section, as the form sends it: the rest blank. */
const aboutYou = {
  biodataType: 'Female',
  name: 'Nusrat Jahan',
  profileImage: '',
  dob: biodataBody().dob,
  height: `5'2"`,
  weight: '50kg',
  occupation: 'Teacher',
  race: 'Medium',
  fathersName: '',
  permanentDivision: '',
  childrenCount: '',
  acceptableMaritalStatuses: [],
  mobile: '',
};

describe('The draft of a first biodata (GET and PUT /api/biodata-draft)', () => {
  const ctx = useTestApp();
  const call = callerFor(ctx);
  let member: TestAccount;
  beforeEach(async () => {
    member = await signUp(ctx.app, ctx.env);
  });

  const storedDraft = async (account: TestAccount) => {
    const [row] = await ctx.app.db
      .select({ values: biodataDrafts.values })
      .from(biodataDrafts)
      .where(eq(biodataDrafts.userId, account.id));
    return row?.values;
  };

  it('keeps the fields given, leaves the blank ones out, and gives them back to their owner', async () => {
    expect((await call('GET', '/api/biodata-draft', member)).json()).toEqual({
      values: null,
      updatedAt: null,
    });

    const saved = await call('PUT', '/api/biodata-draft', member, aboutYou);

    expect(saved.statusCode, saved.body).toBe(200);
    const kept = {
      biodataType: 'Female',
      name: 'Nusrat Jahan',
      dob: aboutYou.dob,
      height: `5'2"`,
      weight: '50kg',
      occupation: 'Teacher',
      race: 'Medium',
    };
    expect(saved.json().values).toEqual(kept);
    const read = await call('GET', '/api/biodata-draft', member);
    expect(read.json()).toEqual(saved.json());
    expect(Date.parse(read.json().updatedAt)).not.toBeNaN();

    // The next save replaces it with everything the form holds then.
    const next = await call('PUT', '/api/biodata-draft', member, {
      ...aboutYou,
      name: 'Nusrat J.',
      mobile: '01712 345678',
      guardianMobile: '01812345678',
      brothersCount: '2',
    });
    expect(next.json().values).toEqual({
      ...kept,
      name: 'Nusrat J.',
      mobile: '+8801712345678',
      guardianMobile: '+8801812345678',
      brothersCount: 2,
    });
    expect(await storedDraft(member)).toEqual(next.json().values);
  });

  it('refuses a bad value with a 400 naming its field, and keeps the draft it had', async () => {
    await call('PUT', '/api/biodata-draft', member, aboutYou);
    const cases: [Record<string, unknown>, string][] = [
      [{ height: '7ft' }, 'height'],
      [{ dob: '1990-02-30' }, 'dob'],
      [{ mobile: '12345' }, 'mobile'],
      [{ brothersCount: -1 }, 'brothersCount'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ aboutMe: 'x'.repeat(1001) }, 'aboutMe'],
      [{ preferredDivisions: ['Dhaka', 'Atlantis'] }, 'preferredDivisions'],
      [{ profileImage: 'javascript:alert(1)' }, 'profileImage'],
      // Half a surrogate pair, which the draft's jsonb refused with a 500 (found by the fuzz).
      [{ name: 'x\udfffy' }, 'name'],
      [{ aboutMe: 'x\ud800' }, 'aboutMe'],
    ];
    for (const [change, field] of cases) {
      const response = await call('PUT', '/api/biodata-draft', member, { ...aboutYou, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().fieldErrors ?? {}), field).toEqual([field]);
    }
    expect((await storedDraft(member))?.name).toBe('Nusrat Jahan');
  });

  it('is only ever the caller’s own: anonymous calls get 401, and no draft is another’s', async () => {
    await call('PUT', '/api/biodata-draft', member, { ...aboutYou, mobile: '01712345678' });
    expect((await call('GET', '/api/biodata-draft')).statusCode).toBe(401);
    expect((await call('PUT', '/api/biodata-draft', undefined, aboutYou)).statusCode).toBe(401);

    const other = await signUp(ctx.app, ctx.env);
    const seen = await call('GET', '/api/biodata-draft', other);
    expect(seen.json()).toEqual({ values: null, updatedAt: null });
    expect(seen.body).not.toContain('+8801712345678');
    // Naming the member anywhere in the call changes nothing.
    for (const url of [
      `/api/biodata-draft?email=${encodeURIComponent(member.email)}`,
      `/api/biodata-draft?userId=${member.id}`,
    ]) {
      expect((await call('GET', url, other)).body).not.toContain('+8801712345678');
    }
    await call('PUT', '/api/biodata-draft', other, { ...aboutYou, userId: member.id, name: 'X' });
    expect((await storedDraft(member))?.name).toBe('Nusrat Jahan');
  });

  it('is deleted by the first save of the biodata, after which only the biodata is saved', async () => {
    await call('PUT', '/api/biodata-draft', member, aboutYou);
    const created = await call(
      'PUT',
      `/api/addBioData?email=${encodeURIComponent(member.email)}`,
      member,
      biodataBody(),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(await storedDraft(member)).toBeUndefined();
    expect((await call('GET', '/api/biodata-draft', member)).json().values).toBeNull();

    const late = await call('PUT', '/api/biodata-draft', member, aboutYou);
    expect(late.statusCode).toBe(409);
    expect(await storedDraft(member)).toBeUndefined();
    const [biodata] = await ctx.app.db
      .select({ name: biodatas.name })
      .from(biodatas)
      .where(eq(biodatas.userId, member.id));
    expect(biodata?.name).toBe('Nusrat Jahan');
  });

  it('goes with the account', async () => {
    await call('PUT', '/api/biodata-draft', member, aboutYou);
    await ctx.app.db.delete(users).where(eq(users.id, member.id));
    expect(await storedDraft(member)).toBeUndefined();
  });
});
