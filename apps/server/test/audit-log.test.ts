import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema';
import { causeChain } from '../src/lib/cause-chain';
import { setRoleByEmail } from '../src/services/users';
import { callerFor } from './biodata-fixtures';
import { setStanding, signUp, type TestAccount } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';
import { createOthersBiodata, payForContact } from './payment-fixtures';

interface Entry {
  id: number;
  at: string;
  actor: { id: string; email: string | null } | null;
  action: string;
  target: { type: string; id: string; email: string | null };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe('the audit log', () => {
  const ctx = useTestApp();
  const call = callerFor(ctx);
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await signUp(ctx.app, ctx.env, { name: 'Audit Admin' });
    await setStanding(ctx.app, admin, { role: 'admin' });
  });

  const entriesFor = async (target: string): Promise<Entry[]> => {
    const response = await call(
      'GET',
      `/api/admin/audit-log?target=${encodeURIComponent(target)}`,
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items;
  };

  it('records a role and a premium change with who, what, to whom, before and after', async () => {
    const member = await signUp(ctx.app, ctx.env);
    const startedAt = Date.now();
    expect(
      (await call('PUT', `/api/users/role/${member.id}`, admin, { role: 'admin' })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/users/premium/${member.id}`, admin, { person: 'premium' }))
        .statusCode,
    ).toBe(200);

    const [person, role] = await entriesFor(member.email);
    expect(role).toMatchObject({
      actor: { id: admin.id, email: admin.email },
      action: 'user.role',
      target: { type: 'user', id: member.id, email: member.email },
      before: { role: 'customer' },
      after: { role: 'admin' },
    });
    expect(Date.parse(role!.at)).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(person).toMatchObject({
      action: 'user.person',
      before: { person: 'normal' },
      after: { person: 'premium' },
    });
    // Found by the target's id too.
    expect((await entriesFor(member.id)).map((entry) => entry.id)).toEqual([person!.id, role!.id]);
  });

  it('records nothing for a change it refused', async () => {
    const before = await ctx.app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(
      (await call('PUT', `/api/users/role/${admin.id}`, admin, { role: 'customer' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/users/premium/no-such-user`, admin, { person: 'premium' }))
        .statusCode,
    ).toBe(404);
    const after = await ctx.app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after).toEqual(before);
  });

  it('records a contact approval, a premium approval and an operator at the command line', async () => {
    const requester = await signUp(ctx.app, ctx.env);
    const biodataId = await createOthersBiodata(ctx, call);
    const requestId = await payForContact(call, requester, biodataId);
    expect((await call('PUT', `/api/updateParcel/${requestId}`, admin)).statusCode).toBe(200);
    // Approving it again changes nothing, and records nothing.
    expect((await call('PUT', `/api/updateParcel/${requestId}`, admin)).statusCode).toBe(200);
    expect(await entriesFor(requestId)).toMatchObject([
      {
        actor: { id: admin.id },
        action: 'contactRequest.approve',
        target: { type: 'contactRequest', id: requestId, email: requester.email },
        before: { pending: true },
        after: { pending: false },
      },
    ]);

    expect(
      (await call('PUT', `/api/makePremeum/update/${requester.email}`, admin)).statusCode,
    ).toBe(200);
    await setRoleByEmail({ db: ctx.app.db, email: requester.email, role: 'admin' });
    const [operator, premium, approval] = await entriesFor(requester.email);
    expect(operator).toMatchObject({
      actor: null,
      action: 'operator.role',
      before: { role: 'customer' },
      after: { role: 'admin' },
    });
    expect(premium).toMatchObject({ action: 'premium.approve', after: { person: 'premium' } });
    expect(approval?.id).toBeDefined();
  });

  it('filters by admin, action, target and dates, newest first', async () => {
    const member = await signUp(ctx.app, ctx.env);
    for (const role of ['admin', 'customer', 'admin'] as const) {
      await call('PUT', `/api/users/role/${member.id}`, admin, { role });
    }
    const query = async (params: string) =>
      (await call('GET', `/api/admin/audit-log?${params}`, admin)).json() as {
        items: Entry[];
        total: number;
        pageCount: number;
      };
    const mine = await query(
      `actor=${encodeURIComponent(admin.email.toUpperCase())}&action=user.role&target=${member.id}`,
    );
    expect(mine.total).toBe(3);
    expect(mine.items.map((entry) => entry.after)).toEqual([
      { role: 'admin' },
      { role: 'customer' },
      { role: 'admin' },
    ]);
    const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
    expect((await query(`target=${member.id}&from=${today}&to=${today}`)).total).toBe(3);
    expect((await query(`target=${member.id}&to=2020-01-01`)).total).toBe(0);
    expect((await query(`action=operator.superAdmin&target=${member.id}`)).total).toBe(0);

    const refused = await call('GET', '/api/admin/audit-log?from=2026-02-01&to=2026-01-01', admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('from');
    expect((await call('GET', '/api/admin/audit-log?action=drop.table', admin)).statusCode).toBe(
      400,
    );
  });

  it('pages 20 entries at a time, newest first, each entry on exactly one page', async () => {
    const member = await signUp(ctx.app, ctx.env);
    // 23 changes of one member's premium standing: two pages, the second of 3.
    for (let change = 0; change < 23; change++) {
      const person = change % 2 === 0 ? 'premium' : 'normal';
      const response = await call('PUT', `/api/users/premium/${member.id}`, admin, { person });
      expect(response.statusCode, response.body).toBe(200);
    }
    const pageOf = async (page: number) => {
      const response = await call(
        'GET',
        `/api/admin/audit-log?target=${encodeURIComponent(member.email)}&page=${page}`,
        admin,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { items: Entry[]; total: number; page: number; pageCount: number };
    };
    const [first, second, third] = [await pageOf(1), await pageOf(2), await pageOf(3)];
    expect([first.items.length, second.items.length, third.items.length]).toEqual([20, 3, 0]);
    expect([first.total, first.pageCount, second.page]).toEqual([23, 2, 2]);
    const ids = [...first.items, ...second.items].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(23);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // The newest is the last change (to premium), the oldest the first.
    expect(first.items[0]?.after).toEqual({ person: 'premium' });
    expect(second.items.at(-1)?.before).toEqual({ person: 'normal' });
  });

  it('is append-only: the database refuses to change, delete or empty it', async () => {
    const member = await signUp(ctx.app, ctx.env);
    await call('PUT', `/api/users/premium/${member.id}`, admin, { person: 'premium' });
    const [entry] = await entriesFor(member.id);
    const attempts = [
      sql`update audit_log set after = '{"person":"normal"}' where id = ${entry!.id}`,
      sql`delete from audit_log where id = ${entry!.id}`,
      sql`truncate audit_log`,
    ];
    for (const attempt of attempts) {
      const refusal = await ctx.app.db.execute(attempt).then(
        () => null,
        (error: unknown) => error,
      );
      const messages = causeChain(refusal).map((error) => (error as Error).message);
      expect(messages.join('\n')).toMatch(/audit_log is append-only/);
    }
    expect((await entriesFor(member.id))[0]).toEqual(entry);
  });

  it('does an action only with its entry: a failed entry undoes the change', async () => {
    const member = await signUp(ctx.app, ctx.env);
    await ctx.app.db.execute(
      sql`alter table audit_log add constraint audit_log_test_refusal check (action <> 'user.person') not valid`,
    );
    try {
      const response = await call('PUT', `/api/users/premium/${member.id}`, admin, {
        person: 'premium',
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await ctx.app.db.execute(sql`alter table audit_log drop constraint audit_log_test_refusal`);
    }
    const [row] = await ctx.app.db
      .select({ person: users.person })
      .from(users)
      .where(eq(users.id, member.id));
    expect(row?.person).toBe('normal');
  });
});
