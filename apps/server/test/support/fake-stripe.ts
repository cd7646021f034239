import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_SECRET_KEY = 'sk_test_fake0123456789';
export const FAKE_PUBLISHABLE_KEY = 'pk_test_fake0123456789';

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

export interface FakeStripe {
  port: number;
  intents: Map<string, FakeIntent>;
  /** Every request the fake received: method, path, form fields. */
  requests: { method: string; path: string; form: Record<string, string> }[];
  /** While true, every call answers 500 as a Stripe outage would. */
  isDown: boolean;
  /** What Stripe.js confirming the card does to the intent. */
  succeed(id: string): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
  response.end(JSON.stringify(body));
}

/**
 * A local fake of the two Stripe endpoints the adapter calls: create and retrieve a payment
 * intent (form-encoded requests, JSON answers, Stripe's error shape), behind the secret key.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  let counter = 0;
  const fake: FakeStripe = {
    port: 0,
    intents: new Map(),
    requests: [],
    isDown: false,
    succeed(id) {
      const intent = fake.intents.get(id);
      if (!intent) throw new Error(`no fake intent ${id}`);
      intent.status = 'succeeded';
    },
    close: async () => {},
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    fake.requests.push({ method: request.method ?? '', path: url.pathname, form });
    if (fake.isDown) {
      send(response, 500, { error: { type: 'api_error', message: 'Something went wrong.' } });
      return;
    }
    if (request.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) {
      send(response, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      });
      return;
    }
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      counter += 1;
      const id = `pi_fake${counter}${Date.now().toString(36)}`;
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
      );
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake${counter}`,
        metadata,
        allowed_payment_method_types: Object.entries(form)
          .filter(([key]) => key.startsWith('allowed_payment_method_types['))
          .map(([, value]) => value),
      };
      fake.intents.set(id, intent);
      send(response, 200, intent);
      return;
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && retrieve) {
      const id = decodeURIComponent(retrieve[1] ?? '');
      const intent = fake.intents.get(id);
      if (intent) send(response, 200, intent);
      else {
        send(response, 404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${id}'`,
            param: 'intent',
          },
        });
      }
      return;
    }
    send(response, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL.` },
    });
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
