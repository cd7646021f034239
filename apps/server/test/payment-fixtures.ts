import { expect } from 'vitest';
import type { Caller } from './biodata-fixtures';
import { biodataBody } from './biodata-fixtures';
import { signUp, type TestAccount } from './helpers/accounts';
import type { TestContext } from './helpers/test-app';

export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };
export const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };

/** Creates `account`'s biodata through the API; answers its `_id` and `addid`. */
export async function createBiodata(
  call: Caller,
  account: TestAccount,
  overrides: Record<string, unknown> = {},
): Promise<{ _id: string; addid: number }> {
  const response = await call(
    'PUT',
    `/api/addBioData?email=${account.email}`,
    account,
    biodataBody(overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A biodata of a new member's, for someone else to pay for; answers its `_id`. */
export async function createOthersBiodata(ctx: TestContext, call: Caller): Promise<string> {
  const owner = await signUp(ctx.app, ctx.env, { name: 'Biodata Owner' });
  return (await createBiodata(call, owner))._id;
}

/** A payment intent for `account` and this biodata, as POST /api/create-payment-intent makes it. */
export async function startPayment(
  call: Caller,
  account: TestAccount,
  parcelId: string | number,
): Promise<{ paymentIntentId: string; clientSecret: string }> {
  const response = await call('POST', '/api/create-payment-intent', account, {
    parcelId,
    email: account.email,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Confirms an intent with a card through the local gateway, as the browser's card form does. */
export function confirmCard(
  call: Caller,
  account: TestAccount | undefined,
  clientSecret: string,
  card: { number: string; expiry: string; cvc: string } = GOOD_CARD,
) {
  return call('POST', '/api/local-gateway/confirm', account, { clientSecret, card });
}

/** The spec's payment payload for an intent (amount and the rest as a browser sends them). */
export function paymentBody(
  account: TestAccount,
  parcelId: string | number,
  transactionId: string,
): Record<string, unknown> {
  return {
    parcelId,
    email: account.email,
    transactionId,
    amount: 500,
    mobile: '01700000000',
    buyuser: account.email,
    paymentMethod: 'card',
  };
}

/** Pays for a biodata's contact with the local gateway and records it: the new request's id. */
export async function payForContact(
  call: Caller,
  account: TestAccount,
  biodataId: string,
): Promise<string> {
  const intent = await startPayment(call, account, biodataId);
  const confirmed = await confirmCard(call, account, intent.clientSecret);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const recorded = await call(
    'POST',
    '/api/payments',
    account,
    paymentBody(account, biodataId, intent.paymentIntentId),
  );
  expect(recorded.statusCode, recorded.body).toBe(201);
  return recorded.json().insertedId;
}
