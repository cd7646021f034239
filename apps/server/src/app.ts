import { LISTING_PAGE_PATH } from '@bondhon/shared/constants';
import fastifyCompress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyBaseLogger, type FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { resolveAuthSecret } from './auth/auth-secret';
import { createAuth, federatedProviderOf } from './auth/create-auth';
import type { Env } from './config/env';
import type { Database } from './db/client';
import { LocalPaymentGateway } from './payments/local-gateway';
import { StripePaymentGateway } from './payments/stripe-gateway';
import { serializerCompiler } from './lib/compiled-serializer';
import { requestIdOf } from './lib/request-id';
import { AccessLog, logAbortedRequests, withRedactedRequests } from './lib/request-log';
import { WEB_DIST_DIR } from './paths';
import { authPlugin } from './plugins/auth';
import { blockedBiodatasPlugin } from './plugins/blocked-biodatas';
import { photoViewerPlugin } from './plugins/photo-viewer';
import { metricsPlugin } from './plugins/metrics';
import { readinessPlugin } from './plugins/readiness';
import { databasePlugin } from './plugins/database';
import { cacheControlPlugin } from './plugins/cache-control';
import { errorHandlerPlugin } from './plugins/error-handler';
import { jsonBodyPlugin } from './plugins/json-body';
import { publicCachePlugin } from './plugins/public-cache';
import { successfulWritesPlugin } from './plugins/successful-writes';
import { photoBucketOf } from './services/photos/photo-bucket';
import { openapiPlugin } from './plugins/openapi';
import { mailPlugin } from './plugins/mail';
import { moderationPlugin } from './plugins/moderation';
import { paymentsPlugin } from './plugins/payments';
import { securityPlugin } from './plugins/security';
import { webAppPlugin } from './plugins/web-app';
import { firstListingPhoto, photoPreloadLink } from './services/biodatas/listing-photo';
import { biodataRoutes } from './routes/api/biodatas';
import { configRoutes } from './routes/api/config';
import { contactRequestRoutes } from './routes/api/contact-requests';
import { favouriteRoutes } from './routes/api/favourites';
import { auditLogRoutes } from './routes/api/audit-log';
import { biodataDraftRoutes } from './routes/api/biodata-drafts';
import { biodataVisibilityRoutes } from './routes/api/biodata-visibility';
import { moderationRoutes } from './routes/api/moderation';
import { reportRoutes } from './routes/api/reports';
import { biodataDeletionRoutes } from './routes/api/biodata-deletion';
import { successStoryRoutes } from './routes/api/success-stories';
import { photoRoutes } from './routes/api/photos';
import { blockRoutes } from './routes/api/blocks';
import { matchRoutes } from './routes/api/matches';
import { healthRoutes } from './routes/api/health';
import { mailRoutes } from './routes/api/mail';
import { notificationRoutes } from './routes/api/notifications';
import { localGatewayRoutes } from './routes/api/local-gateway';
import { premiumRequestRoutes } from './routes/api/premium-requests';
import { stripeWebhookRoutes } from './routes/api/stripe-webhook';
import { userRoutes } from './routes/api/users';
import { mediaRoutes } from './routes/media';

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** The process's pino logger; without one the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  webDistDir?: string;
  /**
   * How often the payment reconciler runs (plugins/payments.ts), from the app's start; without
   * it, never on its own (tests call it when they mean to).
   */
  reconcileEveryMs?: number;
  /**
   * How often the mail worker looks for mail to send (plugins/mail.ts); without it, never on its
   * own (tests call `app.mail.deliverDue()` when they mean to).
   */
  deliverMailEveryMs?: number;
  /** The wait after a mail's first failed attempt (plugins/mail.ts); tests make it short. */
  mailRetryBaseMs?: number;
  /**
   * How often suspensions whose time is up are ended (plugins/moderation.ts); without it, never
   * on its own (tests end them when they mean to).
   */
  endSuspensionsEveryMs?: number;
}

