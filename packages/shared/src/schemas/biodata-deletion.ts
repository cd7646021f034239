import { z } from 'zod';
import { messageKey } from '../validation-messages';
import { storableText } from './fields';
import { signInInput } from './auth';

/**
 * Why a member deletes their biodata (issue 21). `marriedThroughBondhon` may name the spouse's
 * Biodata ID and share a story; `other` needs a few words.
 */
export const DELETION_REASONS = [
  'marriedThroughBondhon',
  'marriedElsewhere',
  'noLongerLooking',
  'other',
] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];

/** The longest "other" reason. */
export const DELETION_DETAILS_MAX = 500;
/** The longest story one side of a couple writes for the home page. */
export const SUCCESS_STORY_MAX = 400;
/** The highest Biodata ID a request may name (PostgreSQL's integer). */
const BIODATA_ID_MAX = 2_147_483_647;
/**
 * How long a deleted biodata may still be named as one's spouse: the two sides of a couple may
 * delete their biodatas months apart.
 */
export const SPOUSE_DELETED_WITHIN_DAYS = 365;
/** How many stories the home page shows, newest first. */
export const SUCCESS_STORIES_SHOWN = 6;

/**
 * POST /api/biodata-deletion: the caller deletes their own biodata (never another's: no id is
 * named but the spouse's), with the reason, and their password when the account has one.
 */
export const deleteBiodataInput = z
  .object({
    reason: z.enum(DELETION_REASONS, { error: messageKey('invalidOption') }),
    details: storableText()
      .trim()
      .max(DELETION_DETAILS_MAX, { error: messageKey('tooLong') })
      .optional()
      .describe('Why, in the member’s words: required for `other`, refused for the others'),
    spouseAddid: z
      .number({ error: messageKey('biodataIdInvalid') })
      .int({ error: messageKey('biodataIdInvalid') })
      .min(1, { error: messageKey('biodataIdInvalid') })
      .max(BIODATA_ID_MAX, { error: messageKey('biodataIdInvalid') })
      .optional()
      .describe(
        'The spouse’s Biodata ID (`marriedThroughBondhon` only): another biodata, listed, ' +
          `hidden, or deleted within ${SPOUSE_DELETED_WITHIN_DAYS} days`,
      ),
    sharesStory: z
      .boolean()
      .optional()
      .describe(
        'Consent to show the couple’s story (first names, month, words) on the home page once ' +
          'the spouse confirms (`marriedThroughBondhon` only)',
      ),
    story: storableText()
      .trim()
      .max(SUCCESS_STORY_MAX, { error: messageKey('tooLong') })
      .optional()
      .describe('A few words for the home page, with `sharesStory` only'),
    password: signInInput.shape.password.optional(),
  })
  .strict()
  .superRefine((input, context) => {
    const refuse = (path: string, key: Parameters<typeof messageKey>[0]) =>
      context.addIssue({ code: 'custom', path: [path], message: messageKey(key) });
    if (input.reason === 'other' && (input.details ?? '') === '') {
      refuse('details', 'required');
    }
    if (input.reason !== 'other' && (input.details ?? '') !== '') {
      refuse('details', 'notForThisChoice');
    }
    if (input.reason !== 'marriedThroughBondhon') {
      if (input.spouseAddid !== undefined) refuse('spouseAddid', 'notForThisChoice');
      if (input.sharesStory) refuse('sharesStory', 'notForThisChoice');
      if ((input.story ?? '') !== '') refuse('story', 'notForThisChoice');
    } else if ((input.story ?? '') !== '' && !input.sharesStory) {
      refuse('story', 'notForThisChoice');
    }
  });
export type DeleteBiodataInput = z.input<typeof deleteBiodataInput>;

/** The biodata is gone; whether the couple's story is now on the home page. */
export const deleteBiodataResponse = z.object({
  /** The Biodata ID that was deleted. */
  deletedAddid: z.number().int(),
  isStoryShown: z.boolean(),
});
export type DeleteBiodataResponse = z.infer<typeof deleteBiodataResponse>;

/** One side of a couple's story: their first name and their words, when they wrote some. */
const storyPartner = z.object({
  firstName: z.string(),
  words: z.string().nullable(),
});

/** A marriage both sides confirmed and agreed to share (GET /api/success-stories). */
export const successStory = z.object({
  id: z.uuid(),
  partners: z.tuple([storyPartner, storyPartner]),
  /** The month both had confirmed it, in Bangladesh: YYYY-MM. */
  month: z.string(),
});
export type SuccessStory = z.infer<typeof successStory>;

export const successStoriesResponse = z.array(successStory);

/** POST /api/admin/success-stories/{id}/take-down: why, for the audit log. */
export const takeDownStoryInput = z
  .object({
    reason: storableText()
      .trim()
      .max(DELETION_DETAILS_MAX, { error: messageKey('tooLong') })
      .optional()
      .describe('Why, for the audit log'),
  })
  .strict();
export const takeDownStoryResponse = z.object({ takenDown: z.literal(true) });

/**
 * The first name a story shows: the first word of the biodata's name that is not a title
 * Bangladeshi names often begin with (Md., Mst., Mohammad…). Names are kept as written.
 */
const NAME_TITLES = new Set([
  'md',
  'mohammad',
  'mohammed',
  'muhammad',
  'mohd',
  'mst',
  'mosammat',
  'mosammet',
  'most',
  'mrs',
  'mr',
  'ms',
  'sri',
  'shri',
  'sree',
  'srimati',
  'dr',
]);
export function firstNameOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words.find((word) => !NAME_TITLES.has(word.replace(/\.$/, '').toLowerCase()));
  return first ?? words[0] ?? name.trim();
}
