import { z } from 'zod';

/** POST /api/photos?use=: what the photo is for. */
export const photoUploadQuery = z.object({
  use: z.enum(['biodata', 'account']).default('biodata'),
});

/** POST /api/photos: the photo's name, and the address to show it at. */
export const photoUploadResponse = z.object({
  name: z.string(),
  address: z.string(),
});
export type PhotoUploadResponse = z.infer<typeof photoUploadResponse>;
