import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { DEMO_EMAILS, PRINTED_PASSWORD, readDemo } from './helpers/demo-data';
import { startAndStop } from './helpers/server-process';

// Each case starts the real server once or twice: seconds each, more on a busy machine.
describe('demo accounts on the embedded database', { timeout: 120_000 }, () => {
  /** The settings of a start on an embedded database of the test's own, removed when it ends. */
  function ownStartSettings() {
    const dataDir = mkdtempSync(join(tmpdir(), 'bondhon-demo-accounts-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    return { dataDir, env: { DATA_DIR: dataDir, SEED_DEMO_BIODATAS: '4' } };
  }

  it('come with the demo biodatas, the demo admin as super-admin, and no password in a log stream', async () => {
    const { dataDir, env } = ownStartSettings();
    const output = await startAndStop(env);

    expect(output).not.toMatch(PRINTED_PASSWORD);
    expect(output).toContain('shown only on an interactive terminal');
    expect(output).toContain('npm run admin -- super-admin <email>');
    expect(await readDemo(openDatabase({ dataDir }))).toEqual({
      biodatas: 4,
      accounts: [
        { email: 'demo.admin@bondhon.test', role: 'admin', isSuperAdmin: true },
        { email: 'demo.customer@bondhon.test', role: 'customer', isSuperAdmin: false },
      ],
    });
  });

  it('are not made again after an operator deleted them', async () => {
    const { dataDir, env } = ownStartSettings();
    // A first start made them.
    await startAndStop(env);
    const database = openDatabase({ dataDir });
    await database.db.delete(users).where(inArray(users.email, DEMO_EMAILS));
    await database.close();

    const output = await startAndStop(env);

    expect(output).not.toContain('demo accounts');
    expect((await readDemo(openDatabase({ dataDir }))).accounts).toEqual([]);
  });
});
