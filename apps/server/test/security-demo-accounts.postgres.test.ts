// Runs only on a PostgreSQL server (DATABASE_URL set): vitest.config.ts leaves *.postgres.test.ts
// out of the embedded run.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { createServerDatabase } from './helpers/test-database';
import { DEMO_EMAILS, PRINTED_PASSWORD, readDemo } from './helpers/demo-data';
import { startAndStop } from './helpers/server-process';

describe('demo data on a start on a PostgreSQL server (a deployment)', { timeout: 120_000 }, () => {
  const serverUrl = process.env.DATABASE_URL ?? '';
  /** A test deployment: the test gateway and mail log chosen explicitly, as PostgreSQL requires. */
  const deployment = { PAYMENT_GATEWAY: 'local', MAIL_TRANSPORT: 'log' };
  const drops: (() => Promise<void>)[] = [];

  /** A new, empty database of its own on the server. */
  async function createDatabase(): Promise<string> {
    const { url, drop } = await createServerDatabase(serverUrl, 'demo');
    drops.push(drop);
    return url;
  }
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it('seeds no demo biodatas and no demo accounts unless SEED_DEMO=true', async () => {
    const url = await createDatabase();
    const output = await startAndStop({ ...deployment, DATABASE_URL: url });
    expect(output).not.toContain('demo');
    expect(await readDemo(openDatabase({ url }))).toEqual({ biodatas: 0, accounts: [] });
  });

  it('seeds both when SEED_DEMO=true, still keeping the passwords out of the log', async () => {
    const url = await createDatabase();
    const output = await startAndStop({
      ...deployment,
      DATABASE_URL: url,
      SEED_DEMO: 'true',
      SEED_DEMO_BIODATAS: '4',
    });
    expect(output).not.toMatch(PRINTED_PASSWORD);
    const demo = await readDemo(openDatabase({ url }));
    expect(demo.biodatas).toBe(4);
    expect(demo.accounts.map((account) => account.email)).toEqual(DEMO_EMAILS.toSorted());
    const database = openDatabase({ url });
    const [admin] = await database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.email, 'demo.admin@bondhon.test'));
    await database.close();
    expect(admin?.role).toBe('admin');
  });
});
