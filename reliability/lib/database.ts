import pg from 'pg';
import { databaseUrlFor, dropDatabase, seedTo } from '../../bench/src/database';
import { progress } from './report';

export interface ScenarioDatabase {
  name: string;
  /** The scenario database's own URL (give it to the server). */
  url: string;
  /** One query on a fresh connection (so it works again after a PostgreSQL restart). */
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

/** Runs one query on a connection of its own. */
export async function queryOnce<Row extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Creates a database of its own for a scenario on the PostgreSQL server `serverUrl` (the admin
 * URL of DATABASE_URL), migrated and seeded with `biodatas` demo biodatas by the seed generator.
 */
export async function createScenarioDatabase(
  serverUrl: string,
  scenario: string,
  { biodatas }: { biodatas: number },
): Promise<ScenarioDatabase> {
  const name = `reliability_${scenario.replace(/\W/g, '_')}_${process.pid}_${Date.now().toString(36)}`;
  await queryOnce(serverUrl, `create database "${name}"`);
  const url = databaseUrlFor(serverUrl, name);
  const database: ScenarioDatabase = {
    name,
    url,
    query: (text, values) => queryOnce(url, text, values),
    drop: () => dropDatabase(serverUrl, name),
  };
  try {
    progress(`seeding ${biodatas} biodatas into ${name}`);
    const seconds = await seedTo(url, biodatas);
    progress(`seeded in ${seconds.toFixed(1)} s`);
  } catch (error) {
    await database.drop().catch(() => {});
    throw error;
  }
  return database;
}

/** Ids of `count` random seeded biodatas (for details, favourites and payments). */
export async function sampleBiodataIds(database: ScenarioDatabase, count: number) {
  const rows = await database.query<{ id: string }>(
    'select id from biodatas order by random() limit $1',
    [count],
  );
  return rows.map((row) => row.id);
}
