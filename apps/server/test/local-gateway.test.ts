import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { localPaymentIntents } from '../src/db/schema';
import { LocalPaymentGateway } from '../src/payments/local-gateway';
import { passesLuhn } from '../src/payments/test-cards';
import { callerFor } from './biodata-fixtures';
import { signUp, type TestAccount } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';
import { confirmCard, createBiodata, GOOD_CARD } from './payment-fixtures';

/** MM/YY of the month `offset` months from now (UTC). */
function expiryIn(offset: number): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${month}/${String(date.getUTCFullYear()).slice(2)}`;
}

describe("the local gateway's card rules (Stripe's test mode)", () => {
  const ctx = useTestApp();
  const call = callerFor(ctx);
  let payer: TestAccount;
  let biodataId: string;

  beforeAll(async () => {
    payer = await signUp(ctx.app, ctx.env, { name: 'Card Payer' });
    const owner = await signUp(ctx.app, ctx.env, { name: 'Biodata Owner' });
    biodataId = (await createBiodata(call, owner))._id;
  });

  /**
   * A fresh intent, made at the gateway itself: POST /api/create-payment-intent would answer the
   * payer's open intent for the biodata again (ADR 0014), and these tests are about cards.
   */
  async function freshIntent() {
    const intent = await new LocalPaymentGateway(ctx.app.db).createIntent({
      amount: 500,
      currency: 'usd',
      metadata: { userId: payer.id, biodataId },
    });
    return { paymentIntentId: intent.id, clientSecret: intent.clientSecret };
  }

  /** Confirms a fresh intent with a card made of GOOD_CARD and `card`. */
  async function pay(card: Partial<typeof GOOD_CARD>) {
    const intent = await freshIntent();
    const response = await confirmCard(call, payer, intent.clientSecret, { ...GOOD_CARD, ...card });
    const [stored] = await ctx.app.db
      .select({ status: localPaymentIntents.status })
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, intent.paymentIntentId));
    return { response, intent, status: stored?.status };
  }

  function expectFieldError(
    response: Awaited<ReturnType<typeof pay>>['response'],
    field: string,
    message: string,
  ) {
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe(message);
    expect(body.fieldErrors).toEqual({ [field]: [message] });
  }

  it('takes the payment with 4242 4242 4242 4242', async () => {
    const { response, intent, status } = await pay({ number: '4242424242424242' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      paymentIntentId: intent.paymentIntentId,
      status: 'succeeded',
    });
    expect(status).toBe('succeeded');
  });

  it("declines 4000 0000 0000 0002 with 402 'Your card was declined.', leaving the intent unpaid", async () => {
    const { response, status } = await pay({ number: '4000 0000 0000 0002' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      code: 'CARD_DECLINED',
      message: 'Your card was declined.',
      requestId: expect.any(String),
    });
    expect(status).toBe('requires_payment_method');
  });

  it("declines 4000 0000 0000 9995 with 402 'Your card has insufficient funds.'", async () => {
    const { response, status } = await pay({ number: '4000000000009995' });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe('Your card has insufficient funds.');
    expect(status).toBe('requires_payment_method');
  });

  it('takes the payment with any other number that passes the Luhn check', async () => {
    for (const number of ['5555 5555 5555 4444', '3782 822463 10005', '6011111111111117']) {
      const { response, status } = await pay({ number });
      expect(response.statusCode, number).toBe(200);
      expect(status).toBe('succeeded');
    }
  });

  it("refuses a number failing the Luhn check: 'Your card number is incorrect.'", async () => {
    const { response, status } = await pay({ number: '4242 4242 4242 4241' });
    expectFieldError(response, 'card.number', 'Your card number is incorrect.');
    expect(status).toBe('requires_payment_method');
  });

  it("refuses a number too short to be a card: 'Your card number is incomplete.'", async () => {
    expectFieldError(
      (await pay({ number: '4242 4242' })).response,
      'card.number',
      'Your card number is incomplete.',
    );
    expectFieldError(
      (await pay({ number: '' })).response,
      'card.number',
      'Your card number is incomplete.',
    );
  });

  it("refuses a number with letters or too many digits: 'Your card number is invalid.'", async () => {
    expectFieldError(
      (await pay({ number: '4242 4242 abcd 4242' })).response,
      'card.number',
      'Your card number is invalid.',
    );
    expectFieldError(
      (await pay({ number: '4'.repeat(20) })).response,
      'card.number',
      'Your card number is invalid.',
    );
  });

  it('refuses an expiry date in the past: "Your card\'s expiration date is in the past."', async () => {
    const { response } = await pay({ expiry: expiryIn(-1) });
    expectFieldError(response, 'card.expiry', "Your card's expiration date is in the past.");
  });

  it('takes a card that expires at the end of this month, written MM/YY or MM / YY', async () => {
    expect((await pay({ expiry: expiryIn(0) })).response.statusCode).toBe(200);
    expect((await pay({ expiry: expiryIn(1).replace('/', ' / ') })).response.statusCode).toBe(200);
  });

  it('refuses an expiry that is not MM/YY: "Your card\'s expiration date is incomplete."', async () => {
    for (const expiry of ['', '12', '12/', '12/4', 'soon']) {
      const { response } = await pay({ expiry });
      expectFieldError(response, 'card.expiry', "Your card's expiration date is incomplete.");
    }
  });

  it('refuses month 00 or 13: "Your card\'s expiration month is invalid."', async () => {
    for (const expiry of ['00/40', '13/40']) {
      const { response } = await pay({ expiry });
      expectFieldError(response, 'card.expiry', "Your card's expiration month is invalid.");
    }
  });

  it('refuses a year more than 50 years ahead: "Your card\'s expiration year is invalid."', async () => {
    const { response } = await pay({ expiry: `01/${new Date().getUTCFullYear() + 51}` });
    expectFieldError(response, 'card.expiry', "Your card's expiration year is invalid.");
  });

  it('refuses a CVC shorter than 3 digits: "Your card\'s security code is incomplete."', async () => {
    for (const cvc of ['', '1', '12']) {
      const { response } = await pay({ cvc });
      expectFieldError(response, 'card.cvc', "Your card's security code is incomplete.");
    }
  });

  it('refuses a CVC with letters or 5 digits: "Your card\'s security code is invalid."', async () => {
    for (const cvc of ['12a', '12345']) {
      const { response } = await pay({ cvc });
      expectFieldError(response, 'card.cvc', "Your card's security code is invalid.");
    }
  });

  it('takes a 4-digit CVC', async () => {
    expect((await pay({ cvc: '1234' })).response.statusCode).toBe(200);
  });

  it('reports every field at fault at once, the number first in the message', async () => {
    const { response } = await pay({ number: '1234', expiry: '01/20', cvc: '1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Your card number is incomplete.',
      requestId: expect.any(String),
      fieldErrors: {
        'card.number': ['Your card number is incomplete.'],
        'card.expiry': ["Your card's expiration date is in the past."],
        'card.cvc': ["Your card's security code is incomplete."],
      },
    });
  });

  it('answers a second confirmation of a paid intent as succeeded, without charging again', async () => {
    const { intent } = await pay({});
    const again = await confirmCard(call, payer, intent.clientSecret, {
      ...GOOD_CARD,
      number: '4000000000000002',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ paymentIntentId: intent.paymentIntentId, status: 'succeeded' });
  });

  it('answers 400 for a body without a card', async () => {
    const intent = await freshIntent();
    const response = await call('POST', '/api/local-gateway/confirm', payer, {
      clientSecret: intent.clientSecret,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('card');
  });

  it('checks card numbers with the Luhn algorithm', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });
});
