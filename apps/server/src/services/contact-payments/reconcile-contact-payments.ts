import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { recordIntentFromMetadata, refundSecondPayment } from './record-paid-intent';

/** At most this many due refunds per pass (the next pass takes the rest). */
const REFUND_BATCH = 100;

/**
 * Reconciliation (ADR 0008, 0014): records the payments the gateway confirmed whose recording
 * never arrived (the browser closed, the server died, a webhook was lost), exactly as
 * the member's own recording would have, from the intent's own metadata; only those confirmed before
 * `confirmedBefore`, so a browser about to record its payment is not raced. Then makes the
 * refunds of second payments the gateway could not make at the time. Answers how many made a
 * contact request, how many were refused (a foreign or malformed intent) and how many refunds
 * were made.
 */
export async function reconcileContactPayments({
  db,
  gateway,
  confirmedBefore = new Date(),
}: {
  db: Db;
  gateway: PaymentGateway;
  confirmedBefore?: Date;
}): Promise<{ recorded: number; refused: number; refunded: number }> {
  const counts = { recorded: 0, refused: 0, refunded: 0 };
  const intents = (await gateway.listUnrecordedSucceededIntents?.(confirmedBefore)) ?? [];
  for (const intent of intents) {
    const outcome = await recordIntentFromMetadata({ db, gateway, intent });
    if (outcome.kind === 'created') counts.recorded += 1;
    if (outcome.kind === 'refused') counts.refused += 1;
    if (outcome.kind === 'paidTwice' && outcome.refund.status === 'refunded') counts.refunded += 1;
  }

  const due = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.gateway, gateway.name), eq(payments.status, 'refund_due')))
    .limit(REFUND_BATCH);
  for (const { id } of due) {
    const refund = await refundSecondPayment({ db, gateway, paymentId: id });
    if (refund.status === 'refunded') counts.refunded += 1;
  }
  return counts;
}
