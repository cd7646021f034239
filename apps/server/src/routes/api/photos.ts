import { PHOTO_MAX_BYTES, PHOTO_UPLOAD_TYPES } from '@bondhon/shared/photos';
import { errorResponse } from '@bondhon/shared/schemas/common';
import { photoUploadQuery, photoUploadResponse } from '@bondhon/shared/schemas/photos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../auth/caller';
import { createSemaphore } from '../../lib/semaphore';
import { processPhoto } from '../../services/photos/process-photo';
import { storePhoto } from '../../services/photos/photo-store';

/**
 * How many uploads one instance processes at once: each holds a decoded photo (a 12-megapixel
 * one is about 36 MB of pixels), so memory stays bounded however many arrive; the others wait.
 * One: with two, four uploads at once took the server to 301 MB (budget 300) for a p95 of
 * 471 ms; with one, 264 MB and 572 ms (budget 1.5 s), and the other core stays with the reads.
 */
export const PHOTO_PROCESSING_AT_ONCE = 1;

export const photoRoutes: FastifyPluginAsyncZod<{
  /** Uploads one address may make in an hour (each costs up to a second of a core). */
  uploadsPerHour: number;
  /** Where a new photo's renditions go (PHOTO_STORE, ADR 0040). */
  photoStore: 'postgres' | 's3';
}> = async (app, { uploadsPerHour, photoStore }) => {
  const turns = createSemaphore(PHOTO_PROCESSING_AT_ONCE);

  // The photo is the whole body, as the browser sends a file: its bytes, whatever type it claims
  // (the bytes decide, processPhoto). Only in this scope, where a JSON body is a 415 before it is
  // read: everywhere else a body is JSON.
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(
    [...PHOTO_UPLOAD_TYPES, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/photos',
    {
      bodyLimit: PHOTO_MAX_BYTES,
      config: { rateLimit: { max: uploadsPerHour, timeWindow: 3_600_000 } },
      schema: {
        summary: 'Upload a photo (JPEG, PNG or WebP, 10 MB at most) for a biodata or the account',
        description:
          'The body is the image file itself. The server reads what it is from its bytes, turns ' +
          'it upright, strips every metadata block and writes WebP renditions (card, details, ' +
          'avatar). `use=biodata` answers the address to save as the biodata’s `profileImage`; ' +
          '`use=account` makes it the account’s photo at once. 413 over 10 MB or 50 megapixels, ' +
          '415 for a file that is not a JPEG, PNG or WebP, 400 for a damaged one.',
        tags: ['photos'],
        security: [{ session: [] }],
        querystring: photoUploadQuery,
        consumes: [...PHOTO_UPLOAD_TYPES],
        response: {
          201: photoUploadResponse,
          400: errorResponse,
          413: errorResponse,
          415: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(request);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const release = await turns.acquire();
      let photo;
      try {
        photo = await processPhoto(bytes, caller.id);
      } finally {
        release();
      }
      const stored = await storePhoto({
        db: app.db,
        ownerId: caller.id,
        photo,
        use: request.query.use,
        bucket: photoStore === 's3' ? app.photoBucket : null,
      });
      return reply.status(201).send(stored);
    },
  );
};
