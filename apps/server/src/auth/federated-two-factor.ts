import { randomBytes } from 'node:crypto';
import { TWO_FACTOR_SIGN_IN_PATH } from '@bondhon/shared/constants';
import type { createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The two-factor plugin's challenge cookie and how long a challenge lasts (its defaults). */
const TWO_FACTOR_COOKIE = 'two_factor';
const CHALLENGE_SECONDS = 10 * 60;

/** The provider's answer (`/callback/:id`, `/oauth2/callback/:providerId`). */
export function isFederatedCallback(path: string): boolean {
  return /^\/(?:oauth2\/)?callback\/:[A-Za-z]+$/.test(path);
}

/**
 * A member with two-factor sign-in on who signs in with Google or OIDC is asked for a code too
 * (issue 19: an admin's second factor is not the provider's to waive). The session the callback
 * made is ended, and the same challenge the plugin starts after a password is started instead:
 * a verification row naming the member, its attempt counter, and the signed `two_factor` cookie
 * that POST /two-factor/verify-totp (or verify-backup-code) turns into a session. The browser
 * goes to the sign-in screen's code step.
 */
export async function challengeFederatedSignIn(ctx: AuthContext) {
  const signedIn = ctx.context.newSession;
  if (!signedIn || !(signedIn.user as { twoFactorEnabled?: boolean }).twoFactorEnabled) return;

  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(signedIn.session.token);
  ctx.context.setNewSession(null);

  const identifier = `2fa-${randomBytes(15).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
  await ctx.context.internalAdapter.createVerificationValue({
    value: signedIn.user.id,
    identifier,
    expiresAt,
  });
  await ctx.context.internalAdapter.createVerificationValue({
    value: '0',
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: CHALLENGE_SECONDS });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
  throw ctx.redirect(`${String(ctx.context.options.baseURL)}${TWO_FACTOR_SIGN_IN_PATH}`);
}
