import { CONTACT_PRICE_CENTS, CONTACT_PRICE_CURRENCY } from '@bondhon/shared/constants';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { biodatas, contactRequests, paymentIntents, payments, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { GatewayPaymentIntent, PaymentGateway } from '../../payments/payment-gateway';
import { notify } from '../notifications';

const MESSAGES = {
  notPaid: 'This payment has not been completed.',
  wrongAmount: 'This payment is not for the contact price of $5.',
  ownBiodata: 'This is your own biodata: you already have its contact details.',
} as const;

/** A biodata id's shape: anything else in an intent's metadata names no biodata of ours. */
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How the refund of a second payment stands: made, or due (the gateway could not be reached). */
export interface RefundOutcome {
  status: 'refunded' | 'pending';
  amount: number;
  currency: string;
}

export type PaidIntentOutcome =
  /** Recorded now, with a new pending contact request. */
  | { kind: 'created'; requestId: string }
  /** Recorded before, with this request. */
  | { kind: 'recorded'; requestId: string }
  /** Recorded before; its request has since been deleted by the member. */
  | { kind: 'used' }
  /**
   * A second payment for a biodata the member had already requested: recorded and refunded
   * (ADR 0014), never a second request. `requestId` is the member's request for the biodata.
   */
  | { kind: 'paidTwice'; requestId: string | null; refund: RefundOutcome };

/** The member's contact request for the biodata, if any. */
async function requestIdOf(tx: Tx, userId: string, biodataId: string) {
  const [request] = await tx
    .select({ id: contactRequests.id })
    .from(contactRequests)
    .where(and(eq(contactRequests.requesterId, userId), eq(contactRequests.biodataId, biodataId)));
  return request?.id ?? null;
}

/**
 * The payment and its pending request in one transaction. Idempotent through the unique indexes
 * (one payment per gateway intent, one request per requester and biodata): a retried or
 * concurrent call waits for the first to commit and finds what it wrote.
 */
function writePayment(
  db: Db,
  {
    gateway,
    intent,
    userId,
    biodataId,
  }: {
    gateway: PaymentGateway['name'];
    intent: GatewayPaymentIntent;
    userId: string;
    biodataId: string;
  },
) {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({
        gateway,
        intentId: intent.id,
        userId,
        biodataId,
        amount: intent.amount,
        currency: intent.currency.toLowerCase(),
        status: 'succeeded',
      })
      .onConflictDoNothing({ target: [payments.gateway, payments.intentId] })
      .returning({ id: payments.id });
    // However it is recorded, the member's intent for this biodata is no longer open.
    await tx
      .update(paymentIntents)
      .set({ status: 'succeeded' })
      .where(
        and(
          eq(paymentIntents.gateway, gateway),
          eq(paymentIntents.intentId, intent.id),
          eq(paymentIntents.status, 'open'),
        ),
      );

    if (!payment) {
      const [recorded] = await tx
        .select({ id: payments.id, status: payments.status, requestId: contactRequests.id })
        .from(payments)
        .leftJoin(contactRequests, eq(contactRequests.paymentId, payments.id))
        .where(and(eq(payments.gateway, gateway), eq(payments.intentId, intent.id)));
      if (!recorded) throw new Error(`payment ${intent.id} conflicted but was not found`);
      if (recorded.requestId) return { kind: 'recorded', requestId: recorded.requestId } as const;
      if (recorded.status === 'succeeded') return { kind: 'used' } as const;
      return {
        kind: 'paidTwice',
        paymentId: recorded.id,
        requestId: await requestIdOf(tx, userId, biodataId),
      } as const;
    }

    const [request] = await tx
      .insert(contactRequests)
      .values({ requesterId: userId, biodataId, paymentId: payment.id })
      .onConflictDoNothing({ target: [contactRequests.requesterId, contactRequests.biodataId] })
      .returning({ id: contactRequests.id });
    if (request) {
      // The owner is told that someone asked (not who), with the request (issue 19).
      const [owner] = await tx
        .select({ userId: biodatas.userId, addid: biodatas.addid })
        .from(biodatas)
        .where(eq(biodatas.id, biodataId));
      if (owner) {
        await notify(tx, {
          userId: owner.userId,
          kind: 'contactRequestPaid',
          biodataAddid: owner.addid,
        });
      }
      return { kind: 'created', requestId: request.id } as const;
    }
    // A second, separate payment for a biodata already requested: kept on record, to refund.
    await tx.update(payments).set({ status: 'refund_due' }).where(eq(payments.id, payment.id));
    return {
      kind: 'paidTwice',
      paymentId: payment.id,
      requestId: await requestIdOf(tx, userId, biodataId),
    } as const;
  });
}

