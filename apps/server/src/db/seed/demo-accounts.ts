import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Auth } from '../../auth/create-auth';
import type { Db } from '../client';
import { users } from '../schema';
import { PORTRAIT_PATH_PREFIX } from './portraits';

export const DEMO_ACCOUNTS = [
  { role: 'admin', name: 'Demo Admin', email: 'demo.admin@bondhon.test' },
  { role: 'customer', name: 'Demo Customer', email: 'demo.customer@bondhon.test' },
] as const;

export interface CreatedDemoAccount {
  role: 'admin' | 'customer';
  email: string;
  password: string;
}

/**
 * Creates the demo admin and customer when they do not exist yet, through the real sign-up (so
 * their passwords are hashed like anyone's), and returns them with their generated passwords:
 * the only time those are known. Existing demo accounts are left alone.
 */
export async function seedDemoAccountsIfMissing({
  auth,
  db,
}: {
  auth: Auth;
  db: Db;
}): Promise<CreatedDemoAccount[]> {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((account) => account.email),
      ),
    );
  const existingEmails = new Set(existing.map((row) => row.email));

  const created: CreatedDemoAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (existingEmails.has(account.email)) continue;
    const password = randomBytes(9).toString('base64url');
    await auth.api.signUpEmail({
      body: {
        name: account.name,
        email: account.email,
        password,
        image: `${PORTRAIT_PATH_PREFIX}${account.role === 'admin' ? 'male-03' : 'female-05'}.svg`,
      },
    });
    if (account.role === 'admin') {
      await db.update(users).set({ role: 'admin' }).where(eq(users.email, account.email));
    }
    created.push({ role: account.role, email: account.email, password });
  }
  return created;
}

/** The one-time notice of the demo accounts' passwords, for the console. */
export function formatDemoAccountsNotice(created: CreatedDemoAccount[]): string {
  const width = Math.max(...created.map((account) => account.email.length));
  const lines = created.map(
    (account) => `  ${account.role.padEnd(9)} ${account.email.padEnd(width)}   ${account.password}`,
  );
  return [
    '',
    'Demo accounts (these passwords are shown only now; remove the accounts before going live):',
    ...lines,
    '',
  ].join('\n');
}
