import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Auth } from '../../auth/create-auth';
import type { Db } from '../client';
import { users } from '../schema';
import { PORTRAIT_PATH_PREFIX } from '../../media/portraits';

export const DEMO_ACCOUNTS = [
  { role: 'admin', name: 'Demo Admin', email: 'demo.admin@bondhon.test' },
  { role: 'customer', name: 'Demo Customer', email: 'demo.customer@bondhon.test' },
] as const;

export interface CreatedDemoAccount {
  role: 'admin' | 'customer';
  email: string;
  password: string;
  isSuperAdmin: boolean;
}

/** How an operator gets in when the demo passwords were never shown. */
export const SUPER_ADMIN_COMMAND = 'npm run admin -- super-admin <email>';

/**
 * Creates the demo admin and customer through the real sign-up (so their passwords are hashed
 * like anyone's) and returns them with their generated passwords: the only time those are known.
 * Called only with the demo biodatas on an empty database (seedDemoIfEmpty), so accounts an
 * operator deleted are never made again. The demo admin is also the super-admin when there is
 * none yet (DESIGN D14), so Manage Users shows the protected row out of the box. An account that
 * already exists (another instance seeding at the same moment) is left alone.
 */
export async function createDemoAccounts({
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
    // Demo addresses reach nobody: they count as confirmed (ADR 0023).
    await db.update(users).set({ emailVerified: true }).where(eq(users.email, account.email));
    let isSuperAdmin = false;
    if (account.role === 'admin') {
      const [admin] = await db
        .update(users)
        .set({
          role: 'admin',
          isSuperAdmin: sql`not exists (select 1 from users as holder where holder.is_super_admin)`,
        })
        .where(eq(users.email, account.email))
        .returning({ isSuperAdmin: users.isSuperAdmin });
      isSuperAdmin = admin?.isSuperAdmin ?? false;
    }
    created.push({ role: account.role, email: account.email, password, isSuperAdmin });
  }
  return created;
}

/** The one-time notice of the demo accounts' passwords, for a person's terminal. */
export function formatDemoAccountsNotice(created: CreatedDemoAccount[]): string {
  const labelOf = (account: CreatedDemoAccount) =>
    account.isSuperAdmin ? 'super-admin' : account.role;
  const labelWidth = Math.max(...created.map((account) => labelOf(account).length));
  const width = Math.max(...created.map((account) => account.email.length));
  const lines = created.map(
    (account) =>
      `  ${labelOf(account).padEnd(labelWidth)}  ${account.email.padEnd(width)}   ${account.password}`,
  );
  return [
    '',
    'Demo accounts (these passwords are shown only now; remove the accounts before going live):',
    ...lines,
    '',
  ].join('\n');
}

/**
 * Tells who started the server about the demo accounts just created: their passwords on a
 * person's terminal, never into a log stream (a pipe or a file is read by others, and kept),
 * where one line says they exist and how to get in without them.
 */
export function announceDemoAccounts({
  created,
  logger,
  terminal,
}: {
  created: CreatedDemoAccount[];
  logger: Pick<Logger, 'warn'>;
  /** The interactive terminal, or null when stdout is not one. */
  terminal: { write(text: string): unknown } | null;
}): void {
  if (created.length === 0) return;
  if (terminal) {
    terminal.write(`${formatDemoAccountsNotice(created)}\n`);
    return;
  }
  logger.warn(
    { accounts: created.map((account) => account.email) },
    `demo accounts were created; their passwords are shown only on an interactive terminal. To get in, run \`${SUPER_ADMIN_COMMAND}\``,
  );
}
