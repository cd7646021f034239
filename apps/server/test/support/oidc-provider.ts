import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const OIDC_CLIENT_ID = 'bondhon-test-client';
export const OIDC_CLIENT_SECRET = 'bondhon-test-client-secret-0123456789';

/** The e-mail the local provider reports for a login name typed on its sign-in page. */
export function federatedEmailOf(login: string): string {
  return `${login.toLowerCase()}@oidc.example.com`;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a local port, for tests of
 * federated sign-in. Its development login page accepts any login name; the account's e-mail is
 * derived from it. `redirectUri` is the app's callback, e.g. …/api/auth/callback/oidc.
 */
export async function startOidcProvider({
  redirectUris,
  port = 0,
}: {
  redirectUris: string[];
  port?: number;
}): Promise<{ issuer: string; close(): Promise<void> }> {
  // The issuer names its port, so the server listens first and the provider answers after.
  const handler: { callback?: ReturnType<Provider['callback']> } = {};
  const server = createServer((request, response) => handler.callback!(request, response));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'picture'],
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['bondhon-oidc-test-cookie-key'] },
    async findAccount(_context, sub) {
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: federatedEmailOf(sub),
            email_verified: true,
            name: `Federated ${sub}`,
          };
        },
      };
    },
  });

  handler.callback = provider.callback();

  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
