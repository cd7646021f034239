import type { Logger } from 'pino';
import type { Database } from '../client';
import { biodatas } from '../schema';
import { seedBiodatas } from './seed-biodatas';

/** The seed whose first records are the demo biodatas a fresh install shows. */
export const DEMO_SEED = 1;

export interface SeedDemoIfEmptyOptions {
  database: Database;
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
 * On a database with no biodata yet, creates `count` demo biodatas (seed 1) and their owners;
 * on any other database does nothing. Safe when several instances start at once: the seed
 * skips rows that already exist.
 */
export async function seedDemoIfEmpty({
  database,
  count,
  logger,
  today,
}: SeedDemoIfEmptyOptions): Promise<{ inserted: number }> {
  let inserted = 0;
  if (count > 0 && (await isBiodataTableEmpty(database))) {
    ({ inserted } = await seedBiodatas({
      db: database.db,
      count,
      seed: DEMO_SEED,
      ...(today ? { today } : {}),
    }));
    logger.info({ inserted, seed: DEMO_SEED }, `seeded ${inserted} demo biodatas`);
  }
  return { inserted };
}
