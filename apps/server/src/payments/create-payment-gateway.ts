import type { PaymentGatewayName } from '@bondhon/shared/schemas/contact-requests';
import type { Env } from '../config/env';
import type { Db } from '../db/client';
import { LocalPaymentGateway } from './local-gateway';
import type { PaymentGateway } from './payment-gateway';
import { StripePaymentGateway } from './stripe-gateway';

/** Stripe when both of its keys are set, else the built-in test gateway. */
export function paymentGatewayNameOf(env: Env): PaymentGatewayName {
  return env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY ? 'stripe' : 'local';
}

export function createPaymentGateway({ env, db }: { env: Env; db: Db }): PaymentGateway {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    return new StripePaymentGateway({
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      host: env.STRIPE_API_HOST,
      port: env.STRIPE_API_PORT,
      protocol: env.STRIPE_API_PROTOCOL,
    });
  }
  return new LocalPaymentGateway(db);
}
