import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../audit-actions';
import { isCalendarDate } from '../biodata-dates';

const isoDate = z
  .string()
  .refine(isCalendarDate, { error: 'A date is YYYY-MM-DD.' })
  .describe('YYYY-MM-DD, in Bangladesh time');

/** GET /api/admin/audit-log: each filter optional; dates inclusive, in Bangladesh time. */
export const auditLogQuery = z
  .object({
    actor: z.string().trim().max(254).optional().describe("An admin's e-mail address"),
    action: z.enum(AUDIT_ACTIONS).optional(),
    target: z
      .string()
      .trim()
      .max(254)
      .optional()
      .describe("A target's id, or a member's e-mail address"),
    from: isoDate.optional(),
    to: isoDate.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine(({ from, to }) => !from || !to || from <= to, {
    path: ['from'],
    error: 'The range starts after it ends.',
  });
export type AuditLogQuery = z.output<typeof auditLogQuery>;

/** A value before or after an action: the few fields it changed. */
const auditValues = z.record(z.string(), z.unknown()).nullable();

export const auditEntry = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  /** The admin who acted; null for an operator at the command line. */
  actor: z.object({ id: z.string(), email: z.string().nullable() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({
    type: z.enum(AUDIT_TARGET_TYPES),
    id: z.string(),
    /** A member's e-mail address, when the target is (or belongs to) one still here. */
    email: z.string().nullable(),
  }),
  before: auditValues,
  after: auditValues,
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLogResponse = z.object({
  items: z.array(auditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponse>;
