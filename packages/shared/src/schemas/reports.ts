import { z } from 'zod';
import { messageKey } from '../validation-messages';
import { storableText } from './fields';

/** Why a member reports a biodata (issue 21). `other` needs a few words. */
export const REPORT_REASONS = [
  'fakeProfile',
  'alreadyMarried',
  'asksForMoney',
  'inappropriate',
  'harassment',
  'other',
] as const;

/** The longest explanation a report may carry. */
export const REPORT_DETAILS_MAX = 1000;

/** POST /api/reports: the reporter is the caller (the session), never the body. */
export const reportInput = z
  .object({
    biodataId: z.guid().describe('The `_id` of the biodata reported'),
    reason: z.enum(REPORT_REASONS, { error: messageKey('invalidOption') }),
    details: storableText()
      .trim()
      .max(REPORT_DETAILS_MAX, { error: messageKey('tooLong') })
      .optional()
      .describe('What is wrong, in the reporter’s words; required for `other`'),
  })
  .strict()
  .refine((report) => report.reason !== 'other' || (report.details ?? '') !== '', {
    path: ['details'],
    error: messageKey('reportDetailsRequired'),
  });
export type ReportInput = z.input<typeof reportInput>;

/** 201 for a new report; 200 with `alreadyReported` when the caller's report is still open. */
export const reportResponse = z.object({ alreadyReported: z.boolean() });

/** One open report, as admins read it (who reported is not shown: the reporter is protected). */
const openReport = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  /** ISO 8601. */
  at: z.string(),
});

/** GET /api/admin/reports: open reports by biodata, the most reported first, then the oldest. */
const reportedBiodata = z.object({
  biodata: z.object({
    _id: z.string(),
    addid: z.number().int(),
    name: z.string(),
    ownerId: z.string(),
    ownerEmail: z.string(),
  }),
  count: z.number().int(),
  reports: z.array(openReport),
});
export const reportedBiodatasResponse = z.array(reportedBiodata);
export type ReportedBiodata = z.infer<typeof reportedBiodata>;

/** POST /api/admin/reports/{biodataId}/dismiss: every open report of the biodata is closed. */
export const dismissReportsInput = z
  .object({
    reason: storableText()
      .trim()
      .max(REPORT_DETAILS_MAX, { error: messageKey('tooLong') })
      .optional()
      .describe('Why, for the audit log'),
  })
  .strict();
export const dismissReportsResponse = z.object({ dismissed: z.number().int() });
