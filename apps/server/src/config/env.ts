import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { BIODATA_REVIEW_MODES } from '@bondhon/shared/schemas/moderation';
import { DEFAULT_POOL_SIZE } from '../db/pool-size';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const optionalText = z.string().trim().min(1).optional();

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** The address people use to reach the app; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A PostgreSQL server; when unset the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(DEFAULT_POOL_SIZE),
  /** Demo biodatas and accounts on an empty database; default: on the embedded one only. */
  SEED_DEMO: booleanFlag.optional(),
  SEED_DEMO_BIODATAS: z.coerce.number().int().min(0).max(10_000).default(36),
  /** Behind a reverse proxy: trust its X-Forwarded-* headers (else a caller could fake its IP). */
  TRUST_PROXY: booleanFlag.default(false),

  /** Signs session cookies; at least 32 characters. When unset, one is generated and kept in the database. */
  BETTER_AUTH_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** Extra origins allowed to call the auth endpoints (comma-separated), e.g. a dev server. */
  TRUSTED_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean)
        : [],
    ),
  /**
   * The sign-in throttle counts failures (a success clears that e-mail's), in the rate-limit
   * store: per IP address a minute (sign-up attempts too), per address and e-mail in 15 minutes
   * (tight: one guesser at one account), per e-mail from all addresses in 15 minutes (loose, so
   * that a stranger cannot lock the owner out cheaply). A 429 says when to try again.
   */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  AUTH_FAILURES_PER_IP_EMAIL: z.coerce.number().int().min(1).default(5),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(50),
  /**
   * How long public answers every visitor shares (listing counts, premium members) are kept in
   * memory, in milliseconds; 0 keeps none. Writes to this instance clear them at once.
   */
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** Calls of GET /api/matremony/allData (the whole table, streamed) per IP address per minute. */
  ALL_DATA_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /**
   * A Redis server holding the rate-limit counters, so that several instances count together.
   * Unset: each instance counts in its own memory (fine for one instance only).
   */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  /** Prefix of every key this app writes to Redis (several apps or test runs can share one). */
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w:.-]{1,64}$/, { error: 'must be 1-64 letters, digits, _ : . or -' })
    .default('bondhon:'),

  /** Google sign-in (both or neither). */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /** Any OpenID Connect provider behind the Google button when Google is not configured. */
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,

  /**
   * Stripe (both or neither): card payments through Stripe instead of the built-in test gateway.
   * The secret key stays on the server; the publishable key goes to the browser.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_\w+$/, {
      error: 'must be a Stripe secret key (sk_…) or restricted key (rk_…)',
    })
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .trim()
    .regex(/^pk_\w+$/, { error: 'must be a Stripe publishable key (pk_…)' })
    .optional(),
  /** Where the stripe SDK sends its calls (default api.stripe.com over https): a fake in tests. */
  STRIPE_API_HOST: z
    .string()
    .trim()
    .regex(/^[\w.-]+$/, { error: 'must be a host name or address, without scheme or port' })
    .optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /**
   * Signs the events Stripe posts to /api/stripe/webhook (payment_intent.succeeded): how a payment
   * whose browser closed is recorded. Required with Stripe on a PostgreSQL server.
   */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\w+$/, { error: 'must be a Stripe webhook signing secret (whsec_…)' })
    .optional(),
  /**
   * The payment gateway: `stripe` (its keys set) or `local`, the built-in test gateway that takes
   * no money. Unset: Stripe when its keys are set, else `local`; but a PostgreSQL server (a
   * deployment) refuses to start on `local` unless it is set explicitly (ADR 0014).
   */
  PAYMENT_GATEWAY: z.enum(['local', 'stripe']).optional(),
  /** Payment intents a member may ask for per minute (POST /api/create-payment-intent). */
  PAYMENT_INTENT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Photos one address may upload per hour (POST /api/photos, issue 22). */
  PHOTO_UPLOAD_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(60),

  /** The SMTP server mail goes through, e.g. smtp://user:pass@host:587 (smtps:// for TLS). */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The sender of every mail, e.g. `Bondhon <no-reply@example.com>`. */
  MAIL_FROM: z.string().trim().min(3).default('Bondhon <no-reply@bondhon.localhost>'),
  /**
   * `smtp` (SMTP_URL set) or `log`: each mail printed to the log (subject, recipient, links)
   * instead of sent. Unset: SMTP when SMTP_URL is set, else the log; but a PostgreSQL server (a
   * deployment) refuses to start on the log unless it is set explicitly (DESIGN D14).
   */
  MAIL_TRANSPORT: z.enum(['smtp', 'log']).optional(),
  /**
   * Whether publishing a biodata, paying for a contact and asking for premium wait until the
   * member has opened the link mailed to them. Unset: required on a PostgreSQL server (a
   * deployment), offered but not required on the embedded try-out.
   */
  REQUIRE_EMAIL_VERIFICATION: booleanFlag.optional(),
  /**
   * Whether an admin must sign in with an authenticator code (two-factor) before any admin screen
   * or call works. Unset: required on a PostgreSQL server (a deployment), offered but not
   * required on the embedded try-out.
   */
  REQUIRE_ADMIN_2FA: booleanFlag.optional(),
  /**
   * When a biodata is shown to others (issue 21, DESIGN D19): `after-publish` (the spec's
   * immediate publishing, then an admin's review) or `before-publish` (only once an admin has
   * verified it; an edit of a verified biodata waits for review while the verified version stays).
   */
  BIODATA_REVIEW: z.enum(BIODATA_REVIEW_MODES).default('after-publish'),
  /**
   * Whether the server applies the database's migrations as it starts (issue 23). `false` for a
   * deployment that migrates as a step of its own (`npm run db:migrate`) before it starts the
   * new version. Several instances starting together migrate once (an advisory lock).
   */
  MIGRATE_ON_START: booleanFlag.default(true),
  /**
   * Prometheus metrics (issue 23) on a port of their own (0: any free one), never the public one;
   * unset: not served. METRICS_HOST is the address they listen on (default 127.0.0.1: this
   * machine only); METRICS_TOKEN, when set, is the bearer token a scraper must send.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /**
   * How long an instance keeps answering after SIGTERM while GET /api/health/ready says 503, so a
   * load balancer stops sending it requests before it closes (milliseconds). Unset: 5 s on a
   * PostgreSQL server (a deployment), none on the embedded try-out.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  /**
   * Where uploaded photos' bytes are kept (issue 22, ADR 0040): `postgres` (the default: the
   * `photos` table, in every backup) or `s3`, an S3-compatible bucket (AWS S3, Cloudflare R2,
   * MinIO...) at S3_BUCKET_URL, its address in path style (`https://host/bucket`) or virtual-host
   * style (`https://bucket.host`), with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY. The bucket
   * stays private: every photo is answered by the server, which checks who may see it.
   */
  PHOTO_STORE: z.enum(['postgres', 's3']).default('postgres'),
  S3_BUCKET_URL: z
    .url({ protocol: /^https?$/ })
    .refine((url) => !/[?#]/.test(url), 'the bucket’s address, without a query or fragment')
    .optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
});

