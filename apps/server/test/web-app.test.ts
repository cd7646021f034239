import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { latestDobForAge, todayInBangladesh } from '@bondhon/shared/schemas/biodata';
import { photoPreloadLink } from '../src/services/biodatas/listing-photo';
import { callerFor } from './biodata-fixtures';
import { signUp } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';
import { createBiodata } from './payment-fixtures';

// A build as `npm run build` leaves it: each text file with its brotli and gzip copies beside it.
const script = Buffer.from('export const greeting = "Assalamu alaikum";\n'.repeat(100));
const template = Buffer.from('<!doctype html><html lang="en"><title>Bondhon</title>');
// The page every client-side route starts from, in each language.
const page = Buffer.from(
  `<!doctype html><html lang="en"><title>Bondhon</title><div id="root"></div>${'<!-- shell -->'.repeat(50)}`,
);
const bengaliPage = Buffer.from(
  `<!doctype html><html lang="bn"><title>বন্ধন</title><div id="root"></div>${'<!-- shell -->'.repeat(50)}`,
);
// The listing's page as the build writes it for its address in each language, and the list of
// such pages.
const listingPage = Buffer.from(
  `<!doctype html><html lang="en"><title>Choose Your Partner</title><link rel="preload" as="fetch" href="/api/biodatas/search"><div id="root"></div>`,
);
const bengaliListingPage = Buffer.from(
  `<!doctype html><html lang="bn"><title>জীবনসঙ্গী খুঁজুন</title><div id="root"></div>`,
);
const webDistDir = mkdtempSync(join(tmpdir(), 'bondhon-web-'));
mkdirSync(join(webDistDir, 'assets'));
mkdirSync(join(webDistDir, 'pages'));
writeFileSync(
  join(webDistDir, 'pages/pages.json'),
  JSON.stringify({
    pages: {
      '/matremony/allData': { en: 'pages/biodatas.en.html', bn: 'pages/biodatas.bn.html' },
    },
    index: { en: 'pages/index.en.html', bn: 'pages/index.bn.html' },
  }),
);
for (const [file, content] of [
  ['index.html', template],
  ['assets/index-abc123.js', script],
  ['pages/index.en.html', page],
  ['pages/index.bn.html', bengaliPage],
  ['pages/biodatas.en.html', listingPage],
  ['pages/biodatas.bn.html', bengaliListingPage],
] as const) {
  writeFileSync(join(webDistDir, file), content);
  writeFileSync(join(webDistDir, `${file}.gz`), gzipSync(content));
  writeFileSync(join(webDistDir, `${file}.br`), brotliCompressSync(content));
}

describe('the built web app', () => {
  const ctx = useTestApp({ webDistDir });

  const get = (url: string, acceptEncoding: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

  it('sends a built script brotli-encoded to a browser that accepts brotli', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).equals(script)).toBe(true);
  });

  it('sends it gzip-encoded to a client that accepts only gzip', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(response.rawPayload).equals(script)).toBe(true);
  });

  it('sends it unencoded to a client that accepts no encoding', async () => {
    const response = await get('/assets/index-abc123.js', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(script)).toBe(true);
  });

  it('sends the page for a client-side route compressed, revalidated on every visit', async () => {
    const response = await get('/signin', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).equals(page)).toBe(true);
  });

  it('sends a built page at its address, compressed and revalidated on every visit', async () => {
    const response = await get('/matremony/allData', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).equals(listingPage)).toBe(true);
  });

  it('sends the app’s page instead of the built one when the address has a query', async () => {
    const response = await get('/matremony/allData?division=Dhaka', 'identity');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(page)).toBe(true);
  });

  it('sends a built page only at its address, not at its file’s', async () => {
    const response = await get('/pages/biodatas.en.html', 'identity');
    expect(response.rawPayload.equals(page)).toBe(true);
  });

  it('never serves a compressed copy as a file of its own', async () => {
    const response = await get('/assets/index-abc123.js.br', 'identity');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
  });
});

