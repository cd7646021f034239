import { createHash } from 'node:crypto';
import type { Env } from '../config/env';
import type { AttemptCounters } from '../lib/attempt-counters';

const MINUTE_MS = 60_000;
const LOCKOUT_MS = 15 * MINUTE_MS;
/** Password-reset mails one e-mail address may be sent an hour. */
export const RESET_MAILS_PER_EMAIL = 5;

/**
 * How sign-in and sign-up are throttled. Sign-in counts failures, so that a stranger guessing
 * cannot lock the owner out cheaply: tightly per address and e-mail (one guesser at one
 * account), per address (one guesser at many accounts), and loosely per e-mail (many
 * addresses at one account). A success clears that e-mail's failures. A browser that has signed
 * in to the account before (the known-device cookie) is not held by the per-e-mail limit, so
 * strangers failing from many addresses cannot lock the owner out of their own device. Sign-up
 * counts attempts per address.
 */
export interface ThrottleLimits {
  failuresPerIp: number;
  failuresPerIpAndEmail: number;
  failuresPerEmail: number;
  signUpsPerIp: number;
}

export function throttleLimitsOf(env: Env): ThrottleLimits {
  return {
    failuresPerIp: env.AUTH_RATE_LIMIT_PER_IP,
    failuresPerIpAndEmail: env.AUTH_FAILURES_PER_IP_EMAIL,
    failuresPerEmail: env.AUTH_RATE_LIMIT_PER_EMAIL,
    signUpsPerIp: env.AUTH_RATE_LIMIT_PER_IP,
  };
}

/**
 * The e-mail as a counter's name (or the known-device cookie) carries it: a digest, so neither
 * the store nor the browser holds the address.
 */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32);
}

/** How long to wait, in seconds, when the answer is no; 0 when the attempt may go on. */
type Wait = number;

/** What a refusal of the throttle says: when to try again, in whole minutes (at least one). */
export function tooManyAttemptsMessage(waitSeconds: Wait): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export function createSignInThrottle(counters: AttemptCounters, limits: ThrottleLimits) {
  const signInKeys = (ip: string, email: string) => ({
    perIp: `auth-ip:${ip}`,
    perIpAndEmail: `auth-ip-email:${ip}:${emailKey(email)}`,
    perEmail: `auth-email:${emailKey(email)}`,
  });
  const toSeconds = (ms: number): Wait => Math.max(1, Math.ceil(ms / 1000));

  return {
    /**
     * Counts a sign-in as failed before it runs (so parallel guesses count too), unless this
     * address or e-mail has failed too often already. `isCounted` is false when the store could
     * not count it (then nothing is to be taken back).
     */
    async startSignIn({
      ip,
      email,
      isKnownDevice = false,
    }: {
      ip: string;
      email: string;
      /** The browser has signed in to this e-mail's account before. */
      isKnownDevice?: boolean;
    }) {
      const keys = signInKeys(ip, email);
      const result = await counters.countUnlessFull([
        { key: keys.perIp, max: limits.failuresPerIp, windowMs: MINUTE_MS },
        { key: keys.perIpAndEmail, max: limits.failuresPerIpAndEmail, windowMs: LOCKOUT_MS },
        ...(isKnownDevice
          ? []
          : [{ key: keys.perEmail, max: limits.failuresPerEmail, windowMs: LOCKOUT_MS }]),
      ]);
      if (!result) return { wait: 0, isCounted: false };
      return { wait: result.isCounted ? 0 : toSeconds(result.waitMs), isCounted: result.isCounted };
    },

    /** A sign-in that succeeded: not a failure of the address, and the e-mail's slate wiped. */
    async signInSucceeded({ ip, email }: { ip: string; email: string }) {
      const keys = signInKeys(ip, email);
      await Promise.all([
        counters.uncount([keys.perIp]),
        counters.clear([keys.perIpAndEmail, keys.perEmail]),
      ]);
    },

    /**
     * Counts a request for a mail of `purpose` (a password-reset or a new verification link):
     * per address, as sign-ups are, and per e-mail (RESET_MAILS_PER_EMAIL an hour), whether or
     * not it has an account, so that nobody can fill a member's inbox and the answer says
     * nothing of the account.
     */
    async startMailRequest({
      ip,
      email,
      purpose,
    }: {
      ip: string;
      email: string;
      purpose: 'reset' | 'verification';
    }): Promise<Wait> {
      const result = await counters.countUnlessFull([
        { key: `auth-${purpose}-ip:${ip}`, max: limits.signUpsPerIp, windowMs: MINUTE_MS },
        {
          key: `auth-${purpose}-email:${emailKey(email)}`,
          max: RESET_MAILS_PER_EMAIL,
          windowMs: 60 * MINUTE_MS,
        },
      ]);
      return result && !result.isCounted ? toSeconds(result.waitMs) : 0;
    },

    /** Counts a sign-up attempt from this address, unless it has made too many. */
    async startSignUp({ ip }: { ip: string }): Promise<Wait> {
      const result = await counters.countUnlessFull([
        { key: `auth-sign-up-ip:${ip}`, max: limits.signUpsPerIp, windowMs: MINUTE_MS },
      ]);
      return result && !result.isCounted ? toSeconds(result.waitMs) : 0;
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
