import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createAuth } from '../src/auth/create-auth';
import type { Database } from '../src/db/client';
import { seedDemoIfEmpty } from '../src/db/seed/demo';
import { testEnv } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

describe('seedDemoIfEmpty', () => {
  const logger = (logged: unknown[][]) => ({
    info: (...args: unknown[]) => void logged.push(args),
  });

  async function countRows(database: Database, query: ReturnType<typeof sql>): Promise<number> {
    const result = (await database.db.execute(query)) as unknown as {
      rows: { count: number }[];
    };
    return result.rows[0]?.count ?? -1;
  }
  const countBiodatas = (database: Database) =>
    countRows(database, sql`select count(*)::int as count from biodatas`);

  /** An empty database of the test's own (closed when it ends), and an auth on it. */
  async function emptyDatabase() {
    const database = await createTestDatabase();
    onTestFinished(() => database.close());
    const auth = createAuth({ env: testEnv(), db: database.db, secret: 'a'.repeat(32) });
    return { database, auth };
  }

  /** A database the demo data was seeded into, as the test's arrangement. */
  async function seededDatabase(count: number) {
    const { database, auth } = await emptyDatabase();
    const result = await seedDemoIfEmpty({ database, auth, count, logger: logger([]) });
    expect(result.inserted).toBe(count);
    return { database, auth };
  }

  it('seeds the demo biodatas and the demo accounts on an empty database and logs how many', async () => {
    const { database, auth } = await emptyDatabase();
    const logged: unknown[][] = [];
    const result = await seedDemoIfEmpty({ database, auth, count: 36, logger: logger(logged) });
    expect(result).toEqual({
      inserted: 36,
      accounts: [
        expect.objectContaining({ email: 'demo.admin@bondhon.test', isSuperAdmin: true }),
        expect.objectContaining({ email: 'demo.customer@bondhon.test', role: 'customer' }),
      ],
    });
    expect(await countBiodatas(database)).toBe(36);
    expect(logged).toEqual([[{ inserted: 36, seed: 1 }, 'seeded 36 demo biodatas']]);
  });

  it('shows some premium members among the demo biodatas', async () => {
    const { database } = await seededDatabase(36);
    const premium = await countRows(
      database,
      sql`select count(*)::int as count from users where person = 'premium'`,
    );
    expect(premium).toBeGreaterThanOrEqual(3);
  });

  it('does nothing when the database already has biodatas, demo accounts deleted or not', async () => {
    const { database, auth } = await seededDatabase(36);
    await database.db.execute(sql`delete from users where email like 'demo.%@bondhon.test'`);
    const logged: unknown[][] = [];
    const result = await seedDemoIfEmpty({ database, auth, count: 50, logger: logger(logged) });
    expect(result).toEqual({ inserted: 0, accounts: [] });
    expect(await countBiodatas(database)).toBe(36);
    expect(logged).toEqual([]);
  });
});
