import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicUrl, type Env } from '../config/env';
import { AppError } from '../lib/app-error';
import {
  createMemoryCounters,
  createRedisCounters,
  type AttemptCounters,
} from '../lib/attempt-counters';
import type { Redis } from 'ioredis';
import { closeRedisClient, connectRedisClient } from '../lib/redis';
import { isApiPath, normalisedPath } from '../lib/request-path';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters beside the rate limiter's (same store): sign-in failures, sign-up attempts. */
    attemptCounters: AttemptCounters;
    /** The Redis the counters live in (REDIS_URL); null without one. */
    redis: Redis | null;
  }
}

/**
 * The headers helmet sets for these options, worked out once by running helmet itself against a
 * response that records them: with static options they are the same for every request, and
 * helmet would otherwise rebuild them (CSP included) each time.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let isDone = false;
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
    isDone = true;
  });
  if (!isDone) throw new Error('helmet did not set its headers at once');
  return headers;
}

/**
 * Where the rate limiter keeps its counters: in Redis when REDIS_URL is set, so that every
 * instance counts together; else in this process's memory (one instance only). A check Redis
 * cannot answer in time is skipped, so the request goes through: an outage of Redis must not
 * stop sign-in (ADR 0009). The client is created once and closed with the app. The app's
 * own attempt counters live in the same store, under the same prefix.
 */
async function rateLimitStore(app: FastifyInstance, env: Env) {
  if (!env.REDIS_URL) {
    app.decorate('attemptCounters', createMemoryCounters());
    app.decorate('redis', null);
    return {};
  }
  const redis = await connectRedisClient(env.REDIS_URL, app.log);
  // Readiness (GET /api/health/ready) asks it too.
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await closeRedisClient(redis);
  });
  const nameSpace = `${env.REDIS_KEY_PREFIX}rate-limit:`;
  app.decorate('attemptCounters', createRedisCounters(redis, nameSpace));
  return { redis, nameSpace, skipOnError: true };
}

/**
 * Security headers with a CSP our own pages satisfy, the rate limiter (per route) and the attempt
 * counters beside it, one spelling per API address, and the cross-site check.
 */
export const securityPlugin = fp<{ env: Env }>(
  async (app: FastifyInstance, { env }) => {
    // HTTPS-only directives apply when the public address is https; on plain http they would
    // break the app (e.g. opened by IP address on a local network).
    const isHttps = env.PUBLIC_URL?.startsWith('https:') ?? false;
    // Stripe Elements (when Stripe is the payment gateway) loads its script and card frames from
    // Stripe and talks to its API (docs.stripe.com/security/guide#content-security-policy).
    const stripe = env.STRIPE_PUBLISHABLE_KEY
      ? {
          script: ['https://js.stripe.com'],
          frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
          connect: ['https://api.stripe.com'],
        }
      : { script: [], frame: [], connect: [] };
    const securityHeaders = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...stripe.script],
          // Dialogs, toasts and the carousel set inline styles.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Profile images are links people give (http or https), besides our own portraits.
          // blob: the photo a member is cropping, read from their own device (issue 22).
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...stripe.connect],
          frameSrc: ["'self'", ...stripe.frame],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Cross-origin isolation would block profile images hosted elsewhere.
      crossOriginEmbedderPolicy: false,
      hsts: isHttps,
    });
    // Every answer, errors and static files included; a route may still replace one (the media
    // routes set a stricter CSP for SVG).
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(securityHeaders);
      done();
    });
    await app.register(rateLimit, { global: false, ...(await rateLimitStore(app, env)) });

    // One spelling per API address. The router, Better Auth's URL parser and a proxy in front each
    // read dot segments, escapes, backslashes and absolute targets their own way, so a check keyed
    // on the raw address could be walked around (`/api/auth/callback/../sign-in/email`,
    // `/%61pi/users`, `POST http://host/api/users`). Any other spelling of an /api path is refused,
    // so that every check below and in the routes sees the path the handler serves.
    app.addHook('onRequest', async (request) => {
      const path = normalisedPath(request.url);
      const raw = request.url.split(/[?#]/, 1)[0];
      if (path !== raw && (isApiPath(path) || isApiPath(raw ?? ''))) {
        throw AppError.badRequest('The address is not valid.');
      }
    });

    // Cross-site request forgery: a browser always says where a state-changing request comes
    // from. Refuse those from another site (including sign-in, against login CSRF). Provider
    // callbacks are exempt: the auth library checks their state parameter itself. The raw path
    // is the canonical one here: the hook above refused every other spelling of an /api path.
    const trustedOrigins = new Set([publicUrl(env), ...env.TRUSTED_ORIGINS]);
    app.addHook('onRequest', async (request) => {
      const path = request.url.split(/[?#]/, 1)[0] ?? '';
      if (SAFE_METHODS.has(request.method) || !isApiPath(path)) return;
      if (path.startsWith('/api/auth/callback/')) return;
      const origin = request.headers.origin;
      const isCrossSite =
        request.headers['sec-fetch-site'] === 'cross-site' ||
        (origin !== undefined &&
          origin !== `${request.protocol}://${request.host}` &&
          !trustedOrigins.has(origin));
      if (isCrossSite) throw AppError.forbidden('Cross-site requests are not allowed.');
    });
  },
  { name: 'security' },
);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
