import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { contactRequests, localPaymentIntents, payments } from '../src/db/schema';
import { LocalPaymentGateway } from '../src/payments/local-gateway';
import { reconcileContactPayments } from '../src/services/contact-payments/reconcile-contact-payments';
import { callerFor } from './biodata-fixtures';
import { signUp, type TestAccount } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';
import { confirmCard, createBiodata, paymentBody, startPayment } from './payment-fixtures';

describe('reconciling payments confirmed at the gateway but never recorded (ADR 0008)', () => {
  const ctx = useTestApp();
  const call = callerFor(ctx);
  let owner: TestAccount;
  let payer: TestAccount;
  let biodataIds: string[];

  beforeAll(async () => {
    owner = await signUp(ctx.app, ctx.env);
    payer = await signUp(ctx.app, ctx.env);
    // Three owners' biodatas for the payer to pay for.
    biodataIds = [(await createBiodata(call, owner))._id];
    for (const _ of [1, 2]) {
      biodataIds.push((await createBiodata(call, await signUp(ctx.app, ctx.env)))._id);
    }
  });

  const recordPayment = (biodataId: string, intentId: string) =>
    call('POST', '/api/payments', payer, paymentBody(payer, biodataId, intentId));
  const rowsFor = async (intentIds: string[]) => ({
    payments: await ctx.app.db.select().from(payments).where(inArray(payments.intentId, intentIds)),
    requests: await ctx.app.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.requesterId, payer.id)),
  });

  it('records each succeeded unrecorded intent once, with its contact request, and leaves unpaid ones', async () => {
    const gateway = new LocalPaymentGateway(ctx.app.db);
    // Paid at the gateway, then the browser closed before POST /api/payments.
    const paid = await startPayment(call, payer, biodataIds[0]!);
    expect((await confirmCard(call, payer, paid.clientSecret)).statusCode).toBe(200);
    // Never paid.
    const unpaid = await startPayment(call, payer, biodataIds[1]!);
    // Paid and recorded by the browser as usual.
    const recorded = await startPayment(call, payer, biodataIds[2]!);
    expect((await confirmCard(call, payer, recorded.clientSecret)).statusCode).toBe(200);
    const answer = await recordPayment(biodataIds[2]!, recorded.paymentIntentId);
    expect(answer.statusCode, answer.body).toBe(201);

    // A confirmation younger than the grace period is left to the browser.
    expect(
      await reconcileContactPayments({
        db: ctx.app.db,
        gateway,
        confirmedBefore: new Date(Date.now() - 60_000),
      }),
    ).toEqual({ recorded: 0, refused: 0, refunded: 0 });

    expect(await reconcileContactPayments({ db: ctx.app.db, gateway })).toEqual({
      recorded: 1,
      refused: 0,
      refunded: 0,
    });
    const ids = [paid.paymentIntentId, unpaid.paymentIntentId, recorded.paymentIntentId];
    const after = await rowsFor(ids);
    expect(after.payments.map((row) => row.intentId).sort()).toEqual(
      [paid.paymentIntentId, recorded.paymentIntentId].sort(),
    );
    const paidRow = after.payments.find((row) => row.intentId === paid.paymentIntentId)!;
    expect(paidRow).toMatchObject({ userId: payer.id, biodataId: biodataIds[0], amount: 500 });
    expect(after.requests.map((row) => [row.biodataId, row.paymentId, row.pending])).toContainEqual(
      [biodataIds[0], paidRow.id, true],
    );
    expect(after.requests).toHaveLength(2);

    // Again: nothing more. The browser's late call answers the reconciled request.
    expect(await reconcileContactPayments({ db: ctx.app.db, gateway })).toEqual({
      recorded: 0,
      refused: 0,
      refunded: 0,
    });
    const late = await recordPayment(biodataIds[0]!, paid.paymentIntentId);
    expect(late.statusCode, late.body).toBe(200);
    const reconciledRequest = after.requests.find((row) => row.biodataId === biodataIds[0])!;
    expect(late.json()).toEqual({ insertedId: reconciledRequest.id });
    expect(await rowsFor(ids)).toEqual(after);
  });

  it('refuses an intent whose metadata names no biodata of ours, and records nothing', async () => {
    const gateway = new LocalPaymentGateway(ctx.app.db);
    // Refused, it stays unrecorded and every later pass would count it again: it goes when this
    // test ends, so the other test's passes count only their own intents.
    onTestFinished(async () => {
      await ctx.app.db
        .delete(localPaymentIntents)
        .where(eq(localPaymentIntents.id, 'pi_reconcile_foreign'));
    });
    await ctx.app.db.insert(localPaymentIntents).values({
      id: 'pi_reconcile_foreign',
      clientSecret: 'pi_reconcile_foreign_secret_x',
      amount: 500,
      currency: 'usd',
      status: 'succeeded',
      metadata: { userId: payer.id },
      // Confirmed a minute ago: the database's clock has microseconds and the reconciler's cut-off
      // (now, in JavaScript) only milliseconds, so a row written in the same millisecond could
      // count as newer than the cut-off and not be looked at.
      updatedAt: new Date(Date.now() - 60_000),
    });
    expect(await reconcileContactPayments({ db: ctx.app.db, gateway })).toEqual({
      recorded: 0,
      refused: 1,
      refunded: 0,
    });
    expect((await rowsFor(['pi_reconcile_foreign'])).payments).toEqual([]);
  });
});

describe('the app the server runs reconciles on its own (plugins/payments.ts)', () => {
  const ctx = useTestApp({ reconcileEveryMs: 50 });
  const call = callerFor(ctx);

  it('records a paid intent the browser never reported, through the gateway its routes use', async () => {
    const owner = await signUp(ctx.app, ctx.env);
    const payer = await signUp(ctx.app, ctx.env);
    const biodataId = (await createBiodata(call, owner))._id;
    const paid = await startPayment(call, payer, biodataId);
    expect((await confirmCard(call, payer, paid.clientSecret)).statusCode).toBe(200);
    // Confirmed a minute ago: past the grace left to a browser about to record it.
    await ctx.app.db
      .update(localPaymentIntents)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(localPaymentIntents.id, paid.paymentIntentId));

    const paymentsOfIntent = () =>
      ctx.app.db.select().from(payments).where(eq(payments.intentId, paid.paymentIntentId));
    await expect.poll(async () => (await paymentsOfIntent()).length, { timeout: 5_000 }).toBe(1);
    const [request] = await ctx.app.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.requesterId, payer.id));
    expect(request).toMatchObject({ biodataId, pending: true });
  });
});
