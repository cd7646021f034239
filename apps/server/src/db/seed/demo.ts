import type { Logger } from 'pino';
import type { Auth } from '../../auth/create-auth';
import type { Database } from '../client';
import { biodatas } from '../schema';
import { createDemoAccounts, type CreatedDemoAccount } from './demo-accounts';
import { seedBiodatas } from './seed-biodatas';

/** The seed whose first records are the demo biodatas a fresh install shows. */
export const DEMO_SEED = 1;

export interface SeedDemoIfEmptyOptions {
  database: Database;
  /** Creates the demo accounts (through the real sign-up) with the demo biodatas. */
  auth: Auth;
  /** How many demo biodatas to create (SEED_DEMO_BIODATAS). */
  count: number;
  logger: Pick<Logger, 'info'>;
  today?: Date;
}

async function isBiodataTableEmpty(database: Database): Promise<boolean> {
  const [existing] = await database.db.select({ id: biodatas.id }).from(biodatas).limit(1);
  return existing === undefined;
}

/**
 * On a database with no biodata yet, creates `count` demo biodatas (seed 1) and their owners,
 * and with them the demo admin and customer, returned with their one-time passwords; on any
 * other database does nothing, so demo accounts an operator deleted stay deleted. Safe when
 * several instances start at once: the seed skips rows that already exist.
 */
export async function seedDemoIfEmpty({
  database,
  auth,
  count,
  logger,
  today,
}: SeedDemoIfEmptyOptions): Promise<{ inserted: number; accounts: CreatedDemoAccount[] }> {
  if (count <= 0 || !(await isBiodataTableEmpty(database))) return { inserted: 0, accounts: [] };
  const { inserted } = await seedBiodatas({
    db: database.db,
    count,
    seed: DEMO_SEED,
    ...(today ? { today } : {}),
  });
  logger.info({ inserted, seed: DEMO_SEED }, `seeded ${inserted} demo biodatas`);
  if (inserted === 0) return { inserted, accounts: [] };
  return { inserted, accounts: await createDemoAccounts({ auth, db: database.db }) };
}
