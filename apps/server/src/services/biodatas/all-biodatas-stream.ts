import { todayInBangladesh, type BiodataPublicRecord } from '@bondhon/shared/schemas/biodata';
import { VISITOR, withPhotoPrivacy, type PhotoViewer } from '../photos/photo-privacy';
import { and, asc, gt, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { biodatas } from '../../db/schema';
import { NO_BLOCKED_BIODATAS, type BlockedBiodatas } from './blocked-biodatas';
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
  blocked = NO_BLOCKED_BIODATAS,
  viewer = VISITOR,
}: {
  db: Db;
  batchSize?: number;
  /** The caller's blocked biodatas (ADR 0037): left out. */
  blocked?: BlockedBiodatas;
  /** Who reads them: each photo as its owner chose (ADR 0040). */
  viewer?: PhotoViewer;
}): AsyncGenerator<BiodataPublicRecord[]> {
  const notBlocked =
    blocked.addids.size > 0 ? notInArray(biodatas.addid, [...blocked.addids]) : undefined;
  const today = todayInBangladesh();
  let lastAddid = 0;
  for (;;) {
    const rows = await db
      .select(publicColumns)
      .from(biodatas)
      .where(and(gt(biodatas.addid, lastAddid), onlyListed, notBlocked))
      .orderBy(asc(biodatas.addid))
      .limit(batchSize);
    if (rows.length > 0) {
      // Written out without a schema: the owner's choice of who sees the photo stays here.
      yield rows.map((row) => {
        const { photoVisibility: _choice, ...record } = withPhotoPrivacy(
          toPublicRecord(row, today),
          viewer,
        );
        return record;
      });
      lastAddid = rows[rows.length - 1]?.addid ?? lastAddid;
    }
    if (rows.length < batchSize) return;
  }
}
