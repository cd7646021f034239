import { PHOTO_RENDITIONS, uploadedPhotoName, type PhotoRendition } from '@bondhon/shared/photos';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditLog, notifications, photos, users } from '../src/db/schema';
import { callerFor, insertContactRequest } from './biodata-fixtures';
import { browserHeaders, setStanding, signUp, type TestAccount } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';
import { createBiodata } from './payment-fixtures';

/** A photo made here: a gradient, so it compresses like a photo and not like a flat colour. */
async function makeImage(
  format: 'jpeg' | 'png' | 'webp',
  { width = 1200, height = 900 }: { width?: number; height?: number } = {},
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = ((x + y) * 127) / (width + height);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A photo harder to compress than any family's: waves of several sizes and grain all over it,
 * which at quality 72 would make a card of about 33 KB.
 */
async function makeDetailedJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  const grain = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff) * 40;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const wave = 128 + 60 * Math.sin(x / 37) * Math.cos(y / 53) + 30 * Math.sin((x + y) / 11);
      pixels[at] = Math.min(255, Math.max(0, wave + grain()));
      pixels[at + 1] = Math.min(255, Math.max(0, wave * 0.8 + grain()));
      pixels[at + 2] = Math.min(255, Math.max(0, 255 - wave + grain()));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A JPEG whose frame header says `width` × `height` while its data is a small photo's: a
 * decompression bomb's shape, which nothing may decode.
 */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await makeImage('jpeg', { width: 64, height: 48 }));
  for (let at = 2; at < bytes.length - 9;) {
    if (bytes[at] !== 0xff) throw new Error('not a JPEG marker');
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc2) {
      bytes.writeUInt16BE(height, at + 5);
      bytes.writeUInt16BE(width, at + 7);
      return bytes;
    }
    at += 2 + length;
  }
  throw new Error('no frame header');
}

/** The EXIF tag that points to the GPS block, as libvips writes it (little-endian). */
const GPS_POINTER = Buffer.from([0x25, 0x88]);

