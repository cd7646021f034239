import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { latestDobForAge, todayInBangladesh } from '@bondhon/shared/schemas/biodata';
import { callerFor } from './biodata-fixtures';
import { signUp } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';
import { createBiodata } from './payment-fixtures';

// A build as `npm run build` leaves it for a page the server renders with its data (ADR 0033):
// the built page (for members), its shell per language, and the renderer in ssr/. This renderer
// stands for the web build's (apps/web/src/prerender.tsx, which the end-to-end tests run): it
// asks the API for the listing's first page as the real one does and writes the names it got.
// In Bengali it asks for a search only members may make, as a renderer whose call fails would.
const renderer = `
export async function renderPageWithData(path, language, fetchJson) {
  const url = language === 'bn'
    ? '/api/biodatas/search?maxAge=60&type=All&division=All&page=1&religion=Islam'
    : '/api/biodatas/search?maxAge=60&type=All&division=All&page=1';
  const data = await fetchJson(url);
  return {
    head: '<script type="application/json" id="seeded-queries">' + data.total + '</script>',
    body: '<main>' + path + ': ' + data.items.map((item) => item.name).join(', ') + '</main>',
  };
}
`;
const builtPage = '<!doctype html><html lang="en"><title>Built</title><div id="root"></div>';
const bengaliBuiltPage = '<!doctype html><html lang="bn"><title>বিল্ট</title><div id="root"></div>';
const shell = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><!--page-head--></head><body><div id="root"><!--page-body--></div><script type="module" src="/assets/boot.js"></script></body></html>`;

const webDistDir = mkdtempSync(join(tmpdir(), 'bondhon-rendered-'));
for (const folder of ['assets', 'pages', 'ssr']) mkdirSync(join(webDistDir, folder));
for (const [file, content] of [
  ['index.html', '<!doctype html><html lang="en"><title>Bondhon</title>'],
  ['pages/index.en.html', '<!doctype html><html lang="en"><div id="root"></div><!-- index -->'],
  ['pages/index.bn.html', '<!doctype html><html lang="bn"><div id="root"></div><!-- index -->'],
  ['pages/biodatas.en.html', builtPage],
  ['pages/biodatas.bn.html', bengaliBuiltPage],
  ['pages/biodatas.en.shell.html', shell('en')],
  ['pages/biodatas.bn.shell.html', shell('bn')],
  ['ssr/prerender.js', renderer],
  [
    'pages/pages.json',
    JSON.stringify({
      pages: {
        '/matremony/allData': { en: 'pages/biodatas.en.html', bn: 'pages/biodatas.bn.html' },
      },
      index: { en: 'pages/index.en.html', bn: 'pages/index.bn.html' },
      rendered: {
        '/matremony/allData': {
          en: 'pages/biodatas.en.shell.html',
          bn: 'pages/biodatas.bn.shell.html',
        },
      },
      renderer: 'ssr/prerender.js',
    }),
  ],
] as const) {
  writeFileSync(join(webDistDir, file), content);
}

describe('the listing’s page rendered with its data', () => {
  const ctx = useTestApp({ webDistDir });
  const call = callerFor(ctx);
  const getPage = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity', 'accept-language': 'en', ...headers },
    });

  it('reaches a visitor with the API’s first page in it, and a new biodata at once', async () => {
    const first = await signUp(ctx.app, ctx.env, { name: 'Nusrat Rendered' });
    await createBiodata(call, first, { name: 'Nusrat Rendered' });

    const response = await getPage('/matremony/allData');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.body).toBe(
      shell('en')
        .replace(
          '<!--page-head-->',
          '<script type="application/json" id="seeded-queries">1</script>',
        )
        .replace('<!--page-body-->', '<main>/matremony/allData: Nusrat Rendered</main>'),
    );

    const second = await signUp(ctx.app, ctx.env, { name: 'Youngest Rendered' });
    await createBiodata(call, second, {
      name: 'Youngest Rendered',
      dob: latestDobForAge(18, todayInBangladesh()),
    });
    expect((await getPage('/matremony/allData')).body).toContain(
      '<main>/matremony/allData: Youngest Rendered, Nusrat Rendered</main>',
    );
  });

  it('is compressed as the client accepts: brotli first, then gzip, else as it is', async () => {
    const plain = (await getPage('/matremony/allData')).rawPayload;
    const brotli = await getPage('/matremony/allData', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).equals(plain)).toBe(true);
    const gzip = await getPage('/matremony/allData', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain)).toBe(true);
    const neither = await getPage('/matremony/allData', { 'accept-encoding': 'br;q=0.0, zstd' });
    expect(neither.headers['content-encoding']).toBeUndefined();
    expect(neither.rawPayload.equals(plain)).toBe(true);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
  });

  it('is not what a signed-in member gets: theirs is the built page', async () => {
    const member = await signUp(ctx.app, ctx.env);
    const response = await getPage('/matremony/allData', { cookie: member.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(builtPage);
  });

  it('is not sent for the listing with a query, nor for a HEAD request', async () => {
    const withQuery = await getPage('/matremony/allData?page=2');
    expect(withQuery.body).toContain('<!-- index -->');
    const head = await ctx.app.inject({ method: 'HEAD', url: '/matremony/allData' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(builtPage)));
  });

  it('gives way to the built page when rendering fails (a call the API refuses)', async () => {
    const response = await getPage('/matremony/allData', { 'accept-language': 'bn' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(bengaliBuiltPage);
  });

  it('never sends the renderer’s code, at any spelling of its address', async () => {
    for (const url of ['/ssr/prerender.js', '/ssr/../ssr/prerender.js', '/%73sr/prerender.js']) {
      const response = await getPage(url);
      expect(response.body, url).not.toContain('renderPageWithData');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
    }
  });
});
