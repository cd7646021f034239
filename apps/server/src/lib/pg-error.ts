import { causeChain } from './cause-chain';

/** The PostgreSQL error code (SQLSTATE) behind an error, through drizzle's wrapping. */
export function pgErrorCode(error: unknown): string | undefined {
  for (const link of causeChain(error)) {
    const { code } = link as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const FOREIGN_KEY_VIOLATION = '23503';
