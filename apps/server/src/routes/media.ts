import { createHash } from 'node:crypto';
import { errorResponse } from '@bondhon/shared/schemas/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAROUSEL_SLIDE_WIDTHS } from '@bondhon/shared/constants';
import { PHOTO_NAME, PHOTO_RENDITION_NAMES, type PhotoRendition } from '@bondhon/shared/photos';
import { findPortrait } from '../media/portraits';
import { renderPortraitSvg } from '../media/render-portrait';
import { drawSlidePicture } from '../media/slide-pictures';
import { renderSlideSvg, SLIDE_COUNT } from '../media/slides';
import { AppError } from '../lib/app-error';
import { photoWithheldFrom } from '../services/photos/photo-privacy';
import { findPhotoForReading } from '../services/photos/photo-store';

/** An uploaded photo everyone may see: its address changes with its content, so a year. */
const PUBLIC_PHOTO_CACHE = 'public, max-age=31536000, immutable';
/**
 * A photo only some may see: kept by the browser alone, and asked again each time it is shown
 * (an ETag makes that a 304), so a member who is no longer entitled stops seeing it.
 */
const PRIVATE_PHOTO_CACHE = 'private, no-cache';

/** Whether the reader's cached copy (If-None-Match) is the one whose ETag is `etag`. */
function hasCurrentCopy(request: FastifyRequest, etag: string): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  return ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false;
}

/**
 * A WebP picture with its caching. Its bytes are read only when the reader's copy is not the same
 * (a 304 reads nothing from the photo bucket).
 */
async function sendWebp(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    bytes,
    etag,
    cacheControl,
  }: { bytes: () => Promise<Buffer>; etag: string; cacheControl: string },
) {
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff');
  if (hasCurrentCopy(request, etag)) return reply.status(304).send();
  return reply.type('image/webp').send(await bytes());
}

/** A photo's rendition, for everyone, or for this reader alone. */
function sendPhoto(
  request: FastifyRequest,
  reply: FastifyReply,
  { bytes, etag, isPublic }: { bytes: () => Promise<Buffer>; etag: string; isPublic: boolean },
) {
  if (!isPublic) reply.header('vary', 'Cookie');
  const cacheControl = isPublic ? PUBLIC_PHOTO_CACHE : PRIVATE_PHOTO_CACHE;
  return sendWebp(request, reply, { bytes, etag, cacheControl });
}

/** A photo's rendition kept in the photo bucket (PHOTO_STORE=s3). */
async function readFromBucket(
  app: FastifyInstance,
  name: string,
  rendition: PhotoRendition,
): Promise<Buffer> {
  // Recorded in the bucket but none configured: a deployment's mistake, for its operator to see.
  if (!app.photoBucket) throw AppError.unavailable('Photos cannot be reached just now.');
  const bytes = await app.photoBucket.get(name, rendition);
  if (!bytes) throw AppError.notFound('There is no photo at this address.');
  return bytes;
}

const photoFile = z.enum(
  PHOTO_RENDITION_NAMES.map((rendition) => `${rendition}.webp`) as [string, ...string[]],
);

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
  if (hasCurrentCopy(request, image.etag)) return reply.status(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(image.svg);
}

const imageResponses = {
  200: z.string().describe('An SVG image (image/svg+xml)'),
  404: errorResponse,
};

const webpResponses = {
  200: z.string().describe('A WebP image (image/webp)'),
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

  app.get(
    '/media/slides/:n/:file',
    {
      schema: {
        summary: `A home page carousel illustration as a picture (WebP), 1 to ${SLIDE_COUNT}`,
        description: `At each of the widths ${CAROUSEL_SLIDE_WIDTHS.join(', ')}: \`/media/slides/1/800.webp\`.`,
        tags: ['media'],
        params: z.object({ n: z.string().max(8), file: z.string().max(16) }),
        response: webpResponses,
      },
    },
    async (request, reply) => {
      const { n, file } = request.params;
      const number = /^\d{1,2}$/.test(n) ? Number(n) : Number.NaN;
      // Only the one spelling of each width: one address, one cached copy.
      const width = CAROUSEL_SLIDE_WIDTHS.find((known) => file === `${known}.webp`) ?? Number.NaN;
      const drawing = drawSlidePicture({ number, width });
      if (!drawing) {
        throw AppError.notFound(
          `There are slides 1 to ${SLIDE_COUNT}, ${CAROUSEL_SLIDE_WIDTHS.join(', ')} wide, only.`,
        );
      }
      const { bytes, etag } = await drawing;
      return sendWebp(request, reply, {
        bytes: async () => bytes,
        etag,
        cacheControl: CACHE_CONTROL,
      });
    },
  );

  app.get(
    '/media/photos/:name/:file',
    {
      schema: {
        summary: 'An uploaded photo (WebP): card, details or avatar rendition',
        description:
          'Answered only to those who may see it where it is used: a biodata’s photo as its ' +
          'owner chose (everyone, members, or members whose contact request for it was ' +
          'approved, and admins); an account’s photo to its owner and admins. Anyone else, and ' +
          'a photo no longer in use, get 404.',
        tags: ['media'],
        params: z.object({ name: z.string().max(64), file: z.string().max(32) }),
        response: webpResponses,
      },
    },
    async (request, reply) => {
      const notFound = () => AppError.notFound('There is no photo at this address.');
      const { name } = request.params;
      const file = photoFile.safeParse(request.params.file);
      if (!PHOTO_NAME.test(name) || !file.success) throw notFound();
      const rendition = file.data.slice(0, -'.webp'.length) as PhotoRendition;

      const photo = await findPhotoForReading(request.server.db, name, rendition);
      if (!photo) throw notFound();
      const viewer = await request.photoViewer();
      let isPublic = false;
      if (viewer.userId !== photo.ownerId && !viewer.isAdmin) {
        // Anyone else sees a biodata's photo as that biodata's readers do: listed, not in a
        // block with its owner, and as its owner chose.
        const { biodata } = photo;
        if (!biodata || !biodata.listed) throw notFound();
        if ((await request.blockedBiodatas()).ids.includes(biodata.id)) throw notFound();
        if (photoWithheldFrom(viewer, biodata.id, biodata.photoVisibility)) throw notFound();
        isPublic = biodata.photoVisibility === 'everyone';
      }
      // Kept in the photo bucket: read only now that the reader may see it.
      const { bytes } = photo;
      return sendPhoto(request, reply, {
        bytes: async () => bytes ?? readFromBucket(request.server, name, rendition),
        etag: `"${name}-${rendition}"`,
        isPublic,
      });
    },
  );
};
