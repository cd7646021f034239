import { PHOTO_RENDITION_NAMES, type PhotoRendition } from '@bondhon/shared/photos';
import { AwsClient } from 'aws4fetch';
import type { Env } from '../../config/env';
import { AppError } from '../../lib/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** The photo bucket when one is configured (S3_BUCKET_URL), else null. */
    photoBucket: PhotoBucket | null;
  }
}

/**
 * An S3-compatible bucket holding photos' renditions (PHOTO_STORE=s3, ADR 0040), each at
 * `photos/<name>/<rendition>.webp`. The bucket stays private: requests are signed (AWS
 * Signature V4), and readers reach a photo only through our server, which checks who may see it.
 */
export interface PhotoBucket {
  /** Writes every rendition of the photo `name` (again, harmlessly: a name is its content). */
  put(name: string, renditions: Record<PhotoRendition, Buffer>): Promise<void>;
  /** One rendition of the photo `name`, or null when the bucket has none. */
  get(name: string, rendition: PhotoRendition): Promise<Buffer | null>;
  /** Deletes every rendition of these photos (those already gone included). */
  remove(names: readonly string[]): Promise<void>;
}

/** A bucket that does not answer as it should: a 503, its details in the log only. */
function bucketFailed(action: string, status: number | string): AppError {
  return Object.assign(
    AppError.unavailable('Photos cannot be reached just now. Please try again in a minute.'),
    { cause: new Error(`photo bucket: ${action} answered ${status}`) },
  );
}

export function createPhotoBucket({
  bucketUrl,
  region,
  accessKeyId,
  secretAccessKey,
}: {
  bucketUrl: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}): PhotoBucket {
  const client = new AwsClient({ accessKeyId, secretAccessKey, service: 's3', region });
  const base = bucketUrl.replace(/\/+$/, '');
  const addressOf = (name: string, rendition: PhotoRendition) =>
    `${base}/photos/${name}/${rendition}.webp`;
  const send = async (action: string, url: string, init: RequestInit = {}) => {
    try {
      return await client.fetch(url, init);
    } catch (error) {
      throw bucketFailed(action, (error as Error).message);
    }
  };

  return {
    async put(name, renditions) {
      await Promise.all(
        PHOTO_RENDITION_NAMES.map(async (rendition) => {
          const response = await send('PUT', addressOf(name, rendition), {
            method: 'PUT',
            body: renditions[rendition],
            headers: { 'content-type': 'image/webp' },
          });
          await response.body?.cancel();
          if (!response.ok) throw bucketFailed('PUT', response.status);
        }),
      );
    },
    async get(name, rendition) {
      const response = await send('GET', addressOf(name, rendition));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw bucketFailed('GET', response.status);
      }
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(names) {
      await Promise.all(
        names.flatMap((name) =>
          PHOTO_RENDITION_NAMES.map(async (rendition) => {
            const response = await send('DELETE', addressOf(name, rendition), {
              method: 'DELETE',
            });
            await response.body?.cancel();
            if (!response.ok && response.status !== 404)
              throw bucketFailed('DELETE', response.status);
          }),
        ),
      );
    },
  };
}

/**
 * The configured bucket: where new photos go on PHOTO_STORE=s3, and where photos kept there are
 * read from even once new ones go to PostgreSQL again.
 */
export function photoBucketOf(env: Env): PhotoBucket | null {
  if (!env.S3_BUCKET_URL || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return null;
  return createPhotoBucket({
    bucketUrl: env.S3_BUCKET_URL,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  });
}
