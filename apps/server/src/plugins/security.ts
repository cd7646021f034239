import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';

/** Security headers with a CSP our own pages satisfy, and the rate limiter (per route). */
export const securityPlugin = fp<{ env: Env }>(async (app: FastifyInstance, { env }) => {
  const isProduction = env.NODE_ENV === 'production';
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
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin isolation would block profile images hosted elsewhere.
    crossOriginEmbedderPolicy: false,
    hsts: isProduction,
  });
  await app.register(rateLimit, { global: false });
});
