import {
  approveContactRequestInput,
  approveContactRequestParams,
  contactRequestIdParams,
  contactRequestListResponse,
  createPaymentIntentInput,
  createPaymentIntentResponse,
  type CreatePaymentIntentResponse,
  ownContactRequestsQuery,
  ownContactRequestsResponse,
  recordPaymentInput,
  recordPaymentResponse,
} from '@bondhon/shared/schemas/contact-requests';
import { actionResult } from '@bondhon/shared/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_PRICE_CENTS, CONTACT_PRICE_CURRENCY } from '@bondhon/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  requireAdmin,
  requireCaller,
  requireVerifiedEmail,
  requireOwnEmail,
  requireSelfOrAdmin,
} from '../../auth/caller';
import { AppError } from '../../lib/app-error';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { recordContactPayment } from '../../services/contact-payments/record-contact-payment';
import { startContactPayment } from '../../services/contact-payments/start-contact-payment';
import {
  approveContactRequest,
  deleteOwnContactRequest,
  listContactRequests,
  listOwnContactRequests,
} from '../../services/contact-requests';

const tags = ['contact requests'];
const security = [{ session: [] }];

const MESSAGES = {
  intentCreated: 'Payment intent created.',
  paymentUsed: 'This payment has already been used.',
  requestDeleted: 'Contact request deleted.',
  requestApproved: 'Contact request approved.',
  requestApprovedBefore: 'This contact request was already approved.',
  tooManyIntents: 'Too many payment attempts. Please wait a minute and try again.',
} as const;

