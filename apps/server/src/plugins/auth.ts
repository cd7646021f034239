import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bindAuthRequest } from '../auth/auth-hooks';
import { requireOwnPhoto } from '../services/photos/photo-store';
import type { Caller } from '../auth/caller';
import {
  createCallerLookup,
  createSessionCheck,
  createSessionTokenReader,
} from '../auth/session-lookup';
import { AUTH_BASE_PATH, type Auth } from '../auth/create-auth';
import { expiredSessionCookies } from '../auth/session-cookies';
import {
  createSignInThrottle,
  throttleLimitsOf,
  type SignInThrottle,
} from '../auth/sign-in-throttle';
import type { Env } from '../config/env';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** The sign-in failure counters, for our own calls that check a password too. */
    signInThrottle: SignInThrottle;
    /** Set-Cookie values that remove a browser's session cookies (after closing the account). */
    expiredSessionCookies: readonly string[];
  }
}

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, String(value));
  }
  return headers;
}

/** Copies a Fetch response (every Set-Cookie included) onto the Fastify reply. */
async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  return reply.send(body);
}

/**
 * Mounts Better Auth under /api/auth, handing it each request with the caller's address and the
 * sign-in throttle (its hooks validate, throttle and check passwords: auth-hooks.ts), and gives
 * every request `getCaller()`.
 */
export const authPlugin = fp<{ auth: Auth; env: Env }>(
  async (app: FastifyInstance, { auth, env }) => {
    app.decorate('auth', auth);
    app.decorate('requiresEmailVerification', env.REQUIRE_EMAIL_VERIFICATION);
    app.decorate('requiresAdminTwoFactor', env.REQUIRE_ADMIN_2FA);

    const context = await auth.$context;
    const readSessionToken = createSessionTokenReader({
      cookieName: context.authCookies.sessionToken.name,
      secret: context.secret,
    });
    const lookUpCaller = createCallerLookup(app.db, { adminNeedsTwoFactor: env.REQUIRE_ADMIN_2FA });
    app.decorateRequest('sessionToken', function (this: FastifyRequest) {
      return readSessionToken(this.headers.cookie);
    });
    app.decorateRequest('getCaller', function (this: FastifyRequest) {
      const memo = this as FastifyRequest & { callerPromise?: Promise<Caller | null> };
      memo.callerPromise ??= lookUpCaller(this.sessionToken());
      return memo.callerPromise;
    });
    const sessionCheck = createSessionCheck(app.db, { ttlMs: env.PUBLIC_CACHE_TTL_MS });
    app.decorateRequest('hasLiveSession', function (this: FastifyRequest) {
      return sessionCheck.isLive(this.sessionToken());
    });
    // A sign-out, a revoked session or a closed account, on this instance, counts at once.
    app.afterSuccessfulWrite(() => sessionCheck.forget());

    // Counted in the rate-limit store (Redis when configured), so every instance counts together.
    const throttle = createSignInThrottle(app.attemptCounters, throttleLimitsOf(env));
    app.decorate('signInThrottle', throttle);
    app.decorate('expiredSessionCookies', expiredSessionCookies(context.authCookies));

    const handleAuth = async (request: FastifyRequest, reply: FastifyReply) => {
      // The security plugin has refused every spelling of an /api address but the canonical one,
      // so Better Auth routes the very path Fastify did.
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      const body =
        !hasBody || request.body === undefined
          ? undefined
          : typeof request.body === 'string'
            ? request.body
            : JSON.stringify(request.body);
      const authRequest = new Request(url, {
        method: request.method,
        headers: toHeaders(request),
        body,
      });
      bindAuthRequest(authRequest, { ip: request.ip, throttle });
      const response = await auth.handler(authRequest);
      // Better Auth answers some failures itself (its session lookup: a 500). When the database
      // is what failed, say so as every other call does: 503, try again.
      if (response.status >= 500 && !(await app.database.ping())) throw AppError.unavailable();
      return sendFetchResponse(reply, response);
    };

    await app.register(async (scope) => {
      // Providers may post their answers as forms; Better Auth reads the raw body.
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => done(null, body),
      );
      const schemaHidden = { schema: { hide: true } };
      // Named in the route table (the API's own list of calls); their checks run inside Better
      // Auth, where every call that reaches its sign-up or sign-in ends up.
      scope.post(`${AUTH_BASE_PATH}/sign-up/email`, { ...schemaHidden, handler: handleAuth });
      scope.post(`${AUTH_BASE_PATH}/sign-in/email`, { ...schemaHidden, handler: handleAuth });
      // A member's photo may be a photo they uploaded, never another member's (ADR 0040).
      scope.post(`${AUTH_BASE_PATH}/update-user`, {
        ...schemaHidden,
        handler: async (request, reply) => {
          // Who asks first (as Better Auth would), then what they send.
          const caller = await request.getCaller();
          if (!caller) throw AppError.unauthenticated();
          const image = (request.body as { image?: unknown } | undefined)?.image;
          if (typeof image === 'string') await requireOwnPhoto(app.db, caller.id, image, 'image');
          return handleAuth(request, reply);
        },
      });
      scope.route({
        method: ['GET', 'POST'],
        url: `${AUTH_BASE_PATH}/*`,
        ...schemaHidden,
        handler: handleAuth,
      });
    });
  },
  { name: 'auth', dependencies: ['security', 'database', 'successful-writes'] },
);
