import type { PremiumRequestRecord } from '@bondhon/shared/schemas/premium-requests';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../auth/caller';
import type { Db } from '../db/client';
import { biodatas, premiumRequests, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { recordAudit } from './audit-log';
import { notify } from './notifications';

/** How asking for premium went: a request made now, one already pending, or premium already. */
export type PremiumRequestOutcome = 'created' | 'alreadyPending' | 'alreadyPremium';

/**
 * The caller asks to become premium. The partial unique index (one pending request per user)
 * decides whether one is already pending, so double or concurrent submits make one request. The
 * request points at the caller's own biodata, if any.
 */
export async function requestPremium({
  db,
  caller,
}: {
  db: Db;
  caller: Caller;
}): Promise<PremiumRequestOutcome> {
  const [user] = await db
    .select({ person: users.person, biodataId: biodatas.id })
    .from(users)
    .leftJoin(biodatas, eq(biodatas.userId, users.id))
    .where(eq(users.id, caller.id));
  if (!user) throw AppError.notFound('Your account no longer exists.');
  if (user.person === 'premium') return 'alreadyPremium';
  const [inserted] = await db
    .insert(premiumRequests)
    .values({ userId: caller.id, biodataId: user.biodataId })
    .onConflictDoNothing({ target: premiumRequests.userId, where: sql`pending` })
    .returning({ id: premiumRequests.id });
  return inserted ? 'created' : 'alreadyPending';
}

/** Every premium request (what admins approve from): pending first, then decided, newest first. */
export async function listPremiumRequests({ db }: { db: Db }): Promise<PremiumRequestRecord[]> {
  const rows = await db
    .select({
      _id: premiumRequests.id,
      // The biodata's name when the member has one, else the account's.
      name: sql<string>`coalesce(${biodatas.name}, ${users.name})`,
      email: users.email,
      id: biodatas.id,
      addid: biodatas.addid,
      person: users.person,
      pending: premiumRequests.pending,
      createdAt: premiumRequests.createdAt,
    })
    .from(premiumRequests)
    .innerJoin(users, eq(users.id, premiumRequests.userId))
    .leftJoin(biodatas, eq(biodatas.userId, premiumRequests.userId))
    .orderBy(
      desc(premiumRequests.pending),
      desc(premiumRequests.createdAt),
      desc(premiumRequests.id),
    );
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * An admin makes the user premium and closes their pending request, telling them, in one
 * transaction. Doing it again changes nothing.
 */
export async function approvePremium({
  db,
  admin,
  email,
}: {
  db: Db;
  admin: Caller;
  email: string;
}): Promise<void> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, person: users.person })
      .from(users)
      .where(eq(users.email, email.toLowerCase()))
      .for('update');
    if (!user) throw AppError.notFound('No user has this e-mail address.');
    await tx.update(users).set({ person: 'premium' }).where(eq(users.id, user.id));
    const decided = await tx
      .update(premiumRequests)
      .set({ pending: false, decidedAt: new Date(), decidedBy: admin.id })
      .where(and(eq(premiumRequests.userId, user.id), eq(premiumRequests.pending, true)))
      .returning({ id: premiumRequests.id });
    // Doing it again changes nothing, and records nothing.
    if (user.person !== 'premium' || decided.length > 0) {
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'premium.approve',
        targetType: 'user',
        targetId: user.id,
        before: { person: user.person, pendingRequest: decided.length > 0 },
        after: { person: 'premium', pendingRequest: false },
      });
    }
    // The member is told when this approval decided their request (issue 19).
    if (decided.length > 0) await notify(tx, { userId: user.id, kind: 'premiumApproved' });
  });
}
