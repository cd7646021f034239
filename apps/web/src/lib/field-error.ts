import { validationMessages, type ValidationMessageKey } from '@bondhon/shared/validation-messages';
import { ApiError } from './api-client';
import { messageText } from './validation-text';

/** A shared message's key by its English text: the server answers field errors in English. */
const keyByEnglish = new Map<string, string>(
  Object.entries(validationMessages).map(([key, english]) => [english, key]),
);

/**
 * The first message the server gave for one field of a refused call, in the reader's language:
 * a shared validation message (the server writes it in English) is translated; the server's own
 * text is shown as it is.
 */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const [message] = error.fieldErrors[field] ?? [];
  if (!message) return undefined;
  const key = keyByEnglish.get(message) as ValidationMessageKey | undefined;
  return messageText(key ? `validation.${key}` : message);
}
