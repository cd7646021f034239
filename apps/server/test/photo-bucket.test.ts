import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PHOTO_RENDITION_NAMES, photoAddress } from '@bondhon/shared/photos';
import { AwsClient } from 'aws4fetch';
import { count, eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { Env } from '../src/config/env';
import { photos } from '../src/db/schema';
import { PASSWORD, browserHeaders, signUp, type TestAccount } from './helpers/accounts';
import { testEnv } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

/** s3rver's own credentials: it is a real S3-compatible server, run here for the tests. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A photo made here, a gradient that compresses as a photo does. */
function makeJpeg(): Promise<Buffer> {
  const width = 800;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < pixels.length; at += 3) {
    const x = (at / 3) % width;
    const y = Math.floor(at / 3 / width);
    pixels[at] = (x * 255) / width;
    pixels[at + 1] = (y * 255) / height;
    pixels[at + 2] = 90;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

/** An app keeping its photos in the bucket at `bucketUrl`, on a database of its own. */
async function appWithBucket(bucketUrl: string): Promise<{ app: App; env: Env }> {
  const env = testEnv({
    PHOTO_STORE: 's3',
    S3_BUCKET_URL: bucketUrl,
    S3_ACCESS_KEY_ID: KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
  });
  const app = await buildApp({ env, database: await createTestDatabase() });
  await app.ready();
  return { app, env };
}

describe('photos kept in an S3-compatible bucket (PHOTO_STORE=s3)', () => {
  let directory: string;
  let bucketServer: S3rver;
  let bucketUrl: string;
  let app: App;
  let env: Env;
  const bucket = new AwsClient({ ...KEYS, service: 's3', region: 'us-east-1' });
  /** What the bucket itself holds at a rendition's key: its bytes, or its status. */
  const inBucket = async (name: string, rendition: string) => {
    const response = await bucket.fetch(`${bucketUrl}/photos/${name}/${rendition}.webp`);
    return response.ok ? Buffer.from(await response.arrayBuffer()) : response.status;
  };

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'bondhon-bucket-'));
    bucketServer = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'bondhon-photos' }],
    });
    const { port } = await bucketServer.run();
    bucketUrl = `http://127.0.0.1:${port}/bondhon-photos`;
    ({ app, env } = await appWithBucket(bucketUrl));
  });
  afterAll(async () => {
    await app?.close();
    await bucketServer?.close();
    await rm(directory, { recursive: true, force: true });
  });

  const upload = async (account: TestAccount, use: 'biodata' | 'account') => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/photos?use=${use}`,
      headers: { ...browserHeaders(env, account.cookie), 'content-type': 'image/jpeg' },
      payload: await makeJpeg(),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ name: string; address: string }>();
  };
  const read = (address: string, account?: TestAccount) =>
    app.inject({ method: 'GET', url: address, headers: account ? { cookie: account.cookie } : {} });

  it('writes every rendition to the bucket, none to the database, and answers it as before', async () => {
    const owner = await signUp(app, env);
    const photo = await upload(owner, 'account');

    const [row] = await app.db.select().from(photos).where(eq(photos.name, photo.name));
    expect(row).toMatchObject({ ownerId: owner.id, card: null, details: null, avatar: null });
    for (const rendition of PHOTO_RENDITION_NAMES) {
      const kept = await inBucket(photo.name, rendition);
      expect(Buffer.isBuffer(kept), `${rendition}: ${String(kept)}`).toBe(true);
      // The owner reads exactly what the bucket holds; a visitor, not an account's photo.
      const answer = await read(photoAddress(photo.name, rendition), owner);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.rawPayload.equals(kept as Buffer)).toBe(true);
      expect((await read(photoAddress(photo.name, rendition))).statusCode).toBe(404);
    }
  });

  it('deletes a closed account’s photos from the bucket', async () => {
    const owner = await signUp(app, env);
    const forBiodata = await upload(owner, 'biodata');
    const forAccount = await upload(owner, 'account');

    const closed = await app.inject({
      method: 'POST',
      url: '/api/users/me/close',
      headers: browserHeaders(env, owner.cookie),
      payload: { password: PASSWORD },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    for (const { name } of [forBiodata, forAccount]) {
      for (const rendition of PHOTO_RENDITION_NAMES) {
        expect(await inBucket(name, rendition)).toBe(404);
      }
    }
  });

  it('answers an unchanged photo 304 without reading the bucket', async () => {
    const owner = await signUp(app, env);
    const photo = await upload(owner, 'account');
    const first = await read(photo.address, owner);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);

    // Gone from the bucket: only an answer that reads it can tell.
    await bucket.fetch(`${bucketUrl}/photos/${photo.name}/avatar.webp`, { method: 'DELETE' });
    const again = await app.inject({
      method: 'GET',
      url: photo.address,
      headers: { cookie: owner.cookie, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect((await read(photo.address, owner)).statusCode).toBe(404);
  });

  it('answers 503 at once, records nothing and leaves nothing when the bucket fails', async () => {
    // A bucket that refuses every write: the upload is not tried again (each try would keep
    // the member waiting), and what it may have written is deleted.
    const asked: string[] = [];
    const failing = createServer((request, response) => {
      asked.push(request.method ?? '');
      request.resume();
      response.writeHead(request.method === 'DELETE' ? 204 : 500).end();
    });
    failing.listen(0, '127.0.0.1');
    await once(failing, 'listening');
    const { port } = failing.address() as AddressInfo;
    const broken = await appWithBucket(`http://127.0.0.1:${port}/bondhon-photos`);
    try {
      const member = await signUp(broken.app, broken.env);
      const response = await broken.app.inject({
        method: 'POST',
        url: '/api/photos?use=account',
        headers: { ...browserHeaders(broken.env, member.cookie), 'content-type': 'image/jpeg' },
        payload: await makeJpeg(),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(asked.sort()).toEqual(['DELETE', 'DELETE', 'DELETE', 'PUT', 'PUT', 'PUT']);
      const [kept] = await broken.app.db.select({ n: count() }).from(photos);
      expect(kept?.n).toBe(0);
    } finally {
      await broken.app.close();
      failing.close();
    }
  });

  it('answers 503 when the bucket cannot be reached', async () => {
    // Nothing listens on port 9 (discard) here: every request to the bucket fails.
    const unreachable = await appWithBucket('http://127.0.0.1:9/bondhon-photos');
    try {
      const member = await signUp(unreachable.app, unreachable.env);
      const response = await unreachable.app.inject({
        method: 'POST',
        url: '/api/photos?use=account',
        headers: {
          ...browserHeaders(unreachable.env, member.cookie),
          'content-type': 'image/jpeg',
        },
        payload: await makeJpeg(),
      });
      expect(response.statusCode).toBe(503);
      const [kept] = await unreachable.app.db.select({ n: count() }).from(photos);
      expect(kept?.n).toBe(0);
    } finally {
      await unreachable.app.close();
    }
  });
});
