import { PAYMENT_GATEWAYS } from './contact-requests';
import { z } from 'zod';
import { EMAIL_VERIFIED_PATH, PASSWORD_MIN_LENGTH, RESET_PASSWORD_PATH } from '../constants';
import { LANGUAGES } from '../languages';
import { PERSONS, ROLES } from '../options';
import { messageKey } from '../validation-messages';
import { emailField, httpUrl, requiredText } from './fields';

const PASSWORD_MAX_LENGTH = 128;

/**
 * A password someone chooses (sign-up, change, reset): required, at least PASSWORD_MIN_LENGTH,
 * not only spaces. The server also refuses the most common passwords (a list kept out of the
 * browser's bundle).
 */
export const newPasswordField = z
  .string({ error: messageKey('passwordRequired') })
  .min(1, { error: messageKey('passwordRequired') })
  .min(PASSWORD_MIN_LENGTH, { error: messageKey('passwordTooShort') })
  .max(PASSWORD_MAX_LENGTH, { error: messageKey('tooLong') })
  .refine((password) => password.trim() !== '', {
    error: messageKey('passwordBlank'),
    // Said only of a password long enough: a short one has its own message.
    when: (payload) => (payload.issues ?? []).length === 0,
  });

/** Register (spec §5): every field required, password at least PASSWORD_MIN_LENGTH. */
export const signUpInput = z.object({
  name: requiredText('nameRequired', 100),
  image: requiredText('imageRequired', 2048).pipe(httpUrl),
  email: emailField,
  password: newPasswordField,
});
export type SignUpInput = z.infer<typeof signUpInput>;

/** Sign in (spec §5): both fields required; the server decides whether they match. */
export const signInInput = z.object({
  email: emailField,
  password: z
    .string({ error: messageKey('passwordRequired') })
    .min(1, { error: messageKey('passwordRequired') })
    .max(PASSWORD_MAX_LENGTH, { error: messageKey('tooLong') }),
});
export type SignInInput = z.infer<typeof signInInput>;

/**
 * POST /api/auth/request-password-reset: the address to send a reset link to, and the page of
 * ours the link opens (no other: the link is ours to send).
 */
export const passwordResetRequestInput = z.object({
  email: emailField,
  redirectTo: z.literal(RESET_PASSWORD_PATH),
});

/**
 * POST /api/auth/send-verification-email: the address to send a new verification link to, and
 * the page of ours the link ends on (no other).
 */
export const verificationMailRequestInput = z.object({
  email: emailField,
  callbackURL: z.literal(EMAIL_VERIFIED_PATH).optional(),
});

/** POST /api/auth/change-email: the new address, and the page of ours its link ends on. */
export const changeEmailInput = z.object({
  newEmail: emailField,
  callbackURL: z.literal(EMAIL_VERIFIED_PATH).optional(),
});

/** POST /api/auth/reset-password: the link's token and the new password, under sign-up's rules. */
export const resetPasswordInput = z.object({
  token: z.string().min(1).max(200),
  newPassword: newPasswordField,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

export const FEDERATED_PROVIDERS = ['google', 'oidc'] as const;
export type FederatedProvider = (typeof FEDERATED_PROVIDERS)[number];

/** What the browser needs to know about this server's set-up. */
export const clientConfigResponse = z.object({
  /** The provider behind the 'Sign in with Google' button, or null when none is configured. */
  federatedProvider: z.enum(FEDERATED_PROVIDERS).nullable(),
  /** How the card form pays: the built-in test gateway, or Stripe with its publishable key. */
  payments: z.object({
    gateway: z.enum(PAYMENT_GATEWAYS),
    publishableKey: z.string().nullable(),
  }),
  /** Whether publishing, paying and premium wait for a verified e-mail (issue 19). */
  requiresEmailVerification: z.boolean(),
  /** Whether admins must set up two-factor sign-in before any admin screen works (issue 19). */
  requiresAdminTwoFactor: z.boolean(),
});
export type ClientConfigResponse = z.infer<typeof clientConfigResponse>;

/** The signed-in user as GET /api/auth/get-session shows them (spec §3 "Signed-in user"). */
export const sessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullish(),
  role: z.enum(ROLES).optional(),
  person: z.enum(PERSONS).optional(),
  /** The language the member chose (null or absent: not chosen). */
  language: z.enum(LANGUAGES).nullish(),
  /** Whether the member has opened a verification link (or their provider vouched for it). */
  emailVerified: z.boolean().optional(),
  /** Whether sign-in asks for an authenticator code. */
  twoFactorEnabled: z.boolean().nullish(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** GET /api/auth/get-session: null when nobody is signed in. */
export const sessionResponse = z
  .object({
    session: z.looseObject({}),
    user: sessionUser,
  })
  .nullable();
export type SessionResponse = z.infer<typeof sessionResponse>;

/** POST /api/auth/sign-in/social: where the federated sign-in starts and returns to. */
export const socialSignInInput = z.object({
  provider: z.enum(FEDERATED_PROVIDERS),
  callbackURL: z.string(),
  errorCallbackURL: z.string(),
});
export type SocialSignInInput = z.infer<typeof socialSignInInput>;

/** Its answer: the provider's address, for the browser to go to. */
export const socialSignInResponse = z.object({
  url: z.url({ protocol: /^https?$/ }),
  redirect: z.boolean(),
});
export type SocialSignInResponse = z.infer<typeof socialSignInResponse>;
