import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '../errors';

const errorCodes = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The body of every error answer. `fieldErrors` maps a field path to its messages. */
export const errorResponse = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** The request's id (issue 23), as every log line of it carries it. */
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
