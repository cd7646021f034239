import { randomBytes } from 'node:crypto';
import type { LocalCardInput } from '@bondhon/shared/schemas/contact-requests';
import { and, asc, eq, lt, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { localPaymentIntents, payments } from '../db/schema';
import { AppError } from '../lib/app-error';
import {
  PAYMENT_INTENT_ID,
  toGatewayIntent,
  type CreateIntentInput,
  type GatewayPaymentIntent,
  type GatewayRefund,
  type PaymentGateway,
} from './payment-gateway';
import { checkTestCard } from './test-cards';

/** At most this many intents per reconciliation pass (the next pass takes the rest). */
const RECONCILE_BATCH = 1000;

/**
 * The built-in test gateway (the default; no network): intents live in the database, so every
 * server instance sees the same ones, and a card is confirmed by POST /api/local-gateway/confirm
 * with Stripe's test-mode card behaviour.
 */
export class LocalPaymentGateway implements PaymentGateway {
  readonly name = 'local' as const;
  readonly publishableKey = null;

  constructor(private readonly db: Db) {}

  async createIntent({
    amount,
    currency,
    metadata,
    idempotencyKey,
  }: CreateIntentInput): Promise<GatewayPaymentIntent> {
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const [row] = await this.db
      .insert(localPaymentIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        amount,
        currency: currency.toLowerCase(),
        metadata: { userId: metadata.userId, biodataId: metadata.biodataId },
        idempotencyKey,
      })
      .onConflictDoNothing({ target: localPaymentIntents.idempotencyKey })
      .returning();
    if (row) return toGatewayIntent(row);
    // Made before with this key (or by a concurrent call, committed by now).
    const [made] = idempotencyKey
      ? await this.db
          .select()
          .from(localPaymentIntents)
          .where(eq(localPaymentIntents.idempotencyKey, idempotencyKey))
      : [];
    if (!made) throw new Error('the payment intent was not stored');
    return toGatewayIntent(made);
  }

  /** Marks a succeeded intent refunded, once: asking again answers the same refund. */
  async refund(intentId: string): Promise<GatewayRefund> {
    const [row] = await this.db
      .update(localPaymentIntents)
      .set({
        refundId: sql`coalesce(${localPaymentIntents.refundId}, ${`re_${randomBytes(12).toString('hex')}`})`,
        refundedAt: sql`coalesce(${localPaymentIntents.refundedAt}, now())`,
      })
      .where(and(eq(localPaymentIntents.id, intentId), eq(localPaymentIntents.status, 'succeeded')))
      .returning({ refundId: localPaymentIntents.refundId });
    if (!row?.refundId) throw new Error(`payment intent ${intentId} has no payment to refund`);
    return { refundId: row.refundId };
  }

  async retrieveIntent(id: string): Promise<GatewayPaymentIntent | null> {
    if (!PAYMENT_INTENT_ID.test(id)) return null;
    const [row] = await this.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, id));
    return row ? toGatewayIntent(row) : null;
  }

  /** Succeeded intents (confirmed before `confirmedBefore`) with no payment row: ADR 0008. */
  async listUnrecordedSucceededIntents(confirmedBefore: Date): Promise<GatewayPaymentIntent[]> {
    const rows = await this.db
      .select()
      .from(localPaymentIntents)
      .where(
        and(
          eq(localPaymentIntents.status, 'succeeded'),
          lt(localPaymentIntents.updatedAt, confirmedBefore),
          notExists(
            this.db
              .select({ id: payments.id })
              .from(payments)
              .where(
                and(eq(payments.gateway, this.name), eq(payments.intentId, localPaymentIntents.id)),
              ),
          ),
        ),
      )
      .orderBy(asc(localPaymentIntents.updatedAt))
      .limit(RECONCILE_BATCH);
    return rows.map(toGatewayIntent);
  }

  /**
   * Confirms the intent behind `clientSecret` with a card, for its own payer only: 400 with the
   * card's field errors, 402 when the card is declined (the intent stays unpaid), otherwise the
   * intent has succeeded. Confirming an intent that already succeeded charges nothing again.
   */
  async confirmCardPayment({
    clientSecret,
    card,
    userId,
  }: {
    clientSecret: string;
    card: LocalCardInput['card'];
    userId: string;
  }): Promise<{ paymentIntentId: string; status: 'succeeded' }> {
    const [row] = await this.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.clientSecret, clientSecret));
    if (!row) throw AppError.notFound('No payment matches this client secret.');
    if (row.metadata.userId !== userId) throw AppError.forbidden('This payment is not yours.');
    if (row.status === 'succeeded') return { paymentIntentId: row.id, status: 'succeeded' };

    const check = checkTestCard(card);
    if (check.outcome === 'invalid') throw AppError.validation(check.fieldErrors, check.message);
    if (check.outcome === 'declined') throw AppError.cardDeclined(check.message);
    await this.db
      .update(localPaymentIntents)
      .set({ status: 'succeeded' })
      .where(and(eq(localPaymentIntents.id, row.id), ne(localPaymentIntents.status, 'succeeded')));
    return { paymentIntentId: row.id, status: 'succeeded' };
  }
}
