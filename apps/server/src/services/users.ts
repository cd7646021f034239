import type { Language } from '@bondhon/shared/languages';
import type { Person, Role } from '@bondhon/shared/options';
import type { UserRecord } from '@bondhon/shared/schemas/users';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Caller } from '../auth/caller';
import { isSuspendedNow } from '../auth/suspension';
import type { Db } from '../db/client';
import { premiumRequests, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { recordAudit } from './audit-log';
import { toSuspensionRecord } from './moderation/suspensions';

const publicColumns = {
  _id: users.id,
  name: users.name,
  email: users.email,
  image: users.image,
  role: users.role,
  person: users.person,
};

/** Saves the caller's own display name and photo (idempotent); answers the saved account. */
export async function saveCallerProfile({
  db,
  caller,
  name,
  image,
}: {
  db: Db;
  caller: Caller;
  name: string;
  image: string | null | undefined;
}) {
  const [saved] = await db
    .update(users)
    .set({ name, ...(image !== undefined ? { image: image || null } : {}) })
    .where(eq(users.id, caller.id))
    .returning(publicColumns);
  if (!saved) throw AppError.notFound('Your account no longer exists.');
  return saved;
}

/** Keeps the language the caller chose on their account; answers it. */
export async function saveCallerLanguage({
  db,
  caller,
  language,
}: {
  db: Db;
  caller: Caller;
  language: Language;
}): Promise<{ language: Language }> {
  const [saved] = await db
    .update(users)
    .set({ language })
    .where(eq(users.id, caller.id))
    .returning({ language: users.language });
  if (!saved?.language) throw AppError.notFound('Your account no longer exists.');
  return { language: saved.language };
}

/**
 * A user's role and person status, and whether a premium request of theirs waits for the admins:
 * an open request counts only while the user is not premium (an admin may have made them premium
 * from Manage Users without deciding the request).
 */
export async function findUserStatusByEmail({ db, email }: { db: Db; email: string }) {
  const [status] = await db
    .select({
      role: users.role,
      person: users.person,
      pendingRequestId: premiumRequests.id,
    })
    .from(users)
    // At most one pending request per user (premium_requests_one_pending_idx).
    .leftJoin(
      premiumRequests,
      and(eq(premiumRequests.userId, users.id), eq(premiumRequests.pending, true)),
    )
    .where(eq(users.email, email.toLowerCase()));
  if (!status) throw AppError.notFound('No user has this e-mail address.');
  const { role, person, pendingRequestId } = status;
  return { role, person, premiumRequestPending: person !== 'premium' && pendingRequestId !== null };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A page of users for Manage Users, newest first, with the total that match. */
export async function listUsers({
  db,
  search,
  page,
  pageSize,
}: {
  db: Db;
  search?: string | undefined;
  page: number;
  pageSize: number;
}): Promise<{ users: UserRecord[]; total: number }> {
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  const where = pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        ...publicColumns,
        isSuperAdmin: users.isSuperAdmin,
        isSuspended: isSuspendedNow,
        suspendedAt: users.suspendedAt,
        suspendedUntil: users.suspendedUntil,
        suspensionReason: users.suspensionReason,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    users: rows.map(({ isSuspended, suspendedAt, suspendedUntil, suspensionReason, ...user }) => ({
      ...user,
      suspension: isSuspended
        ? toSuspensionRecord({ suspendedAt, suspendedUntil, suspensionReason })
        : null,
    })),
    total: totals?.total ?? 0,
  };
}

/**
 * An admin changes a user's role. The super-admin's role never changes, and no admin changes
 * their own (so the last admin cannot lock everyone out by accident).
 */
export async function changeUserRole({
  db,
  actor,
  userId,
  role,
}: {
  db: Db;
  actor: Caller;
  userId: string;
  role: Role;
}) {
  if (userId === actor.id) throw AppError.forbidden('You cannot change your own role.');
  await db.transaction(async (tx) => {
    // Locked, so the role recorded as before is the one this change replaced.
    const [target] = await tx
      .select({ role: users.role, isSuperAdmin: users.isSuperAdmin })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!target) throw AppError.notFound('No such user.');
    if (target.isSuperAdmin) throw AppError.forbidden("The super admin's role cannot be changed.");
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.role',
      targetType: 'user',
      targetId: userId,
      before: { role: target.role },
      after: { role },
    });
  });
}

/** An admin changes a user's person status (premium or normal). */
export async function changeUserPerson({
  db,
  actor,
  userId,
  person,
}: {
  db: Db;
  actor: Caller;
  userId: string;
  person: Person;
}) {
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ person: users.person })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!target) throw AppError.notFound('No such user.');
    await tx.update(users).set({ person }).where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.person',
      targetType: 'user',
      targetId: userId,
      before: { person: target.person },
      after: { person },
    });
  });
}

/**
 * The operator's `npm run admin -- promote|demote <email>`. Demoting the super-admin is the
 * operator's right: the account stops being the super-admin too.
 */
export async function setRoleByEmail({ db, email, role }: { db: Db; email: string; role: Role }) {
  const normalized = email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id, role: users.role, isSuperAdmin: users.isSuperAdmin })
      .from(users)
      .where(eq(users.email, normalized))
      .for('update');
    if (!target) throw AppError.notFound(`No user has the e-mail address ${normalized}.`);
    const change = { role, ...(role === 'admin' ? {} : { isSuperAdmin: false }) };
    await tx
      .update(users)
      .set({ ...change, updatedAt: sql`now()` })
      .where(eq(users.id, target.id));
    await recordAudit(tx, {
      actorId: null,
      action: 'operator.role',
      targetType: 'user',
      targetId: target.id,
      before: { role: target.role, isSuperAdmin: target.isSuperAdmin },
      after: { isSuperAdmin: target.isSuperAdmin, ...change },
    });
  });
}
