import { CONTACT_PRICE_CENTS, CONTACT_PRICE_CURRENCY } from '@bondhon/shared/constants';
import type {
  ContactRequestRecord,
  CreatePaymentIntentResponse,
  OwnContactRequest,
} from '@bondhon/shared/schemas/contact-requests';
import type { ActionResult } from '@bondhon/shared/schemas/users';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Caller } from '../auth/caller';
import type { Db } from '../db/client';
import { biodatas, contactRequests, payments, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { GatewayPaymentIntent, PaymentGateway } from '../payments/payment-gateway';

/** A biodata as the payment calls name it: its `_id`, or its public `addid`. */
export type BiodataReference = string | number;

const MESSAGES = {
  noBiodata: 'No biodata has this id.',
  ownBiodata: 'This is your own biodata: you already have its contact details.',
  alreadyEntitled: 'You can already see the contact details of every biodata.',
  alreadyRequested: 'You have already requested the contact details of this biodata.',
  intentCreated: 'Payment intent created.',
  unknownPayment: 'No payment has this transaction id.',
  notYourPayment: 'This payment was not made by you.',
  otherBiodata: 'This payment is not for this biodata.',
  notPaid: 'This payment has not been completed.',
  wrongAmount: 'This payment is not for the contact price of $5.',
  paymentUsed: 'This payment has already been used.',
  paidTwice:
    'You already have a contact request for this biodata. This second payment was recorded ' +
    'and will be refunded.',
} as const;

async function findBiodataByReference(db: Db, reference: BiodataReference) {
  const [biodata] = await db
    .select({ id: biodatas.id, ownerId: biodatas.userId })
    .from(biodatas)
    .where(
      typeof reference === 'number' ? eq(biodatas.addid, reference) : eq(biodatas.id, reference),
    );
  if (!biodata) throw AppError.notFound(MESSAGES.noBiodata);
  return biodata;
}

/**
 * POST /create-payment-intent: an intent for the contact price, for the caller and this
 * biodata. Refused (409) for one's own biodata, for those who already see every contact (admins,
 * premium persons) and when the caller already has a request for it.
 */
export async function startContactPayment({
  db,
  gateway,
  caller,
  parcelId,
}: {
  db: Db;
  gateway: PaymentGateway;
  caller: Caller;
  parcelId: BiodataReference;
}): Promise<CreatePaymentIntentResponse> {
  const biodata = await findBiodataByReference(db, parcelId);
  if (biodata.ownerId === caller.id) throw AppError.conflict(MESSAGES.ownBiodata);
  if (caller.role === 'admin' || caller.person === 'premium') {
    throw AppError.conflict(MESSAGES.alreadyEntitled);
  }
  const [existing] = await db
    .select({ id: contactRequests.id })
    .from(contactRequests)
    .where(
      and(eq(contactRequests.requesterId, caller.id), eq(contactRequests.biodataId, biodata.id)),
    );
  if (existing) throw AppError.conflict(MESSAGES.alreadyRequested);
  const intent = await gateway.createIntent({
    amount: CONTACT_PRICE_CENTS,
    currency: CONTACT_PRICE_CURRENCY,
    metadata: { userId: caller.id, biodataId: biodata.id },
  });
  return {
    success: true,
    message: MESSAGES.intentCreated,
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: CONTACT_PRICE_CENTS,
    currency: CONTACT_PRICE_CURRENCY,
    gateway: gateway.name,
  };
}

/**
 * POST /payments: asks the gateway about the intent `transactionId` and, only when it succeeded
 * for the contact price, for this caller and this biodata, records the payment and a pending
 * contact request in one transaction. Idempotent through the unique indexes (one payment per
 * gateway intent, one request per requester and biodata): the same intent again, even
 * concurrently, answers the same request and writes nothing.
 */
export async function recordContactPayment({
  db,
  gateway,
  caller,
  parcelId,
  transactionId,
}: {
  db: Db;
  gateway: PaymentGateway;
  caller: Caller;
  parcelId: BiodataReference;
  transactionId: string;
}): Promise<{ isCreated: boolean; insertedId: string }> {
  const biodata = await findBiodataByReference(db, parcelId);
  const intent = await gateway.retrieveIntent(transactionId);
  if (!intent) throw AppError.badRequest(MESSAGES.unknownPayment);
  if (intent.metadata.userId !== caller.id) throw AppError.badRequest(MESSAGES.notYourPayment);
  if (intent.metadata.biodataId !== biodata.id) throw AppError.badRequest(MESSAGES.otherBiodata);
  const outcome = await recordSucceededIntent({
    db,
    gatewayName: gateway.name,
    intent,
    userId: caller.id,
    biodata,
  });
  if (outcome.kind === 'used') throw AppError.conflict(MESSAGES.paymentUsed);
  if (outcome.kind === 'paidTwice') throw AppError.conflict(MESSAGES.paidTwice);
  return { isCreated: outcome.kind === 'created', insertedId: outcome.id };
}

/**
 * Records a gateway intent made by `userId` for `biodata` (its metadata already checked): only
 * when it succeeded for the contact price, the payment and a pending contact request in one
 * transaction. Idempotent through the unique indexes: 'recorded' when this intent was recorded
 * before, 'paidTwice' for a second payment for a biodata already requested (the payment is
 * recorded, to be refunded, without a second request).
 */
async function recordSucceededIntent({
  db,
  gatewayName,
  intent,
  userId,
  biodata,
}: {
  db: Db;
  gatewayName: PaymentGateway['name'];
  intent: GatewayPaymentIntent;
  userId: string;
  biodata: { id: string; ownerId: string };
}) {
  if (intent.status !== 'succeeded') throw AppError.cardDeclined(MESSAGES.notPaid);
  if (
    intent.amount !== CONTACT_PRICE_CENTS ||
    intent.currency.toLowerCase() !== CONTACT_PRICE_CURRENCY
  ) {
    throw AppError.badRequest(MESSAGES.wrongAmount);
  }
  if (biodata.ownerId === userId) throw AppError.conflict(MESSAGES.ownBiodata);

  return db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({
        gateway: gatewayName,
        intentId: intent.id,
        userId,
        biodataId: biodata.id,
        amount: intent.amount,
        currency: intent.currency.toLowerCase(),
        status: intent.status,
      })
      .onConflictDoNothing({ target: [payments.gateway, payments.intentId] })
      .returning({ id: payments.id });
    if (!payment) {
      // Recorded before, or by a concurrent call that has committed by now.
      const [recorded] = await tx
        .select({ requestId: contactRequests.id })
        .from(payments)
        .innerJoin(contactRequests, eq(contactRequests.paymentId, payments.id))
        .where(and(eq(payments.gateway, gatewayName), eq(payments.intentId, intent.id)));
      return recorded
        ? ({ kind: 'recorded', id: recorded.requestId } as const)
        : ({ kind: 'used' } as const);
    }
    const [request] = await tx
      .insert(contactRequests)
      .values({ requesterId: userId, biodataId: biodata.id, paymentId: payment.id })
      .onConflictDoNothing({ target: [contactRequests.requesterId, contactRequests.biodataId] })
      .returning({ id: contactRequests.id });
    // A second, separate payment for a biodata already requested: the payment stays recorded
    // (to be refunded), but there is never a second request.
    return request
      ? ({ kind: 'created', id: request.id } as const)
      : ({ kind: 'paidTwice' } as const);
  });
}

