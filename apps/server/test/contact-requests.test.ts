import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { contactRequests, localPaymentIntents, payments } from '../src/db/schema';
import { LocalPaymentGateway } from '../src/payments/local-gateway';
import { callerFor } from './biodata-fixtures';
import { setStanding, signUp, type TestAccount } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';
import {
  confirmCard,
  createBiodata,
  DECLINED_CARD,
  payForContact,
  paymentBody,
  startPayment,
} from './payment-fixtures';

type Who = 'customer' | 'other' | 'premium' | 'admin' | 'owner' | 'secondOwner';

const OWNER_MOBILE = '+8801712345678';

describe('paid contact requests', () => {
  // The customer asks for many intents here; the limit has tests of its own.
  const ctx = useTestApp({ env: { PAYMENT_INTENT_RATE_LIMIT_PER_MINUTE: '1000' } });
  const call = callerFor(ctx);
  const who = {} as Record<Who, TestAccount>;
  let biodata: { _id: string; addid: number };
  let secondBiodata: { _id: string; addid: number };

  beforeAll(async () => {
    for (const name of ['customer', 'other', 'premium', 'admin', 'owner', 'secondOwner'] as const) {
      who[name] = await signUp(ctx.app, ctx.env, { name: `Test ${name}` });
    }
    await setStanding(ctx.app, who.premium, { person: 'premium' });
    await setStanding(ctx.app, who.admin, { role: 'admin' });
    biodata = await createBiodata(call, who.owner, { name: 'Sadia Islam', mobile: '01712345678' });
    secondBiodata = await createBiodata(call, who.secondOwner, {
      name: 'Rafiq Ahmed',
      biodataType: 'Male',
      dob: '1990-05-05',
      mobile: '01812345678',
    });
  });

  /**
   * A biodata of a new owner: a member has one open intent per biodata (ADR 0014), so a test
   * that needs an intent of its own pays for a biodata of its own.
   */
  async function freshBiodataId() {
    const owner = await signUp(ctx.app, ctx.env, { name: 'Another Owner' });
    return (await createBiodata(call, owner))._id;
  }

  const paymentsOf = (account: TestAccount) =>
    ctx.app.db.select().from(payments).where(eq(payments.userId, account.id));
  const requestsOf = (account: TestAccount) =>
    ctx.app.db.select().from(contactRequests).where(eq(contactRequests.requesterId, account.id));

  describe('POST /api/create-payment-intent', () => {
    it('refuses anonymous callers with a 401', async () => {
      const response = await call('POST', '/api/create-payment-intent', undefined, {
        parcelId: biodata._id,
        email: who.customer.email,
      });
      expect(response.statusCode).toBe(401);
    });

    it('answers an intent of 500 cents USD for the caller, by _id or by addid', async () => {
      for (const parcelId of [biodata._id, biodata.addid]) {
        const response = await call('POST', '/api/create-payment-intent', who.customer, {
          parcelId,
          email: who.customer.email,
        });
        expect(response.statusCode).toBe(200);
        const answer = response.json();
        expect(answer).toEqual({
          success: true,
          message: expect.any(String),
          clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
          paymentIntentId: expect.stringMatching(/^pi_\w+$/),
          amount: 500,
          currency: 'usd',
          gateway: 'local',
        });
        const [intent] = await ctx.app.db
          .select()
          .from(localPaymentIntents)
          .where(eq(localPaymentIntents.id, answer.paymentIntentId));
        expect(intent).toMatchObject({
          amount: 500,
          currency: 'usd',
          status: 'requires_payment_method',
          metadata: { userId: who.customer.id, biodataId: biodata._id },
        });
      }
    });

    it("refuses paying in another member's name", async () => {
      const response = await call('POST', '/api/create-payment-intent', who.other, {
        parcelId: biodata._id,
        email: who.customer.email,
      });
      expect(response.statusCode).toBe(403);
    });

    it("refuses the owner paying for their own biodata's contact", async () => {
      const response = await call('POST', '/api/create-payment-intent', who.owner, {
        parcelId: biodata._id,
        email: who.owner.email,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/your own biodata/);
    });

    it('refuses premium members and admins, who already see every contact', async () => {
      for (const account of [who.premium, who.admin]) {
        const response = await call('POST', '/api/create-payment-intent', account, {
          parcelId: biodata._id,
          email: account.email,
        });
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toMatch(/already see/);
      }
    });

    it('answers 404 for an unknown biodata and 400 for bad input', async () => {
      for (const parcelId of [randomUUID(), 999_999]) {
        const response = await call('POST', '/api/create-payment-intent', who.customer, {
          parcelId,
          email: who.customer.email,
        });
        expect(response.statusCode).toBe(404);
      }
      const bad = await call('POST', '/api/create-payment-intent', who.customer, {
        parcelId: 'x',
        email: 'nope',
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['email', 'parcelId']);
    });
  });

  describe('POST /api/local-gateway/confirm (who may confirm)', () => {
    it('refuses anonymous callers with a 401', async () => {
      const { clientSecret } = await startPayment(call, who.customer, biodata._id);
      expect((await confirmCard(call, undefined, clientSecret)).statusCode).toBe(401);
    });

    it("refuses confirming another member's intent, which stays unpaid", async () => {
      const { clientSecret, paymentIntentId } = await startPayment(call, who.customer, biodata._id);
      const response = await confirmCard(call, who.other, clientSecret);
      expect(response.statusCode).toBe(403);
      const [intent] = await ctx.app.db
        .select()
        .from(localPaymentIntents)
        .where(eq(localPaymentIntents.id, paymentIntentId));
      expect(intent?.status).toBe('requires_payment_method');
    });

    it('answers 404 for an unknown client secret', async () => {
      const response = await confirmCard(call, who.customer, 'pi_nothing_secret_nothing');
      expect(response.statusCode).toBe(404);
    });
  });

  describe('POST /api/payments', () => {
    const record = (account: TestAccount | undefined, body: Record<string, unknown>) =>
      call('POST', '/api/payments', account, body);

    it('refuses anonymous callers with a 401 and records nothing', async () => {
      const biodataId = await freshBiodataId();
      const { paymentIntentId, clientSecret } = await startPayment(call, who.customer, biodataId);
      await confirmCard(call, who.customer, clientSecret);
      const response = await record(
        undefined,
        paymentBody(who.customer, biodataId, paymentIntentId),
      );
      expect(response.statusCode).toBe(401);
      expect(await paymentsOf(who.customer)).toHaveLength(0);
    });

    it('records nothing for a made-up transaction id', async () => {
      for (const transactionId of ['pi_madeup123456', 'tx-12345', `pi_${'0'.repeat(24)}`]) {
        const response = await record(
          who.customer,
          paymentBody(who.customer, biodata._id, transactionId),
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('No payment has this transaction id.');
      }
      expect(await paymentsOf(who.customer)).toHaveLength(0);
      expect(await requestsOf(who.customer)).toHaveLength(0);
    });

    it('records nothing for an intent that was never paid', async () => {
      const biodataId = await freshBiodataId();
      const { paymentIntentId } = await startPayment(call, who.customer, biodataId);
      const response = await record(
        who.customer,
        paymentBody(who.customer, biodataId, paymentIntentId),
      );
      expect(response.statusCode).toBe(402);
      expect(response.json().code).toBe('CARD_DECLINED');
      expect(await paymentsOf(who.customer)).toHaveLength(0);
    });

    it('records nothing after a declined card', async () => {
      const biodataId = await freshBiodataId();
      const { paymentIntentId, clientSecret } = await startPayment(call, who.customer, biodataId);
      const declined = await confirmCard(call, who.customer, clientSecret, DECLINED_CARD);
      expect(declined.statusCode).toBe(402);
      expect(declined.json()).toMatchObject({
        code: 'CARD_DECLINED',
        message: 'Your card was declined.',
      });
      const response = await record(
        who.customer,
        paymentBody(who.customer, biodataId, paymentIntentId),
      );
      expect(response.statusCode).toBe(402);
      expect(await paymentsOf(who.customer)).toHaveLength(0);
      expect(await requestsOf(who.customer)).toHaveLength(0);
    });

    it("records nothing when someone claims another member's paid intent", async () => {
      const biodataId = await freshBiodataId();
      const { paymentIntentId, clientSecret } = await startPayment(call, who.customer, biodataId);
      expect((await confirmCard(call, who.customer, clientSecret)).statusCode).toBe(200);
      const response = await record(who.other, paymentBody(who.other, biodataId, paymentIntentId));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('This payment was not made by you.');
      const forged = await record(who.other, paymentBody(who.customer, biodataId, paymentIntentId));
      expect(forged.statusCode).toBe(403);
      expect(await paymentsOf(who.other)).toHaveLength(0);
      expect(await paymentsOf(who.customer)).toHaveLength(0);
    });

    it('records nothing when a paid intent is claimed for another biodata', async () => {
      const biodataId = await freshBiodataId();
      const { paymentIntentId, clientSecret } = await startPayment(call, who.customer, biodataId);
      await confirmCard(call, who.customer, clientSecret);
      const response = await record(
        who.customer,
        paymentBody(who.customer, secondBiodata._id, paymentIntentId),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('This payment is not for this biodata.');
      expect(await paymentsOf(who.customer)).toHaveLength(0);
    });

    it('answers 400 with field errors for a missing transaction id, 404 for an unknown biodata', async () => {
      const missing = await record(who.customer, {
        parcelId: biodata._id,
        email: who.customer.email,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fieldErrors).toHaveProperty('transactionId');
      const unknown = await record(who.customer, paymentBody(who.customer, randomUUID(), 'pi_x1'));
      expect(unknown.statusCode).toBe(404);
    });

    it('records a paid intent once: 201 with the request id, then 200 with the same id', async () => {
      const { paymentIntentId, clientSecret } = await startPayment(
        call,
        who.customer,
        biodata.addid,
      );
      expect((await confirmCard(call, who.customer, clientSecret)).statusCode).toBe(200);
      // The body's amount is never trusted: the gateway says what was paid.
      const body = { ...paymentBody(who.customer, biodata.addid, paymentIntentId), amount: 1 };
      const first = await record(who.customer, body);
      expect(first.statusCode).toBe(201);
      const { insertedId } = first.json();
      const second = await record(who.customer, body);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual({ insertedId });

      const paid = await paymentsOf(who.customer);
      expect(paid).toHaveLength(1);
      expect(paid[0]).toMatchObject({
        gateway: 'local',
        intentId: paymentIntentId,
        biodataId: biodata._id,
        amount: 500,
        currency: 'usd',
        status: 'succeeded',
      });
      const requests = await requestsOf(who.customer);
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({
        id: insertedId,
        biodataId: biodata._id,
        paymentId: paid[0]!.id,
        pending: true,
      });
    });

    it('refuses a new intent once a request for that biodata exists', async () => {
      const response = await call('POST', '/api/create-payment-intent', who.customer, {
        parcelId: biodata._id,
        email: who.customer.email,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/already requested/);
    });

    it('keeps one payment and one request when the same payment is submitted at once', async () => {
      const { paymentIntentId, clientSecret } = await startPayment(call, who.other, biodata._id);
      await confirmCard(call, who.other, clientSecret);
      const body = paymentBody(who.other, biodata._id, paymentIntentId);
      const responses = await Promise.all(Array.from({ length: 4 }, () => record(who.other, body)));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 201]);
      const ids = new Set(responses.map((response) => response.json().insertedId));
      expect(ids.size).toBe(1);
      expect(await paymentsOf(who.other)).toHaveLength(1);
      expect(await requestsOf(who.other)).toHaveLength(1);
    });

    it('never makes a second request from a second payment for the same biodata, and refunds it', async () => {
      // Two intents paid for one biodata (made before intents were reused, or by a race).
      const first = await startPayment(call, who.other, secondBiodata._id);
      const second = await new LocalPaymentGateway(ctx.app.db).createIntent({
        amount: 500,
        currency: 'usd',
        metadata: { userId: who.other.id, biodataId: secondBiodata._id },
      });
      await confirmCard(call, who.other, first.clientSecret);
      await confirmCard(call, who.other, second.clientSecret);
      const recorded = await record(
        who.other,
        paymentBody(who.other, secondBiodata._id, first.paymentIntentId),
      );
      expect(recorded.statusCode).toBe(201);
      const again = await record(who.other, paymentBody(who.other, secondBiodata._id, second.id));
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({
        insertedId: recorded.json().insertedId,
        refund: { status: 'refunded', amount: 500, currency: 'usd' },
      });
      const requests = (await requestsOf(who.other)).filter(
        (request) => request.biodataId === secondBiodata._id,
      );
      expect(requests).toHaveLength(1);
    });
  });

  describe('GET /api/parcels?email=, approval, and what the requester then sees', () => {
    let requestId: string;

    beforeAll(async () => {
      const [request] = await requestsOf(who.customer);
      requestId = request!.id;
    });

    const parcels = (account: TestAccount | undefined, email = who.customer.email) =>
      call('GET', `/api/parcels?email=${encodeURIComponent(email)}`, account);

    it('refuses anonymous callers with a 401', async () => {
      expect((await parcels(undefined)).statusCode).toBe(401);
    });

    it("refuses another customer and a premium member reading someone's requests", async () => {
      expect((await parcels(who.other)).statusCode).toBe(403);
      expect((await parcels(who.premium)).statusCode).toBe(403);
    });

    it('lists a pending request without the mobile and email keys at all', async () => {
      const response = await parcels(who.customer);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          _id: requestId,
          parcelId: biodata._id,
          addid: biodata.addid,
          name: 'Sadia Islam',
          pending: true,
          createdAt: expect.any(String),
        },
      ]);
      expect(response.body).not.toContain(OWNER_MOBILE);
      expect(response.body).not.toContain(who.owner.email);
    });

    it('answers 400 without an e-mail', async () => {
      expect((await call('GET', '/api/parcels', who.customer)).statusCode).toBe(400);
    });

    describe('PUT /api/updateParcel/{parcelId}', () => {
      const approve = (
        account: TestAccount | undefined,
        body?: Record<string, unknown>,
        id = requestId,
      ) => call('PUT', `/api/updateParcel/${id}`, account, body);

      it('refuses anonymous callers, customers and premium members', async () => {
        expect((await approve(undefined, { email: who.customer.email })).statusCode).toBe(401);
        for (const account of [who.customer, who.other, who.premium]) {
          expect((await approve(account, { email: who.customer.email })).statusCode).toBe(403);
        }
        const [request] = await requestsOf(who.customer);
        expect(request?.pending).toBe(true);
      });

      it("refuses an e-mail that is not the requester's, 404 for an unknown request", async () => {
        const wrong = await approve(who.admin, { email: who.other.email });
        expect(wrong.statusCode).toBe(400);
        expect((await approve(who.admin, {}, randomUUID())).statusCode).toBe(404);
        expect((await approve(who.admin, {}, 'nope')).statusCode).toBe(400);
        const [request] = await requestsOf(who.customer);
        expect(request?.pending).toBe(true);
      });

      it('approves for an admin, recording who and when; approving again changes nothing', async () => {
        const response = await approve(who.admin, { email: who.customer.email });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true, message: 'Contact request approved.' });
        const [approved] = await requestsOf(who.customer);
        expect(approved).toMatchObject({ pending: false, approvedBy: who.admin.id });
        expect(approved?.approvedAt).toBeInstanceOf(Date);

        const again = await approve(who.admin);
        expect(again.statusCode).toBe(200);
        expect(again.json().success).toBe(true);
        const [still] = await requestsOf(who.customer);
        expect(still?.approvedAt).toEqual(approved?.approvedAt);
        expect(await requestsOf(who.customer)).toHaveLength(1);
      });

      it("approves by the biodata's _id or addid with the requester's e-mail, as the spec's client sends it", async () => {
        const requester = await signUp(ctx.app, ctx.env, { name: 'Spec Client Requester' });
        const stranger = await signUp(ctx.app, ctx.env, { name: 'Spec Client Stranger' });
        // The admins' list of every request is asserted on below: this test's go when it ends.
        onTestFinished(async () => {
          await ctx.app.db
            .delete(contactRequests)
            .where(eq(contactRequests.requesterId, requester.id));
        });
        for (const key of ['_id', 'addid'] as const) {
          const owner = await signUp(ctx.app, ctx.env, { name: 'Spec Client Owner' });
          const target = await createBiodata(call, owner);
          const parcelId = String(target[key]);
          await payForContact(call, requester, target._id);
          const pendingOf = async () => {
            const rows = await requestsOf(requester);
            return rows.find((row) => row.biodataId === target._id)?.pending;
          };
          // Without the requester's e-mail, or with someone else's, the biodata names no request.
          expect((await approve(who.admin, {}, parcelId)).statusCode).toBe(404);
          const wrong = await approve(who.admin, { email: stranger.email }, parcelId);
          expect(wrong.statusCode).toBe(404);
          expect(await pendingOf()).toBe(true);

          const response = await approve(who.admin, { email: requester.email }, parcelId);
          expect(response.statusCode, response.body).toBe(200);
          expect(response.json()).toEqual({ success: true, message: 'Contact request approved.' });
          expect(await pendingOf()).toBe(false);
        }
      });
    });

    it('shows the requester the mobile and e-mail once approved', async () => {
      const response = await parcels(who.customer);
      expect(response.json()).toEqual([
        expect.objectContaining({
          _id: requestId,
          pending: false,
          mobile: OWNER_MOBILE,
          email: who.owner.email,
        }),
      ]);
    });

    it("shows the approved requester the contact on the biodata's details too", async () => {
      const response = await call('GET', `/api/details/${biodata._id}`, who.customer);
      expect(response.json()).toMatchObject({
        mobile: OWNER_MOBILE,
        contactEmail: who.owner.email,
      });
      // The other member's request is still pending: no contact for them.
      const other = await call('GET', `/api/details/${biodata._id}`, who.other);
      expect(other.json()).not.toHaveProperty('mobile');
    });

    it("lets an admin read a member's requests", async () => {
      const response = await parcels(who.admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(1);
    });
  });

  describe('GET /api/parcels/allData', () => {
    it('refuses anonymous callers, customers and premium members', async () => {
      expect((await call('GET', '/api/parcels/allData')).statusCode).toBe(401);
      for (const account of [who.customer, who.other, who.premium]) {
        expect((await call('GET', '/api/parcels/allData', account)).statusCode).toBe(403);
      }
    });

    it("lists every request with the requester's e-mail for admins, pending first", async () => {
      const response = await call('GET', '/api/parcels/allData', who.admin);
      expect(response.statusCode).toBe(200);
      const list = response.json() as { email: string; pending: boolean; addid: number }[];
      expect(list).toHaveLength(3);
      expect(list.map((item) => item.pending)).toEqual([true, true, false]);
      expect(list[2]).toEqual({
        _id: expect.any(String),
        parcelId: biodata._id,
        addid: biodata.addid,
        name: 'Sadia Islam',
        email: who.customer.email,
        pending: false,
        createdAt: expect.any(String),
      });
      expect(response.body).not.toContain(OWNER_MOBILE);
    });
  });

  describe('DELETE /api/deleteBuyData/{parcelId}', () => {
    const remove = (account: TestAccount | undefined, id: string) =>
      call('DELETE', `/api/deleteBuyData/${id}`, account);

    it('refuses anonymous callers with a 401', async () => {
      const [request] = await requestsOf(who.customer);
      expect((await remove(undefined, request!.id)).statusCode).toBe(401);
    });

    it('refuses deleting a pending request with a 409 and keeps it', async () => {
      const [pending] = await requestsOf(who.other);
      const response = await remove(who.other, pending!.id);
      expect(response.statusCode).toBe(409);
      expect(await requestsOf(who.other)).toHaveLength(2);
    });

    it("refuses deleting another member's request (admins too) and keeps it", async () => {
      const [approved] = await requestsOf(who.customer);
      for (const account of [who.other, who.premium, who.admin, who.owner]) {
        expect((await remove(account, approved!.id)).statusCode).toBe(404);
      }
      expect(await requestsOf(who.customer)).toHaveLength(1);
    });

    it('deletes the caller’s own approved request', async () => {
      const [approved] = await requestsOf(who.customer);
      const response = await remove(who.customer, approved!.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'Contact request deleted.' });
      expect(await requestsOf(who.customer)).toHaveLength(0);
      // The payment stays on record.
      expect(await paymentsOf(who.customer)).toHaveLength(1);
      expect((await remove(who.customer, approved!.id)).statusCode).toBe(404);
      expect((await remove(who.customer, 'bad-id')).statusCode).toBe(400);
    });

    it('lets the member pay again for a biodata whose request they deleted', async () => {
      const requestId = await payForContact(call, who.customer, biodata._id);
      expect(requestId).toEqual(expect.any(String));
      expect(await requestsOf(who.customer)).toHaveLength(1);
    });
  });

  it('documents every call of this issue in the OpenAPI document', async () => {
    const document = (await call('GET', '/api/openapi.json')).json();
    const calls: [string, string][] = [
      ['/api/favourites', 'post'],
      ['/api/favourites/{email}', 'get'],
      ['/api/favourites/delete/{id}', 'delete'],
      ['/api/create-payment-intent', 'post'],
      ['/api/local-gateway/confirm', 'post'],
      ['/api/payments', 'post'],
      ['/api/parcels', 'get'],
      ['/api/parcels/allData', 'get'],
      ['/api/deleteBuyData/{parcelId}', 'delete'],
      ['/api/updateParcel/{parcelId}', 'put'],
      ['/api/request-premium/{email}', 'post'],
      ['/api/request-premium', 'get'],
      ['/api/makePremeum/update/{email}', 'put'],
    ];
    for (const [path, method] of calls) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.summary).toEqual(expect.any(String));
      expect(operation.security).toEqual([{ session: [] }]);
    }
  });
});
