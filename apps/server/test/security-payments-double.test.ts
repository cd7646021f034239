import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactRequests, localPaymentIntents, payments } from '../src/db/schema';
import { LocalPaymentGateway } from '../src/payments/local-gateway';
import { StripePaymentGateway } from '../src/payments/stripe-gateway';
import { reconcileContactPayments } from '../src/services/contact-payments/reconcile-contact-payments';
import { callerFor } from './biodata-fixtures';
import { signUp, type TestAccount } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';
import { confirmCard, createOthersBiodata, paymentBody, startPayment } from './payment-fixtures';
import {
  FAKE_PUBLISHABLE_KEY,
  FAKE_SECRET_KEY,
  fakeStripeEnv,
  signedEvent,
  startFakeStripe,
} from './support/fake-stripe';

const REFUNDED = { status: 'refunded', amount: 500, currency: 'usd' };

describe('paying twice for one biodata, with the built-in gateway', () => {
  const ctx = useTestApp();
  const call = callerFor(ctx);
  let payer: TestAccount;

  // A payer of its own for each test: each starts well inside the rate limit.
  beforeEach(async () => {
    payer = await signUp(ctx.app, ctx.env, { name: 'Twice Payer' });
  });

  const freshBiodata = () => createOthersBiodata(ctx, call);

  /**
   * Two intents of the payer's for one biodata, neither confirmed: the second made at the gateway
   * directly, as another tab did before intents were reused.
   */
  async function twoIntents(biodataId: string) {
    const gateway = new LocalPaymentGateway(ctx.app.db);
    const first = await startPayment(call, payer, biodataId);
    const second = await gateway.createIntent({
      amount: 500,
      currency: 'usd',
      metadata: { userId: payer.id, biodataId },
    });
    return { gateway, first, second };
  }

  const intentsOf = (account: TestAccount) =>
    ctx.app.db
      .select()
      .from(localPaymentIntents)
      .then((rows) => rows.filter((row) => row.metadata.userId === account.id));

  const recordsFor = async (account: TestAccount, biodataId: string) => ({
    payments: await ctx.app.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, account.id), eq(payments.biodataId, biodataId))),
    requests: await ctx.app.db
      .select()
      .from(contactRequests)
      .where(
        and(eq(contactRequests.requesterId, account.id), eq(contactRequests.biodataId, biodataId)),
      ),
  });

  it('answers the open intent again instead of making another, also to calls made at once', async () => {
    const biodataId = await freshBiodata();
    const first = await startPayment(call, payer, biodataId);
    const again = await startPayment(call, payer, biodataId);
    expect(again).toEqual(first);

    const otherBiodataId = await freshBiodata();
    const together = await Promise.all(
      [1, 2, 3].map(() => startPayment(call, payer, otherBiodataId)),
    );
    expect(new Set(together.map((intent) => intent.paymentIntentId)).size).toBe(1);
    const made = (await intentsOf(payer)).filter((row) =>
      [biodataId, otherBiodataId].includes(row.metadata.biodataId ?? ''),
    );
    expect(made).toHaveLength(2);
  });

  it('records an open intent paid but never recorded instead of offering to pay again', async () => {
    const biodataId = await freshBiodata();
    const intent = await startPayment(call, payer, biodataId);
    expect((await confirmCard(call, payer, intent.clientSecret)).statusCode).toBe(200);
    // The browser closed before POST /api/payments; the member opens the modal again.
    const again = await call('POST', '/api/create-payment-intent', payer, {
      parcelId: biodataId,
      email: payer.email,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already requested/);
    const records = await recordsFor(payer, biodataId);
    expect(records.payments.map((row) => row.intentId)).toEqual([intent.paymentIntentId]);
    expect(records.requests).toHaveLength(1);
  });

  it('limits a member to 10 payment intents a minute: 429 with Retry-After, others unaffected', async () => {
    const hasty = await signUp(ctx.app, ctx.env, { name: 'Hasty Payer' });
    const biodataId = await freshBiodata();
    const answers = [];
    for (let index = 0; index < 11; index++) {
      answers.push(
        await call('POST', '/api/create-payment-intent', hasty, {
          parcelId: biodataId,
          email: hasty.email,
        }),
      );
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([...Array(10).fill(200), 429]);
    const limited = answers.at(-1)!;
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await startPayment(call, payer, biodataId)).paymentIntentId).toEqual(
      expect.any(String),
    );
  });

  it('refunds a second payment captured for one biodata: one request, one payment kept, one refunded', async () => {
    const biodataId = await freshBiodata();
    const { first, second } = await twoIntents(biodataId);
    expect((await confirmCard(call, payer, first.clientSecret)).statusCode).toBe(200);
    expect((await confirmCard(call, payer, second.clientSecret)).statusCode).toBe(200);

    const recorded = await call(
      'POST',
      '/api/payments',
      payer,
      paymentBody(payer, biodataId, first.paymentIntentId),
    );
    expect(recorded.statusCode).toBe(201);
    const twice = await call(
      'POST',
      '/api/payments',
      payer,
      paymentBody(payer, biodataId, second.id),
    );
    expect(twice.statusCode, twice.body).toBe(200);
    expect(twice.json()).toEqual({ insertedId: recorded.json().insertedId, refund: REFUNDED });

    const records = await recordsFor(payer, biodataId);
    expect(records.requests).toHaveLength(1);
    const byIntent = Object.fromEntries(records.payments.map((row) => [row.intentId, row]));
    expect(byIntent[first.paymentIntentId]).toMatchObject({ status: 'succeeded', refundId: null });
    expect(byIntent[second.id]).toMatchObject({
      status: 'refunded',
      refundId: expect.stringMatching(/^re_/),
      refundedAt: expect.any(Date),
    });
    const [atGateway] = await ctx.app.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, second.id));
    expect(atGateway).toMatchObject({
      refundId: byIntent[second.id]!.refundId,
      refundedAt: expect.any(Date),
    });
  });

  it('refunds once, however often and by whichever path the second payment is recorded', async () => {
    const biodataId = await freshBiodata();
    const { gateway, first, second } = await twoIntents(biodataId);
    await confirmCard(call, payer, first.clientSecret);
    await confirmCard(call, payer, second.clientSecret);
    await call(
      'POST',
      '/api/payments',
      payer,
      paymentBody(payer, biodataId, first.paymentIntentId),
    );

    const body = paymentBody(payer, biodataId, second.id);
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/api/payments', payer, body)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.json().refund)).toEqual([REFUNDED, REFUNDED, REFUNDED]);
    const [refunded] = await ctx.app.db
      .select()
      .from(payments)
      .where(eq(payments.intentId, second.id));
    await reconcileContactPayments({ db: ctx.app.db, gateway });
    expect((await call('POST', '/api/payments', payer, body)).json().refund).toEqual(REFUNDED);

    const [after] = await ctx.app.db
      .select()
      .from(payments)
      .where(eq(payments.intentId, second.id));
    expect(after).toEqual(refunded);
    const [atGateway] = await ctx.app.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, second.id));
    expect(atGateway?.refundId).toBe(refunded?.refundId);
    // The gateway itself refunds an intent once: asking again answers the same refund.
    expect(await gateway.refund(second.id)).toEqual({ refundId: refunded?.refundId });
  });
});

