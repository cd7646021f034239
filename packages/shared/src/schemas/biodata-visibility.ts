import { z } from 'zod';
import { reviewStatus } from './moderation';

/** PUT /api/biodata-visibility: hide one's own biodata from everyone else, or show it again. */
export const biodataVisibilityInput = z
  .object({ hidden: z.boolean().describe('true: nobody but you (and admins) can find or read it') })
  .strict();
export type BiodataVisibilityInput = z.infer<typeof biodataVisibilityInput>;

/** Whether the caller's biodata is hidden, and since when. */
export const biodataVisibilityResponse = z.object({
  hiddenAt: z
    .string()
    .nullable()
    .describe('When its owner hid it (ISO 8601); null while others can find it'),
  /** Whether others can find and read it now (not hidden, removed, or waiting to be verified). */
  isListed: z.boolean(),
  /** Where it stands with the admins (issue 21): the owner is told every decision and why. */
  review: reviewStatus,
});
export type BiodataVisibilityResponse = z.infer<typeof biodataVisibilityResponse>;
