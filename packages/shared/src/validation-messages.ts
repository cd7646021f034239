import { AGE_MAX, MARRIAGE_AGE_MIN, PARTNER_AGE, PASSWORD_MIN_LENGTH } from './constants';
import { CHILDREN_MAX, SIBLINGS_MAX } from './options';

/**
 * The validation messages of spec §5 (and the few we add), in English. Schemas carry their keys
 * (`validation.<key>`); the server answers with the English text, the web app shows the
 * translation of the key (this object is its English catalogue's `validation` section).
 */
export const validationMessages = {
  nameRequired: 'Name is required',
  imageRequired: 'Image URL is required',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordBlank: 'Password cannot be only spaces',
  /** The server's check against a list of the most common passwords (never in the browser). */
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  emailInvalid: 'Invalid email address',
  urlInvalid: 'Invalid URL',
  required: 'This field is required',
  tooLong: 'This is too long',
  invalidOption: 'Choose one of the options',
  districtNotInDivision: "Choose one of the division's districts",
  childrenRange: `Enter a number from 0 to ${CHILDREN_MAX}`,
  siblingsRange: `Enter a number from 0 to ${SIBLINGS_MAX}`,
  declarationRequired: 'Confirm this to save your biodata',
  dateInvalid: 'Enter a real date as YYYY-MM-DD',
  dobTooOld: `The age must be at most ${AGE_MAX}`,
  dobTooYoungFemale: `A bride must be at least ${MARRIAGE_AGE_MIN.Female} years old`,
  dobTooYoungMale: `A groom must be at least ${MARRIAGE_AGE_MIN.Male} years old`,
  mobileInvalid: 'Enter a valid mobile number, e.g. 01712345678',
  partnerAgeRange: `Enter an age from ${PARTNER_AGE.min} to ${PARTNER_AGE.max}`,
  partnerAgeOrder: 'The highest age cannot be lower than the lowest',
  partnerHeightOrder: 'The tallest height cannot be shorter than the shortest',
  duplicateOption: 'Choose each option only once',
  nulCharacter: 'This text contains a character that cannot be saved',
  reportDetailsRequired: 'Say in a few words what is wrong',
  reasonRequired: 'Give a reason',
  dateNotLater: 'Choose a day after today',
  biodataIdInvalid: 'Enter a Biodata ID: a whole number, e.g. 1024',
  spouseIsYou: 'This is your own Biodata ID: enter your spouse’s',
  spouseNotFound: 'No biodata has this Biodata ID',
  notForThisChoice: 'Leave this out for the choice made',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

/** The message key a schema carries for a validation message. */
export function messageKey(key: ValidationMessageKey): `validation.${ValidationMessageKey}` {
  return `validation.${key}`;
}

/** The English text of a message a schema carried; other messages pass through unchanged. */
export function englishMessage(message: string): string {
  const key = message.startsWith('validation.') ? message.slice('validation.'.length) : undefined;
  return key && key in validationMessages
    ? validationMessages[key as ValidationMessageKey]
    : message;
}