describe('photos (issue 22)', () => {
  // Every read of every choice, for each kind of caller: more whole-table reads than a minute allows.
  const ctx = useTestApp({ env: { ALL_DATA_RATE_LIMIT_PER_MINUTE: '1000' } });
  const call = callerFor(ctx);

  const upload = (
    account: TestAccount | undefined,
    body: Buffer,
    contentType = 'image/jpeg',
    use = 'biodata',
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/photos?use=${use}`,
      headers: { ...browserHeaders(ctx.env, account?.cookie), 'content-type': contentType },
      payload: body,
    });
  const uploaded = async (account: TestAccount, body: Buffer, contentType = 'image/jpeg') => {
    const response = await upload(account, body, contentType);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ name: string; address: string }>();
  };
  const readPhoto = (address: string, account?: TestAccount) =>
    ctx.app.inject({
      method: 'GET',
      url: address,
      headers: account ? { cookie: account.cookie } : {},
    });
  const photoCount = async () => (await ctx.app.db.select({ n: count() }).from(photos))[0]?.n ?? 0;

  it('takes a JPEG, a PNG and a WebP, and writes each rendition as WebP at its size', async () => {
    const owner = await signUp(ctx.app, ctx.env);
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const photo = await uploaded(owner, await makeImage(format), `image/${format}`);
      expect(photo.address).toBe(`/media/photos/${photo.name}/card.webp`);
      for (const [rendition, size] of Object.entries(PHOTO_RENDITIONS)) {
        const response = await readPhoto(`/media/photos/${photo.name}/${rendition}.webp`, owner);
        expect(response.statusCode, `${format} ${rendition}`).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        const meta = await sharp(response.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', size.width, size.height]);
      }
    }
  });

  it('reads what a file is from its bytes: a PNG named as a JPEG is a PNG, text is no photo', async () => {
    const owner = await signUp(ctx.app, ctx.env);
    await uploaded(owner, await makeImage('png'), 'image/jpeg');
    const before = await photoCount();
    const text = await upload(owner, Buffer.from('Not a photo at all, only words.'), 'image/jpeg');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'NOT_A_PHOTO' });
    // A GIF has an image's bytes, but not one of ours.
    const gif = await sharp(await makeImage('png', { width: 40, height: 30 }))
      .gif()
      .toBuffer();
    expect((await upload(owner, gif, 'image/png')).statusCode).toBe(415);
    expect(await photoCount()).toBe(before);
  });

  it('refuses a decompression bomb, a cut-short JPEG and a file over 10 MB, storing nothing', async () => {
    const owner = await signUp(ctx.app, ctx.env);
    const before = await photoCount();

    const bomb = await upload(owner, await jpegClaiming(20_000, 20_000));
    expect(bomb.statusCode, bomb.body).toBe(413);
    expect(bomb.json()).toMatchObject({ code: 'PHOTO_TOO_MANY_PIXELS' });

    const whole = await makeImage('jpeg');
    const cut = await upload(owner, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(cut.statusCode, cut.body).toBe(400);
    expect(cut.json()).toMatchObject({ code: 'PHOTO_UNREADABLE' });

    const huge = Buffer.concat([whole, Buffer.alloc(11 * 1024 * 1024 - whole.length, 7)]);
    const tooLarge = await upload(owner, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    expect(await photoCount()).toBe(before);
  });

  it('strips the EXIF (GPS included) from every rendition, and turns the photo upright', async () => {
    const owner = await signUp(ctx.app, ctx.env);
    // Red on the left, blue on the right; orientation 6 says "turn me a quarter clockwise",
    // after which red is on top.
    const halves = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 0, g: 0, b: 255 } },
    })
      .composite([
        {
          input: await sharp({
            create: { width: 400, height: 600, channels: 3, background: { r: 255, g: 0, b: 0 } },
          })
            .png()
            .toBuffer(),
          left: 0,
          top: 0,
        },
      ])
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'A family camera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    // The upload has a GPS block (its pointer, tag 0x8825, little-endian) and a camera's words.
    const sent = await sharp(halves).metadata();
    expect(sent.exif?.includes(GPS_POINTER)).toBe(true);
    expect(halves.includes(Buffer.from('A family camera'))).toBe(true);
    expect(sent.orientation).toBe(6);

    const photo = await uploaded(owner, halves);
    for (const rendition of Object.keys(PHOTO_RENDITIONS) as PhotoRendition[]) {
      const bytes = (await readPhoto(`/media/photos/${photo.name}/${rendition}.webp`, owner))
        .rawPayload;
      const meta = await sharp(bytes).metadata();
      expect([meta.exif, meta.xmp, meta.icc, meta.orientation], rendition).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(bytes.includes(GPS_POINTER)).toBe(false);
      expect(bytes.includes(Buffer.from('A family camera'))).toBe(false);
    }
    const details = await sharp(
      (await readPhoto(`/media/photos/${photo.name}/details.webp`, owner)).rawPayload,
    )
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * details.info.width + x) * details.info.channels;
      return [details.data[at], details.data[at + 2]] as [number, number];
    };
    const [topRed, topBlue] = pixel(details.info.width / 2, 10);
    const [bottomRed, bottomBlue] = pixel(details.info.width / 2, details.info.height - 10);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it('keeps a card rendition within 30 KB, even of a 12-megapixel photo full of fine detail', async () => {
    const owner = await signUp(ctx.app, ctx.env);
    const photo = await uploaded(owner, await makeDetailedJpeg(4000, 3000));
    const card = await readPhoto(photo.address, owner);
    expect(card.rawPayload.byteLength).toBeLessThanOrEqual(30 * 1024);
  });

  it('needs a session, and lets a member save only a photo they uploaded', async () => {
    const image = await makeImage('jpeg');
    expect((await upload(undefined, image)).statusCode).toBe(401);

    const owner = await signUp(ctx.app, ctx.env);
    const other = await signUp(ctx.app, ctx.env);
    const photo = await uploaded(owner, image);

    const stolen = await call('PUT', `/api/addBioData?email=${other.email}`, other, {
      ...(await import('./biodata-fixtures')).biodataBody({ profileImage: photo.address }),
    });
    expect(stolen.statusCode, stolen.body).toBe(400);
    expect(stolen.json().fieldErrors.profileImage).toBeDefined();
    const made = await call('PUT', `/api/addBioData?email=${other.email}`, other, {
      ...(await import('./biodata-fixtures')).biodataBody({
        profileImage: '/media/photos/0123456789abcdef0123456789abcdef/card.webp',
      }),
    });
    expect(made.statusCode).toBe(400);

    const profile = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: browserHeaders(ctx.env, other.cookie),
      payload: { name: other.name, image: photo.address },
    });
    expect(profile.statusCode, profile.body).toBe(400);

    const own = await createBiodata(call, owner, { profileImage: photo.address });
    const details = await call('GET', `/api/details/${own._id}`, owner);
    expect(details.json().profileImage).toBe(photo.address);
  });

  it('makes an account photo the account’s at once, seen by its owner and admins only', async () => {
    const owner = await signUp(ctx.app, ctx.env);
    const response = await upload(owner, await makeImage('png'), 'image/png', 'account');
    expect(response.statusCode, response.body).toBe(201);
    const { name, address } = response.json<{ name: string; address: string }>();
    expect(address).toBe(`/media/photos/${name}/avatar.webp`);
    const [saved] = await ctx.app.db
      .select({ image: users.image })
      .from(users)
      .where(eq(users.id, owner.id));
    expect(saved?.image).toBe(address);

    const admin = await signUp(ctx.app, ctx.env);
    await setStanding(ctx.app, admin, { role: 'admin' });
    const stranger = await signUp(ctx.app, ctx.env);
    expect((await readPhoto(address, owner)).statusCode).toBe(200);
    expect((await readPhoto(address, admin)).statusCode).toBe(200);
    expect((await readPhoto(address, stranger)).statusCode).toBe(404);
    expect((await readPhoto(address)).statusCode).toBe(404);
  });

  it('refuses every other spelling of a photo address', async () => {
    const owner = await signUp(ctx.app, ctx.env);
    const photo = await uploaded(owner, await makeImage('jpeg'));
    const name = uploadedPhotoName(photo.address) ?? '';
    for (const address of [
      `/media/photos/${name.toUpperCase()}/card.webp`,
      `/media/photos/${name}/card.png`,
      `/media/photos/${name}/original.webp`,
      `/media/photos/${name}x/card.webp`,
      `/media/photos/${name.slice(0, 31)}/card.webp`,
    ]) {
      expect((await readPhoto(address, owner)).statusCode, address).toBe(404);
    }
  });

  it('lets an admin take a photo off a biodata, telling the owner, in the audit log', async () => {
    const owner = await signUp(ctx.app, ctx.env);
    const photo = await uploaded(owner, await makeImage('jpeg'));
    const biodata = await createBiodata(call, owner, { profileImage: photo.address });
    const admin = await signUp(ctx.app, ctx.env);
    await setStanding(ctx.app, admin, { role: 'admin' });
    const remove = (account: TestAccount, body: Record<string, unknown>) =>
      call('POST', `/api/admin/biodatas/${biodata._id}/photo-removal`, account, body);

    expect((await remove(owner, { reason: 'Mine to remove?' })).statusCode).toBe(403);
    expect((await remove(admin, { reason: '' })).statusCode).toBe(400);
    const removed = await remove(admin, { reason: 'A group photo: show only yourself.' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('GET', `/api/details/${biodata._id}`, owner)).json().profileImage).toBe(
      null,
    );
    expect((await remove(admin, { reason: 'Again.' })).statusCode).toBe(409);
    // No longer the biodata's photo: only its owner and admins reach the address.
    expect((await readPhoto(photo.address)).statusCode).toBe(404);

    const told = await ctx.app.db
      .select({ kind: notifications.kind, note: notifications.note })
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(told).toContainEqual({
      kind: 'photoRemoved',
      note: 'A group photo: show only yourself.',
    });
    const [entry] = await ctx.app.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.targetId, biodata._id));
    expect(entry).toEqual({ action: 'biodata.removePhoto', actorId: admin.id });
  });

  describe('who sees a biodata’s photo', () => {
    /** Every read that shows a biodata's photo, and whether `viewer` got the photo in it. */
    async function photoSeen(
      viewer: TestAccount | undefined,
      target: { _id: string },
      address: string,
    ) {
      const json = async (url: string) => {
        const response = await call('GET', url, viewer);
        return response.statusCode === 200 ? response.json() : null;
      };
      type Item = { _id: string; profileImage: string | null; photoWithheld: string | null };
      const find = (items: Item[] | null | undefined) =>
        items?.find((item) => item._id === target._id);
      const shown = (item: Item | null | undefined) =>
        item ? (item.profileImage === address ? 'photo' : item.photoWithheld) : 'absent';
      const search = await json('/api/biodatas/search?maxAge=60&type=All&division=All&page=1');
      const more = viewer
        ? await json('/api/biodatas/search?maxAge=60&type=All&division=All&page=1&religion=Islam')
        : null;
      const similar = viewer ? await json('/api/biodataByGender?gender=Female') : null;
      const premium = await json('/api/premium-members?order=asc');
      const allData = viewer ? await json('/api/matremony/allData') : null;
      const details = viewer ? await json(`/api/details/${target._id}`) : null;
      const image = await readPhoto(address, viewer);
      return {
        search: shown(find(search.items)),
        searchMore: viewer ? shown(find(more.items)) : 'members only',
        similar: viewer ? shown(find(similar)) : 'members only',
        premium: shown(find(premium)),
        allData: viewer ? shown(find(allData)) : 'members only',
        details: viewer ? shown(details) : 'members only',
        image: image.statusCode === 200 ? 'photo' : image.statusCode,
      };
    }

    const seenEverywhere = (seen: string) => ({
      search: seen,
      searchMore: seen,
      similar: seen,
      premium: seen,
      allData: seen,
      details: seen,
    });

    it('follows the owner’s choice for visitors, members, approved requesters, admins and the owner', async () => {
      const owner = await signUp(ctx.app, ctx.env, { name: 'Private Photo' });
      await setStanding(ctx.app, owner, { person: 'premium' });
      const photo = await uploaded(owner, await makeImage('jpeg'));
      const biodata = await createBiodata(call, owner, {
        biodataType: 'Female',
        profileImage: photo.address,
        religion: 'Islam',
      });
      const member = await signUp(ctx.app, ctx.env);
      const approved = await signUp(ctx.app, ctx.env);
      await insertContactRequest(ctx.app, {
        requesterId: approved.id,
        biodataId: biodata._id,
        pending: false,
      });
      const pending = await signUp(ctx.app, ctx.env);
      await insertContactRequest(ctx.app, {
        requesterId: pending.id,
        biodataId: biodata._id,
        pending: true,
      });
      const premiumMember = await signUp(ctx.app, ctx.env);
      await setStanding(ctx.app, premiumMember, { person: 'premium' });
      const admin = await signUp(ctx.app, ctx.env);
      await setStanding(ctx.app, admin, { role: 'admin' });

      const choose = async (photoVisibility: string) => {
        const response = await call('PUT', `/api/addBioData?email=${owner.email}`, owner, {
          ...(await import('./biodata-fixtures')).biodataBody({
            biodataType: 'Female',
            profileImage: photo.address,
            religion: 'Islam',
          }),
          photoVisibility,
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().photoVisibility).toBe(photoVisibility);
      };

      const visitorView = { searchMore: 'members only', similar: 'members only' };
      const membersOnly = { allData: 'members only', details: 'members only' };

      await choose('everyone');
      for (const viewer of [undefined, member, approved, pending, premiumMember, admin, owner]) {
        const expected = viewer
          ? { ...seenEverywhere('photo'), image: 'photo' }
          : { ...seenEverywhere('photo'), ...visitorView, ...membersOnly, image: 'photo' };
        expect(await photoSeen(viewer, biodata, photo.address)).toEqual(expected);
      }
      const everyone = await readPhoto(photo.address);
      expect(everyone.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      await choose('members');
      expect(await photoSeen(undefined, biodata, photo.address)).toEqual({
        ...seenEverywhere('members'),
        ...visitorView,
        ...membersOnly,
        image: 404,
      });
      for (const viewer of [member, approved, pending, premiumMember, admin, owner]) {
        expect(await photoSeen(viewer, biodata, photo.address)).toEqual({
          ...seenEverywhere('photo'),
          image: 'photo',
        });
      }
      const forMembers = await readPhoto(photo.address, member);
      expect(forMembers.headers['cache-control']).toBe('private, no-cache');
      expect(forMembers.headers.vary).toContain('Cookie');

      await choose('approved');
      expect(await photoSeen(undefined, biodata, photo.address)).toEqual({
        ...seenEverywhere('request'),
        ...visitorView,
        ...membersOnly,
        image: 404,
      });
      for (const viewer of [member, pending, premiumMember]) {
        expect(await photoSeen(viewer, biodata, photo.address)).toEqual({
          ...seenEverywhere('request'),
          image: 404,
        });
      }
      for (const viewer of [approved, admin, owner]) {
        expect(await photoSeen(viewer, biodata, photo.address)).toEqual({
          ...seenEverywhere('photo'),
          image: 'photo',
        });
      }
    });

    it('withholds a linked photo the same way', async () => {
      const owner = await signUp(ctx.app, ctx.env, { name: 'Linked Photo' });
      const link = 'https://photos.example.com/rumana.jpg';
      const biodata = await createBiodata(call, owner, {
        biodataType: 'Female',
        profileImage: link,
        photoVisibility: 'approved',
      });
      const member = await signUp(ctx.app, ctx.env);
      const details = await call('GET', `/api/details/${biodata._id}`, member);
      expect(details.json()).toMatchObject({ profileImage: null, photoWithheld: 'request' });
      expect(details.body.includes('photos.example.com')).toBe(false);
      const search = await call(
        'GET',
        '/api/biodatas/search?maxAge=60&type=All&division=All&page=1',
      );
      expect(search.body.includes('photos.example.com')).toBe(false);
    });
  });
});
