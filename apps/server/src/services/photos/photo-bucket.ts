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

/** The longest one call to the bucket may take before the reader is answered 503. */
const BUCKET_TIMEOUT_MS = 10_000;

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
  // No retries (aws4fetch's default is ten, with backoff: half a minute of a reader waiting), and
  // no call waits longer than BUCKET_TIMEOUT_MS: a failing bucket is a prompt 503.
  const client = new AwsClient({ accessKeyId, secretAccessKey, service: 's3', region, retries: 0 });
  const base = bucketUrl.replace(/\/+$/, '');
  const addressOf = (name: string, rendition: PhotoRendition) =>
    `${base}/photos/${name}/${rendition}.webp`;
  /** One call, its answer read by `read`; any failure on the way, a 503. */
  const send = async <T>(
    action: string,
    url: string,
    init: RequestInit,
    read: (response: Response) => Promise<T>,
  ): Promise<T> => {
    let response: Response;
    try {
      response = await client.fetch(url, {
        ...init,
        signal: AbortSignal.timeout(BUCKET_TIMEOUT_MS),
      });
    } catch (error) {
      throw bucketFailed(action, (error as Error).message);
    }
    try {
      return await read(response);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw bucketFailed(action, (error as Error).message);
    } finally {
      // A body not read is let go of, so its connection is free again.
      if (!response.bodyUsed) await response.body?.cancel().catch(() => undefined);
    }
  };
  const refuseUnless =
    (action: string, isFine: (status: number) => boolean) => async (response: Response) => {
      if (!isFine(response.status)) throw bucketFailed(action, response.status);
    };

  return {
    async put(name, renditions) {
      await Promise.all(
        PHOTO_RENDITION_NAMES.map((rendition) =>
          send(
            'PUT',
            addressOf(name, rendition),
            {
              method: 'PUT',
              body: renditions[rendition],
              headers: { 'content-type': 'image/webp' },
            },
            refuseUnless('PUT', (status) => status >= 200 && status < 300),
          ),
        ),
      );
    },
    get(name, rendition) {
      return send('GET', addressOf(name, rendition), {}, async (response) => {
        if (response.status === 404) return null;
        if (!response.ok) throw bucketFailed('GET', response.status);
        return Buffer.from(await response.arrayBuffer());
      });
    },
    async remove(names) {
      // A photo at a time (its three renditions at once): an account with many photos does not
      // open hundreds of connections at once, which a bucket would answer with SlowDown.
      for (const name of names) {
        await Promise.all(
          PHOTO_RENDITION_NAMES.map((rendition) =>
            send(
              'DELETE',
              addressOf(name, rendition),
              { method: 'DELETE' },
              refuseUnless('DELETE', (status) => (status >= 200 && status < 300) || status === 404),
            ),
          ),
        );
      }
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
