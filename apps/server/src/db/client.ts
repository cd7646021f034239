import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { withTimeout } from '../lib/with-timeout';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { acquireDataDirLock } from './data-dir-lock';
import { DEFAULT_POOL_SIZE } from './pool-size';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves true when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  migrate(): Promise<void>;
  /** How many of the committed migrations this database has not applied yet. */
  pendingMigrations(): Promise<number>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  /** `dataDir` undefined means an in-memory database (tests). */
  | { dataDir: string | undefined; pglite?: PGlite };

const PING_TIMEOUT_MS = 2000;

/**
 * Generic plans for every prepared statement. Our named statements are index-bound reads whose
 * plan does not depend on the values (the listing's statements are split by filter shape for
 * that), yet PostgreSQL's default re-plans the listing page on every call (0.5 ms of planning for
 * 0.3 ms of work) because its generic plan's estimate looks costlier.
 */
const SET_PLAN_CACHE_MODE = 'set plan_cache_mode = force_generic_plan';

/**
 * How many of the committed migrations (drizzle/meta/_journal.json) `db` has not applied: all of
 * them when it has never been migrated.
 */
async function pendingMigrationsOf(db: Db): Promise<number> {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const [table] = await rowsOf(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  );
  if (!table?.exists) return journal.entries.length;
  const [applied] = await rowsOf(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Math.max(0, journal.entries.length - Number(applied?.n ?? 0));
}

export function openDatabase(options: DatabaseOptions): Database {
  return 'url' in options ? openPostgres(options.url, options.poolSize) : openPglite(options);
}

function openPostgres(url: string, poolSize = DEFAULT_POOL_SIZE): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Fail fast while the server is unreachable instead of queueing callers indefinitely.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    // Each new connection plans a prepared statement once, not at every call (ADR 0007); the
    // pool hands the connection out only after this, and drops it if this fails.
    onConnect: async (client) => {
      await client.query(SET_PLAN_CACHE_MODE);
    },
  });
  // A client losing its connection (server restart) must not crash the process: an idle one
  // reports it to the pool, one checked out between two queries (inside a transaction) to itself;
  // its next query then fails (answered 503) and the pool discards it when it is released.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    pendingMigrations: () => pendingMigrationsOf(db),
    async ping(timeoutMs = PING_TIMEOUT_MS) {
      try {
        await withTimeout(pool.query('select 1'), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    async migrate() {
      // Several instances starting together on one database migrate once (issue 23): the first
      // holds this lock while it migrates; the others wait for it, then find nothing to do.
      const lock = await pool.connect();
      try {
        await lock.query(`select pg_advisory_lock(hashtext('${MIGRATION_LOCK}'))`);
        try {
          await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await lock.query(`select pg_advisory_unlock(hashtext('${MIGRATION_LOCK}'))`);
        }
      } finally {
        lock.release();
      }
    },
    async close() {
      await drainPool(pool);
      // A connection the server dropped while it was checked out (a restart) may never confirm
      // its end, and pool.end() waits for every one: the process is exiting, so stop waiting.
      await withTimeout(pool.end(), POOL_END_DEADLINE_MS).catch(() => {});
    },
  };
}

/** The advisory lock the migrations run under, by name. */
const MIGRATION_LOCK = 'bondhon.migrations';

/** How long closing waits for the queries in flight and queued before ending the pool anyway. */
const DRAIN_DEADLINE_MS = 5000;
const DRAIN_POLL_MS = 25;
/** How long closing waits for the pool's connections to confirm their end. */
const POOL_END_DEADLINE_MS = 2000;

/**
 * Waits until no connection is checked out and nobody waits for one, twice in a row (a handler
 * running several queries gets its next connection within a tick of releasing one), or until the
 * deadline. Ending the pool earlier fails every queued query ("Cannot use a pool after calling
 * end on the pool"): at shutdown, handlers of requests whose clients have gone still run.
 */
async function drainPool(pool: pg.Pool): Promise<void> {
  const deadline = Date.now() + DRAIN_DEADLINE_MS;
  const isQuiet = () => pool.waitingCount === 0 && pool.idleCount === pool.totalCount;
  let quietChecks = 0;
  while (quietChecks < 2 && Date.now() < deadline) {
    quietChecks = isQuiet() ? quietChecks + 1 : 0;
    if (quietChecks < 2) await new Promise((resolveWait) => setTimeout(resolveWait, DRAIN_POLL_MS));
  }
}

function openPglite(options: { dataDir: string | undefined; pglite?: PGlite }): Database {
  let releaseLock = () => {};
  if (options.dataDir && !options.pglite) {
    mkdirSync(options.dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(options.dataDir);
  }
  const client = options.pglite ?? new PGlite(options.dataDir);
  // As on a server (PGlite runs its queries in order, so this comes first).
  client.exec(SET_PLAN_CACHE_MODE).catch(() => {});
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    pendingMigrations: () => pendingMigrationsOf(db),
    async ping(timeoutMs = PING_TIMEOUT_MS) {
      if (closed) return false;
      try {
        await withTimeout(db.execute(sql`select 1`), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    async migrate() {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/** The database configuration selects: a PostgreSQL server when DATABASE_URL is set, else PGlite. */
export function openDatabaseFromEnv(env: {
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_SIZE?: number;
  DATA_DIR: string;
}): Database {
  return env.DATABASE_URL
    ? openDatabase({ url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
    : openDatabase({ dataDir: env.DATA_DIR });
}
