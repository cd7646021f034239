import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';
import { createPaymentGateway, testGatewayWarning } from '../payments/create-payment-gateway';
import type { PaymentGateway } from '../payments/payment-gateway';
import { reconcileContactPayments } from '../services/contact-payments/reconcile-contact-payments';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one payment gateway of the app: its routes and its reconciler use this one. */
    paymentGateway: PaymentGateway;
  }
}

/**
 * How often a running server looks for payments confirmed at the gateway but never recorded, and
 * tries again the refunds the gateway could not make (ADR 0008, 0014).
 */
export const RECONCILE_EVERY_MS = 60_000;
/** A confirmation younger than this is left to the browser, which is about to record it. */
const RECONCILE_GRACE_MS = 30_000;

/**
 * The payment gateway, made once, and its reconciler. With `reconcileEveryMs`, payments
 * confirmed while no server was running are recorded when the app is ready (before it serves),
 * then every `reconcileEveryMs` until the app closes; without it (tests) nothing runs on its own.
 */
export const paymentsPlugin = fp<{ env: Env; reconcileEveryMs?: number | undefined }>(
  async (app: FastifyInstance, { env, reconcileEveryMs }) => {
    const gateway = createPaymentGateway({ env, db: app.db });
    app.decorate('paymentGateway', gateway);
    const gatewayWarning = testGatewayWarning(env);
    if (gatewayWarning) app.log.warn(gatewayWarning);
    if (!reconcileEveryMs) return;

    const reconcile = async (graceMs: number) => {
      try {
        const outcome = await reconcileContactPayments({
          db: app.db,
          gateway,
          confirmedBefore: new Date(Date.now() - graceMs),
        });
        if (outcome.recorded + outcome.refused + outcome.refunded > 0) {
          app.log.warn(outcome, 'reconciled payments');
        }
      } catch (error) {
        app.log.error({ err: error }, 'reconciling payments failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    app.addHook('onReady', async () => {
      await reconcile(0);
      timer = setInterval(() => {
        // One pass at a time: a slow gateway never stacks passes up.
        running ??= reconcile(RECONCILE_GRACE_MS).finally(() => {
          running = undefined;
        });
      }, reconcileEveryMs);
      timer.unref();
    });
    // Before the database closes: no new pass, and the one under way finishes first.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'payments', dependencies: ['database'] },
);
