import type { Person, Role } from '@bondhon/shared/options';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

/** Who is calling, from the session cookie only (never from a path, query or body). */
export interface Caller {
  id: string;
  email: string;
  name: string;
  image: string | null;
  role: Role;
  person: Person;
  emailVerified: boolean;
  /** Whether sign-in asks this caller for an authenticator code. */
  twoFactorEnabled: boolean;
  /** An admin who must set up two-factor sign-in before acting as one (`role` is customer). */
  isAdminAwaitingTwoFactor: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null; resolved once per request. */
    getCaller(): Promise<Caller | null>;
    /**
     * The session token of the request's cookie when its signature is ours, else null; not yet
     * checked against the sessions (for a call that looks its caller up in its own query).
     */
    sessionToken(): string | null;
    /**
     * Whether the request's session is live, for reads that ask only that (members-only search
     * filters): answered from memory for a few seconds (createSessionCheck), so it is no query on
     * a busy read; never for a call that acts for the caller or reads their data.
     */
    hasLiveSession(): Promise<boolean>;
  }
  interface FastifyInstance {
    /** Whether publishing, paying and premium wait for a verified e-mail (REQUIRE_EMAIL_VERIFICATION). */
    requiresEmailVerification: boolean;
    /** Whether admins act as admins only with two-factor sign-in set up (REQUIRE_ADMIN_2FA). */
    requiresAdminTwoFactor: boolean;
  }
}

/** The caller, or a 401. */
export async function requireCaller(request: FastifyRequest): Promise<Caller> {
  const caller = await request.getCaller();
  if (!caller) throw AppError.unauthenticated();
  return caller;
}

/**
 * An admin caller, or a 401 (anonymous) / 403 (signed in without the right; TWO_FACTOR_REQUIRED
 * for an admin who must first set up two-factor sign-in).
 */
export async function requireAdmin(request: FastifyRequest): Promise<Caller> {
  const caller = await requireCaller(request);
  if (caller.isAdminAwaitingTwoFactor) {
    throw new AppError(
      'TWO_FACTOR_REQUIRED',
      'Admins must turn on two-factor sign-in first: Account settings, Two-factor sign-in.',
    );
  }
  if (caller.role !== 'admin') throw AppError.forbidden('Only admins can do this.');
  return caller;
}

/**
 * Where the server requires it, refuses (403 EMAIL_NOT_VERIFIED) a caller who has not opened the
 * link mailed to them: publishing a biodata, paying for a contact and asking for premium wait
 * for it; browsing and favourites do not.
 */
export function requireVerifiedEmail(request: FastifyRequest, caller: Caller): Caller {
  if (request.server.requiresEmailVerification && !caller.emailVerified) {
    throw new AppError(
      'EMAIL_NOT_VERIFIED',
      'Please verify your e-mail address first: open the link we mailed you, or ask for a new one.',
    );
  }
  return caller;
}

/** Whether `email` is the caller's own (e-mail addresses compare without regard to case). */
function isOwnEmail(caller: Caller, email: string): boolean {
  return caller.email.toLowerCase() === email.toLowerCase();
}

/**
 * The caller when `email` (from a path, query or body) is their own, else a 401 (anonymous) or a
 * 403 saying `refusal`. Admins too act only in their own name here.
 */
export async function requireOwnEmail(
  request: FastifyRequest,
  email: string,
  refusal: string,
): Promise<Caller> {
  const caller = await requireCaller(request);
  if (!isOwnEmail(caller, email)) throw AppError.forbidden(refusal);
  return caller;
}

/** The caller when `email` is their own, or an admin asking about anyone; else 401/403. */
export async function requireSelfOrAdmin(request: FastifyRequest, email: string): Promise<Caller> {
  const caller = await requireCaller(request);
  if (caller.role !== 'admin' && !isOwnEmail(caller, email)) {
    throw AppError.forbidden('You can only see your own account.');
  }
  return caller;
}
