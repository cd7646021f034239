import { createHash } from 'node:crypto';
import { errorResponse } from '@bondhon/shared/schemas/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findPortrait } from '../media/portraits';
import { renderPortraitSvg } from '../media/render-portrait';
import { renderSlideSvg, SLIDE_COUNT } from '../media/slides';
import { AppError } from '../lib/app-error';

/**
 * Images our own server draws, so demo data and the home carousel render offline (DESIGN D13):
 * the demo portraits at /media/portraits/<name>.svg and the carousel slides at
 * /media/slides/1 … 3. Each is rendered once and kept; answers carry an ETag and are cached.
 */

// A month fresh, then revalidated by ETag: long, yet a changed drawing reaches people.
const CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';
// An SVG opened on its own is a document: nothing may load or run in it.
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

interface RenderedImage {
  svg: string;
  etag: string;
}

const rendered = new Map<string, RenderedImage>();

function renderOnce(key: string, render: () => string | undefined): RenderedImage | undefined {
  const cached = rendered.get(key);
  if (cached) return cached;
  const svg = render();
  if (svg === undefined) return undefined;
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
  const image = { svg, etag };
  rendered.set(key, image);
  return image;
}

function sendSvg(request: FastifyRequest, reply: FastifyReply, image: RenderedImage) {
  reply
    .header('content-security-policy', SVG_CSP)
    .header('cache-control', CACHE_CONTROL)
    .header('etag', image.etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === image.etag)) {
    return reply.status(304).send();
  }
  return reply.type('image/svg+xml; charset=utf-8').send(image.svg);
}

const imageResponses = {
  200: z.string().describe('An SVG image (image/svg+xml)'),
  404: errorResponse,
};

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/portraits/:name',
    {
      schema: {
        summary: 'A demo portrait illustration (SVG)',
        tags: ['media'],
        params: z.object({ name: z.string().max(64) }),
        response: imageResponses,
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const image = renderOnce(`portrait:${name}`, () => {
        const portrait = findPortrait({ name });
        return portrait ? renderPortraitSvg({ portrait }) : undefined;
      });
      if (!image) throw AppError.notFound('There is no portrait by that name.');
      return sendSvg(request, reply, image);
    },
  );

  app.get(
    '/media/slides/:n',
    {
      schema: {
        summary: `A home page carousel illustration (SVG), 1 to ${SLIDE_COUNT}`,
        tags: ['media'],
        params: z.object({ n: z.string().max(8) }),
        response: imageResponses,
      },
    },
    async (request, reply) => {
      const number = /^\d{1,2}$/.test(request.params.n) ? Number(request.params.n) : Number.NaN;
      const image = renderOnce(`slide:${number}`, () => renderSlideSvg({ number }));
      if (!image) throw AppError.notFound(`There are slides 1 to ${SLIDE_COUNT} only.`);
      return sendSvg(request, reply, image);
    },
  );
};