/**
 * Refunds a second payment through the gateway and records it ('refunded', with the gateway's
 * refund id and the time), once: a payment already refunded is not sent again, and the gateway's
 * refund is idempotent for the calls that race here. 'pending' when the gateway could not be
 * reached: the payment stays due and the reconciler tries again.
 */
export async function refundSecondPayment({
  db,
  gateway,
  paymentId,
}: {
  db: Db;
  gateway: PaymentGateway;
  paymentId: string;
}): Promise<RefundOutcome> {
  const [payment] = await db
    .select({
      intentId: payments.intentId,
      gateway: payments.gateway,
      status: payments.status,
      amount: payments.amount,
      currency: payments.currency,
    })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!payment) throw new Error(`no payment ${paymentId}`);
  const { amount, currency } = payment;
  if (payment.status === 'refunded') return { status: 'refunded', amount, currency };
  if (payment.status !== 'refund_due' || payment.gateway !== gateway.name) {
    return { status: 'pending', amount, currency };
  }
  let refundId: string;
  try {
    ({ refundId } = await gateway.refund(payment.intentId));
  } catch (error) {
    if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') {
      return { status: 'pending', amount, currency };
    }
    throw error;
  }
  await db
    .update(payments)
    .set({ status: 'refunded', refundId, refundedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'refund_due')));
  return { status: 'refunded', amount, currency };
}

/**
 * The one path by which a payment is recorded, whoever reports it: the browser (recordContactPayment),
 * Stripe's webhook, or the reconciler (ADR 0005, 0008, 0014). `intent` is what the gateway itself
 * answered, made by `userId` for `biodata` (checked by the caller). Only a succeeded intent for
 * the contact price is recorded: the payment and a pending contact request in one transaction;
 * a second payment for a biodata already requested is recorded and refunded.
 */
export async function recordPaidIntent({
  db,
  gateway,
  intent,
  userId,
  biodata,
}: {
  db: Db;
  gateway: PaymentGateway;
  intent: GatewayPaymentIntent;
  userId: string;
  biodata: { id: string; ownerId: string };
}): Promise<PaidIntentOutcome> {
  if (intent.status !== 'succeeded') throw AppError.cardDeclined(MESSAGES.notPaid);
  if (
    intent.amount !== CONTACT_PRICE_CENTS ||
    intent.currency.toLowerCase() !== CONTACT_PRICE_CURRENCY
  ) {
    throw AppError.badRequest(MESSAGES.wrongAmount);
  }
  if (biodata.ownerId === userId) throw AppError.conflict(MESSAGES.ownBiodata);

  const written = await writePayment(db, {
    gateway: gateway.name,
    intent,
    userId,
    biodataId: biodata.id,
  });
  if (written.kind !== 'paidTwice') return written;
  const refund = await refundSecondPayment({ db, gateway, paymentId: written.paymentId });
  return { kind: 'paidTwice', requestId: written.requestId, refund };
}

export type MetadataOutcome = PaidIntentOutcome | { kind: 'refused' };

/**
 * Records a succeeded intent for the member and biodata its own metadata names (Stripe's webhook,
 * the reconciler). 'refused' for an intent not made by us, or not for the contact price.
 */
export async function recordIntentFromMetadata({
  db,
  gateway,
  intent,
}: {
  db: Db;
  gateway: PaymentGateway;
  intent: GatewayPaymentIntent;
}): Promise<MetadataOutcome> {
  const { userId, biodataId } = intent.metadata;
  if (!userId || !biodataId || !GUID.test(biodataId)) return { kind: 'refused' };
  const [biodata] = await db
    .select({ id: biodatas.id, ownerId: biodatas.userId })
    .from(biodatas)
    .where(eq(biodatas.id, biodataId));
  const [payer] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!biodata || !payer) return { kind: 'refused' };
  try {
    return await recordPaidIntent({ db, gateway, intent, userId, biodata });
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return { kind: 'refused' };
    throw error;
  }
}

/**
 * Stripe's payment_intent.succeeded webhook: the event only names the intent; what was paid is
 * asked of the gateway, and recorded only when it says the intent succeeded. 'ignored' for an
 * intent the gateway does not know or that has not succeeded.
 */
export async function recordConfirmedIntent({
  db,
  gateway,
  intentId,
}: {
  db: Db;
  gateway: PaymentGateway;
  intentId: string;
}): Promise<MetadataOutcome | { kind: 'ignored' }> {
  const intent = await gateway.retrieveIntent(intentId);
  if (!intent || intent.status !== 'succeeded') return { kind: 'ignored' };
  return recordIntentFromMetadata({ db, gateway, intent });
}
