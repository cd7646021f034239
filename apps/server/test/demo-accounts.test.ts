import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { mailOutbox, users } from '../src/db/schema';
import {
  announceDemoAccounts,
  createDemoAccounts,
  DEMO_ACCOUNTS,
  type CreatedDemoAccount,
} from '../src/db/seed/demo-accounts';
import { browserHeaders, makeSuperAdmin, signUp } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';

const DEMO_EMAILS = DEMO_ACCOUNTS.map((account) => account.email);

describe('demo accounts', () => {
  const ctx = useTestApp();
  // The demo accounts a test made go when it ends, so the next test makes them afresh.
  const removeDemoAccountsAfterTest = () =>
    onTestFinished(async () => {
      await ctx.app.db.delete(users).where(inArray(users.email, DEMO_EMAILS));
    });

  it('creates an admin, the super-admin, and a customer who sign in with the returned passwords', async () => {
    removeDemoAccountsAfterTest();
    const created = await createDemoAccounts({ auth: ctx.app.auth, db: ctx.app.db });
    expect(created.map(({ role, isSuperAdmin }) => ({ role, isSuperAdmin }))).toEqual([
      { role: 'admin', isSuperAdmin: true },
      { role: 'customer', isSuperAdmin: false },
    ]);

    for (const account of created) {
      const signIn = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: browserHeaders(ctx.env),
        payload: { email: account.email, password: account.password },
      });
      expect(signIn.statusCode, account.email).toBe(200);
      expect(signIn.json().user.role).toBe(account.role);
      // Their addresses reach nobody: confirmed without a link, and no link was mailed.
      expect(signIn.json().user.emailVerified).toBe(true);
    }
    const mails = await ctx.app.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.recipient, DEMO_EMAILS));
    expect(mails).toEqual([]);
    // Existing demo accounts are left alone (another instance made them a moment ago).
    expect(await createDemoAccounts({ auth: ctx.app.auth, db: ctx.app.db })).toEqual([]);
  });

  it('leaves the super-admin the operator made in place', async () => {
    removeDemoAccountsAfterTest();
    const chief = await signUp(ctx.app, ctx.env);
    // The operator's super-admin goes too: the other test expects none.
    onTestFinished(async () => {
      await ctx.app.db.delete(users).where(eq(users.id, chief.id));
    });
    await makeSuperAdmin(ctx.app, chief);
    const created = await createDemoAccounts({ auth: ctx.app.auth, db: ctx.app.db });
    expect(created[0]).toMatchObject({ role: 'admin', isSuperAdmin: false });
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, chief.id));
    expect(row?.isSuperAdmin).toBe(true);
  });

  it('uses e-mail addresses on a reserved test domain', () => {
    for (const account of DEMO_ACCOUNTS) expect(account.email).toMatch(/@bondhon\.test$/);
  });
});

describe('announceDemoAccounts', () => {
  const created: CreatedDemoAccount[] = [
    {
      role: 'admin',
      email: DEMO_ACCOUNTS[0].email,
      password: 'admin-pass-123',
      isSuperAdmin: true,
    },
    {
      role: 'customer',
      email: DEMO_ACCOUNTS[1].email,
      password: 'customer-pass-456',
      isSuperAdmin: false,
    },
  ];

  function announce(terminal: boolean) {
    const written: string[] = [];
    const logged: unknown[][] = [];
    announceDemoAccounts({
      created,
      logger: { warn: (...args: unknown[]) => void logged.push(args) },
      terminal: terminal ? { write: (text: string) => written.push(text) } : null,
    });
    return { written: written.join(''), logged: JSON.stringify(logged) };
  }

  it('shows the passwords on an interactive terminal, the super-admin named', () => {
    const { written, logged } = announce(true);
    expect(written).toContain('admin-pass-123');
    expect(written).toContain('customer-pass-456');
    expect(written).toMatch(/super-admin\s+demo\.admin@bondhon\.test/);
    expect(logged).toBe('[]');
  });

  it('logs one line without any password otherwise, saying how to get in', () => {
    const { written, logged } = announce(false);
    expect(written).toBe('');
    expect(logged).not.toContain('pass-');
    expect(logged).toContain('shown only on an interactive terminal');
    expect(logged).toContain('npm run admin -- super-admin <email>');
  });
});
