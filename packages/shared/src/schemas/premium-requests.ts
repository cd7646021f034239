import { z } from 'zod';
import { PERSONS } from '../options';
import { biodataReference } from './contact-requests';
import { emailField } from './fields';

// The answers' messages live in a module without zod (the web app compares with one); they are
// named here too, so the server reads the whole contract from one module.
export {
  PREMIUM_ALREADY_MESSAGE,
  PREMIUM_ALREADY_REQUESTED_MESSAGE,
  PREMIUM_REQUEST_SENT_MESSAGE,
} from '../premium-request-messages';

/**
 * POST /request-premium/{email} (DESIGN D8): `email` in the path and body must be the
 * caller's; `id` is the caller's biodata, its `_id` or its Biodata ID number (`addid`), as a
 * client written to the spec sends either (optional: a member without a biodata may ask; never
 * trusted: the request points at the caller's own biodata).
 * 201 `{success: true, message: 'Premium request sent!'}`; 200 `{success: false, message}`
 * when a request is already pending or the member is already premium.
 */
export const requestPremiumInput = z.object({
  name: z.string().trim().max(100).optional(),
  email: emailField,
  id: biodataReference.optional().nullable(),
});
export type RequestPremiumInput = z.input<typeof requestPremiumInput>;

/** One premium request as admins see it ('Premium Requests' table). */
export const premiumRequestRecord = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The requester's biodata `_id` and public Biodata ID, when they have one. */
  id: z.string().nullable(),
  addid: z.number().int().nullable(),
  /** The requester's current standing. */
  person: z.enum(PERSONS),
  pending: z.boolean(),
  createdAt: z.string(),
});
export type PremiumRequestRecord = z.infer<typeof premiumRequestRecord>;

/** GET /request-premium (admins): pending requests first, then decided ones, newest first. */
export const premiumRequestListResponse = z.array(premiumRequestRecord);
