import { describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  formatDemoAccountsNotice,
  seedDemoAccountsIfMissing,
} from '../src/db/seed/demo-accounts';
import { browserHeaders } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';

describe('demo accounts', () => {
  const ctx = useTestApp();

  it('creates an admin and a customer who can sign in with the printed passwords, once', async () => {
    const created = await seedDemoAccountsIfMissing({ auth: ctx.app.auth, db: ctx.app.db });
    expect(created.map((account) => account.role)).toEqual(['admin', 'customer']);

    for (const account of created) {
      const signIn = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: browserHeaders(ctx.env),
        payload: { email: account.email, password: account.password },
      });
      expect(signIn.statusCode, account.email).toBe(200);
      expect(signIn.json().user.role).toBe(account.role);
    }

    const notice = formatDemoAccountsNotice(created);
    for (const account of created) expect(notice).toContain(account.password);

    // A second start finds them and prints nothing.
    expect(await seedDemoAccountsIfMissing({ auth: ctx.app.auth, db: ctx.app.db })).toEqual([]);
  });

  it('uses e-mail addresses on a reserved test domain', () => {
    for (const account of DEMO_ACCOUNTS) expect(account.email).toMatch(/@bondhon\.test$/);
  });
});
