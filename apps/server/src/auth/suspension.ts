import { sql } from 'drizzle-orm';
import { users } from '../db/schema';

/**
 * Whether a member's suspension (issue 21) is in force now, for a row of `users`: suspended, and
 * either indefinitely or until a time still to come. Every read of a suspension says this, so a
 * suspension ends at its time wherever it is read, before the worker clears it.
 */
export const isSuspendedNow = sql<boolean>`(${users.suspendedAt} is not null and (${users.suspendedUntil} is null or ${users.suspendedUntil} > now()))`;
