import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { createTestDatabase } from './helpers/test-database';

/** The plan cache mode of each connection: every one of a server's pool, or PGlite's one. */
async function planCacheModes(database: Database): Promise<string[]> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (!(client instanceof pg.Pool)) {
    const { rows } = (await database.db.execute(sql`show plan_cache_mode`)) as unknown as {
      rows: { plan_cache_mode: string }[];
    };
    return rows.map((row) => row.plan_cache_mode);
  }
  // Checked out together, so each is a connection of its own (the test pool holds 5).
  const connections = await Promise.all(Array.from({ length: 5 }, () => client.connect()));
  try {
    const answers = await Promise.all(
      connections.map((connection) =>
        connection.query<{ plan_cache_mode: string }>('show plan_cache_mode'),
      ),
    );
    return answers.map((answer) => answer.rows[0]?.plan_cache_mode ?? '');
  } finally {
    for (const connection of connections) connection.release();
  }
}

describe('the database connections', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('plan each prepared statement once, on every connection', async () => {
    const modes = await planCacheModes(database);
    expect(modes.length).toBeGreaterThan(0);
    expect(new Set(modes)).toEqual(new Set(['force_generic_plan']));
  });
});

describe('closing the database', () => {
  it('lets the queries in flight and those waiting for a connection finish first', async () => {
    const database = await createTestDatabase();
    // More slow queries than the test pool has connections (5): most wait for one.
    // (Drizzle's queries are lazy: `then` sends them.)
    const queries = Array.from({ length: 12 }, (_, index) =>
      database.db.execute(sql`select pg_sleep(0.05), ${index}::int as n`).then(() => index),
    );
    await database.close();
    const outcomes = await Promise.allSettled(queries);
    const failures = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [String(outcome.reason)] : [],
    );
    expect(failures).toEqual([]);
  });
});
