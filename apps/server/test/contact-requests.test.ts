import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
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

const OWNER_MOBILE = '+8801712345678';

describe('paid contact requests', () => {
  // The customer asks for many intents here, and each test signs up the members it changes; the
  // limits have tests of their own.
  const ctx = useTestApp({
    env: { PAYMENT_INTENT_RATE_LIMIT_PER_MINUTE: '1000', AUTH_RATE_LIMIT_PER_IP: '1000' },
  });
  const call = callerFor(ctx);
  // Callers and a biodata no test changes: refusals and reads only. Each test that pays, approves
  // or deletes signs up its own requester and pays for a biodata of its own (a member has one open
  // intent per biodata, ADR 0014), so no test reads a payment or request another test made.
  const who = {} as Record<'customer' | 'other' | 'premium' | 'admin' | 'owner', TestAccount>;
  let biodata: { _id: string; addid: number };

  beforeAll(async () => {
    for (const name of ['customer', 'other', 'premium', 'admin', 'owner'] as const) {
      who[name] = await signUp(ctx.app, ctx.env, { name: `Test ${name}` });
    }
    await setStanding(ctx.app, who.premium, { person: 'premium' });
    await setStanding(ctx.app, who.admin, { role: 'admin' });
    biodata = await createBiodata(call, who.owner, { name: 'Sadia Islam', mobile: '01712345678' });
  });

  const newMember = (name = 'Test requester') => signUp(ctx.app, ctx.env, { name });

  /** A biodata of a new owner's ('Sadia Islam', with OWNER_MOBILE), with that owner. */
  async function newBiodata() {
    const owner = await signUp(ctx.app, ctx.env, { name: 'Another Owner' });
    const created = await createBiodata(call, owner, {
      name: 'Sadia Islam',
      mobile: '01712345678',
    });
    return { ...created, owner };
  }

  const approveAs = (admin: TestAccount, requestId: string, email: string) =>
    call('PUT', `/api/updateParcel/${requestId}`, admin, { email });

  /** A new member's paid, pending request for a new biodata. */
  async function pendingRequest() {
    const requester = await newMember();
    const target = await newBiodata();
    const requestId = await payForContact(call, requester, target._id);
    return { requester, target, requestId };
  }

  /** A new member's paid request for a new biodata, approved by an admin. */
  async function approvedRequest() {
    const arranged = await pendingRequest();
    const approved = await approveAs(who.admin, arranged.requestId, arranged.requester.email);
    expect(approved.statusCode, approved.body).toBe(200);
    return arranged;
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
      const payer = await newMember();
      const target = await newBiodata();
      for (const parcelId of [target._id, target.addid]) {
        const response = await call('POST', '/api/create-payment-intent', payer, {
          parcelId,
          email: payer.email,
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
          metadata: { userId: payer.id, biodataId: target._id },
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
      const payer = await newMember();
      const { clientSecret } = await startPayment(call, payer, biodata._id);
      expect((await confirmCard(call, undefined, clientSecret)).statusCode).toBe(401);
    });

    it("refuses confirming another member's intent, which stays unpaid", async () => {
      const payer = await newMember();
      const { clientSecret, paymentIntentId } = await startPayment(call, payer, biodata._id);
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
      const payer = await newMember();
      const { _id: biodataId } = await newBiodata();
      const { paymentIntentId, clientSecret } = await startPayment(call, payer, biodataId);
      await confirmCard(call, payer, clientSecret);
      const response = await record(undefined, paymentBody(payer, biodataId, paymentIntentId));
      expect(response.statusCode).toBe(401);
      expect(await paymentsOf(payer)).toHaveLength(0);
    });

    it('records nothing for a made-up transaction id', async () => {
      const payer = await newMember();
      for (const transactionId of ['pi_madeup123456', 'tx-12345', `pi_${'0'.repeat(24)}`]) {
        const response = await record(payer, paymentBody(payer, biodata._id, transactionId));
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('No payment has this transaction id.');
      }
      expect(await paymentsOf(payer)).toHaveLength(0);
      expect(await requestsOf(payer)).toHaveLength(0);
    });

    it('records nothing for an intent that was never paid', async () => {
      const payer = await newMember();
      const { _id: biodataId } = await newBiodata();
      const { paymentIntentId } = await startPayment(call, payer, biodataId);
      const response = await record(payer, paymentBody(payer, biodataId, paymentIntentId));
      expect(response.statusCode).toBe(402);
      expect(response.json().code).toBe('CARD_DECLINED');
      expect(await paymentsOf(payer)).toHaveLength(0);
    });

    it('records nothing after a declined card', async () => {
      const payer = await newMember();
      const { _id: biodataId } = await newBiodata();
      const { paymentIntentId, clientSecret } = await startPayment(call, payer, biodataId);
      const declined = await confirmCard(call, payer, clientSecret, DECLINED_CARD);
      expect(declined.statusCode).toBe(402);
      expect(declined.json()).toMatchObject({
        code: 'CARD_DECLINED',
        message: 'Your card was declined.',
      });
      const response = await record(payer, paymentBody(payer, biodataId, paymentIntentId));
      expect(response.statusCode).toBe(402);
      expect(await paymentsOf(payer)).toHaveLength(0);
      expect(await requestsOf(payer)).toHaveLength(0);
    });

    it("records nothing when someone claims another member's paid intent", async () => {
      const payer = await newMember();
      const claimer = await newMember('Test claimer');
      const { _id: biodataId } = await newBiodata();
      const { paymentIntentId, clientSecret } = await startPayment(call, payer, biodataId);
      expect((await confirmCard(call, payer, clientSecret)).statusCode).toBe(200);
      const response = await record(claimer, paymentBody(claimer, biodataId, paymentIntentId));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('This payment was not made by you.');
      const forged = await record(claimer, paymentBody(payer, biodataId, paymentIntentId));
      expect(forged.statusCode).toBe(403);
      expect(await paymentsOf(claimer)).toHaveLength(0);
      expect(await paymentsOf(payer)).toHaveLength(0);
    });

    it('records nothing when a paid intent is claimed for another biodata', async () => {
      const payer = await newMember();
      const { _id: biodataId } = await newBiodata();
      const { paymentIntentId, clientSecret } = await startPayment(call, payer, biodataId);
      await confirmCard(call, payer, clientSecret);
      const response = await record(payer, paymentBody(payer, biodata._id, paymentIntentId));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('This payment is not for this biodata.');
      expect(await paymentsOf(payer)).toHaveLength(0);
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
      const payer = await newMember();
      const target = await newBiodata();
      const { paymentIntentId, clientSecret } = await startPayment(call, payer, target.addid);
      expect((await confirmCard(call, payer, clientSecret)).statusCode).toBe(200);
      // The body's amount is never trusted: the gateway says what was paid.
      const body = { ...paymentBody(payer, target.addid, paymentIntentId), amount: 1 };
      const first = await record(payer, body);
      expect(first.statusCode).toBe(201);
      const { insertedId } = first.json();
      const second = await record(payer, body);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual({ insertedId });

      const paid = await paymentsOf(payer);
      expect(paid).toHaveLength(1);
      expect(paid[0]).toMatchObject({
        gateway: 'local',
        intentId: paymentIntentId,
        biodataId: target._id,
        amount: 500,
        currency: 'usd',
        status: 'succeeded',
      });
      const requests = await requestsOf(payer);
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({
        id: insertedId,
        biodataId: target._id,
        paymentId: paid[0]!.id,
        pending: true,
      });
    });

    it('refuses a new intent once a request for that biodata exists', async () => {
      const { requester, target } = await pendingRequest();
      const response = await call('POST', '/api/create-payment-intent', requester, {
        parcelId: target._id,
        email: requester.email,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/already requested/);
    });

    it('keeps one payment and one request when the same payment is submitted at once', async () => {
      const payer = await newMember();
      const { _id: biodataId } = await newBiodata();
      const { paymentIntentId, clientSecret } = await startPayment(call, payer, biodataId);
      await confirmCard(call, payer, clientSecret);
      const body = paymentBody(payer, biodataId, paymentIntentId);
      const responses = await Promise.all(Array.from({ length: 4 }, () => record(payer, body)));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 201]);
      const ids = new Set(responses.map((response) => response.json().insertedId));
      expect(ids.size).toBe(1);
      expect(await paymentsOf(payer)).toHaveLength(1);
      expect(await requestsOf(payer)).toHaveLength(1);
    });

    it('never makes a second request from a second payment for the same biodata, and refunds it', async () => {
      const payer = await newMember();
      const { _id: biodataId } = await newBiodata();
      // Two intents paid for one biodata (made before intents were reused, or by a race).
      const first = await startPayment(call, payer, biodataId);
      const second = await new LocalPaymentGateway(ctx.app.db).createIntent({
        amount: 500,
        currency: 'usd',
        metadata: { userId: payer.id, biodataId },
      });
      await confirmCard(call, payer, first.clientSecret);
      await confirmCard(call, payer, second.clientSecret);
      const recorded = await record(payer, paymentBody(payer, biodataId, first.paymentIntentId));
      expect(recorded.statusCode).toBe(201);
      const again = await record(payer, paymentBody(payer, biodataId, second.id));
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({
        insertedId: recorded.json().insertedId,
        refund: { status: 'refunded', amount: 500, currency: 'usd' },
      });
      expect(await requestsOf(payer)).toHaveLength(1);
    });
  });

  describe('GET /api/parcels?email=, approval, and what the requester then sees', () => {
    const parcels = (account: TestAccount | undefined, email: string) =>
      call('GET', `/api/parcels?email=${encodeURIComponent(email)}`, account);

    it('refuses anonymous callers with a 401', async () => {
      expect((await parcels(undefined, who.customer.email)).statusCode).toBe(401);
    });

    it("refuses another customer and a premium member reading someone's requests", async () => {
      const { requester } = await pendingRequest();
      expect((await parcels(who.other, requester.email)).statusCode).toBe(403);
      expect((await parcels(who.premium, requester.email)).statusCode).toBe(403);
    });

    it('lists a pending request without the mobile and email keys at all', async () => {
      const { requester, target, requestId } = await pendingRequest();
      const response = await parcels(requester, requester.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          _id: requestId,
          parcelId: target._id,
          addid: target.addid,
          name: 'Sadia Islam',
          pending: true,
          createdAt: expect.any(String),
        },
      ]);
      expect(response.body).not.toContain(OWNER_MOBILE);
      expect(response.body).not.toContain(target.owner.email);
    });

    it('answers 400 without an e-mail', async () => {
      expect((await call('GET', '/api/parcels', who.customer)).statusCode).toBe(400);
    });

    describe('PUT /api/updateParcel/{parcelId}', () => {
      const approve = (
        account: TestAccount | undefined,
        id: string,
        body?: Record<string, unknown>,
      ) => call('PUT', `/api/updateParcel/${id}`, account, body);

      it('refuses anonymous callers, customers and premium members', async () => {
        const { requester, requestId } = await pendingRequest();
        const body = { email: requester.email };
        expect((await approve(undefined, requestId, body)).statusCode).toBe(401);
        for (const account of [requester, who.other, who.premium]) {
          expect((await approve(account, requestId, body)).statusCode).toBe(403);
        }
        const [request] = await requestsOf(requester);
        expect(request?.pending).toBe(true);
      });

      it("refuses an e-mail that is not the requester's, 404 for an unknown request", async () => {
        const { requester, requestId } = await pendingRequest();
        const wrong = await approve(who.admin, requestId, { email: who.other.email });
        expect(wrong.statusCode).toBe(400);
        expect((await approve(who.admin, randomUUID(), {})).statusCode).toBe(404);
        expect((await approve(who.admin, 'nope', {})).statusCode).toBe(400);
        const [request] = await requestsOf(requester);
        expect(request?.pending).toBe(true);
      });

      it('approves for an admin, recording who and when; approving again changes nothing', async () => {
        const { requester, requestId } = await pendingRequest();
        const response = await approve(who.admin, requestId, { email: requester.email });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true, message: 'Contact request approved.' });
        const [approved] = await requestsOf(requester);
        expect(approved).toMatchObject({ pending: false, approvedBy: who.admin.id });
        expect(approved?.approvedAt).toBeInstanceOf(Date);

        const again = await approve(who.admin, requestId);
        expect(again.statusCode).toBe(200);
        expect(again.json().success).toBe(true);
        const [still] = await requestsOf(requester);
        expect(still?.approvedAt).toEqual(approved?.approvedAt);
        expect(await requestsOf(requester)).toHaveLength(1);
      });

      it("approves by the biodata's _id or addid with the requester's e-mail, as the spec's client sends it", async () => {
        const requester = await newMember('Spec Client Requester');
        const stranger = await newMember('Spec Client Stranger');
        for (const key of ['_id', 'addid'] as const) {
          const target = await newBiodata();
          const parcelId = String(target[key]);
          await payForContact(call, requester, target._id);
          const pendingOf = async () => {
            const rows = await requestsOf(requester);
            return rows.find((row) => row.biodataId === target._id)?.pending;
          };
          // Without the requester's e-mail, or with someone else's, the biodata names no request.
          expect((await approve(who.admin, parcelId, {})).statusCode).toBe(404);
          const wrong = await approve(who.admin, parcelId, { email: stranger.email });
          expect(wrong.statusCode).toBe(404);
          expect(await pendingOf()).toBe(true);

          const response = await approve(who.admin, parcelId, { email: requester.email });
          expect(response.statusCode, response.body).toBe(200);
          expect(response.json()).toEqual({ success: true, message: 'Contact request approved.' });
          expect(await pendingOf()).toBe(false);
        }
      });
    });

    it('shows the requester the mobile and e-mail once approved', async () => {
      const { requester, target, requestId } = await approvedRequest();
      const response = await parcels(requester, requester.email);
      expect(response.json()).toEqual([
        expect.objectContaining({
          _id: requestId,
          pending: false,
          mobile: OWNER_MOBILE,
          email: target.owner.email,
        }),
      ]);
    });

    it("shows the approved requester the contact on the biodata's details too", async () => {
      const { requester, target } = await approvedRequest();
      const waiting = await newMember('Test waiting requester');
      await payForContact(call, waiting, target._id);

      const response = await call('GET', `/api/details/${target._id}`, requester);
      expect(response.json()).toMatchObject({
        mobile: OWNER_MOBILE,
        contactEmail: target.owner.email,
      });
      // The other member's request is still pending: no contact for them.
      const other = await call('GET', `/api/details/${target._id}`, waiting);
      expect(other.json()).not.toHaveProperty('mobile');
    });

    it("lets an admin read a member's requests", async () => {
      const { requester } = await pendingRequest();
      const response = await parcels(who.admin, requester.email);
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
      const approved = await approvedRequest();
      const waiting = await pendingRequest();

      const response = await call('GET', '/api/parcels/allData', who.admin);
      expect(response.statusCode).toBe(200);
      const list = response.json() as { email: string; pending: boolean; addid: number }[];
      const pendingFlags = list.map((item) => item.pending);
      expect(pendingFlags).toEqual([...pendingFlags].sort((a, b) => Number(b) - Number(a)));
      const indexOf = (account: TestAccount) =>
        list.findIndex((item) => item.email === account.email);
      expect(indexOf(waiting.requester)).toBeGreaterThanOrEqual(0);
      expect(indexOf(waiting.requester)).toBeLessThan(indexOf(approved.requester));
      expect(list[indexOf(approved.requester)]).toEqual({
        _id: approved.requestId,
        parcelId: approved.target._id,
        addid: approved.target.addid,
        name: 'Sadia Islam',
        email: approved.requester.email,
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
      const { requester, requestId } = await approvedRequest();
      expect((await remove(undefined, requestId)).statusCode).toBe(401);
      expect(await requestsOf(requester)).toHaveLength(1);
    });

    it('refuses deleting a pending request with a 409 and keeps it', async () => {
      const { requester, requestId } = await pendingRequest();
      const response = await remove(requester, requestId);
      expect(response.statusCode).toBe(409);
      expect(await requestsOf(requester)).toHaveLength(1);
    });

    it("refuses deleting another member's request (admins too) and keeps it", async () => {
      const { requester, target, requestId } = await approvedRequest();
      for (const account of [who.other, who.premium, who.admin, target.owner]) {
        expect((await remove(account, requestId)).statusCode).toBe(404);
      }
      expect(await requestsOf(requester)).toHaveLength(1);
    });

    it('deletes the caller’s own approved request', async () => {
      const { requester, requestId } = await approvedRequest();
      const response = await remove(requester, requestId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'Contact request deleted.' });
      expect(await requestsOf(requester)).toHaveLength(0);
      // The payment stays on record.
      expect(await paymentsOf(requester)).toHaveLength(1);
      expect((await remove(requester, requestId)).statusCode).toBe(404);
      expect((await remove(requester, 'bad-id')).statusCode).toBe(400);
    });

    it('lets the member pay again for a biodata whose request they deleted', async () => {
      const { requester, target, requestId } = await approvedRequest();
      expect((await remove(requester, requestId)).statusCode).toBe(200);

      const newRequestId = await payForContact(call, requester, target._id);
      expect(newRequestId).toEqual(expect.any(String));
      expect(newRequestId).not.toBe(requestId);
      expect(await requestsOf(requester)).toHaveLength(1);
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
