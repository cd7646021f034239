import { messageKey } from '@bondhon/shared/validation-messages';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { accounts, sessions } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { Caller } from './caller';
import type { Auth } from './create-auth';
import { tooManyAttemptsMessage, type SignInThrottle } from './sign-in-throttle';

/** The provider id Better Auth gives an e-mail and password account. */
export const CREDENTIAL_PROVIDER = 'credential';

/**
 * How recent the sign-in of a member without a password must be to stand in for one: they
 * proved who they are to Google or their OpenID Connect provider this long ago at most.
 */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

const MESSAGES = {
  passwordMissing: 'Enter your password to confirm it is you.',
  passwordWrong: 'This password is not right.',
  signInAgain: `Please sign in again to confirm it is you, then try again within ${RECENT_SIGN_IN_MS / 60_000} minutes.`,
} as const;

/**
 * Before an act that cannot be undone (closing the account), the caller proves again who they
 * are: with their password when the account has one, checked by Better Auth's own hashing and
 * counted as a sign-in attempt (so a stolen session cannot guess it unthrottled); else by a
 * session begun within RECENT_SIGN_IN_MS. A missing password is a 400, a wrong one a 403, both
 * on the `password` field; a stale session is 403 REAUTH_REQUIRED.
 */
export async function confirmIdentity({
  auth,
  db,
  throttle,
  caller,
  sessionToken,
  password,
  ip,
}: {
  auth: Auth;
  db: Db;
  throttle: SignInThrottle;
  caller: Caller;
  /** The session the request came with. */
  sessionToken: string | null;
  password: string | undefined;
  ip: string;
}): Promise<void> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, caller.id),
        eq(accounts.providerId, CREDENTIAL_PROVIDER),
        isNotNull(accounts.password),
      ),
    );

  if (credential?.hash) {
    if (password === undefined) {
      throw AppError.validation(
        { password: [messageKey('passwordRequired')] },
        MESSAGES.passwordMissing,
      );
    }
    const { wait, isCounted } = await throttle.startSignIn({ ip, email: caller.email });
    if (wait > 0) throw new AppError('RATE_LIMITED', tooManyAttemptsMessage(wait));
    const context = await auth.$context;
    if (!(await context.password.verify({ hash: credential.hash, password }))) {
      throw new AppError('FORBIDDEN', MESSAGES.passwordWrong, {
        password: [MESSAGES.passwordWrong],
      });
    }
    if (isCounted) await throttle.signInSucceeded({ ip, email: caller.email });
    return;
  }

  // Better Auth writes a session's creation time with the server's clock: compared with it.
  const signedInSince = new Date(Date.now() - RECENT_SIGN_IN_MS);
  const [recentSession] = sessionToken
    ? await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.token, sessionToken),
            eq(sessions.userId, caller.id),
            gt(sessions.createdAt, signedInSince),
          ),
        )
    : [];
  if (!recentSession) throw new AppError('REAUTH_REQUIRED', MESSAGES.signInAgain);
}

/**
 * confirmIdentity for the caller of a request, as every call that cannot be undone asks it
 * (closing the account, deleting the biodata): the app's auth, database and sign-in throttle,
 * the request's session and address.
 */
export function confirmRequestIdentity(
  request: FastifyRequest,
  caller: Caller,
  password: string | undefined,
): Promise<void> {
  const { server } = request;
  return confirmIdentity({
    auth: server.auth,
    db: server.db,
    throttle: server.signInThrottle,
    caller,
    sessionToken: request.sessionToken(),
    password,
    ip: request.ip,
  });
}