/** Paid contact requests (DESIGN D7): the payment, the requester's list, the admins' approval. */
export const contactRequestRoutes: FastifyPluginAsyncZod<{
  gateway: PaymentGateway;
  /** Payment intents one member may ask for per minute. */
  intentsPerMinute: number;
}> = async (app, { gateway, intentsPerMinute }) => {
  // Per member, wherever they call from: each call may ask the gateway for an intent.
  const checkIntentRate = app.createRateLimit({
    max: intentsPerMinute,
    timeWindow: 60_000,
    keyGenerator: async (request) => `payment-intent:${(await request.getCaller())?.id}`,
  });
  const throttleIntents = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await checkIntentRate(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError('RATE_LIMITED', MESSAGES.tooManyIntents);
    }
  };

  app.post(
    '/create-payment-intent',
    {
      schema: {
        summary: "Start paying $5 (500 cents, USD) for a biodata's contact details",
        description:
          "`email` must be the caller's own; `parcelId` is the biodata's `_id` or `addid`. " +
          'Answers the intent to confirm in the browser (with the local gateway: POST ' +
          '/api/local-gateway/confirm; with Stripe: Stripe.js). A member has one open intent ' +
          'per biodata: asked again, the same intent is answered. 409 for one’s own biodata, ' +
          'for admins and premium members (who already see every contact) and when a request ' +
          `for this biodata exists; 404 for an unknown biodata; 429 after ${intentsPerMinute} ` +
          'calls a minute by one member; 403 EMAIL_NOT_VERIFIED where the server requires a ' +
          'confirmed address (ADR 0023).',
        tags,
        security,
        body: createPaymentIntentInput,
        response: { 200: createPaymentIntentResponse },
      },
    },
    async (request, reply) => {
      const caller = requireVerifiedEmail(
        request,
        await requireOwnEmail(request, request.body.email, 'You can only pay for yourself.'),
      );
      await throttleIntents(request, reply);
      const intent = await startContactPayment({
        db: app.db,
        gateway,
        caller,
        parcelId: request.body.parcelId,
      });
      const answer: CreatePaymentIntentResponse = {
        success: true,
        message: MESSAGES.intentCreated,
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amount: CONTACT_PRICE_CENTS,
        currency: CONTACT_PRICE_CURRENCY,
        gateway: gateway.name,
      };
      return answer;
    },
  );

  app.post(
    '/payments',
    {
      schema: {
        summary: 'Record a completed payment and its pending contact request',
        description:
          'The server retrieves the intent `transactionId` from the payment gateway and records ' +
          'the payment and a pending contact request (one transaction) only when it succeeded, ' +
          'for 500 cents USD, made by the caller for this biodata. Nothing else in the body is ' +
          'trusted. 201 with the new request’s id; the same intent again answers 200 with the ' +
          'same id and records nothing more. A second payment for a biodata already requested ' +
          'is refunded through the gateway: 200 with the existing request’s id and `refund`. ' +
          '400 for an unknown or foreign intent, 402 when it has not succeeded, 409 when the ' +
          'payment was used for a request since deleted.',
        tags,
        security,
        body: recordPaymentInput,
        response: { 200: recordPaymentResponse, 201: recordPaymentResponse },
      },
    },
    async (request, reply) => {
      const caller = await requireOwnEmail(
        request,
        request.body.email,
        'You can only record your own payments.',
      );
      const outcome = await recordContactPayment({
        db: app.db,
        gateway,
        caller,
        parcelId: request.body.parcelId,
        transactionId: request.body.transactionId,
      });
      switch (outcome.kind) {
        case 'created':
          // The owner's notification is in: its mail goes now, not at the next round.
          app.mail.wake();
          return reply.status(201).send({ insertedId: outcome.requestId });
        case 'recorded':
          return reply.status(200).send({ insertedId: outcome.requestId });
        case 'paidTwice':
          if (outcome.requestId) {
            return reply
              .status(200)
              .send({ insertedId: outcome.requestId, refund: outcome.refund });
          }
          throw AppError.conflict(MESSAGES.paymentUsed);
        case 'used':
          throw AppError.conflict(MESSAGES.paymentUsed);
      }
    },
  );

  app.get(
    '/parcels',
    {
      schema: {
        summary: "A user's contact requests, newest first (one's own, or anyone's for admins)",
        description: '`mobile` and `email` (the biodata’s) are present only once approved.',
        tags,
        security,
        querystring: ownContactRequestsQuery,
        response: { 200: ownContactRequestsResponse },
      },
    },
    async (request) => {
      await requireSelfOrAdmin(request, request.query.email);
      return listOwnContactRequests({ db: app.db, email: request.query.email });
    },
  );

  app.delete(
    '/deleteBuyData/:parcelId',
    {
      schema: {
        summary: 'Delete one of the caller’s own contact requests, once approved',
        description:
          "`parcelId` is the request's own `_id`. A pending request is 409; anyone else's " +
          '(admins’ too) is 404, and nothing is deleted.',
        tags,
        security,
        params: contactRequestIdParams,
        response: { 200: actionResult },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      await deleteOwnContactRequest({ db: app.db, caller, id: request.params.parcelId });
      return { success: true, message: MESSAGES.requestDeleted };
    },
  );

  app.get(
    '/parcels/allData',
    {
      schema: {
        summary: 'Every contact request, pending first, newest first (admins)',
        tags,
        security,
        response: { 200: contactRequestListResponse },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return listContactRequests({ db: app.db });
    },
  );

  app.put(
    '/updateParcel/:parcelId',
    {
      schema: {
        summary: 'Approve a contact request (admins); approving it again changes nothing',
        description:
          "`parcelId` is the request's own `_id` (`email`, when sent, must be the requester's), " +
          "or the biodata's `_id` or `addid` with the requester's `email`, as a client written " +
          'to the spec sends it.',
        tags,
        security,
        params: approveContactRequestParams,
        body: approveContactRequestInput.nullish(),
        response: { 200: actionResult },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { wasPending } = await approveContactRequest({
        db: app.db,
        admin,
        reference: request.params.parcelId,
        email: request.body?.email,
      });
      if (wasPending) app.mail.wake();
      return {
        success: true,
        message: wasPending ? MESSAGES.requestApproved : MESSAGES.requestApprovedBefore,
      };
    },
  );
};
