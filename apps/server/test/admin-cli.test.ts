import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';

const SERVER_DIR = join(import.meta.dirname, '..');
const TSX = join(SERVER_DIR, '../../node_modules/.bin/tsx');

// Each call starts the CLI, which opens and migrates the embedded database: seconds on an idle
// machine, tens of seconds on a busy one.
describe('npm run admin', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bondhon-admin-cli-'));

  const runAdmin = (...args: string[]) =>
    spawnSync(TSX, ['src/cli/admin-cli.ts', ...args], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
      encoding: 'utf8',
    });

  const roleOf = async (email: string) => {
    const database = openDatabase({ dataDir });
    try {
      const [row] = await database.db.select().from(users).where(eq(users.email, email));
      return row?.role;
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    const database = openDatabase({ dataDir });
    await database.migrate();
    await database.db
      .insert(users)
      .values({ id: 'u-1', name: 'Operator Friend', email: 'friend@example.com' });
    await database.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('promotes a user to admin and demotes them again', async () => {
    const promote = runAdmin('promote', 'Friend@Example.com');
    expect(promote.status).toBe(0);
    expect(promote.stdout).toContain('is now admin');
    expect(await roleOf('friend@example.com')).toBe('admin');

    const demote = runAdmin('demote', 'friend@example.com');
    expect(demote.status).toBe(0);
    expect(await roleOf('friend@example.com')).toBe('customer');
  });

  it('says so for an unknown e-mail, and shows the usage for bad arguments', () => {
    const unknown = runAdmin('promote', 'ghost@example.com');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('ghost@example.com');

    const bad = runAdmin('crown', 'friend@example.com');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('Usage: npm run admin');
  });
});
