import {
  EMAIL_VERIFIED_PATH,
  FORGOT_PASSWORD_PATH,
  PASSWORD_MIN_LENGTH,
} from '@bondhon/shared/constants';
import { createHash, randomUUID } from 'node:crypto';
import {
  isLanguage,
  languageFromCookie,
  languageOf,
  type Language,
} from '@bondhon/shared/languages';
import type { FederatedProvider } from '@bondhon/shared/schemas/auth';
import { BIODATA_TIME_ZONE } from '@bondhon/shared/biodata-dates';
import type { SuspensionRecord } from '@bondhon/shared/schemas/moderation';
import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { FastifyBaseLogger } from 'fastify';
import { publicUrl, type Env } from '../config/env';
import { authLogOptions } from './auth-log';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import {
  emailChangeMail,
  emailVerificationMail,
  passwordResetMail,
  signUpAttemptMail,
} from '../mail/templates';
import { findSuspension } from '../services/moderation/suspensions';
import { afterAuthCall, beforeAuthCall } from './auth-hooks';

export const AUTH_BASE_PATH = '/api/auth';

/**
 * The language to write to a member in: the one their account keeps, else the one of the
 * browser that asked (its cookie, then its languages; DESIGN D16).
 */
function languageOfMember(user: object, request: Request | undefined): Language {
  const chosen = (user as { language?: unknown }).language;
  if (isLanguage(chosen)) return chosen;
  return languageOf(
    request?.headers.get('cookie') ?? undefined,
    request?.headers.get('accept-language') ?? undefined,
  );
}
/** The date a suspension ends on, as the sign-in refusal says it in English. */
const suspensionEndFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BIODATA_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * The sign-in refusal of a suspended member: 403 `ACCOUNT_SUSPENDED`, with the suspension's end
 * (null: indefinitely) and reason, so each language can say them.
 */
function suspendedRefusal(suspension: SuspensionRecord): APIError {
  const until = suspension.until
    ? `until ${suspensionEndFormat.format(new Date(suspension.until))}`
    : 'until further notice';
  return new APIError('FORBIDDEN', {
    code: 'ACCOUNT_SUSPENDED',
    message: `Your account is suspended ${until}. Reason: ${suspension.reason}`,
    suspension: { until: suspension.until, reason: suspension.reason },
  });
}

/** The digest of a one-time token, to name its mail's event without keeping the token. */
function digestOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const HOUR_MS = 60 * 60 * 1000;

export const COOKIE_PREFIX = 'bondhon';
export const OIDC_PROVIDER_ID = 'oidc';

/** The provider behind the 'Sign in with Google' button: Google itself, else a generic OIDC one. */
export function federatedProviderOf(env: Env): FederatedProvider | null {
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) return 'google';
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET) return OIDC_PROVIDER_ID;
  return null;
}

/**
 * Better Auth answers an address it has no call for with a 404 and no body: ours says what it is,
 * as every other error answer does.
 */
const notFoundAnswer: BetterAuthPlugin = {
  id: 'bondhon-not-found-answer',
  async onResponse(response) {
    if (response.status !== 404 || response.body !== null) return;
    return {
      response: Response.json(
        { code: 'NOT_FOUND', message: 'No such sign-in call.' },
        { status: 404, headers: { 'cache-control': 'no-store' } },
      ),
    };
  },
};

/**
 * Better Auth over our Drizzle schema: sessions in the database, httpOnly SameSite=Lax cookies
 * (Secure when the public address is https), e-mail and password, and Google or any OpenID
 * Connect provider when configured. Users carry our `role` and `person`, which no sign-up or
 * profile call can set.
 */
