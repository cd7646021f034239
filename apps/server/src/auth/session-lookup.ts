import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { createTtlCache } from '../lib/ttl-cache';
import { sessions, users } from '../db/schema';
import { isSuspendedNow } from './suspension';
import type { Caller } from './caller';

/** A cookie's value from a Cookie header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return part.slice(separator + 1).trim();
    }
  }
  return null;
}

/** An HMAC-SHA256 signature in base64: 32 bytes, 44 characters ending in one '='. */
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The session token in a signed session cookie (`token.signature`, URL-encoded, as Better Auth
 * writes it), or null when the signature was not made with `secret`.
 */
export function verifySignedToken(raw: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (!SIGNATURE.test(signature)) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  return timingSafeEqual(Buffer.from(signature, 'base64'), expected) ? token : null;
}

/**
 * The caller holding an unexpired session, not suspended, with the token `token` (by default the
 * `token` placeholder): a query to prepare, on its own or as a subquery of a call's own query (one
 * round trip for both).
 */
export function callerBySessionToken(db: Db, token: SQL = sql`${sql.placeholder('token')}`) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      image: users.image,
      role: users.role,
      person: users.person,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.token, token),
        gt(sessions.expiresAt, sql`now()`),
        // A suspension ends the member's sessions when it begins; a session made in the same
        // moment (a sign-in racing the suspension) does not count either (issue 21).
        not(isSuspendedNow),
      ),
    );
}

/**
 * A caller from its row: a role or standing the app does not know counts as the least. Where
 * admins must sign in with a second factor (REQUIRE_ADMIN_2FA), an admin who has not set one up
 * acts as a customer, in every call and every check, until they have (`isAdminAwaitingTwoFactor`
 * says why an admin call refuses them).
 */
export function toCaller(
  row: {
    id: string;
    email: string;
    name: string;
    image: string | null;
    role: string;
    person: string;
    emailVerified: boolean;
    twoFactorEnabled: boolean;
  },
  { adminNeedsTwoFactor }: { adminNeedsTwoFactor: boolean },
): Caller {
  const isAdmin = row.role === 'admin';
  const isAdminAwaitingTwoFactor = isAdmin && adminNeedsTwoFactor && !row.twoFactorEnabled;
  return {
    ...row,
    role: isAdmin && !isAdminAwaitingTwoFactor ? 'admin' : 'customer',
    person: row.person === 'premium' ? 'premium' : 'normal',
    isAdminAwaitingTwoFactor,
  };
}

/** A session cookie's value is ~80 characters; a longer one is verified, not remembered. */
const REMEMBERED_COOKIE_MAX_LENGTH = 256;
/** Cookie values remembered at most: a few megabytes. */
const REMEMBERED_COOKIES = 10_000;

/**
 * The verified session token of a Cookie header, or null. A cookie value verifies the same way
 * every time, so the answer for each of the last REMEMBERED_COOKIES values is kept: a member's
 * requests repeat one cookie, and a request asks up to three times (caller, photo viewer, blocked
 * biodatas), where each HMAC took a few per cent of a busy listing's CPU. Only the exact value
 * finds an answer; a value not seen is verified.
 */
export function createSessionTokenReader({
  cookieName,
  secret,
}: {
  cookieName: string;
  secret: string;
}) {
  const verified = new Map<string, string | null>();
  return function readSessionToken(cookieHeader: string | undefined): string | null {
    const raw = readCookie(cookieHeader, cookieName);
    if (raw === null) return null;
    const known = verified.get(raw);
    if (known !== undefined) return known;
    const token = verifySignedToken(raw, secret);
    if (raw.length <= REMEMBERED_COOKIE_MAX_LENGTH) {
      // Maps keep insertion order: the first key is the oldest.
      if (verified.size >= REMEMBERED_COOKIES) verified.delete(verified.keys().next().value!);
      verified.set(raw, token);
    }
    return token;
  };
}

/**
 * Who is calling, from the verified session token: one query for an unexpired session and its
 * user. What Better Auth's getSession establishes, without its endpoint machinery and its second
 * query: a deleted session (sign-out) or a changed role counts at once. Sessions are refreshed
 * where Better Auth serves them (GET /api/auth/get-session, which the app calls on every load).
 */
export function createCallerLookup(db: Db, options: { adminNeedsTwoFactor: boolean }) {
  // Prepared once: on a PostgreSQL server, planned once per connection.
  const callerBySession = callerBySessionToken(db).prepare('caller_by_session_token');

  return async function lookUpCaller(token: string | null): Promise<Caller | null> {
    if (token === null) return null;
    const [row] = await callerBySession.execute({ token });
    return row ? toCaller(row, options) : null;
  };
}

/**
 * Whether a verified session token belongs to an unexpired session, kept for `ttlMs` (then for as
 * long again while it is checked anew: lib/ttl-cache.ts). For reads that ask nothing more than
 * "is this a signed-in member" (the search's More filters), where a session that ended a few
 * seconds ago changes little; `forget()` drops every answer, which this instance does after every
 * successful state-changing call (a sign-out among them), so its own sign-outs count at once.
 */
export function createSessionCheck(db: Db, { ttlMs }: { ttlMs: number }) {
  // The caller lookup's own query: a live session is exactly one that finds a caller.
  const isLiveSession = callerBySessionToken(db).prepare('is_live_session');
  // A token is 32 characters: 10,000 of them are well under a megabyte.
  const answers = createTtlCache<boolean>({ ttlMs, maxEntries: 10_000 });
  return {
    isLive(token: string | null): Promise<boolean> {
      if (token === null) return Promise.resolve(false);
      return answers.get(token, async () => (await isLiveSession.execute({ token })).length > 0);
    },
    forget(): void {
      answers.clear();
    },
  };
}
