import { z } from 'zod';
import { messageKey, type ValidationMessageKey } from '../validation-messages';

/** A required text field: trimmed, not empty (with the given message), at most `max` long. */
export function requiredText(required: ValidationMessageKey, max = 200) {
  return z
    .string({ error: messageKey(required) })
    .trim()
    .min(1, { error: messageKey(required) })
    .max(max, { error: messageKey('tooLong') });
}

export const emailField = requiredText('emailRequired', 254)
  .pipe(z.email({ error: messageKey('emailInvalid') }))
  .transform((email) => email.toLowerCase());

/** A link people give us: http or https only (never javascript: or data:). */
export const httpUrl = z
  .string()
  .trim()
  .max(2048, { error: messageKey('tooLong') })
  .pipe(z.url({ protocol: /^https?$/, error: messageKey('urlInvalid') }));

/** An image: a link people give (http or https), or a picture our own server serves. */
export const imageLink = z.union([
  httpUrl,
  z
    .string()
    .trim()
    .regex(/^\/media\/[\w./-]+$/, { error: messageKey('urlInvalid') })
    .refine((path) => !path.includes('..'), { error: messageKey('urlInvalid') }),
]);
