import type { z } from 'zod';
import {
  changeEmailInput,
  passwordResetRequestInput,
  signInInput,
  signUpInput,
  verificationMailRequestInput,
} from '@bondhon/shared/schemas/auth';
import { EMAIL_VERIFIED_PATH } from '@bondhon/shared/constants';
import { saveUserInput } from '@bondhon/shared/schemas/users';
import { englishMessage } from '@bondhon/shared/validation-messages';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { fieldErrorsOf, type FieldErrors } from '../lib/app-error';
import { challengeFederatedSignIn, isFederatedCallback } from './federated-two-factor';
import { newPasswordProblems } from './password-policy';
import { emailKey, tooManyAttemptsMessage, type SignInThrottle } from './sign-in-throttle';

/**
 * What the HTTP side knows of a request it hands Better Auth: the caller's address (as Fastify
 * reads it, proxies trusted or not) and the throttle; and, once a sign-in has been counted, whose.
 */
interface AuthRequestContext {
  ip: string;
  throttle: SignInThrottle;
  signIn?: { email: string; isCounted: boolean };
}

/** Every sign-up's answer over HTTP: look in the inbox (issue 19). */
const SIGN_UP_ANSWER = { status: true } as const;

const requestContexts = new WeakMap<Request, AuthRequestContext>();

/** Called by the auth plugin for every request it passes to Better Auth's handler. */
export function bindAuthRequest(
  request: Request,
  context: { ip: string; throttle: SignInThrottle },
) {
  requestContexts.set(request, { ...context });
}

/**
 * The context of an HTTP call (a call the server makes itself, auth.api.*, has no request). One
 * that did not come through the auth plugin would escape the throttle: refused.
 */
function requestContextOf(request: Request): AuthRequestContext {
  const context = requestContexts.get(request);
  if (!context) throw new Error('An HTTP request reached Better Auth without the auth plugin');
  return context;
}

function refuse(fieldErrors: FieldErrors): never {
  throw new APIError('BAD_REQUEST', {
    code: 'VALIDATION_FAILED',
    message: 'Some fields are not valid.',
    fieldErrors,
  });
}

function tooManyAttempts(waitSeconds: number): never {
  throw new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'RATE_LIMITED', message: tooManyAttemptsMessage(waitSeconds) },
    { 'retry-after': String(waitSeconds) },
  );
}

/**
 * The known-device cookie: the accounts (e-mail digests, newest first) this browser has signed in
 * to, signed with the app's secret. It exempts their sign-ins from the per-e-mail limit only.
 */
const KNOWN_DEVICE_COOKIE = 'known_device';
const KNOWN_DEVICE_MAX_ACCOUNTS = 5;
const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

async function knownDeviceAccounts(ctx: AuthContext): Promise<string[]> {
  const cookie = ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE);
  const value = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  return value ? value.split('.').filter((key) => /^[0-9a-f]{32}$/.test(key)) : [];
}

async function rememberKnownDevice(ctx: AuthContext, email: string) {
  const key = emailKey(email);
  const accounts = [key, ...(await knownDeviceAccounts(ctx)).filter((known) => known !== key)];
  const cookie = ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE, {
    maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
  });
  await ctx.setSignedCookie(
    cookie.name,
    accounts.slice(0, KNOWN_DEVICE_MAX_ACCOUNTS).join('.'),
    ctx.context.secret,
    cookie.attributes,
  );
}

