import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { BENCH_EMAIL_DOMAIN } from './accounts';
import { ROOT } from './processes';

/** The PostgreSQL server's address with another database name. */
export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Creates the benchmark's database on the server unless it exists; answers its URL. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await withClient(serverUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await client.query(`create database "${name}"`);
  });
  return databaseUrlFor(serverUrl, name);
}

/**
 * How many of the seed generator's biodatas the database holds (0 before its first seed): not
 * those the benchmark's own members wrote (the matches scenario copies real ones), so a database
 * seeded to a size reads as that size in the next run, and is kept.
 */
export async function countSeededBiodatas(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    // Two statements: PostgreSQL resolves every table a statement names before running it, so a
    // `case` around `count(*) from biodatas` still fails on a database without the table.
    const { rows: tables } = await client.query<{ exists: boolean }>(
      `select to_regclass('biodatas') is not null as exists`,
    );
    if (!tables[0]?.exists) return 0;
    // Every biodata has its user (user_id is a required reference).
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from biodatas b join users u on u.id = b.user_id
        where u.email not like $1`,
      [`%@${BENCH_EMAIL_DOMAIN}`],
    );
    return Number(rows[0]?.n ?? 0);
  });
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient(serverUrl, (client) =>
    client.query(`drop database if exists "${name}" with (force)`),
  );
}

/**
 * Grows the database to `count` demo biodatas through the seed generator's own command (records
 * 1..count of one seed: what exists already is skipped), which migrates first and shows its
 * progress. Answers how long it took.
 */
export function seedTo(databaseUrl: string, count: number): Promise<number> {
  const startedAt = performance.now();
  return new Promise((resolveSeed, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
        'apps/server/src/db/seed/cli.ts',
        '--biodatas',
        String(count),
        // PostgreSQL is the bottleneck: a third batch in flight keeps both cores busy.
        '--concurrency',
        '3',
      ],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: databaseUrl },
        stdio: 'inherit',
      },
    );
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolveSeed((performance.now() - startedAt) / 1000);
      else reject(new Error(`seeding ${count} biodatas failed (exit ${code})`));
    });
  });
}

/** Facts about the loaded data the scenarios need: how many, and a random sample of ids. */
export async function describeData(
  databaseUrl: string,
  sampleSize: number,
): Promise<{ biodatas: number; premiumOwners: number; ids: string[] }> {
  return withClient(databaseUrl, async (client) => {
    const counts = await client.query<{ biodatas: string; premium: string }>(
      `select (select count(*) from biodatas) as biodatas,
              (select count(*) from users where person = 'premium') as premium`,
    );
    const biodatas = Number(counts.rows[0]?.biodatas ?? 0);
    // Random public ids 1..max, looked up by their unique index (no sort of the whole table).
    const ids = await client.query<{ id: string }>(
      `select b.id from (
         select distinct (1 + floor(random() * (select max(addid) from biodatas)))::int as addid
         from generate_series(1, $1)
       ) pick join biodatas b using (addid)`,
      [sampleSize],
    );
    return {
      biodatas,
      premiumOwners: Number(counts.rows[0]?.premium ?? 0),
      ids: ids.rows.map((row) => row.id),
    };
  });
}
