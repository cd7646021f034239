import { z } from 'zod';
import { isCalendarDate } from '../biodata-dates';
import { messageKey } from '../validation-messages';
import { storableText } from './fields';

/**
 * Where a biodata stands with the admins (issue 21): `pending` (saved, not yet reviewed),
 * `verified` (an admin reviewed what others see), `changes_requested` (the owner is asked to
 * change something, and told what), `removed` (taken down by an admin, with a reason).
 */
export const REVIEW_STATES = ['pending', 'verified', 'changes_requested', 'removed'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/**
 * When a biodata is shown to others (DESIGN D19): `after-publish` (the spec's immediate
 * publishing, then review) or `before-publish` (only once an admin has verified it).
 */
export const BIODATA_REVIEW_MODES = ['after-publish', 'before-publish'] as const;
export type BiodataReviewMode = (typeof BIODATA_REVIEW_MODES)[number];

/** The longest reason an admin gives for a decision. */
export const DECISION_REASON_MAX = 1000;

/** An admin's reason: required, trimmed, at most DECISION_REASON_MAX characters. */
const decisionReason = storableText({ error: messageKey('reasonRequired') })
  .trim()
  .min(1, { error: messageKey('reasonRequired') })
  .max(DECISION_REASON_MAX, { error: messageKey('tooLong') })
  .describe('Why, in words the member is shown');

/** POST /api/admin/biodatas/{id}/remove and …/request-changes: the reason is required. */
export const decisionReasonInput = z.object({ reason: decisionReason }).strict();

/** The longest suspension with an end date: about five years. */
export const SUSPENSION_MAX_DAYS = 5 * 366;

/**
 * POST /api/admin/users/{id}/suspend: a reason, and the Bangladesh date the suspension ends on
 * (it lasts until that day begins), or null for indefinitely. The date must be a later day than
 * today (checked by the server against its own clock).
 */
export const suspendUserInput = z
  .object({
    reason: decisionReason,
    until: z
      .string()
      .refine(isCalendarDate, { error: messageKey('dateInvalid') })
      .nullable()
      .describe('YYYY-MM-DD in Bangladesh time, the day it ends; null: indefinitely'),
  })
  .strict();
export type SuspendUserInput = z.input<typeof suspendUserInput>;

/** A member's suspension as admins read it. */
export const suspensionRecord = z.object({
  /** ISO 8601. */
  since: z.string(),
  /** ISO 8601, or null: indefinitely. */
  until: z.string().nullable(),
  reason: z.string(),
});
export type SuspensionRecord = z.infer<typeof suspensionRecord>;

export const suspensionResponse = z.object({ suspension: suspensionRecord.nullable() });

/** A biodata's standing with the admins, as its owner and the admins read it. */
export const reviewStatus = z.object({
  state: z.enum(REVIEW_STATES),
  /** The admin's reason for `changes_requested` and `removed`. */
  reason: z.string().nullable(),
  /** ISO 8601: when what others see was last verified (null: never, or changed since). */
  verifiedAt: z.string().nullable(),
});
export type ReviewStatus = z.infer<typeof reviewStatus>;

/** Biodatas a page of the review queue holds. */
export const REVIEW_QUEUE_PAGE_SIZE = 10;

/** GET /api/admin/review-queue?page= */
export const reviewQueueQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** A biodata's fields as its owner wrote them (the form's names), for an admin to review. */
const reviewedValues = z.record(z.string(), z.unknown());

/** One biodata waiting for review. */
const reviewQueueItem = z.object({
  _id: z.string(),
  addid: z.number().int(),
  ownerEmail: z.string(),
  /** ISO 8601: since when it waits (the queue's order, oldest first). */
  submittedAt: z.string(),
  /** An edit of a verified biodata, waiting apart while others see the verified version. */
  isEdit: z.boolean(),
  /** ISO 8601: when it was last verified; null: never. */
  lastVerifiedAt: z.string().nullable(),
  /** What was submitted. */
  values: reviewedValues,
  /** As it was last verified; null: never verified. */
  previous: reviewedValues.nullable(),
  /** The fields that differ from the last verified version; null: never verified. */
  changed: z.array(z.string()).nullable(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItem>;

export const reviewQueueResponse = z.object({
  items: z.array(reviewQueueItem),
  /** Counted up to 10,000 (`totalCapped`: there are more). */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponse>;
