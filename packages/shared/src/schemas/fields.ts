import { z } from 'zod';
import { messageKey, type ValidationMessageKey } from '../validation-messages';

/** Half of a UTF-16 surrogate pair without its other half: no character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text the database can store: PostgreSQL refuses the NUL character, and a lone surrogate (JSON
 * may carry `"\udfff"`) is no character: a jsonb column refuses it and a text column would keep a
 * replacement character instead. Either is invalid input (400), never a failed write (500).
 */
export function storableText(params?: { error: string }) {
  return z.string(params).refine((text) => !text.includes('\u0000') && !LONE_SURROGATE.test(text), {
    error: messageKey('nulCharacter'),
  });
}

/** A required text field: trimmed, not empty (with the given message), at most `max` long. */
export function requiredText(required: ValidationMessageKey, max = 200) {
  return storableText({ error: messageKey(required) })
    .trim()
    .min(1, { error: messageKey(required) })
    .max(max, { error: messageKey('tooLong') });
}

export const emailField = requiredText('emailRequired', 254)
  .pipe(z.email({ error: messageKey('emailInvalid') }))
  .transform((email) => email.toLowerCase());

/** A link people give us: http or https only (never javascript: or data:). */
export const httpUrl = storableText()
  .trim()
  .max(2048, { error: messageKey('tooLong') })
  .pipe(z.url({ protocol: /^https?$/, error: messageKey('urlInvalid') }));

/**
 * An image: a link people give (http or https), or a picture our own server serves. The union
 * carries the message itself: a failed union otherwise says zod's "Invalid input", and form
 * resolvers show the first branch's message, which would be that one when this union is nested.
 */
export const imageLink = z.union(
  [
    httpUrl,
    z
      .string()
      .trim()
      .regex(/^\/media\/[\w./-]+$/, { error: messageKey('urlInvalid') })
      .refine((path) => !path.includes('..'), { error: messageKey('urlInvalid') }),
  ],
  { error: messageKey('urlInvalid') },
);
