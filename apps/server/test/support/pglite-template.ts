import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated PGlite data directory (tar) each test file starts its database from. */
    pgliteTemplate: string | undefined;
  }
}

/**
 * Vitest's global set-up for the server's tests on the embedded database: one PGlite, migrated
 * once, saved as a data-directory archive. Each test file's database starts as a copy of it
 * (helpers/test-database.ts): about 0.6 s instead of 2–3.5 s for a new PGlite and the migrations,
 * for each of the suite's files. On a PostgreSQL server (DATABASE_URL) there is nothing to do.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', undefined);
    return;
  }
  const pglite = new PGlite();
  const database = openDatabase({ dataDir: undefined, pglite });
  const folder = await mkdtemp(join(tmpdir(), 'bondhon-pglite-template-'));
  try {
    await database.migrate();
    const archive = await pglite.dumpDataDir('none');
    const file = join(folder, 'migrated.tar');
    await writeFile(file, Buffer.from(await archive.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await database.close();
  }
  return () => rm(folder, { recursive: true, force: true });
}
