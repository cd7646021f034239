import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactRequests, payments } from '../src/db/schema';
import { AppError } from '../src/lib/app-error';
import { StripePaymentGateway } from '../src/payments/stripe-gateway';
import { callerFor } from './biodata-fixtures';
import { signUp, type TestAccount } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';
import { createOthersBiodata, paymentBody, startPayment } from './payment-fixtures';
import {
  FAKE_PUBLISHABLE_KEY,
  FAKE_SECRET_KEY,
  fakeStripeEnv,
  startFakeStripe,
} from './support/fake-stripe';

const fake = await startFakeStripe();
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.isDown = false;
});

function gatewayFor(secretKey = FAKE_SECRET_KEY) {
  return new StripePaymentGateway({
    secretKey,
    publishableKey: FAKE_PUBLISHABLE_KEY,
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

describe('the stripe adapter, against a local fake of Stripe', () => {
  const gateway = gatewayFor();
  const metadata = { userId: 'user-1', biodataId: '0b6c6a3e-4c1e-4d6b-9f1e-2f3a4b5c6d7e' };

  it('creates a card payment intent with the amount, currency and metadata', async () => {
    const intent = await gateway.createIntent({ amount: 500, currency: 'usd', metadata });
    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_fake/),
      amount: 500,
      currency: 'usd',
      status: 'requires_payment_method',
      clientSecret: expect.stringMatching(/_secret_/),
      metadata,
    });
    const created = fake.intents.get(intent.id);
    expect(created?.allowed_payment_method_types).toEqual(['card']);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      form: { amount: '500', currency: 'usd', 'metadata[userId]': 'user-1' },
    });
  });

  it('retrieves an intent as Stripe reports it now', async () => {
    const created = await gateway.createIntent({ amount: 500, currency: 'usd', metadata });
    fake.succeed(created.id);
    const intent = await gateway.retrieveIntent(created.id);
    expect(intent).toEqual({ ...created, status: 'succeeded' });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payment_intents/${created.id}`,
    });
  });

  it('refunds a succeeded intent once, under an idempotency key: asked again, the same refund', async () => {
    const created = await gateway.createIntent({ amount: 500, currency: 'usd', metadata });
    fake.succeed(created.id);
    const refund = await gateway.refund(created.id);
    expect(refund).toEqual({ refundId: expect.stringMatching(/^re_fake/) });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      form: { payment_intent: created.id },
      idempotencyKey: expect.stringContaining(created.id),
    });
    expect(await gateway.refund(created.id)).toEqual(refund);
    // Past Stripe's 24 hours of keys, Stripe says it was refunded: the refund is looked up.
    fake.forgetIdempotencyKeys();
    expect(await gateway.refund(created.id)).toEqual(refund);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === created.id)).toHaveLength(
      1,
    );
  });

  it('answers null for an intent Stripe does not have', async () => {
    expect(await gateway.retrieveIntent('pi_doesnotexist')).toBeNull();
  });

  it('answers null for an id that is not an intent id, without asking Stripe', async () => {
    const before = fake.requests.length;
    for (const id of ['../customers', 'pi_a/b', 'ch_123', '']) {
      expect(await gateway.retrieveIntent(id)).toBeNull();
    }
    expect(fake.requests).toHaveLength(before);
  });

  it('turns a Stripe outage into a 503 without internals', async () => {
    fake.isDown = true;
    const failure = await gateway.retrieveIntent('pi_any').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'SERVICE_UNAVAILABLE', statusCode: 503 });
    const createFailure = await gateway
      .createIntent({ amount: 500, currency: 'usd', metadata })
      .catch((error: unknown) => error);
    expect(createFailure).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('turns a refused secret key into a 503', async () => {
    const failure = await gatewayFor('sk_test_wrong')
      .createIntent({ amount: 500, currency: 'usd', metadata })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});

describe('the app with Stripe configured', () => {
  const ctx = useTestApp({ env: fakeStripeEnv(fake.port) });
  const call = callerFor(ctx);
  // Someone who only reads or is refused; each test that pays signs up its own payer.
  let other: TestAccount;

  beforeAll(async () => {
    other = await signUp(ctx.app, ctx.env, { name: 'Someone Else' });
  });

  /**
   * A new payer and a new biodata for them to pay for: a payer's open intent for a biodata is
   * answered again (ADR 0014), so no test meets an intent or a payment another test made.
   */
  async function newPayerAndBiodata() {
    const payer = await signUp(ctx.app, ctx.env, { name: 'Stripe Payer' });
    const biodataId = await createOthersBiodata(ctx, call);
    return { payer, biodataId };
  }

  const recordsOf = async (account: TestAccount) => ({
    payments: await ctx.app.db.select().from(payments).where(eq(payments.userId, account.id)),
    requests: await ctx.app.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.requesterId, account.id)),
  });

  it('tells the browser to use Stripe with the publishable key (never the secret one)', async () => {
    const response = await call('GET', '/api/config');
    expect(response.json()).toEqual({
      federatedProvider: null,
      payments: { gateway: 'stripe', publishableKey: FAKE_PUBLISHABLE_KEY },
      requiresEmailVerification: false,
      requiresAdminTwoFactor: false,
    });
    expect(response.body).not.toContain(FAKE_SECRET_KEY);
  });

  it("lets pages load Stripe's script and card frames and reach its API", async () => {
    const csp = String((await call('GET', '/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });

  it('has no local card confirmation', async () => {
    const response = await call('POST', '/api/local-gateway/confirm', other, {
      clientSecret: 'x',
      card: { number: '4242424242424242', expiry: '12/40', cvc: '123' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('creates the intent at Stripe for the caller and this biodata', async () => {
    const { payer, biodataId } = await newPayerAndBiodata();
    const intent = await startPayment(call, payer, biodataId);
    expect(fake.intents.get(intent.paymentIntentId)).toMatchObject({
      amount: 500,
      currency: 'usd',
      client_secret: intent.clientSecret,
      metadata: { userId: payer.id, biodataId },
    });
  });

  it('records nothing before Stripe says the intent succeeded', async () => {
    const { payer, biodataId } = await newPayerAndBiodata();
    const intent = await startPayment(call, payer, biodataId);
    const response = await call(
      'POST',
      '/api/payments',
      payer,
      paymentBody(payer, biodataId, intent.paymentIntentId),
    );
    expect(response.statusCode).toBe(402);
    expect((await recordsOf(payer)).payments).toHaveLength(0);
  });

  it('records nothing for an intent Stripe does not know or that is another member’s', async () => {
    const { payer, biodataId } = await newPayerAndBiodata();
    const unknown = await call(
      'POST',
      '/api/payments',
      payer,
      paymentBody(payer, biodataId, 'pi_madeup000'),
    );
    expect(unknown.statusCode).toBe(400);
    const intent = await startPayment(call, payer, biodataId);
    fake.succeed(intent.paymentIntentId);
    const foreign = await call(
      'POST',
      '/api/payments',
      other,
      paymentBody(other, biodataId, intent.paymentIntentId),
    );
    expect(foreign.statusCode).toBe(400);
    expect((await recordsOf(payer)).payments).toHaveLength(0);
    expect((await recordsOf(other)).payments).toHaveLength(0);
  });

  it('records a succeeded intent once, as 201 then 200 with the same id', async () => {
    const { payer, biodataId } = await newPayerAndBiodata();
    const intent = await startPayment(call, payer, biodataId);
    fake.succeed(intent.paymentIntentId);
    const body = paymentBody(payer, biodataId, intent.paymentIntentId);
    const first = await call('POST', '/api/payments', payer, body);
    expect(first.statusCode).toBe(201);
    const second = await call('POST', '/api/payments', payer, body);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const records = await recordsOf(payer);
    expect(records.payments).toHaveLength(1);
    expect(records.payments[0]).toMatchObject({
      gateway: 'stripe',
      intentId: intent.paymentIntentId,
    });
    expect(records.requests).toHaveLength(1);
  });

  it('answers 503 while Stripe is down, recording nothing', async () => {
    const { payer, biodataId } = await newPayerAndBiodata();
    fake.isDown = true;
    const response = await call('POST', '/api/create-payment-intent', payer, {
      parcelId: biodataId,
      email: payer.email,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
    expect((await recordsOf(payer)).payments).toHaveLength(0);
  });
});
