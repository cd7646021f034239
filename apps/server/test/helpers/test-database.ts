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

  const name = `bondhon_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString(), poolSize: 5 });
  await database.migrate();

  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
