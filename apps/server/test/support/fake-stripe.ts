import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const FAKE_SECRET_KEY = 'sk_test_fake0123456789';
export const FAKE_PUBLISHABLE_KEY = 'pk_test_fake0123456789';
export const FAKE_WEBHOOK_SECRET = 'whsec_fake0123456789';

/** The settings of an app whose payments go to the fake at `port` (its webhook secret included). */
export function fakeStripeEnv(port: number): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: FAKE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(port),
    STRIPE_API_PROTOCOL: 'http',
  };
}

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  allowed_payment_method_types: string[];
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  currency: string;
  status: 'succeeded';
}

export interface FakeRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  /** The Idempotency-Key header, when the call sent one. */
  idempotencyKey: string | undefined;
}

export interface FakeStripe {
  port: number;
  intents: Map<string, FakeIntent>;
  refunds: Map<string, FakeRefund>;
  /** Every request the fake received: method, path, form fields, idempotency key. */
  requests: FakeRequest[];
  /** While true, every call answers 500 as a Stripe outage would. */
  isDown: boolean;
  /** Paths (e.g. '/v1/refunds') that answer 500 as if that part of Stripe were down. */
  downPaths: Set<string>;
  /**
   * How many of the next calls are carried out and then lose their answer (the connection is
   * cut), as when the network drops between Stripe and us.
   */
  answersToLose: number;
  /** What Stripe.js confirming the card does to the intent. */
  succeed(id: string): void;
  /** Forgets the idempotency keys answered so far, as Stripe does after 24 hours. */
  forgetIdempotencyKeys(): void;
  /** An intent created here directly (as by another tab, or an earlier release). */
  createIntent(input: { amount?: number; metadata: Record<string, string> }): FakeIntent;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

interface Answer {
  status: number;
  body: unknown;
}

function send(response: ServerResponse, { status, body }: Answer) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
  response.end(JSON.stringify(body));
}

const invalidRequest = (message: string, extra: Record<string, string> = {}): Answer => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, ...extra } },
});

/** The `prefix[key]` fields of a form-encoded body, as an object. */
function nested(form: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith(`${prefix}[`))
      .map(([key, value]) => [key.slice(prefix.length + 1, -1), value]),
  );
}

/**
 * A local fake of the Stripe endpoints the adapter calls: create and retrieve a payment intent,
 * create and list refunds (form-encoded requests, JSON answers, Stripe's error shape), behind the
 * secret key. Like Stripe, a POST with an Idempotency-Key already answered gets the same answer
 * again, and nothing is done twice.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  let counter = 0;
  const answered = new Map<string, Answer>();

  const fake: FakeStripe = {
    port: 0,
    intents: new Map(),
    refunds: new Map(),
    requests: [],
    isDown: false,
    downPaths: new Set(),
    answersToLose: 0,
    succeed(id) {
      const intent = fake.intents.get(id);
      if (!intent) throw new Error(`no fake intent ${id}`);
      intent.status = 'succeeded';
    },
    forgetIdempotencyKeys() {
      answered.clear();
    },
    createIntent({ amount = 500, metadata }) {
      counter += 1;
      const id = `pi_fake${counter}${Date.now().toString(36)}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount,
        currency: 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake${counter}`,
        metadata,
        allowed_payment_method_types: ['card'],
      };
      fake.intents.set(id, intent);
      return intent;
    },
    close: async () => {},
  };

  function createIntent(form: Record<string, string>): Answer {
    const intent = fake.createIntent({
      amount: Number(form.amount),
      metadata: nested(form, 'metadata'),
    });
    intent.currency = form.currency ?? '';
    intent.allowed_payment_method_types = Object.values(
      nested(form, 'allowed_payment_method_types'),
    );
    return { status: 200, body: intent };
  }

  function createRefund(form: Record<string, string>): Answer {
    const intent = fake.intents.get(form.payment_intent ?? '');
    if (!intent) {
      return invalidRequest(`No such payment_intent: '${form.payment_intent}'`, {
        code: 'resource_missing',
      });
    }
    if (intent.status !== 'succeeded') {
      return invalidRequest('This PaymentIntent does not have a successful charge to refund.');
    }
    if ([...fake.refunds.values()].some((refund) => refund.payment_intent === intent.id)) {
      return invalidRequest(`Charge for ${intent.id} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    }
    counter += 1;
    const refund: FakeRefund = {
      id: `re_fake${counter}${Date.now().toString(36)}`,
      object: 'refund',
      payment_intent: intent.id,
      amount: intent.amount,
      currency: intent.currency,
      status: 'succeeded',
    };
    fake.refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  function answer(method: string, url: URL, form: Record<string, string>): Answer {
    if (method === 'POST' && url.pathname === '/v1/payment_intents') return createIntent(form);
    if (method === 'POST' && url.pathname === '/v1/refunds') return createRefund(form);
    if (method === 'GET' && url.pathname === '/v1/refunds') {
      const intentId = url.searchParams.get('payment_intent');
      const data = [...fake.refunds.values()].filter(
        (refund) => intentId === null || refund.payment_intent === intentId,
      );
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/refunds' } };
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && retrieve) {
      const id = decodeURIComponent(retrieve[1] ?? '');
      const intent = fake.intents.get(id);
      if (intent) return { status: 200, body: intent };
      return {
        status: 404,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${id}'`,
            param: 'intent',
          },
        },
      };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL.` } },
    };
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? '';
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    fake.requests.push({ method, path: url.pathname, form, idempotencyKey });
    if (fake.isDown || fake.downPaths.has(url.pathname)) {
      send(response, {
        status: 500,
        body: { error: { type: 'api_error', message: 'Something went wrong.' } },
      });
      return;
    }
    if (request.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) {
      send(response, { ...invalidRequest('Invalid API Key provided.'), status: 401 });
      return;
    }
    const replayed = idempotencyKey && method === 'POST' ? answered.get(idempotencyKey) : undefined;
    const result = replayed ?? answer(method, url, form);
    if (idempotencyKey && method === 'POST' && !replayed && result.status < 500) {
      answered.set(idempotencyKey, result);
    }
    if (fake.answersToLose > 0) {
      fake.answersToLose -= 1;
      request.socket.destroy();
      return;
    }
    send(response, result);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.port = (server.address() as AddressInfo).port;
  fake.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return fake;
}

/**
 * A webhook event as Stripe posts it: the JSON body and its `Stripe-Signature` header, signed
 * with `secret` (the endpoint's signing secret) the way Stripe signs.
 */
export function signedEvent({
  type,
  object,
  secret = FAKE_WEBHOOK_SECRET,
}: {
  type: string;
  object: unknown;
  secret?: string;
}): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: `evt_fake${Math.random().toString(36).slice(2)}`,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