describe('the language a page is sent in', () => {
  const ctx = useTestApp({ webDistDir });

  const getPage = (url: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

  it('follows the browser’s languages on a first visit: Bengali when bn comes first', async () => {
    for (const acceptLanguage of ['bn', 'bn-BD,bn;q=0.9,en-US;q=0.8,en;q=0.7', 'en;q=0.5, bn']) {
      const response = await getPage('/matremony/allData', { 'accept-language': acceptLanguage });
      expect(response.rawPayload.equals(bengaliListingPage), acceptLanguage).toBe(true);
      expect(response.headers['content-language']).toBe('bn');
    }
  });

  it('sends English when the browser puts en first, names neither, or sends nonsense', async () => {
    for (const acceptLanguage of ['en-GB,en;q=0.9,bn;q=0.8', 'fr-FR,de', '', ';;;q=x', 'bn;q=0']) {
      const response = await getPage('/matremony/allData', { 'accept-language': acceptLanguage });
      expect(response.rawPayload.equals(listingPage), acceptLanguage).toBe(true);
    }
  });

  it('follows the reader’s choice in the language cookie over the browser’s languages', async () => {
    const bengali = await getPage('/signin', { cookie: 'a=1; lang=bn', 'accept-language': 'en' });
    expect(bengali.rawPayload.equals(bengaliPage)).toBe(true);
    const english = await getPage('/matremony/allData', {
      cookie: 'lang=en',
      'accept-language': 'bn',
    });
    expect(english.rawPayload.equals(listingPage)).toBe(true);
  });

  it('ignores a language cookie naming no language of ours', async () => {
    for (const cookie of ['lang=fr', 'lang=', 'lang=bn%00', 'xlang=bn', 'lang=BN']) {
      const response = await getPage('/signin', { cookie, 'accept-language': 'en' });
      expect(response.rawPayload.equals(page), cookie).toBe(true);
    }
  });

  it('tells caches that the page depends on the cookie and the browser’s languages', async () => {
    const response = await getPage('/', {});
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.headers.vary).toMatch(/accept-language/i);
  });
});

describe('the listing’s first photo', () => {
  const ctx = useTestApp({ webDistDir });
  const call = callerFor(ctx);
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('is preloaded by the listing’s page, and only there: not with a query nor elsewhere', async () => {
    expect((await get('/matremony/allData')).headers.link, 'an empty listing').toBe(undefined);
    const owner = await signUp(ctx.app, ctx.env, { name: 'First Card' });
    await createBiodata(call, owner, { profileImage: '/media/portraits/female-03.svg' });

    const response = await get('/matremony/allData');
    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toBe(
      '</media/portraits/female-03.svg>; rel=preload; as=image; fetchpriority=high; referrerpolicy=no-referrer',
    );
    for (const url of ['/matremony/allData?page=1', '/', '/signin', '/details/1']) {
      expect((await get(url)).headers.link, url).toBe(undefined);
    }
  });

  it('follows a change at once: the new first card’s photo', async () => {
    const owner = await signUp(ctx.app, ctx.env, { name: 'Youngest Card' });
    await createBiodata(call, owner, {
      profileImage: 'https://images.example.com/youngest.png',
      dob: latestDobForAge(18, todayInBangladesh()),
    });
    expect((await get('/matremony/allData')).headers.link).toMatch(
      /^<https:\/\/images\.example\.com\/youngest\.png>; rel=preload/,
    );
  });
});

describe('a photo address in a Link header', () => {
  it('goes in as it is when it holds only what a URL may', () => {
    for (const photo of [
      '/media/portraits/male-09.svg',
      'https://images.example.com/a/b.jpg?w=400&h=300#top',
      'http://cdn.example.com/%E0%A6%95.png',
    ]) {
      expect(photoPreloadLink(photo), photo).toBe(
        `<${photo}>; rel=preload; as=image; fetchpriority=high; referrerpolicy=no-referrer`,
      );
    }
  });

  it('is left out when it could break out of the header or is no image address of ours', () => {
    for (const photo of [
      'https://evil.example.com/a>; rel=stylesheet',
      'https://evil.example.com/a, </x.css>; rel=preload; as=style',
      'https://evil.example.com/a;rel=prefetch',
      'https://evil.example.com/a b.png',
      'https://evil.example.com/a\r\nSet-Cookie: session=stolen',
      'https://evil.example.com/"quoted".png',
      'https://evil.example.com/ছবি.png',
      'javascript:alert(1)',
      '//evil.example.com/a.png',
      '/api/users/me',
      `https://images.example.com/${'a'.repeat(2048)}.png`,
    ]) {
      expect(photoPreloadLink(photo), photo).toBe(null);
    }
  });
});
