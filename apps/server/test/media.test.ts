import { CAROUSEL_SLIDE_WIDTHS } from '@bondhon/shared/constants';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generateSeedPerson } from '../src/db/seed/generate-biodata';
import { PORTRAITS } from '../src/media/portraits';
import { useTestApp } from './helpers/test-app';

const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

describe('GET /media/portraits/:name', () => {
  const ctx = useTestApp();

  it('serves a portrait as an SVG image, cached long and locked down', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/media/portraits/female-01.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-security-policy']).toBe(SVG_CSP);
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d{7,}/);
    expect(response.headers.etag).toMatch(/^".+"$/);
    expect(response.body).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 400"/,
    );
    expect(response.body).toMatch(/<\/svg>$/);
  });

  it('serves 48 distinct portraits, half of women and half of men', async () => {
    expect(PORTRAITS.filter((portrait) => portrait.biodataType === 'Female')).toHaveLength(24);
    expect(PORTRAITS.filter((portrait) => portrait.biodataType === 'Male')).toHaveLength(24);
    const bodies = new Set<string>();
    for (const portrait of PORTRAITS) {
      const response = await ctx.app.inject({ method: 'GET', url: portrait.path });
      expect(response.statusCode, portrait.path).toBe(200);
      expect(response.body).not.toMatch(/undefined|NaN/);
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(48);
  });

  it('serves the portrait of every seeded biodata that has one', async () => {
    const today = new Date();
    const paths = new Set<string>();
    for (let index = 1; index <= 500; index++) {
      const image = generateSeedPerson({ seed: 1, index, today }).biodata.profileImage;
      if (image) paths.add(image);
    }
    for (const path of paths) {
      const response = await ctx.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
    }
  });

  it('answers 304 Not Modified when the cached copy is still current', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/media/portraits/male-07.svg' });
    const etag = String(first.headers.etag);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/media/portraits/male-07.svg',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers an unknown portrait with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/media/portraits/nobody.svg' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      code: 'NOT_FOUND',
      message: expect.any(String),
      requestId: expect.any(String),
    });
  });
});

describe('GET /media/slides/:n', () => {
  const ctx = useTestApp();

  it.each([1, 2, 3])('renders carousel slide %i as a wide SVG', async (n) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/media/slides/${n}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-security-policy']).toBe(SVG_CSP);
    expect(response.body).toContain('viewBox="0 0 1600 700"');
    expect(response.body).toMatch(/<title>.+<\/title>/);
    expect(response.body).not.toMatch(/undefined|NaN/);
  });

  it.each(['0', '4', 'first'])('answers slide %s with a JSON 404', async (n) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/media/slides/${n}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('GET /media/slides/:n/:width.webp', () => {
  const ctx = useTestApp();

  it.each([1, 2, 3])('draws carousel slide %i as a WebP picture at each width', async (n) => {
    for (const width of CAROUSEL_SLIDE_WIDTHS) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/media/slides/${n}/${width}.webp`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toMatch(/public, max-age=\d{7,}/);
      const picture = await sharp(response.rawPayload).metadata();
      expect(picture).toMatchObject({ format: 'webp', width, height: (width * 7) / 16 });
    }
  });

  it('draws each slide differently, and the same picture each time it is asked for', async () => {
    const etags = new Set<string>();
    for (const n of [1, 2, 3]) {
      const url = `/media/slides/${n}/800.webp`;
      const [first, again] = await Promise.all([
        ctx.app.inject({ method: 'GET', url }),
        ctx.app.inject({ method: 'GET', url }),
      ]);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(again.headers.etag).toBe(first.headers.etag);
      etags.add(String(first.headers.etag));
    }
    expect(etags.size).toBe(3);
  });

  it('answers 304 Not Modified when the cached picture is still current', async () => {
    const url = '/media/slides/2/1200.webp';
    const first = await ctx.app.inject({ method: 'GET', url });
    const again = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': `W/${String(first.headers.etag)}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it.each(['0/800.webp', '4/800.webp', '1/801.webp', '1/800.png', '1/800', '1/0800.webp'])(
    'answers /media/slides/%s with a JSON 404',
    async (path) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/media/slides/${path}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    },
  );
});
