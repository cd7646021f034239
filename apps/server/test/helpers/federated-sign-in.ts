import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../src/app';
import { publicUrl, type Env } from '../../src/config/env';
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, startOidcProvider } from '../support/oidc-provider';
import { browserHeaders, sessionCookieOf } from './accounts';

/** The app's address in the federated tests: where the provider sends the browser back. */
export const FEDERATED_APP_URL = 'http://localhost:3000';

/**
 * A real OpenID Connect provider for this test file, running from before its app is built until
 * after: call it before useTestApp and hand that `env` (the app's address and the provider's
 * settings; OIDC_ISSUER is set once the provider listens). `extraEnv` joins them.
 */
export function useOidcProvider(extraEnv: Record<string, string> = {}) {
  const env: Record<string, string> = {
    PUBLIC_URL: FEDERATED_APP_URL,
    OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET,
    ...extraEnv,
  };
  let provider: Awaited<ReturnType<typeof startOidcProvider>> | undefined;
  beforeAll(async () => {
    provider = await startOidcProvider({
      redirectUris: [`${FEDERATED_APP_URL}/api/auth/callback/oidc`],
    });
    env.OIDC_ISSUER = provider.issuer;
  });
  afterAll(() => provider?.close());
  return {
    env,
    get issuer() {
      if (!provider) throw new Error('The provider starts in beforeAll: use it inside a test.');
      return provider.issuer;
    },
  };
}

/** A browser's cookie jar for one host: name → value. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(setCookies: string[]) {
    for (const cookie of setCookies) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, index).trim(), pair!.slice(index + 1));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Follows the provider's redirects and pages as a person would (log in as `login`, consent) until
 * it sends the browser back to `appUrl`: answers that address (the app's callback).
 */
export async function completeAtProvider(
  authorizationUrl: string,
  login: string,
  appUrl: string,
): Promise<URL> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let hop = 0; hop < 20; hop++) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response.headers.getSetCookie());
    init = {};
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(appUrl)) return next;
      url = next.href;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`unexpected page at ${url}: ${page.slice(0, 300)}`);
    url = new URL(action, url).href;
    const form = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
    );
    init = {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('too many redirects at the provider');
}

/**
 * Signs `login` in through the app's OpenID Connect provider (support/oidc-provider.ts) as a
 * browser does, the account made on the first sign-in: answers the session's Cookie header.
 */
export async function signInFederated(app: App, env: Env, login: string): Promise<string> {
  return sessionCookieOf((await federatedCallback(app, env, login)).headers['set-cookie']);
}

/** The app's answer to the provider's callback for `login` (its redirect and cookies). */
export async function federatedCallback(app: App, env: Env, login: string) {
  const appJar = new CookieJar();
  const start = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: browserHeaders(env),
    payload: { provider: 'oidc', callbackURL: '/signin' },
  });
  if (start.statusCode !== 200) {
    throw new Error(`federated sign-in failed: ${start.statusCode} ${start.body}`);
  }
  appJar.store(start.headers['set-cookie'] as string[]);
  const callback = await completeAtProvider(start.json().url, login, publicUrl(env));
  return app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: appJar.header() },
  });
}