/** Builds the app: external plugins, then ours, then routes. Listening is server.ts's job. */
export async function buildApp({
  env,
  database,
  logger,
  webDistDir = WEB_DIST_DIR,
  reconcileEveryMs,
  deliverMailEveryMs,
  mailRetryBaseMs,
  endSuspensionsEveryMs,
}: BuildAppOptions) {
  const app = Fastify({
    // One line a request, by its route pattern, never its raw address (lib/request-log.ts).
    ...(logger
      ? { loggerInstance: withRedactedRequests(logger), logController: new AccessLog() }
      : { logger: false }),
    trustProxy: env.TRUST_PROXY,
    // X-Request-Id when a proxy sent a safe one, else a new id (lib/request-id.ts).
    genReqId: requestIdOf,
    requestIdHeader: false,
    // While the app closes (after SIGTERM and the drain, server.ts), a request still arriving on
    // an open connection is answered as usual, with `Connection: close`, not refused with a 503:
    // its database is closed only once every request in flight has its answer (issue 23).
    return503OnClosing: false,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals (a malformed or over-long path segment) answer like every other
    // error, instead of Fastify's default body, which echoes the path and names Fastify's code.
    frameworkErrors: (_error, _request, reply: FastifyReply) =>
      reply.status(400).send({ code: 'BAD_REQUEST', message: 'The address is not valid.' }),
  }).withTypeProvider<ZodTypeProvider>();
  if (logger) logAbortedRequests(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Answers over 1 KB in brotli (a quick level: the CPU is the requests') or gzip, to a client
  // that accepts it (issue 23). Images and the build's precompressed files are left as they are.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    // Request bodies (small JSON, an image) are never inflated: our clients do not compress
    // them, and a compressed one is refused as malformed instead of growing past the body limit.
    globalDecompression: false,
  });
  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(cacheControlPlugin);
  await app.register(securityPlugin, { env });
  await app.register(openapiPlugin);
  await app.register(databasePlugin, { database });
  await app.register(readinessPlugin);
  await app.register(metricsPlugin, { env });
  await app.register(successfulWritesPlugin);
  await app.register(publicCachePlugin, { ttlMs: env.PUBLIC_CACHE_TTL_MS });
  const auth = createAuth({
    env,
    db: database.db,
    secret: await resolveAuthSecret({ db: database.db, configured: env.BETTER_AUTH_SECRET }),
    // The mail plugin is registered below; by the time a mail is queued it is there.
    onMailQueued: () => app.mail.wake(),
    ...(logger ? { logger: app.log } : {}),
  });
  await app.register(authPlugin, { auth, env });
  await app.register(blockedBiodatasPlugin, { env });
  await app.register(photoViewerPlugin, { env });
  await app.register(paymentsPlugin, { env, reconcileEveryMs });
  await app.register(mailPlugin, {
    env,
    deliverEveryMs: deliverMailEveryMs,
    retryBaseMs: mailRetryBaseMs,
  });
  await app.register(moderationPlugin, { env, everyMs: endSuspensionsEveryMs });
  app.decorate('photoBucket', photoBucketOf(env));
  const gateway = app.paymentGateway;

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(configRoutes, {
        federatedProvider: federatedProviderOf(env),
        payments: { gateway: gateway.name, publishableKey: gateway.publishableKey },
        requiresEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
        requiresAdminTwoFactor: env.REQUIRE_ADMIN_2FA,
      });
      await api.register(userRoutes);
      await api.register(biodataRoutes, {
        allDataPerMinute: env.ALL_DATA_RATE_LIMIT_PER_MINUTE,
        reviewMode: env.BIODATA_REVIEW,
      });
      await api.register(favouriteRoutes);
      await api.register(biodataDraftRoutes);
      await api.register(biodataVisibilityRoutes);
      await api.register(reportRoutes);
      await api.register(moderationRoutes);
      await api.register(biodataDeletionRoutes);
      await api.register(successStoryRoutes);
      await api.register(blockRoutes);
      await api.register(photoRoutes, {
        uploadsPerHour: env.PHOTO_UPLOAD_RATE_LIMIT_PER_HOUR,
        photoStore: env.PHOTO_STORE,
      });
      await api.register(auditLogRoutes);
      await api.register(matchRoutes);
      await api.register(contactRequestRoutes, {
        gateway,
        intentsPerMinute: env.PAYMENT_INTENT_RATE_LIMIT_PER_MINUTE,
      });
      await api.register(premiumRequestRoutes);
      await api.register(mailRoutes);
      await api.register(notificationRoutes);
      if (gateway instanceof LocalPaymentGateway) {
        await api.register(localGatewayRoutes, { gateway });
      }
      if (gateway instanceof StripePaymentGateway && env.STRIPE_WEBHOOK_SECRET) {
        await api.register(stripeWebhookRoutes, { gateway });
      }
    },
    { prefix: '/api' },
  );

  // Portraits and carousel slides, at the root (they are images, not API calls).
  await app.register(mediaRoutes);
  await app.register(webAppPlugin, {
    webDistDir,
    renderedPages: app.publicCache.renderedPages,
    pageLinks: {
      // The listing's largest paint on a phone is its first card's photo, which the browser
      // would otherwise ask for only once the app has drawn the card (ADR 0021).
      [LISTING_PAGE_PATH]: async () => {
        const photo = await app.publicCache.listingPhoto.get('first', () =>
          firstListingPhoto({ db: app.db, countsCache: app.publicCache.searchCounts }),
        );
        return photo ? photoPreloadLink(photo) : null;
      },
    },
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
