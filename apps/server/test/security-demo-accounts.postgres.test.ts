// Runs only on a PostgreSQL server (DATABASE_URL set): vitest.config.ts leaves *.postgres.test.ts
// out of the embedded run.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { DEMO_EMAILS, PRINTED_PASSWORD, readDemo } from './helpers/demo-data';
import { startAndStop } from './helpers/server-process';

describe('demo data on a start on a PostgreSQL server (a deployment)', { timeout: 120_000 }, () => {
  const serverUrl = process.env.DATABASE_URL ?? '';
  /** A test deployment: the test gateway and mail log chosen explicitly, as PostgreSQL requires. */
  const deployment = { PAYMENT_GATEWAY: 'local', MAIL_TRANSPORT: 'log' };
  const names: string[] = [];

  /** A fresh database of its own on the server, for one start. */
  async function createDatabase(): Promise<string> {
    const name = `bondhon_demo_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`).finally(() => admin.end());
    names.push(name);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    for (const name of names) await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
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
