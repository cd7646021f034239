import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from '../src/db/backup';
import type { Env } from '../src/config/env';
import { openDatabase, type Database } from '../src/db/client';
import { callerFor } from './biodata-fixtures';
import { browserHeaders, setStanding, signUp } from './helpers/accounts';
import { testEnv } from './helpers/test-app';
import { createServerDatabase } from './helpers/test-database';
import { createBiodata, payForContact } from './payment-fixtures';

/** Runs a query on either kind of database: PGlite's and node-postgres's rows look alike. */
type Query = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * Every table's row count and a checksum of its content (each row as text, in a fixed order):
 * the application's tables and the migrations' journal.
 */
async function tableChecksums(query: Query): Promise<Record<string, string>> {
  const tables = await query(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum
       from ${String(name)} t`,
    );
    sums[String(name)] = `${String(row?.n)} rows, ${String(row?.sum)}`;
  }
  return sums;
}

/**
 * Members with biodatas, photos, favourites, payments and contact requests (one approved), a
 * premium request and the mail and notifications they caused: what a backup must carry.
 */
async function arrangeMembers(app: App, env: Env) {
  const call = callerFor({ app, env });
  const [owner, buyer, admin] = [
    await signUp(app, env, { name: 'Backup Owner' }),
    await signUp(app, env, { name: 'Backup Buyer' }),
    await signUp(app, env, { name: 'Backup Admin' }),
  ];
  await setStanding(app, admin, { role: 'admin' });
  const photo = await app.inject({
    method: 'POST',
    url: '/api/photos?use=biodata',
    headers: { ...browserHeaders(env, owner.cookie), 'content-type': 'image/png' },
    payload: await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 140, g: 30, b: 60 } },
    })
      .png()
      .toBuffer(),
  });
  expect(photo.statusCode, photo.body).toBe(201);
  const biodata = await createBiodata(call, owner, { profileImage: photo.json().address });
  await createBiodata(call, buyer, { biodataType: 'Male', name: 'Backup Buyer' });
  const favourite = await call('POST', '/api/favourites', buyer, {
    userEmail: buyer.email,
    biodataId: biodata._id,
  });
  expect(favourite.statusCode, favourite.body).toBe(201);
  const requestId = await payForContact(call, buyer, biodata._id);
  const approved = await call('PUT', `/api/updateParcel/${requestId}`, admin, {});
  expect(approved.statusCode, approved.body).toBe(200);
  const premium = await call('POST', `/api/request-premium/${owner.email}`, owner, {
    name: owner.name,
    email: owner.email,
    id: biodata._id,
  });
  expect(premium.statusCode, premium.body).toBeLessThan(300);
}

const serverUrl = process.env.DATABASE_URL;

describe('backing up and restoring the database (issue 23)', () => {
  const cleanUps: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });
  const scratch = () => {
    const dir = mkdtempSync(join(tmpdir(), 'bondhon-backup-'));
    cleanUps.push(async () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  /** The real app on `database`, with members arranged through its API; then closed. */
  async function seedThroughTheApp(database: Database) {
    const env = testEnv();
    const app = await buildApp({ env, database });
    try {
      await arrangeMembers(app, env);
    } finally {
      await app.close();
    }
  }

  /** The embedded database: backed up from its data directory, restored into an empty one. */
  async function roundTripEmbedded() {
    const dataDir = scratch();
    const database = openDatabase({ dataDir });
    await database.migrate();
    await seedThroughTheApp(database);

    const file = join(scratch(), 'bondhon.tar.gz');
    await backupPglite(dataDir, file);
    const restoredDir = join(scratch(), 'restored');
    await restorePglite(file, restoredDir);
    await expect(restorePglite(file, restoredDir)).rejects.toThrow(/is not empty/);

    const checksumsOf = async (dir: string) => {
      const pglite = await PGlite.create({ dataDir: dir });
      try {
        return await tableChecksums(async (text) => (await pglite.query(text)).rows as never);
      } finally {
        await pglite.close();
      }
    };
    const original = await checksumsOf(dataDir);
    expect(original['public.photos']).toMatch(/^1 rows/);
    expect(original['public.contact_requests']).toMatch(/^1 rows/);
    expect(await checksumsOf(restoredDir)).toEqual(original);
  }

  /** A PostgreSQL server's: pg_dump of one database, pg_restore into a new one. */
  async function roundTripPostgres(serverUrl: string) {
    const [source, target] = [
      await createServerDatabase(serverUrl, 'backup'),
      await createServerDatabase(serverUrl, 'restore'),
    ];
    cleanUps.push(source.drop, target.drop);
    const database = openDatabase({ url: source.url, poolSize: 3 });
    await database.migrate();
    await seedThroughTheApp(database);

    const file = join(scratch(), 'bondhon.dump');
    await backupPostgres(source.url, file);
    await restorePostgres(target.url, file);

    const checksumsOf = async (url: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return await tableChecksums(async (text) => (await client.query(text)).rows);
      } finally {
        await client.end();
      }
    };
    const original = await checksumsOf(source.url);
    expect(original['public.photos']).toMatch(/^1 rows/);
    expect(original['public.contact_requests']).toMatch(/^1 rows/);
    expect(await checksumsOf(target.url)).toEqual(original);
  }

  // Each run of the suite covers its own database: npm test once without DATABASE_URL, once with.
  it(`restores ${serverUrl ? 'a PostgreSQL database into a new one' : 'the embedded database into an empty data directory'}, every table as it was`, async () => {
    if (serverUrl) await roundTripPostgres(serverUrl);
    else await roundTripEmbedded();
  });
});
