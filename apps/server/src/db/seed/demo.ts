import type { Logger } from 'pino';
import type { Database } from '../client';

/** Seeds a few dozen demo biodatas when the database has none. (Filled in by the seed work.) */
export async function seedDemoIfEmpty(_options: { database: Database; count: number; logger: Logger }) {}
