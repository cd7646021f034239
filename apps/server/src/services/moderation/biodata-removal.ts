import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { biodataPendingEdits, biodatas } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit-log';
import { NO_SUCH_BIODATA } from '../biodatas/find-biodata-by-reference';
import { notify } from '../notifications';
import { closeOpenReports } from '../reports';

/**
 * An admin takes a biodata down (issue 21), for a reason its owner is told. In one transaction:
 * the biodata `removed` and unlisted (nobody but its owner and admins sees it again), any edit of
 * it waiting for review dropped, its open reports closed as acted on, the owner told (in the app
 * and by mail) and the audit entry. Removing it again is a 409.
 */
export async function removeBiodata({
  db,
  admin,
  biodataId,
  reason,
}: {
  db: Db;
  admin: Caller;
  biodataId: string;
  reason: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [biodata] = await tx
      .select({
        ownerId: biodatas.userId,
        addid: biodatas.addid,
        reviewState: biodatas.reviewState,
        listed: biodatas.listed,
      })
      .from(biodatas)
      .where(eq(biodatas.id, biodataId))
      .for('update');
    if (!biodata) throw AppError.notFound(NO_SUCH_BIODATA);
    if (biodata.reviewState === 'removed') {
      throw AppError.conflict('This biodata is already removed.');
    }
    await tx
      .update(biodatas)
      .set({
        reviewState: 'removed',
        reviewReason: reason,
        reviewedAt: sql`now()`,
        listed: false,
      })
      .where(eq(biodatas.id, biodataId));
    await tx.delete(biodataPendingEdits).where(eq(biodataPendingEdits.biodataId, biodataId));
    await closeOpenReports(tx, biodataId, 'actioned');
    await notify(tx, {
      userId: biodata.ownerId,
      kind: 'biodataRemoved',
      biodataAddid: biodata.addid,
      note: reason,
    });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'biodata.remove',
      targetType: 'biodata',
      targetId: biodataId,
      before: { reviewState: biodata.reviewState, listed: biodata.listed },
      after: { reviewState: 'removed', listed: false },
      reason,
    });
  });
}