export type Env = Omit<
  z.infer<typeof envSchema>,
  'SEED_DEMO' | 'REQUIRE_EMAIL_VERIFICATION' | 'REQUIRE_ADMIN_2FA' | 'SHUTDOWN_DRAIN_MS'
> & {
  SHUTDOWN_DRAIN_MS: number;
  SEED_DEMO: boolean;
  REQUIRE_EMAIL_VERIFICATION: boolean;
  REQUIRE_ADMIN_2FA: boolean;
};

/**
 * Variables no longer read, with what replaced them: start-up refuses them rather than let an
 * operator believe they still do something.
 */
const RETIRED: Record<string, string> = {
  SUPER_ADMIN_EMAIL:
    'is no longer read: the super-admin is made by the operator with `npm run admin -- super-admin <email>` (docs/decisions/0013)',
};

/** Settings that only make sense together. */
function pairIssues(env: Env): string[] {
  const issues: string[] = [];
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    issues.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither');
  }
  const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidc !== 0 && oidc !== 3) {
    issues.push('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: set all three or none');
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
    issues.push('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: set both or neither');
  }
  if (env.PAYMENT_GATEWAY === 'stripe' && !(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY)) {
    issues.push('PAYMENT_GATEWAY=stripe: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY');
  }
  if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
    issues.push('MAIL_TRANSPORT=smtp: set SMTP_URL');
  }
  if (
    env.PHOTO_STORE === 's3' &&
    !(env.S3_BUCKET_URL && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)
  ) {
    issues.push('PHOTO_STORE=s3: set S3_BUCKET_URL, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return issues;
}

/** The address people use to reach the app. */
export function publicUrl(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}

/**
 * What a server start (not the command-line tools) refuses beyond a valid configuration: on a
 * PostgreSQL server, a deployment (DESIGN D14), payments and mail must be chosen, not defaulted
 * to the test gateway and the log, and Stripe needs its webhook (ADR 0014).
 */
export function serverStartIssues(env: Env): string[] {
  return [...paymentStartIssues(env), ...mailStartIssues(env)];
}

/** On PostgreSQL, mail must go somewhere: an SMTP server, or the log when chosen explicitly. */
function mailStartIssues(env: Env): string[] {
  if (!env.DATABASE_URL || env.SMTP_URL || env.MAIL_TRANSPORT === 'log') return [];
  return [
    'mail: a server on PostgreSQL sends real mail (password resets, approvals): set SMTP_URL ' +
      '(and MAIL_FROM), or set MAIL_TRANSPORT=log for a test deployment whose mail is only ' +
      'printed to the log',
  ];
}

function paymentStartIssues(env: Env): string[] {
  if (!env.DATABASE_URL || env.PAYMENT_GATEWAY === 'local') return [];
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY) {
    return [
      'payments: a server on PostgreSQL takes real payments: set STRIPE_SECRET_KEY and ' +
        'STRIPE_PUBLISHABLE_KEY (and STRIPE_WEBHOOK_SECRET), or set PAYMENT_GATEWAY=local for a ' +
        'test deployment whose payments take no money',
    ];
  }
  if (!env.STRIPE_WEBHOOK_SECRET) {
    return [
      'STRIPE_WEBHOOK_SECRET: required with Stripe on PostgreSQL: the signing secret of the ' +
        'webhook endpoint PUBLIC_URL/api/stripe/webhook (event payment_intent.succeeded), which ' +
        'records payments whose browser closed before it could',
    ];
  }
  return [];
}

