import {
  AGE_MAX,
  MARRIAGE_AGE_MIN,
  PARTNER_AGE,
  PASSWORD_MIN_LENGTH,
} from '@bondhon/shared/constants';
import { validationMessages, type ValidationMessageKey } from '@bondhon/shared/validation-messages';
import i18n, { loadStrings, type Strings } from './i18n';

/**
 * The shared schemas' messages are keys (`validation.<key>`): their English texts are the shared
 * ones (packages/shared/src/validation-messages.ts), the other languages' live in locales/. They
 * come with the forms, the only modules that import this one.
 */
const validationStrings: Strings = {
  en: () => Promise.resolve({ validation: validationMessages }),
  bn: () => import('../locales/bn-validation.json').then((module) => module.default),
};
await loadStrings(validationStrings);

/** The numbers the messages name: the English texts have them written in, the others format them. */
const MESSAGE_VALUES = {
  passwordMin: PASSWORD_MIN_LENGTH,
  ageMax: AGE_MAX,
  brideMin: MARRIAGE_AGE_MIN.Female,
  groomMin: MARRIAGE_AGE_MIN.Male,
  min: PARTNER_AGE.min,
  max: PARTNER_AGE.max,
};

/**
 * The text to show for a validation message: a shared schema's key (`validation.nameRequired`)
 * is translated; anything else (the server's own English text) is shown as it is.
 */
export function messageText(message: string): string {
  const key = message.startsWith('validation.') ? message.slice('validation.'.length) : '';
  return key in validationMessages
    ? i18n.t(`validation.${key as ValidationMessageKey}`, MESSAGE_VALUES)
    : message;
}