/**
 * Reconciliation (decision 0008): records the payments the gateway confirmed whose
 * `POST /payments` never arrived (the browser closed, or the server died in between), exactly as
 * that call would have, from the intent's own metadata. Only intents confirmed before
 * `confirmedBefore` are taken, so a browser about to record its payment is not raced. Answers
 * how many made a contact request, and how many were refused (a foreign or malformed intent).
 */
export async function reconcileContactPayments({
  db,
  gateway,
  confirmedBefore = new Date(),
}: {
  db: Db;
  gateway: PaymentGateway;
  confirmedBefore?: Date;
}): Promise<{ recorded: number; refused: number }> {
  const intents = (await gateway.listUnrecordedSucceededIntents?.(confirmedBefore)) ?? [];
  let recorded = 0;
  let refused = 0;
  for (const intent of intents) {
    const { userId, biodataId } = intent.metadata;
    const [biodata] = biodataId
      ? await db
          .select({ id: biodatas.id, ownerId: biodatas.userId })
          .from(biodatas)
          .where(eq(biodatas.id, biodataId))
      : [];
    if (!userId || !biodata) {
      refused += 1;
      continue;
    }
    try {
      const outcome = await recordSucceededIntent({
        db,
        gatewayName: gateway.name,
        intent,
        userId,
        biodata,
      });
      if (outcome.kind === 'created') recorded += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused += 1;
    }
  }
  return { recorded, refused };
}

