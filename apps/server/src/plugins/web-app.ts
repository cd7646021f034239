import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html for every other
 * path the browser asks for (client-side routes). Unknown /api paths stay JSON 404s. The web
 * build writes brotli and gzip copies beside each text file; a client that accepts one gets it.
 */
export const webAppPlugin = fp<{ webDistDir: string }>(
  async (app: FastifyInstance, { webDistDir }) => {
    const hasBuild = existsSync(join(webDistDir, 'index.html'));
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        // The compressed copies are only sent in place of their originals, never as themselves.
        globIgnore: ['**/*.br', '**/*.gz'],
        // @fastify/static 10 passes the Fastify reply here.
        setHeaders(reply: { header(name: string, value: string): unknown }, path: string) {
          reply.header(
            'cache-control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        path !== '/api' &&
        !path.startsWith('/api/');
      if (!wantsPage) throw AppError.notFound(`No such API route: ${request.method} ${path}`);
      if (!hasBuild) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The web app is not built yet: run `npm run build`.');
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
);
