import { signInInput, signUpInput } from '@bondhon/shared/schemas/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { Caller } from '../auth/caller';
import { createCallerLookup, createSessionTokenReader } from '../auth/session-lookup';
import { AUTH_BASE_PATH, type Auth } from '../auth/create-auth';
import type { Env } from '../config/env';
import { AppError, fieldErrorsOf } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
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

const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a little and try again.';

/**
 * Mounts Better Auth under /api/auth, validates sign-up and sign-in bodies with the shared
 * schemas, throttles both per IP and per e-mail, and gives every request `getCaller()`.
 */
export const authPlugin = fp<{ auth: Auth; env: Env }>(
  async (app: FastifyInstance, { auth, env }) => {
    app.decorate('auth', auth);

    const context = await auth.$context;
    const readSessionToken = createSessionTokenReader({
      cookieName: context.authCookies.sessionToken.name,
      secret: context.secret,
    });
    const lookUpCaller = createCallerLookup(app.db);
    app.decorateRequest('sessionToken', function (this: FastifyRequest) {
      return readSessionToken(this.headers.cookie);
    });
    app.decorateRequest('getCaller', function (this: FastifyRequest) {
      const memo = this as FastifyRequest & { callerPromise?: Promise<Caller | null> };
      memo.callerPromise ??= lookUpCaller(this.sessionToken());
      return memo.callerPromise;
    });

    const handleAuth = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      const body =
        !hasBody || request.body === undefined
          ? undefined
          : typeof request.body === 'string'
            ? request.body
            : JSON.stringify(request.body);
      const response = await auth.handler(
        new Request(url, { method: request.method, headers: toHeaders(request), body }),
      );
      // Better Auth answers some failures itself (its session lookup: a 500). When the database
      // is what failed, say so as every other call does: 503, try again.
      if (response.status >= 500 && !(await app.database.ping())) throw AppError.unavailable();
      return sendFetchResponse(reply, response);
    };

    // Two independent counters on sign-up and sign-in: per IP address (a minute) and per e-mail
    // (15 minutes, whichever address the attempts come from). Stored where the rate-limit plugin
    // keeps its counters, so every instance counts together when that store is shared.
    const checkIp = app.createRateLimit({
      max: env.AUTH_RATE_LIMIT_PER_IP,
      timeWindow: 60_000,
      keyGenerator: (request) => `auth-ip:${request.ip}`,
    });
    const checkEmail = app.createRateLimit({
      max: env.AUTH_RATE_LIMIT_PER_EMAIL,
      timeWindow: 15 * 60_000,
      keyGenerator: (request) => `auth-email:${(request.body as { email: string }).email}`,
    });
    const throttle = async (request: FastifyRequest, reply: FastifyReply) => {
      for (const check of [checkIp, checkEmail]) {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', String(result.ttlInSeconds));
          throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
        }
      }
    };

    const validated = (schema: z.ZodType) => async (request: FastifyRequest) => {
      const result = schema.safeParse(request.body ?? {});
      if (!result.success) throw AppError.validation(fieldErrorsOf(result.error));
      request.body = result.data;
    };

    await app.register(async (scope) => {
      // Providers may post their answers as forms; Better Auth reads the raw body.
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => done(null, body),
      );
      const schemaHidden = { schema: { hide: true } };
      scope.post(`${AUTH_BASE_PATH}/sign-up/email`, {
        ...schemaHidden,
        preHandler: [validated(signUpInput), throttle],
        handler: handleAuth,
      });
      scope.post(`${AUTH_BASE_PATH}/sign-in/email`, {
        ...schemaHidden,
        preHandler: [validated(signInInput), throttle],
        handler: handleAuth,
      });
      scope.route({
        method: ['GET', 'POST'],
        url: `${AUTH_BASE_PATH}/*`,
        ...schemaHidden,
        handler: handleAuth,
      });
    });
  },
  { name: 'auth', dependencies: ['@fastify/rate-limit', 'database'] },
);
