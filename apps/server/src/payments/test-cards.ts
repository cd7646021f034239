import type { LocalCardInput } from '@bondhon/shared/schemas/contact-requests';
import type { FieldErrors } from '../lib/app-error';

/**
 * The built-in gateway's card rules, as Stripe's test mode behaves for the cards people know
 * (https://docs.stripe.com/testing), with Stripe's own wording. Any other card number that
 * passes the Luhn check succeeds.
 */
export const DECLINED_TEST_CARDS: Readonly<Record<string, string>> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000009987': 'Your card was declined.',
  '4000000000009979': 'Your card was declined.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
  '4000000000000119': 'An error occurred while processing your card. Try again in a little bit.',
};

export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  numberIncorrect: 'Your card number is incorrect.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryYearInvalid: "Your card's expiration year is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
} as const;

/** Card numbers are 13 to 19 digits (ISO/IEC 7812). */
const NUMBER_LENGTH = { min: 13, max: 19 };
/** How far ahead an expiry year may be. */
const EXPIRY_YEARS_AHEAD = 50;

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card number's digits without the spaces and dashes people type. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

function numberError(number: string): string | undefined {
  const digits = cardDigits(number);
  if (digits === '') return CARD_MESSAGES.numberIncomplete;
  if (!/^\d+$/.test(digits) || digits.length > NUMBER_LENGTH.max)
    return CARD_MESSAGES.numberInvalid;
  if (digits.length < NUMBER_LENGTH.min) return CARD_MESSAGES.numberIncomplete;
  if (!passesLuhn(digits)) return CARD_MESSAGES.numberIncorrect;
  return undefined;
}

/** `now` decides what is in the past: a card is good through the last day of its month. */
function expiryError(expiry: string, now: Date): string | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return CARD_MESSAGES.expiryIncomplete;
  const month = Number(match[1]);
  const written = match[2] ?? '';
  const year = written.length === 2 ? 2000 + Number(written) : Number(written);
  if (month < 1 || month > 12) return CARD_MESSAGES.expiryMonthInvalid;
  const thisYear = now.getUTCFullYear();
  if (year > thisYear + EXPIRY_YEARS_AHEAD) return CARD_MESSAGES.expiryYearInvalid;
  if (year * 12 + month < thisYear * 12 + now.getUTCMonth() + 1) return CARD_MESSAGES.expiryPast;
  return undefined;
}

function cvcError(cvc: string): string | undefined {
  const trimmed = cvc.trim();
  if (/^\d{0,2}$/.test(trimmed)) return CARD_MESSAGES.cvcIncomplete;
  if (!/^\d{3,4}$/.test(trimmed)) return CARD_MESSAGES.cvcInvalid;
  return undefined;
}

export type CardCheck =
  | { outcome: 'invalid'; fieldErrors: FieldErrors; message: string }
  | { outcome: 'declined'; message: string }
  | { outcome: 'approved' };

/** What the gateway does with this card: refuse its fields, decline it, or take the payment. */
export function checkTestCard(card: LocalCardInput['card'], now = new Date()): CardCheck {
  const errors = {
    'card.number': numberError(card.number),
    'card.expiry': expiryError(card.expiry, now),
    'card.cvc': cvcError(card.cvc),
  };
  const fieldErrors: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    if (message) fieldErrors[field] = [message];
  }
  const first = Object.values(errors).find((message) => message !== undefined);
  if (first) return { outcome: 'invalid', fieldErrors, message: first };
  const declined = DECLINED_TEST_CARDS[cardDigits(card.number)];
  return declined ? { outcome: 'declined', message: declined } : { outcome: 'approved' };
}
