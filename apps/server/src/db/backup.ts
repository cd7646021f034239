import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from './data-dir-lock';

/**
 * Backups (issue 23). A PostgreSQL server's are pg_dump's custom format, restored by pg_restore
 * into any database of the same or a later PostgreSQL; the embedded database's are a gzipped
 * tarball of its data directory (PGlite's own dump), restored into an empty data directory.
 * Either holds everything: accounts, biodatas, photos, payments, requests, the audit log and the
 * migrations applied.
 */

/** Runs a PostgreSQL client program to its end; rejects with what it printed when it fails. */
function runClientProgram(program: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.once('error', (error) =>
      reject(
        new Error(
          `${program} could not run (is the PostgreSQL client installed?): ${error.message}`,
        ),
      ),
    );
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (${code}): ${errors.trim()}`)),
    );
  });
}

/** Writes a PostgreSQL server's database to `file` (pg_dump's custom format). */
export async function backupPostgres(url: string, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  await runClientProgram('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, url]);
}

/**
 * Restores a backup into the database at `url`, which should be empty (a new database): what the
 * backup holds is created there, its data loaded, its indexes and constraints made.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`There is no backup at ${file}`);
  await runClientProgram('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    `--dbname=${url}`,
    file,
  ]);
}

/**
 * Writes the embedded database in `dataDir` to `file` (a gzipped tarball). The data directory's
 * lock is held meanwhile: a server using it must be stopped first.
 */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    const pglite = await PGlite.create({ dataDir });
    try {
      const dump = await pglite.dumpDataDir('gzip');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pglite.close();
    }
  } finally {
    releaseLock();
  }
}

/** Restores an embedded database's backup into `dataDir`, which must be empty or not exist. */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`There is no backup at ${file}`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(
      `${dataDir} is not empty: restore into an empty data directory (move the current one aside first)`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    const pglite = await PGlite.create({
      dataDir,
      loadDataDir: new Blob([readFileSync(file)]),
    });
    await pglite.close();
  } finally {
    releaseLock();
  }
}
