import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicUrl, type Env } from '../config/env';
import { AppError } from '../lib/app-error';
import { closeRedisClient, connectRedisClient } from '../lib/redis';

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
 * stop sign-in (decision 0009). The client is created once and closed with the app.
 */
async function rateLimitStore(app: FastifyInstance, env: Env) {
  if (!env.REDIS_URL) return {};
  const redis = await connectRedisClient(env.REDIS_URL, app.log);
  app.addHook('onClose', async () => {
    await closeRedisClient(redis);
  });
  return { redis, nameSpace: `${env.REDIS_KEY_PREFIX}rate-limit:`, skipOnError: true };
}

/** Security headers with a CSP our own pages satisfy, and the rate limiter (per route). */
export const securityPlugin = fp<{ env: Env }>(async (app: FastifyInstance, { env }) => {
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
        imgSrc: ["'self'", 'data:', 'https:', 'http:'],
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
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(securityHeaders);
  });
  await app.register(rateLimit, { global: false, ...(await rateLimitStore(app, env)) });

  // Cross-site request forgery: a browser always says where a state-changing request comes
  // from. Refuse those from another site (including sign-in, against login CSRF). Provider
  // callbacks are exempt: the auth library checks their state parameter itself.
  const trustedOrigins = new Set([publicUrl(env), ...env.TRUSTED_ORIGINS]);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.url.startsWith('/api/auth/callback/')) return;
    const origin = request.headers.origin;
    const isCrossSite =
      request.headers['sec-fetch-site'] === 'cross-site' ||
      (origin !== undefined &&
        origin !== `${request.protocol}://${request.host}` &&
        !trustedOrigins.has(origin));
    if (isCrossSite) throw AppError.forbidden('Cross-site requests are not allowed.');
  });
});

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
