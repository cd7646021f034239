import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';

/**
 * A fresh, migrated database for one test file. With DATABASE_URL set, a uniquely named database
 * on that PostgreSQL server (dropped on close); otherwise an in-memory PGlite, copied from the
 * suite's migrated template when there is one (support/pglite-template.ts). Migrating it again
 * finds nothing to do, and would bring a stale template up to date.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = inject('pgliteTemplate');
    const pglite = template
      ? new PGlite({ loadDataDir: new Blob([await readFile(template)]) })
      : new PGlite();
    const database = openDatabase({ dataDir: undefined, pglite });
    await database.migrate();
    return database;
  }

  const { url, drop } = await createServerDatabase(serverUrl, 'test');
  const database = openDatabase({ url, poolSize: 5 });
  await database.migrate();

  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server at `serverUrl`, named `bondhon_<purpose>_…` so
 * that runs never meet: its URL, and `drop` (which ends any connection still open to it).
 */
export async function createServerDatabase(
  serverUrl: string,
  purpose: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bondhon_${purpose}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const onServer = async (sql: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(sql).finally(() => admin.end());
  };
  await onServer(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(`drop database if exists "${name}" with (force)`),
  };
}
