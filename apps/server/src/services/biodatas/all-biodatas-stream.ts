import { todayInBangladesh, type BiodataPublicRecord } from '@bondhon/shared/schemas/biodata';
import { and, asc, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { biodatas } from '../../db/schema';
import { publicColumns, toPublicRecord } from './columns';
import { onlyListed } from './listing-state';

const BATCH_SIZE = 250;

/**
 * Every biodata (public fields only) in addid order, in batches read by keyset so memory stays
 * flat whatever the table's size. Nothing is read before the first batch is asked for, and an
 * empty table yields no batch.
 */
export async function* streamAllBiodatas({
  db,
  batchSize = BATCH_SIZE,
}: {
  db: Db;
  batchSize?: number;
}): AsyncGenerator<BiodataPublicRecord[]> {
  const today = todayInBangladesh();
  let lastAddid = 0;
  for (;;) {
    const rows = await db
      .select(publicColumns)
      .from(biodatas)
      .where(and(gt(biodatas.addid, lastAddid), onlyListed))
      .orderBy(asc(biodatas.addid))
      .limit(batchSize);
    if (rows.length > 0) {
      yield rows.map((row) => toPublicRecord(row, today));
      lastAddid = rows[rows.length - 1]?.addid ?? lastAddid;
    }
    if (rows.length < batchSize) return;
  }
}
