import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactRequests, payments } from '../src/db/schema';
import { callerFor } from './biodata-fixtures';
import {
  browserHeaders,
  makeSuperAdmin,
  setStanding,
  signUp,
  type TestAccount,
} from './helpers/accounts';
import { useTestApp } from './helpers/test-app';
import { createOthersBiodata, paymentBody, startPayment } from './payment-fixtures';
import { fakeStripeEnv, signedEvent, startFakeStripe } from './support/fake-stripe';

const fake = await startFakeStripe();
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.isDown = false;
  fake.answersToLose = 0;
});

describe("Stripe's payment_intent.succeeded webhook (payments whose browser closed)", () => {
  const ctx = useTestApp({ env: fakeStripeEnv(fake.port) });
  const call = callerFor(ctx);
  let payer: TestAccount;

  beforeAll(async () => {
    payer = await signUp(ctx.app, ctx.env, { name: 'Webhook Payer' });
  });

  const freshBiodata = () => createOthersBiodata(ctx, call);

  /** Posts an event as Stripe does: raw JSON, its signature, no cookie, no Origin. */
  function deliver({ payload, signature }: { payload: string; signature?: string }) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });
  }

  const succeededEvent = (intentId: string, secret?: string) =>
    signedEvent({
      type: 'payment_intent.succeeded',
      // What the event says; the server asks Stripe instead.
      object: { ...fake.intents.get(intentId), status: 'succeeded' },
      ...(secret ? { secret } : {}),
    });

  const recordsFor = async (biodataId: string) => ({
    payments: await ctx.app.db.select().from(payments).where(eq(payments.biodataId, biodataId)),
    requests: await ctx.app.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.biodataId, biodataId)),
  });

  it('records the payment and its pending contact request from a signed event, and the browser’s late call answers the same request', async () => {
    const biodataId = await freshBiodata();
    const intent = await startPayment(call, payer, biodataId);
    fake.succeed(intent.paymentIntentId);

    const response = await deliver(succeededEvent(intent.paymentIntentId));
    expect(response.statusCode, response.body).toBe(200);

    const records = await recordsFor(biodataId);
    expect(records.payments).toEqual([
      expect.objectContaining({
        gateway: 'stripe',
        intentId: intent.paymentIntentId,
        userId: payer.id,
        amount: 500,
        status: 'succeeded',
      }),
    ]);
    expect(records.requests).toEqual([
      expect.objectContaining({
        requesterId: payer.id,
        paymentId: records.payments[0]!.id,
        pending: true,
      }),
    ]);
    // It asked Stripe about the intent rather than trusting the event.
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payment_intents/${intent.paymentIntentId}`,
    });

    const late = await call(
      'POST',
      '/api/payments',
      payer,
      paymentBody(payer, biodataId, intent.paymentIntentId),
    );
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toMatchObject({ insertedId: records.requests[0]!.id });
  });

  it('answers 200 to a replayed event and records nothing more', async () => {
    const biodataId = await freshBiodata();
    const intent = await startPayment(call, payer, biodataId);
    fake.succeed(intent.paymentIntentId);
    const event = succeededEvent(intent.paymentIntentId);

    expect((await deliver(event)).statusCode).toBe(200);
    const first = await recordsFor(biodataId);
    const replays = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(replays.map((replay) => replay.statusCode)).toEqual([200, 200, 200]);
    expect(await recordsFor(biodataId)).toEqual(first);
    expect(first.payments).toHaveLength(1);
    expect(first.requests).toHaveLength(1);
  });

  it('refuses a forged, missing or stale signature with 400 and records nothing', async () => {
    const biodataId = await freshBiodata();
    const intent = await startPayment(call, payer, biodataId);
    fake.succeed(intent.paymentIntentId);
    const genuine = succeededEvent(intent.paymentIntentId);

    const forged = succeededEvent(intent.paymentIntentId, 'whsec_notours0123456789');
    const tampered = {
      ...genuine,
      payload: genuine.payload.replace('"livemode":false', '"livemode":true'),
    };
    const stale = {
      ...genuine,
      signature: genuine.signature.replace(/^t=\d+/, `t=${Math.floor(Date.now() / 1000) - 3600}`),
    };
    for (const event of [forged, tampered, stale, { payload: genuine.payload }]) {
      const response = await deliver(event);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await recordsFor(biodataId)).toEqual({ payments: [], requests: [] });
  });

  it('gives a session nothing: a member’s, an admin’s or the super-admin’s cookie from the app’s own origin with an unsigned or forged event gets 400 and records nothing', async () => {
    const biodataId = await freshBiodata();
    const intent = await startPayment(call, payer, biodataId);
    fake.succeed(intent.paymentIntentId);
    const admin = await signUp(ctx.app, ctx.env, { name: 'Webhook Admin' });
    await setStanding(ctx.app, admin, { role: 'admin' });
    const superAdmin = await signUp(ctx.app, ctx.env, { name: 'Webhook Super Admin' });
    await makeSuperAdmin(ctx.app, superAdmin);
    const forged = succeededEvent(intent.paymentIntentId, 'whsec_notours0123456789');

    for (const caller of [payer, admin, superAdmin]) {
      for (const signature of [undefined, forged.signature]) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/stripe/webhook',
          headers: {
            ...browserHeaders(ctx.env, caller.cookie),
            'content-type': 'application/json',
            ...(signature === undefined ? {} : { 'stripe-signature': signature }),
          },
          payload: forged.payload,
        });
        expect(response.statusCode, response.body).toBe(400);
      }
    }
    expect(await recordsFor(biodataId)).toEqual({ payments: [], requests: [] });
  });

  it('records nothing for an event whose intent Stripe does not say succeeded, or does not know', async () => {
    const biodataId = await freshBiodata();
    const intent = await startPayment(call, payer, biodataId);
    // The event says succeeded; Stripe says the card was never confirmed.
    const response = await deliver(succeededEvent(intent.paymentIntentId));
    expect(response.statusCode, response.body).toBe(200);

    const unknown = await deliver(
      signedEvent({
        type: 'payment_intent.succeeded',
        object: {
          id: 'pi_notatstripe123',
          object: 'payment_intent',
          status: 'succeeded',
          amount: 500,
          currency: 'usd',
          metadata: { userId: payer.id, biodataId },
        },
      }),
    );
    expect(unknown.statusCode, unknown.body).toBe(200);
    expect(await recordsFor(biodataId)).toEqual({ payments: [], requests: [] });
  });

  it('acknowledges other events and intents not made by us without recording anything', async () => {
    const biodataId = await freshBiodata();
    const foreign = fake.createIntent({ metadata: {} });
    fake.succeed(foreign.id);
    expect((await deliver(succeededEvent(foreign.id))).statusCode).toBe(200);
    const intent = await startPayment(call, payer, biodataId);
    fake.succeed(intent.paymentIntentId);
    const other = signedEvent({
      type: 'payment_intent.created',
      object: fake.intents.get(intent.paymentIntentId),
    });
    expect((await deliver(other)).statusCode).toBe(200);
    expect(await recordsFor(biodataId)).toEqual({ payments: [], requests: [] });
    expect(
      await ctx.app.db.select().from(payments).where(eq(payments.intentId, foreign.id)),
    ).toEqual([]);
  });

  it('answers 503 while Stripe cannot be asked, so that Stripe delivers the event again', async () => {
    const biodataId = await freshBiodata();
    const intent = await startPayment(call, payer, biodataId);
    fake.succeed(intent.paymentIntentId);
    const event = succeededEvent(intent.paymentIntentId);
    fake.isDown = true;
    expect((await deliver(event)).statusCode).toBe(503);
    expect(await recordsFor(biodataId)).toEqual({ payments: [], requests: [] });
    fake.isDown = false;
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await recordsFor(biodataId)).requests).toHaveLength(1);
  });

  it('gives Stripe an idempotency key naming the caller and biodata, so a retried create makes no second intent', async () => {
    const biodataId = await freshBiodata();
    // Stripe creates the intent, but its answer never reaches us.
    fake.answersToLose = 1000;
    const lost = await call('POST', '/api/create-payment-intent', payer, {
      parcelId: biodataId,
      email: payer.email,
    });
    expect(lost.statusCode).toBe(503);
    fake.answersToLose = 0;

    const retried = await startPayment(call, payer, biodataId);
    const made = [...fake.intents.values()].filter(
      (intent) => intent.metadata.biodataId === biodataId,
    );
    expect(made.map((intent) => intent.id)).toEqual([retried.paymentIntentId]);
    const creates = fake.requests.filter(
      (request) =>
        request.method === 'POST' &&
        request.path === '/v1/payment_intents' &&
        request.form['metadata[biodataId]'] === biodataId,
    );
    const keys = new Set(creates.map((request) => request.idempotencyKey));
    expect(keys.size).toBe(1);
    const [key] = keys;
    expect(key).toContain(payer.id);
    expect(key).toContain(biodataId);
  });
});