function fieldOf(body: unknown, name: string): unknown {
  return body !== null && typeof body === 'object'
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/** The calls that mail a link to an address, with their input and the throttle they count in. */
const MAIL_REQUESTS: Partial<
  Record<string, { input: z.ZodType<{ email: string }>; purpose: 'reset' | 'verification' }>
> = {
  '/request-password-reset': { input: passwordResetRequestInput, purpose: 'reset' },
  '/send-verification-email': { input: verificationMailRequestInput, purpose: 'verification' },
};

/** What Better Auth's own profile update may change, by the rules of POST /users. */
const profileUpdate = saveUserInput
  .pick({ name: true, image: true })
  .partial()
  // Better Auth answers an empty update with a message and no code: said here, as every refusal.
  .refine((update) => update.name !== undefined || update.image !== undefined, {
    error: 'Give a name or a photo to change.',
  });

/**
 * Our checks, run inside Better Auth's pipeline before its handler, keyed on ctx.path: the path
 * of the endpoint that will run, whichever spelling of the address reached it.
 * - sign-up over HTTP: the shared rules (spec §5) and the password policy, then an attempt per
 *   address;
 * - sign-in: both fields, then, over HTTP, the failure counters (a 429 that says when to come
 *   back);
 * - any new password (change, reset, set: `newPassword`, on any path, since the server-only
 *   set-password call has none): the password policy;
 * - a request for a password-reset or a new verification link over HTTP: a valid address and our
 *   page, then a request per address and per e-mail (sign-in-throttle.ts);
 * - a verification link, and an e-mail change (whose link is one): our page to end on, no other;
 * - profile update: the rules of POST /users (an image link that is http(s) or one of our
 *   /media/ paths, a name not too long nor blank).
 * A refusal is our 400 with its field errors.
 */
export const beforeAuthCall = createAuthMiddleware(async (ctx) => {
  const body: unknown = ctx.body ?? {};
  const newPassword = fieldOf(body, 'newPassword');
  if (newPassword !== undefined) {
    const problems = newPasswordProblems(newPassword);
    if (problems.length > 0) refuse({ newPassword: problems });
  }

  // The server's own sign-ups (the demo accounts, with a portrait of ours as their image) are
  // not what the form sends: the rules below are for callers over HTTP.
  if (ctx.path === '/sign-up/email' && ctx.request) {
    const result = signUpInput.safeParse(body);
    const fieldErrors = result.success ? {} : fieldErrorsOf(result.error, englishMessage);
    const passwordProblems = newPasswordProblems(fieldOf(body, 'password'));
    if (passwordProblems.length > 0) fieldErrors.password = passwordProblems;
    if (!result.success || passwordProblems.length > 0) refuse(fieldErrors);
    const context = requestContextOf(ctx.request);
    const wait = await context.throttle.startSignUp({ ip: context.ip });
    if (wait > 0) tooManyAttempts(wait);
    return { context: { body: result.data } };
  }

  if (ctx.path === '/sign-in/email') {
    const result = signInInput.safeParse(body);
    if (!result.success) refuse(fieldErrorsOf(result.error, englishMessage));
    if (ctx.request) {
      const context = requestContextOf(ctx.request);
      const { email } = result.data;
      const isKnownDevice = (await knownDeviceAccounts(ctx)).includes(emailKey(email));
      const { wait, isCounted } = await context.throttle.startSignIn({
        ip: context.ip,
        email,
        isKnownDevice,
      });
      if (wait > 0) tooManyAttempts(wait);
      context.signIn = { email, isCounted };
    }
    return { context: { body: result.data } };
  }

  const mailRequest = MAIL_REQUESTS[ctx.path];
  if (mailRequest && ctx.request) {
    const result = mailRequest.input.safeParse(body);
    if (!result.success) refuse(fieldErrorsOf(result.error, englishMessage));
    const context = requestContextOf(ctx.request);
    const wait = await context.throttle.startMailRequest({
      ip: context.ip,
      email: result.data.email,
      purpose: mailRequest.purpose,
    });
    if (wait > 0) tooManyAttempts(wait);
    return { context: { body: result.data } };
  }

  // A verification link ends on our page and no other: Better Auth would follow any address of a
  // trusted origin, and append its error to it.
  if (ctx.path === '/verify-email') {
    const callbackURL = fieldOf(ctx.query ?? {}, 'callbackURL');
    if (callbackURL !== undefined && callbackURL !== EMAIL_VERIFIED_PATH) {
      refuse({ callbackURL: [`Must be ${EMAIL_VERIFIED_PATH}`] });
    }
  }

  // An e-mail change mails a link to the new address: counted as a request for a verification
  // link to it, so no member can make the server mail an address over and over.
  if (ctx.path === '/change-email') {
    const result = changeEmailInput.safeParse(body);
    if (!result.success) refuse(fieldErrorsOf(result.error, englishMessage));
    if (ctx.request) {
      const context = requestContextOf(ctx.request);
      const wait = await context.throttle.startMailRequest({
        ip: context.ip,
        email: result.data.newEmail,
        purpose: 'verification',
      });
      if (wait > 0) tooManyAttempts(wait);
    }
    return { context: { body: result.data } };
  }

  if (ctx.path === '/update-user') {
    const result = profileUpdate.safeParse(body);
    if (!result.success) refuse(fieldErrorsOf(result.error, englishMessage));
  }
});

/**
 * A sign-up over HTTP answers the same whether the address was new or already had an account
 * (Better Auth's answers differ in the user they describe): the mail says the rest.
 * A sign-in that succeeded clears the failures counted against that e-mail, and marks the browser
 * as one the account's owner uses. A federated sign-in of a member with two-factor sign-in on
 * asks for a code as a password sign-in does (federated-two-factor.ts).
 */
export const afterAuthCall = createAuthMiddleware(async (ctx) => {
  if (isFederatedCallback(ctx.path)) {
    await challengeFederatedSignIn(ctx);
    return;
  }
  if (ctx.path === '/sign-up/email' && ctx.request && !isAPIError(ctx.context.returned)) {
    return ctx.json(SIGN_UP_ANSWER);
  }
  if (ctx.path !== '/sign-in/email' || !ctx.request) return;
  const context = requestContexts.get(ctx.request);
  if (!context?.signIn || isAPIError(ctx.context.returned)) return;
  await rememberKnownDevice(ctx, context.signIn.email);
  if (!context.signIn.isCounted) return;
  await context.throttle.signInSucceeded({ ip: context.ip, email: context.signIn.email });
});
