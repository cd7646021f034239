import { validationMessages, type ValidationMessageKey } from '@bondhon/shared/validation-messages';
import i18n, { addStrings } from './i18n';

// The shared schemas' messages are keys (`validation.<key>`); their English texts come with the
// forms, the only modules that import this one.
addStrings({ validation: validationMessages });

/**
 * The text to show for a validation message: a shared schema's key (`validation.nameRequired`)
 * is translated; anything else (the server's own English text) is shown as it is.
 */
export function messageText(message: string): string {
  const key = message.startsWith('validation.') ? message.slice('validation.'.length) : '';
  return key in validationMessages ? i18n.t(`validation.${key as ValidationMessageKey}`) : message;
}