const owners = alias(users, 'owners');

/**
 * GET /parcels?email=: a user's contact requests, newest first, with the biodata's mobile and
 * contact e-mail only once approved.
 */
export async function listOwnContactRequests({
  db,
  email,
}: {
  db: Db;
  email: string;
}): Promise<OwnContactRequest[]> {
  const rows = await db
    .select({
      _id: contactRequests.id,
      parcelId: biodatas.id,
      addid: biodatas.addid,
      name: biodatas.name,
      pending: contactRequests.pending,
      mobile: biodatas.mobile,
      ownerEmail: owners.email,
      createdAt: contactRequests.createdAt,
    })
    .from(contactRequests)
    .innerJoin(users, eq(users.id, contactRequests.requesterId))
    .innerJoin(biodatas, eq(biodatas.id, contactRequests.biodataId))
    .innerJoin(owners, eq(owners.id, biodatas.userId))
    .where(eq(users.email, email.toLowerCase()))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id));
  // Built key by key: a pending request never carries the contact columns, not even empty.
  return rows.map((row) => ({
    _id: row._id,
    parcelId: row.parcelId,
    addid: row.addid,
    name: row.name,
    pending: row.pending,
    ...(row.pending ? {} : { mobile: row.mobile, email: row.ownerEmail }),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** DELETE /deleteBuyData/{parcelId}: the caller's own request, once it is no longer pending. */
export async function deleteOwnContactRequest({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: Caller;
  id: string;
}): Promise<ActionResult> {
  const mine = and(eq(contactRequests.id, id), eq(contactRequests.requesterId, caller.id));
  const deleted = await db
    .delete(contactRequests)
    .where(and(mine, eq(contactRequests.pending, false)))
    .returning({ id: contactRequests.id });
  if (deleted.length > 0) return { success: true, message: 'Contact request deleted.' };
  const [pending] = await db
    .select({ id: contactRequests.id })
    .from(contactRequests)
    .where(and(mine, eq(contactRequests.pending, true)));
  if (pending) {
    throw AppError.conflict('A pending contact request cannot be deleted until it is approved.');
  }
  throw AppError.notFound('You have no contact request with this id.');
}

/** GET /parcels/allData (admins): every contact request, pending first, newest first. */
export async function listContactRequests({ db }: { db: Db }): Promise<ContactRequestRecord[]> {
  const rows = await db
    .select({
      _id: contactRequests.id,
      parcelId: biodatas.id,
      addid: biodatas.addid,
      name: biodatas.name,
      email: users.email,
      pending: contactRequests.pending,
      createdAt: contactRequests.createdAt,
    })
    .from(contactRequests)
    .innerJoin(users, eq(users.id, contactRequests.requesterId))
    .innerJoin(biodatas, eq(biodatas.id, contactRequests.biodataId))
    .orderBy(
      desc(contactRequests.pending),
      desc(contactRequests.createdAt),
      desc(contactRequests.id),
    );
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * PUT /updateParcel/{parcelId} (admins): approves a contact request; approving it again changes
 * nothing. `email`, when given, must be the requester's.
 */
export async function approveContactRequest({
  db,
  admin,
  id,
  email,
}: {
  db: Db;
  admin: Caller;
  id: string;
  email: string | undefined;
}): Promise<ActionResult> {
  const [request] = await db
    .select({ requesterEmail: users.email })
    .from(contactRequests)
    .innerJoin(users, eq(users.id, contactRequests.requesterId))
    .where(eq(contactRequests.id, id));
  if (!request) throw AppError.notFound('No contact request has this id.');
  if (email !== undefined && email !== request.requesterEmail.toLowerCase()) {
    throw AppError.badRequest('This contact request was made by someone else.');
  }
  const approved = await db
    .update(contactRequests)
    .set({ pending: false, approvedAt: new Date(), approvedBy: admin.id })
    .where(and(eq(contactRequests.id, id), eq(contactRequests.pending, true)))
    .returning({ id: contactRequests.id });
  return approved.length > 0
    ? { success: true, message: 'Contact request approved.' }
    : { success: true, message: 'This contact request was already approved.' };
}