export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses configuration; throws an EnvError listing every bad field. Empty strings count as unset. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const retired = Object.entries(RETIRED)
    .filter(([name]) => name in cleaned)
    .map(([name, replacement]) => `${name}: ${replacement}`);
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError([
      ...result.error.issues.map(
        (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
      ),
      ...retired,
    ]);
  }
  if (retired.length > 0) throw new EnvError(retired);
  const env: Env = {
    ...result.data,
    // A PostgreSQL server is a deployment: nothing demo unless asked for (DESIGN D14).
    SEED_DEMO: result.data.SEED_DEMO ?? !result.data.DATABASE_URL,
    REQUIRE_EMAIL_VERIFICATION:
      result.data.REQUIRE_EMAIL_VERIFICATION ?? Boolean(result.data.DATABASE_URL),
    REQUIRE_ADMIN_2FA: result.data.REQUIRE_ADMIN_2FA ?? Boolean(result.data.DATABASE_URL),
    SHUTDOWN_DRAIN_MS: result.data.SHUTDOWN_DRAIN_MS ?? (result.data.DATABASE_URL ? 5000 : 0),
    DATA_DIR: resolve(result.data.DATA_DIR),
  };
  const issues = pairIssues(env);
  if (issues.length > 0) throw new EnvError(issues);
  return env;
}

/** Reads `.env` from the working directory when present (real environment variables win). */
export function loadEnv(): Env {
  if (existsSync('.env')) process.loadEnvFile('.env');
  return parseEnv(process.env);
}

/** Whether stdout is a person's terminal (pretty logs) rather than a pipe or a file. */
export const isInteractive = Boolean(process.stdout.isTTY);
