import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';

/** Security headers with a CSP our own pages satisfy, and the rate limiter (per route). */
export const securityPlugin = fp<{ env: Env }>(async (app: FastifyInstance, { env }) => {
  // HTTPS-only directives apply when the public address is https; on plain http they would
  // break the app (e.g. opened by IP address on a local network).
  const isHttps = env.PUBLIC_URL?.startsWith('https:') ?? false;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Dialogs, toasts and the carousel set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Profile images are links people give (http or https), besides our own portraits.
        imgSrc: ["'self'", 'data:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
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
  await app.register(rateLimit, { global: false });
});
