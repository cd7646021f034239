import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text files the server sends compressed. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a gzip (.gz) and a brotli (.br) copy beside the file, at the strongest settings, so the
 * server sends it compressed without compressing per request (@fastify/static `preCompressed`).
 * A copy that would not be smaller is left out.
 */
export async function precompressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(content, { level: zlib.Z_BEST_COMPRESSION }),
    brotliAsync(content, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    }),
  ]);
  if (gzipped.byteLength < content.byteLength) await writeFile(`${file}.gz`, gzipped);
  if (brotli.byteLength < content.byteLength) await writeFile(`${file}.br`, brotli);
}
