import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../../src/app';

export interface RawAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json: () => unknown;
}

/**
 * Sends one request to the app listening on the loopback with its request target exactly as
 * given (dot segments, escapes, backslashes, an absolute URL), as a client other than a browser
 * can: app.inject() tidies the address before the app sees it.
 */
export function sendRaw(
  app: App,
  options: {
    method: string;
    target: string;
    headers?: Record<string, string>;
    body?: unknown;
  },
): Promise<RawAnswer> {
  const { port } = app.server.address() as AddressInfo;
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.target,
        agent: false,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...options.headers,
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({
            statusCode: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body,
            json: () => JSON.parse(body) as unknown,
          });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