const fake = await startFakeStripe();
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.isDown = false;
});

describe('paying twice for one biodata, with Stripe', () => {
  const ctx = useTestApp({ env: fakeStripeEnv(fake.port) });
  const call = callerFor(ctx);
  let payer: TestAccount;

  beforeAll(async () => {
    payer = await signUp(ctx.app, ctx.env, { name: 'Stripe Twice Payer' });
  });

  const freshBiodata = () => createOthersBiodata(ctx, call);

  const deliverSucceeded = (intentId: string) => {
    const { payload, signature } = signedEvent({
      type: 'payment_intent.succeeded',
      object: fake.intents.get(intentId),
    });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  };

  const refundsOf = (intentId: string) =>
    [...fake.refunds.values()].filter((refund) => refund.payment_intent === intentId);

  it('answers the open intent again instead of asking Stripe for another', async () => {
    const biodataId = await freshBiodata();
    const first = await startPayment(call, payer, biodataId);
    const again = await startPayment(call, payer, biodataId);
    expect(again).toEqual(first);
    const made = [...fake.intents.values()].filter(
      (intent) => intent.metadata.biodataId === biodataId,
    );
    expect(made).toHaveLength(1);
  });

  it('refunds the second of two payments through Stripe, once, whether the webhook or the browser records it', async () => {
    const biodataId = await freshBiodata();
    const first = await startPayment(call, payer, biodataId);
    const second = fake.createIntent({ metadata: { userId: payer.id, biodataId } });
    fake.succeed(first.paymentIntentId);
    fake.succeed(second.id);

    expect((await deliverSucceeded(first.paymentIntentId)).statusCode).toBe(200);
    expect((await deliverSucceeded(second.id)).statusCode).toBe(200);
    expect(refundsOf(second.id)).toHaveLength(1);
    expect(refundsOf(first.paymentIntentId)).toHaveLength(0);
    const refundCall = fake.requests.find(
      (request) => request.path === '/v1/refunds' && request.form.payment_intent === second.id,
    );
    expect(refundCall?.idempotencyKey).toEqual(expect.stringContaining(second.id));

    // Again, by the webhook's replay and by the browser: no second refund.
    expect((await deliverSucceeded(second.id)).statusCode).toBe(200);
    const late = await call(
      'POST',
      '/api/payments',
      payer,
      paymentBody(payer, biodataId, second.id),
    );
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().refund).toEqual(REFUNDED);
    expect(refundsOf(second.id)).toHaveLength(1);

    const rows = await ctx.app.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, payer.id), eq(payments.biodataId, biodataId)));
    expect(rows.map((row) => [row.intentId, row.status, row.refundId]).sort()).toEqual(
      [
        [first.paymentIntentId, 'succeeded', null],
        [second.id, 'refunded', refundsOf(second.id)[0]!.id],
      ].sort(),
    );
    const requests = await ctx.app.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.biodataId, biodataId));
    expect(requests).toHaveLength(1);
  });

  it('keeps a refund Stripe could not make as due, tells the member it will come, and the reconciler makes it', async () => {
    const biodataId = await freshBiodata();
    const first = await startPayment(call, payer, biodataId);
    const second = fake.createIntent({ metadata: { userId: payer.id, biodataId } });
    fake.succeed(first.paymentIntentId);
    fake.succeed(second.id);
    await call(
      'POST',
      '/api/payments',
      payer,
      paymentBody(payer, biodataId, first.paymentIntentId),
    );

    fake.downPaths.add('/v1/refunds');
    const answer = await call(
      'POST',
      '/api/payments',
      payer,
      paymentBody(payer, biodataId, second.id),
    );
    fake.downPaths.clear();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().refund).toEqual({ ...REFUNDED, status: 'pending' });
    const [due] = await ctx.app.db.select().from(payments).where(eq(payments.intentId, second.id));
    expect(due?.status).toBe('refund_due');
    expect(refundsOf(second.id)).toHaveLength(0);

    const gateway = new StripePaymentGateway({
      secretKey: FAKE_SECRET_KEY,
      publishableKey: FAKE_PUBLISHABLE_KEY,
      host: '127.0.0.1',
      port: fake.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    expect(await reconcileContactPayments({ db: ctx.app.db, gateway })).toMatchObject({
      refunded: 1,
    });
    expect(await reconcileContactPayments({ db: ctx.app.db, gateway })).toMatchObject({
      refunded: 0,
    });
    const [row] = await ctx.app.db.select().from(payments).where(eq(payments.intentId, second.id));
    expect(row).toMatchObject({ status: 'refunded', refundId: refundsOf(second.id)[0]?.id });
    expect(refundsOf(second.id)).toHaveLength(1);
  });
});
