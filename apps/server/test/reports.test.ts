import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { causeChain } from '../src/lib/cause-chain';
import { callerFor } from './biodata-fixtures';
import { setStanding, signUp, type TestAccount } from './helpers/accounts';
import { withoutRequestId } from './helpers/answers';
import { useTestApp } from './helpers/test-app';
import { createBiodata } from './payment-fixtures';

interface ReportedBiodata {
  biodata: { _id: string; addid: number; name: string; ownerId: string; ownerEmail: string };
  count: number;
  reports: { id: string; reason: string; details: string | null; at: string }[];
}

describe('reports of a biodata (issue 21)', () => {
  const ctx = useTestApp();
  const call = callerFor(ctx);
  let admin: TestAccount;

  beforeAll(async () => {
    admin = await signUp(ctx.app, ctx.env, { name: 'Reports Admin' });
    await setStanding(ctx.app, admin, { role: 'admin' });
  });

  const report = (account: TestAccount | undefined, body: Record<string, unknown>) =>
    call('POST', '/api/reports', account, body);
  const reported = async (): Promise<ReportedBiodata[]> => {
    const response = await call('GET', '/api/admin/reports', admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const groupOf = async (biodataId: string) =>
    (await reported()).find((group) => group.biodata._id === biodataId);
  const ownerWithBiodata = async (name: string) => {
    const owner = await signUp(ctx.app, ctx.env, { name });
    return { owner, biodata: await createBiodata(call, owner, { name }) };
  };

  it('takes a member’s report once while it is open, and shows admins what was said', async () => {
    const { owner, biodata } = await ownerWithBiodata('Reported Once');
    const reporter = await signUp(ctx.app, ctx.env);

    const first = await report(reporter, {
      biodataId: biodata._id,
      reason: 'asksForMoney',
      details: '  Asked me to send money for a visa.  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ alreadyReported: false });
    const again = await report(reporter, { biodataId: biodata._id, reason: 'fakeProfile' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ alreadyReported: true });

    const group = await groupOf(biodata._id);
    expect(group).toMatchObject({
      biodata: { _id: biodata._id, addid: biodata.addid, name: 'Reported Once', ownerId: owner.id },
      count: 1,
      reports: [{ reason: 'asksForMoney', details: 'Asked me to send money for a visa.' }],
    });
    // The reporter is protected: nothing in the admins' list names them.
    expect(JSON.stringify(group)).not.toContain(reporter.email);
    expect(JSON.stringify(group)).not.toContain(reporter.id);
  });

  it('lists the most reported biodata first, each with its count', async () => {
    const once = await ownerWithBiodata('Reported One Time');
    const thrice = await ownerWithBiodata('Reported Three Times');
    for (const biodata of [once.biodata, thrice.biodata, thrice.biodata, thrice.biodata]) {
      const reporter = await signUp(ctx.app, ctx.env);
      expect(
        (await report(reporter, { biodataId: biodata._id, reason: 'harassment' })).statusCode,
      ).toBe(201);
    }
    const groups = await reported();
    const order = groups.map((group) => group.biodata._id);
    expect(order.indexOf(thrice.biodata._id)).toBeLessThan(order.indexOf(once.biodata._id));
    expect(groups.find((group) => group.biodata._id === thrice.biodata._id)?.count).toBe(3);
    expect(groups.every((group, i) => i === 0 || groups[i - 1]!.count >= group.count)).toBe(true);
  });

  it('refuses one’s own biodata, one the reporter cannot see, and bad reasons', async () => {
    const { owner, biodata } = await ownerWithBiodata('Own Report');
    expect(
      (await report(owner, { biodataId: biodata._id, reason: 'fakeProfile' })).statusCode,
    ).toBe(409);
    const reporter = await signUp(ctx.app, ctx.env);
    expect(
      (await report(undefined, { biodataId: biodata._id, reason: 'fakeProfile' })).statusCode,
    ).toBe(401);
    const missing = await report(reporter, {
      biodataId: '00000000-0000-4000-8000-000000000000',
      reason: 'fakeProfile',
    });
    expect(missing.statusCode).toBe(404);
    // Hidden by its owner: as if it did not exist.
    expect((await call('PUT', '/api/biodata-visibility', owner, { hidden: true })).statusCode).toBe(
      200,
    );
    const hidden = await report(reporter, { biodataId: biodata._id, reason: 'fakeProfile' });
    expect(hidden.statusCode).toBe(404);
    expect(withoutRequestId(hidden.json())).toEqual(withoutRequestId(missing.json()));
    await call('PUT', '/api/biodata-visibility', owner, { hidden: false });

    for (const [body, field] of [
      [{ biodataId: biodata._id, reason: 'other' }, 'details'],
      [{ biodataId: biodata._id, reason: 'other', details: '   ' }, 'details'],
      [{ biodataId: biodata._id, reason: 'boring' }, 'reason'],
      [{ biodataId: biodata._id, reason: 'harassment', details: 'x'.repeat(1001) }, 'details'],
      [{ biodataId: 'not-a-guid', reason: 'harassment' }, 'biodataId'],
    ] as const) {
      const response = await report(reporter, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().fieldErrors), JSON.stringify(body)).toContain(field);
    }
    // A refused report is not kept.
    expect(await groupOf(biodata._id)).toBeUndefined();
    const other = await report(reporter, {
      biodataId: biodata._id,
      reason: 'other',
      details: 'Odd',
    });
    expect(other.statusCode).toBe(201);
  });

  it('is dismissed by an admin as a whole, in the audit log, and can be reported again', async () => {
    const { biodata } = await ownerWithBiodata('Dismissed Reports');
    const reporters = [await signUp(ctx.app, ctx.env), await signUp(ctx.app, ctx.env)];
    for (const reporter of reporters) {
      await report(reporter, { biodataId: biodata._id, reason: 'fakeProfile' });
    }
    const member = reporters[0]!;
    const url = `/api/admin/reports/${biodata._id}/dismiss`;
    expect((await call('POST', url, member, {})).statusCode).toBe(403);

    const dismissed = await call('POST', url, admin, { reason: 'Met the family; genuine.' });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toEqual({ dismissed: 2 });
    expect(await groupOf(biodata._id)).toBeUndefined();
    expect((await call('POST', url, admin, {})).statusCode).toBe(404);

    const log = await call('GET', `/api/admin/audit-log?target=${biodata._id}`, admin);
    expect(log.json().items).toMatchObject([
      {
        actor: { id: admin.id },
        action: 'reports.dismiss',
        target: { type: 'biodata', id: biodata._id },
        before: { openReports: 2 },
        after: { openReports: 0 },
        reason: 'Met the family; genuine.',
      },
    ]);
    // A closed report no longer stops its reporter from reporting again.
    expect(
      (await report(member, { biodataId: biodata._id, reason: 'harassment' })).statusCode,
    ).toBe(201);
    expect((await groupOf(biodata._id))?.count).toBe(1);
  });

  it('keeps one open report per reporter and biodata in the database too', async () => {
    const { biodata } = await ownerWithBiodata('Twice In The Database');
    const reporter = await signUp(ctx.app, ctx.env);
    await report(reporter, { biodataId: biodata._id, reason: 'fakeProfile' });
    const refusal = await ctx.app.db
      .execute(
        sql`insert into reports (biodata_id, reporter_id, reason) values (${biodata._id}, ${reporter.id}, 'harassment')`,
      )
      .then(
        () => null,
        (error: unknown) => error,
      );
    const messages = causeChain(refusal).map((error) => (error as Error).message);
    expect(messages.join('\n')).toMatch(/reports_one_open_idx/);
  });
});
