import type { BetterAuthOptions } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import { redactText, redactValue } from '../lib/redact';

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Better Auth's level for the pino level: what pino would keep, Better Auth writes. */
const AUTH_LEVEL: Record<string, AuthLogLevel | undefined> = {
  trace: 'debug',
  debug: 'debug',
  info: 'info',
  warn: 'warn',
  error: 'error',
  fatal: 'error',
};

/**
 * Better Auth's logger options: its lines go to the app's pino logger (none without one), with
 * e-mail addresses, phone numbers and tokens taken out of the message and of every argument, and
 * the values of secret-named keys (password, token, cookie…) dropped.
 */
export function authLogOptions(logger: FastifyBaseLogger | undefined): BetterAuthOptions['logger'] {
  const level = logger ? AUTH_LEVEL[logger.level] : undefined;
  if (!logger || !level) return { disabled: true };
  const log = logger.child({ module: 'better-auth' });
  return {
    level,
    log(lineLevel, message, ...args) {
      const fields = args.length > 0 ? { details: args.map((arg) => redactValue(arg)) } : {};
      log[lineLevel](fields, redactText(String(message)));
    },
  };
}
