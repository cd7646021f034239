import type { PaymentGatewayName } from '@bondhon/shared/schemas/contact-requests';
import type { Env } from '../config/env';
import type { Db } from '../db/client';
import { LocalPaymentGateway } from './local-gateway';
import type { PaymentGateway } from './payment-gateway';
import { StripePaymentGateway } from './stripe-gateway';

/**
 * PAYMENT_GATEWAY when set; otherwise Stripe when both of its keys are set, else the built-in
 * test gateway (start-up refuses that default on PostgreSQL: ADR 0014).
 */
function paymentGatewayNameOf(env: Env): PaymentGatewayName {
  if (env.PAYMENT_GATEWAY) return env.PAYMENT_GATEWAY;
  return env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY ? 'stripe' : 'local';
}

/**
 * What the server logs at every start when the test gateway runs on a PostgreSQL server (a
 * deployment, PAYMENT_GATEWAY=local); null otherwise (the embedded try-out, or Stripe).
 */
export function testGatewayWarning(env: Env): string | null {
  if (!env.DATABASE_URL || paymentGatewayNameOf(env) !== 'local') return null;
  return (
    'Payments go through the built-in test payment gateway (PAYMENT_GATEWAY=local): no money is ' +
    'taken. Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET to take payments.'
  );
}

export function createPaymentGateway({ env, db }: { env: Env; db: Db }): PaymentGateway {
  if (
    paymentGatewayNameOf(env) === 'stripe' &&
    env.STRIPE_SECRET_KEY &&
    env.STRIPE_PUBLISHABLE_KEY
  ) {
    return new StripePaymentGateway({
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      host: env.STRIPE_API_HOST,
      port: env.STRIPE_API_PORT,
      protocol: env.STRIPE_API_PROTOCOL,
    });
  }
  return new LocalPaymentGateway(db);
}
