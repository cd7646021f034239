import { z } from 'zod';
import { CONTACT_PRICE_CENTS, CONTACT_PRICE_CURRENCY } from '../constants';
import { emailField, storableText } from './fields';

/** The largest public Biodata ID (`addid`, a PostgreSQL integer). */
export const ADDID_MAX = 2_147_483_647;

/**
 * Paid contact requests (DESIGN D7). A member pays CONTACT_PRICE_CENTS for a biodata's contact
 * details; the server verifies the payment with the gateway and records a pending request; an
 * admin approves it; then the requester sees the mobile and e-mail.
 *
 * `parcelId` is the biodata: its `_id`, or its public `addid` (the spec's payment payload sends
 * the addid); the server resolves either.
 */
export const biodataReference = z.union([
  z.guid(),
  // `addid` is a PostgreSQL integer: a larger number names no biodata and cannot be looked up.
  z.coerce.number().int().positive().max(ADDID_MAX),
]);

export const PAYMENT_GATEWAYS = ['local', 'stripe'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** POST /create-payment-intent: `email` must be the caller's own. */
export const createPaymentIntentInput = z.object({
  parcelId: biodataReference,
  email: emailField,
});

/**
 * The intent to confirm in the browser. Refusals (own biodata, a request already made) are 409
 * errors with a message, shown in an alert.
 */
export const createPaymentIntentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.literal(CONTACT_PRICE_CENTS),
  currency: z.literal(CONTACT_PRICE_CURRENCY),
  gateway: z.enum(PAYMENT_GATEWAYS),
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponse>;

/**
 * POST /payments (spec §7 payload). Only `transactionId` (the payment intent's id) and
 * `parcelId` are read; the server asks the gateway what was paid, by whom and for what.
 * `amount`, `mobile`, `buyuser` and `paymentMethod` are accepted and never trusted.
 */
export const recordPaymentInput = z.object({
  parcelId: biodataReference,
  email: emailField,
  transactionId: storableText().trim().min(1).max(255),
  mobile: z.unknown().optional(),
  buyuser: z.unknown().optional(),
  amount: z.unknown().optional(),
  paymentMethod: z.unknown().optional(),
});

/**
 * The refund of a second payment for a biodata already requested (ADR 0014): made, or pending
 * while the gateway cannot be reached (the server retries).
 */
export const paymentRefund = z.object({
  status: z.enum(['refunded', 'pending']),
  amount: z.number().int(),
  currency: z.string(),
});

/**
 * 201 with the new contact request's id; 200 with the same id when it was already recorded. A
 * second payment for a biodata already requested answers 200 with that request's id and the
 * refund of this payment: there is never a second request.
 */
export const recordPaymentResponse = z.object({
  insertedId: z.string(),
  refund: paymentRefund.optional(),
});
export type RecordPaymentResponse = z.infer<typeof recordPaymentResponse>;

/**
 * POST /local-gateway/confirm: the built-in test gateway's card confirmation (what Stripe.js
 * does against Stripe). Card numbers behave as in Stripe's test mode.
 */
export const localCardInput = z.object({
  clientSecret: storableText().min(1).max(255),
  card: z.object({
    number: z.string().max(40),
    /** MM/YY or MM / YY */
    expiry: z.string().max(10),
    cvc: z.string().max(8),
  }),
});
export type LocalCardInput = z.infer<typeof localCardInput>;

export const localConfirmResponse = z.object({
  paymentIntentId: z.string(),
  status: z.literal('succeeded'),
});
export type LocalConfirmResponse = z.infer<typeof localConfirmResponse>;

/** One of the caller's own contact requests (Contact Request table, GET /parcels?email=). */
export const ownContactRequest = z.object({
  _id: z.string(),
  /** The biodata's `_id`. */
  parcelId: z.string(),
  addid: z.number().int(),
  name: z.string(),
  pending: z.boolean(),
  /** The biodata's mobile and contact e-mail: present only once approved. */
  mobile: z.string().optional(),
  email: z.string().optional(),
  createdAt: z.string(),
});
export type OwnContactRequest = z.infer<typeof ownContactRequest>;

export const ownContactRequestsQuery = z.object({ email: emailField });
export const ownContactRequestsResponse = z.array(ownContactRequest);

/** A contact request as admins see it (Approved Contact table, GET /parcels/allData). */
export const contactRequestRecord = z.object({
  _id: z.string(),
  parcelId: z.string(),
  addid: z.number().int(),
  name: z.string(),
  /** The requester's e-mail (the spec's `buyuser`). */
  email: z.string(),
  pending: z.boolean(),
  createdAt: z.string(),
});
export type ContactRequestRecord = z.infer<typeof contactRequestRecord>;
export const contactRequestListResponse = z.array(contactRequestRecord);

/** DELETE /deleteBuyData/{parcelId}: the request's own `_id`. */
export const contactRequestIdParams = z.object({ parcelId: z.guid() });

/**
 * PUT /updateParcel/{parcelId}: the request's own `_id`, or (as a client written to the spec
 * sends it) the biodata's `_id` or `addid`, the request then found by the requester's `email`.
 */
export const approveContactRequestParams = z.object({ parcelId: biodataReference });

/** PUT /updateParcel/{parcelId} body: the requester's e-mail, as the spec sends it (checked). */
export const approveContactRequestInput = z.object({ email: emailField.optional() });
