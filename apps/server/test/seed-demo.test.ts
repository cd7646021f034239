import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth, type Auth } from '../src/auth/create-auth';
import type { Database } from '../src/db/client';
import { seedDemoIfEmpty } from '../src/db/seed/demo';
import { testEnv } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

describe('seedDemoIfEmpty', () => {
  let database: Database;
  let auth: Auth;
  const logged: unknown[][] = [];
  const logger = { info: (...args: unknown[]) => void logged.push(args) };

  async function countBiodatas(): Promise<number> {
    const result = (await database.db.execute(
      sql`select count(*)::int as count from biodatas`,
    )) as unknown as { rows: { count: number }[] };
    return result.rows[0]?.count ?? -1;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    auth = createAuth({ env: testEnv(), db: database.db, secret: 'a'.repeat(32) });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('seeds the demo biodatas and the demo accounts on an empty database and logs how many', async () => {
    const result = await seedDemoIfEmpty({ database, auth, count: 36, logger });
    expect(result).toEqual({
      inserted: 36,
      accounts: [
        expect.objectContaining({ email: 'demo.admin@bondhon.test', isSuperAdmin: true }),
        expect.objectContaining({ email: 'demo.customer@bondhon.test', role: 'customer' }),
      ],
    });
    expect(await countBiodatas()).toBe(36);
    expect(logged).toEqual([[{ inserted: 36, seed: 1 }, 'seeded 36 demo biodatas']]);
  });

  it('shows some premium members among the demo biodatas', async () => {
    const result = (await database.db.execute(
      sql`select count(*)::int as count from users where person = 'premium'`,
    )) as unknown as { rows: { count: number }[] };
    expect(result.rows[0]?.count).toBeGreaterThanOrEqual(3);
  });

  it('does nothing when the database already has biodatas, demo accounts deleted or not', async () => {
    await database.db.execute(sql`delete from users where email like 'demo.%@bondhon.test'`);
    const result = await seedDemoIfEmpty({ database, auth, count: 50, logger });
    expect(result).toEqual({ inserted: 0, accounts: [] });
    expect(await countBiodatas()).toBe(36);
    expect(logged).toHaveLength(1);
  });
});
