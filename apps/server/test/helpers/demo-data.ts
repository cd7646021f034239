import { count, inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-accounts';
import { biodatas, users } from '../../src/db/schema';

export const DEMO_EMAILS = DEMO_ACCOUNTS.map((account) => account.email);
/** A demo account's e-mail followed by anything on its line: the shape of a printed password. */
export const PRINTED_PASSWORD = /demo\.(admin|customer)@bondhon\.test[ \t]+\S/;

/** The demo accounts and the number of biodatas in a database, which it then closes. */
export async function readDemo(database: Database) {
  try {
    const accounts = await database.db
      .select({ email: users.email, role: users.role, isSuperAdmin: users.isSuperAdmin })
      .from(users)
      .where(inArray(users.email, DEMO_EMAILS))
      .orderBy(users.email);
    const [biodataCount] = await database.db.select({ total: count() }).from(biodatas);
    return { accounts, biodatas: biodataCount?.total ?? 0 };
  } finally {
    await database.close();
  }
}
