import { CONTACT_PRICE_CENTS, CONTACT_PRICE_CURRENCY } from '@bondhon/shared/constants';
import { and, eq, isNull } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { contactRequests, paymentIntents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { GatewayPaymentIntent, PaymentGateway } from '../../payments/payment-gateway';
import {
  findBiodataByReference,
  type BiodataReference,
} from '../biodatas/find-biodata-by-reference';
import { recordPaidIntent } from './record-paid-intent';

const MESSAGES = {
  ownBiodata: 'This is your own biodata: you already have its contact details.',
  alreadyEntitled: 'You can already see the contact details of every biodata.',
  alreadyRequested: 'You have already requested the contact details of this biodata.',
} as const;

/** An intent that can still be paid: anything but paid or dead, for the price asked now. */
function isPayable(intent: GatewayPaymentIntent): boolean {
  return (
    intent.status !== 'succeeded' &&
    intent.status !== 'canceled' &&
    intent.amount === CONTACT_PRICE_CENTS &&
    intent.currency.toLowerCase() === CONTACT_PRICE_CURRENCY
  );
}

interface IntentKey {
  gateway: PaymentGateway['name'];
  userId: string;
  biodataId: string;
}

const isOpenFor = ({ gateway, userId, biodataId }: IntentKey) =>
  and(
    eq(paymentIntents.userId, userId),
    eq(paymentIntents.biodataId, biodataId),
    eq(paymentIntents.gateway, gateway),
    eq(paymentIntents.status, 'open'),
  );

/**
 * The member's open intent record for this biodata, made when there is none. Concurrent calls
 * meet at the unique index of open records and share one.
 */
async function openIntentRecord(db: Db, key: IntentKey) {
  const select = () =>
    db
      .select({ id: paymentIntents.id, intentId: paymentIntents.intentId })
      .from(paymentIntents)
      .where(isOpenFor(key));
  const [open] = await select();
  if (open) return open;
  await db.insert(paymentIntents).values(key).onConflictDoNothing();
  const [made] = await select();
  if (!made) throw new Error('the open payment intent record was not stored');
  return made;
}

async function hasRequested(db: Db, userId: string, biodataId: string) {
  const [request] = await db
    .select({ id: contactRequests.id })
    .from(contactRequests)
    .where(and(eq(contactRequests.requesterId, userId), eq(contactRequests.biodataId, biodataId)));
  return Boolean(request);
}

/**
 * The payment intent for the contact price, for the caller and this biodata. A member has one open intent per biodata (ADR 0014): asked again (another tab, a
 * reload), the same intent is answered, so that one card payment is all there is to make. It is
 * created under an idempotency key naming the caller, the biodata and the open record, so a
 * creation retried after its answer was lost makes no second intent. An open intent found paid
 * (the browser closed before recording it) is recorded now instead of offering to pay again.
 * Refused (a conflict) for one's own biodata, for those who already see every contact (admins, premium
 * persons) and when the caller already has a request for it.
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
}): Promise<GatewayPaymentIntent> {
  const biodata = await findBiodataByReference(db, parcelId, { visibleTo: caller });
  if (biodata.ownerId === caller.id) throw AppError.conflict(MESSAGES.ownBiodata);
  if (caller.role === 'admin' || caller.person === 'premium') {
    throw AppError.conflict(MESSAGES.alreadyEntitled);
  }
  const key = { gateway: gateway.name, userId: caller.id, biodataId: biodata.id };

  // At most a few rounds: each closes the record it found unusable.
  for (let round = 0; round < 3; round++) {
    if (await hasRequested(db, caller.id, biodata.id)) {
      throw AppError.conflict(MESSAGES.alreadyRequested);
    }
    const record = await openIntentRecord(db, key);
    if (!record.intentId) {
      const intent = await gateway.createIntent({
        amount: CONTACT_PRICE_CENTS,
        currency: CONTACT_PRICE_CURRENCY,
        metadata: { userId: caller.id, biodataId: biodata.id },
        idempotencyKey: `contact-payment:${caller.id}:${biodata.id}:${record.id}`,
      });
      await db
        .update(paymentIntents)
        .set({ intentId: intent.id })
        .where(and(eq(paymentIntents.id, record.id), isNull(paymentIntents.intentId)));
      return intent;
    }

    const intent = await gateway.retrieveIntent(record.intentId);
    if (intent && isPayable(intent)) return intent;
    if (intent?.status === 'succeeded') {
      // Closes the record and, unless this payment's request was deleted since, makes it.
      await recordPaidIntent({ db, gateway, intent, userId: caller.id, biodata });
    } else {
      await db
        .update(paymentIntents)
        .set({ status: 'canceled' })
        .where(and(eq(paymentIntents.id, record.id), eq(paymentIntents.status, 'open')));
    }
  }
  throw new Error('no payable intent after three rounds');
}
