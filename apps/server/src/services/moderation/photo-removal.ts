import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { biodataPendingEdits, biodatas } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit-log';
import { NO_SUCH_BIODATA } from '../biodatas/find-biodata-by-reference';
import { notify } from '../notifications';

/**
 * An admin takes a biodata's photo off it (issue 22), for a reason its owner is told. In one
 * transaction: the photo gone from what others see and from an edit waiting for review
 * (before-publish mode), the owner told (in the app and by mail) and the audit entry. The rest of
 * the biodata and its review stay as they were. A biodata with no photo is a 409.
 */
export async function removeBiodataPhoto({
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
        profileImage: biodatas.profileImage,
        pendingImage: sql<string | null>`${biodataPendingEdits.values} ->> 'profileImage'`,
      })
      .from(biodatas)
      .leftJoin(biodataPendingEdits, eq(biodataPendingEdits.biodataId, biodatas.id))
      .where(eq(biodatas.id, biodataId))
      .for('update', { of: biodatas });
    if (!biodata) throw AppError.notFound(NO_SUCH_BIODATA);
    if (biodata.profileImage === null && biodata.pendingImage === null) {
      throw AppError.conflict('This biodata has no photo.');
    }
    await tx.update(biodatas).set({ profileImage: null }).where(eq(biodatas.id, biodataId));
    await tx
      .update(biodataPendingEdits)
      .set({ values: sql`${biodataPendingEdits.values} || '{"profileImage": null}'::jsonb` })
      .where(eq(biodataPendingEdits.biodataId, biodataId));
    await notify(tx, {
      userId: biodata.ownerId,
      kind: 'photoRemoved',
      biodataAddid: biodata.addid,
      note: reason,
    });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'biodata.removePhoto',
      targetType: 'biodata',
      targetId: biodataId,
      before: { profileImage: biodata.profileImage, pendingProfileImage: biodata.pendingImage },
      after: { profileImage: null },
      reason,
    });
  });
}
