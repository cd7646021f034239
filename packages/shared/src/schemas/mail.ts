import { z } from 'zod';

/** A mail that could not be sent after every attempt, as admins see it (GET /api/mail/failed). */
export const failedMail = z.object({
  id: z.uuid(),
  recipient: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  /** The SMTP server's last answer, or the error that stopped the attempt. */
  lastError: z.string().nullable(),
  /** When it was first queued, and when its last attempt failed (ISO 8601). */
  createdAt: z.string(),
  failedAt: z.string(),
});
export type FailedMail = z.infer<typeof failedMail>;

export const failedMailListResponse = z.object({ items: z.array(failedMail) });

export const mailIdParams = z.object({ id: z.uuid({ error: 'Not a mail id.' }) });