export function createAuth({
  env,
  db,
  secret,
  logger,
  onMailQueued = () => {},
}: {
  env: Env;
  db: Db;
  secret: string;
  /** Called once a mail is in the outbox (the mail worker's wake-up). */
  onMailQueued?: () => void;
  /** Where Better Auth's own lines go, redacted (auth-log.ts); none: it logs nothing. */
  logger?: FastifyBaseLogger;
}) {
  const baseURL = publicUrl(env);
  const isHttps = baseURL.startsWith('https:');
  const oidcIssuer = env.OIDC_ISSUER?.replace(/\/$/, '');

  return betterAuth({
    appName: 'Bondhon',
    baseURL,
    basePath: AUTH_BASE_PATH,
    secret,
    // The request's own origin is trusted too: the security plugin has already refused
    // state-changing requests whose Origin is neither that nor a configured one.
    trustedOrigins: (request) => [
      baseURL,
      ...env.TRUSTED_ORIGINS,
      request ? new URL(request.url).origin : undefined,
    ],
    telemetry: { enabled: false },
    logger: authLogOptions(logger),
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: {
        users: schema.users,
        sessions: schema.sessions,
        accounts: schema.accounts,
        verifications: schema.verifications,
        twoFactors: schema.twoFactors,
      },
    }),
    user: {
      // A new address takes the old one's place once the link mailed to it is opened (issue 19);
      // an address that already has an account gets the same answer and no mail.
      changeEmail: { enabled: true },
      additionalFields: {
        role: { type: 'string', required: false, input: false, defaultValue: 'customer' },
        person: { type: 'string', required: false, input: false, defaultValue: 'normal' },
        // Set through PUT /api/users/me/language only (validated there).
        language: { type: 'string', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      // Sign-up says nothing of whether an address has an account (issue 19, ADR 0023): it never
      // signs in, and a registered address gets the very answer a new one does, while its owner
      // is told by mail. The link mailed to a new member signs them in.
      autoSignIn: false,
      async onExistingUserSignUp({ user }, request) {
        const language = languageOfMember(user, request);
        await enqueueMail(db, {
          // At most one such mail an hour per account, however often a stranger tries.
          eventKey: `sign-up-attempt:${user.id}:${Math.floor(Date.now() / HOUR_MS)}`,
          recipient: user.email,
          language,
          ...signUpAttemptMail(language, {
            name: user.name,
            url: `${baseURL}${FORGOT_PASSWORD_PATH}`,
          }),
        });
        onMailQueued();
      },
      // Forgot password (issue 19, ADR 0022): a link by mail, valid for an hour and once; every
      // session of the account ends when it is used.
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url, token }, request) {
        const language = languageOfMember(user, request);
        await enqueueMail(db, {
          eventKey: `password-reset:${digestOf(token)}`,
          recipient: user.email,
          language,
          ...passwordResetMail(language, { name: user.name, url }),
        });
        onMailQueued();
      },
    },
    // E-mail verification (issue 19): a link on sign-up, valid a day, that verifies the address
    // and signs its owner in, ending on our page. Whether publishing, paying and premium wait for
    // it is ours to decide (REQUIRE_EMAIL_VERIFICATION, auth/caller.ts): unverified members can
    // still sign in, browse and keep favourites.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      async sendVerificationEmail({ user, token }, request) {
        // An account the server makes itself (the demo accounts, the operator's super-admin) has
        // no one to open a link: those are marked confirmed where they are made.
        if (!request) return;
        const language = languageOfMember(user, request);
        const url =
          `${baseURL}${AUTH_BASE_PATH}/verify-email?token=${encodeURIComponent(token)}` +
          `&callbackURL=${encodeURIComponent(EMAIL_VERIFIED_PATH)}`;
        // The link of an e-mail change goes to the new address, which the account has not yet.
        const [account] = await db
          .select({ email: schema.users.email })
          .from(schema.users)
          .where(eq(schema.users.id, user.id));
        const isChange = account !== undefined && account.email !== user.email.toLowerCase();
        await enqueueMail(db, {
          // Each request is its own event: a link asked for again within the second its token
          // was made (the same token) still goes out.
          eventKey: `email-verification:${digestOf(token)}:${randomUUID()}`,
          recipient: user.email,
          language,
          ...(isChange ? emailChangeMail : emailVerificationMail)(language, {
            name: user.name,
            url,
          }),
        });
        onMailQueued();
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: ['google', OIDC_PROVIDER_ID] },
    },
    socialProviders:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
        : {},
    plugins: [
      notFoundAnswer,
      // Two-factor sign-in (issue 19, ADR 0026): an authenticator app's codes (TOTP), and ten
      // single-use backup codes, for any member who turns it on with their password; admins must
      // where REQUIRE_ADMIN_2FA says so (auth/caller.ts). After the password, sign-in answers
      // `twoFactorRedirect` and no session until a code is right: five tries per sign-in, and ten
      // wrong codes in a row lock the account's codes for 15 minutes.
      twoFactor({
        issuer: 'Bondhon',
        backupCodeOptions: { amount: 10, length: 10 },
        accountLockout: { maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
      ...(oidcIssuer && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  discoveryUrl: `${oidcIssuer}/.well-known/openid-configuration`,
                  clientId: env.OIDC_CLIENT_ID,
                  clientSecret: env.OIDC_CLIENT_SECRET,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    // A failure that is not one of Better Auth's own answers (the database down, a failed query)
    // is thrown to our error handler, which answers it 503 or 500 with a code and a message,
    // instead of Better Auth's 500 with no body.
    onAPIError: { throw: true },
    // Our own throttle (auth-hooks.ts: failures per address and per e-mail, counted in the
    // rate-limit store every instance shares) guards sign-in and sign-up.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isHttps },
      ipAddress: { ipAddressHeaders: env.TRUST_PROXY ? ['x-forwarded-for'] : [] },
    },
    // Validation, the throttle and the password policy, keyed on the endpoint that runs.
    hooks: { before: beforeAuthCall, after: afterAuthCall },
    databaseHooks: {
      // A suspended member gets no session, by any way of signing in (issue 21): they are told
      // why and until when, once their password (or provider, or code) has proved who they are.
      session: {
        create: {
          async before(session) {
            const suspension = await findSuspension(db, session.userId);
            if (suspension) throw suspendedRefusal(suspension);
          },
        },
      },
      user: {
        create: {
          // Every account starts as a normal customer, whatever the request said: no sign-up
          // grants a role (DESIGN D15); the super-admin is made by the operator's CLI.
          // A language chosen before signing up (the switch's cookie) stays the member's choice
          // (DESIGN D16); without one the account keeps none, and each browser's applies.
          async before(user, context) {
            const language = languageFromCookie(context?.headers?.get('cookie') ?? undefined);
            return { data: { ...user, role: 'customer', person: 'normal', language } };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
