import type {
  ContactRequestRecord,
  OwnContactRequest,
} from '@bondhon/shared/schemas/contact-requests';
import { and, desc, eq, not } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Caller } from '../auth/caller';
import type { Db } from '../db/client';
import { biodatas, contactRequests, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { recordAudit } from './audit-log';
import { notify } from './notifications';
import type { BiodataReference } from './biodatas/find-biodata-by-reference';
import { isBlockedPair } from './biodatas/blocked-biodatas';
import { onlyListed } from './biodatas/listing-state';

const owners = alias(users, 'owners');

/**
 * A user's contact requests, newest first, with the biodata's mobile and contact e-mail only once
 * approved.
 */
export async function listOwnContactRequests({
  db,
  email,
}: {
  db: Db;
  email: string;
}): Promise<OwnContactRequest[]> {
  const rows = await db
    .select({
      _id: contactRequests.id,
      parcelId: biodatas.id,
      addid: biodatas.addid,
      name: biodatas.name,
      pending: contactRequests.pending,
      mobile: biodatas.mobile,
      ownerEmail: owners.email,
      createdAt: contactRequests.createdAt,
    })
    .from(contactRequests)
    .innerJoin(users, eq(users.id, contactRequests.requesterId))
    .innerJoin(biodatas, eq(biodatas.id, contactRequests.biodataId))
    .innerJoin(owners, eq(owners.id, biodatas.userId))
    // A hidden biodata leaves its requesters' lists while it is hidden (ADR 0034), and a
    // blocked member's while the block lasts (ADR 0037).
    .where(
      and(
        eq(users.email, email.toLowerCase()),
        onlyListed,
        not(isBlockedPair(users.id, biodatas.userId)),
      ),
    )
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id));
  // Built key by key: a pending request never carries the contact columns, not even empty.
  return rows.map((row) => ({
    _id: row._id,
    parcelId: row.parcelId,
    addid: row.addid,
    name: row.name,
    pending: row.pending,
    ...(row.pending ? {} : { mobile: row.mobile, email: row.ownerEmail }),
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Deletes one of the caller's own requests, once it is no longer pending. Anyone else's is "not
 * found", whoever asks.
 */
export async function deleteOwnContactRequest({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: Caller;
  id: string;
}): Promise<void> {
  const mine = and(eq(contactRequests.id, id), eq(contactRequests.requesterId, caller.id));
  const deleted = await db
    .delete(contactRequests)
    .where(and(mine, eq(contactRequests.pending, false)))
    .returning({ id: contactRequests.id });
  if (deleted.length > 0) return;
  const [pending] = await db
    .select({ id: contactRequests.id })
    .from(contactRequests)
    .where(and(mine, eq(contactRequests.pending, true)));
  if (pending) {
    throw AppError.conflict('A pending contact request cannot be deleted until it is approved.');
  }
  throw AppError.notFound('You have no contact request with this id.');
}

/** Every contact request (what admins approve from), pending first, newest first. */
export async function listContactRequests({ db }: { db: Db }): Promise<ContactRequestRecord[]> {
  const rows = await db
    .select({
      _id: contactRequests.id,
      parcelId: biodatas.id,
      addid: biodatas.addid,
      name: biodatas.name,
      email: users.email,
      pending: contactRequests.pending,
      createdAt: contactRequests.createdAt,
    })
    .from(contactRequests)
    .innerJoin(users, eq(users.id, contactRequests.requesterId))
    .innerJoin(biodatas, eq(biodatas.id, contactRequests.biodataId))
    .orderBy(
      desc(contactRequests.pending),
      desc(contactRequests.createdAt),
      desc(contactRequests.id),
    );
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * The request an admin approves: named by its own `_id` (`email`, when given, must then be its
 * requester's), or, as a client written to the spec names it, by its biodata (`_id` or `addid`)
 * and its requester's `email`.
 */
async function findRequestToApprove(
  db: Db,
  reference: BiodataReference,
  email: string | undefined,
): Promise<string> {
  if (typeof reference === 'string') {
    const [request] = await db
      .select({ id: contactRequests.id, requesterEmail: users.email })
      .from(contactRequests)
      .innerJoin(users, eq(users.id, contactRequests.requesterId))
      .where(eq(contactRequests.id, reference));
    if (request) {
      if (email !== undefined && email.toLowerCase() !== request.requesterEmail.toLowerCase()) {
        throw AppError.badRequest('This contact request was made by someone else.');
      }
      return request.id;
    }
  }
  if (email !== undefined) {
    const [request] = await db
      .select({ id: contactRequests.id })
      .from(contactRequests)
      .innerJoin(users, eq(users.id, contactRequests.requesterId))
      .innerJoin(biodatas, eq(biodatas.id, contactRequests.biodataId))
      .where(
        and(
          eq(users.email, email.toLowerCase()),
          typeof reference === 'number'
            ? eq(biodatas.addid, reference)
            : eq(biodatas.id, reference),
        ),
      );
    if (request) return request.id;
  }
  throw AppError.notFound('No contact request has this id.');
}

/**
 * An admin approves a contact request (named as findRequestToApprove says) and the requester is
 * told; approving it again changes nothing. `wasPending` says whether this call approved it.
 */
export async function approveContactRequest({
  db,
  admin,
  reference,
  email,
}: {
  db: Db;
  admin: Caller;
  reference: BiodataReference;
  email: string | undefined;
}): Promise<{ wasPending: boolean }> {
  const id = await findRequestToApprove(db, reference, email);
  return db.transaction(async (tx) => {
    const [approved] = await tx
      .update(contactRequests)
      .set({ pending: false, approvedAt: new Date(), approvedBy: admin.id })
      .where(and(eq(contactRequests.id, id), eq(contactRequests.pending, true)))
      .returning({
        requesterId: contactRequests.requesterId,
        biodataId: contactRequests.biodataId,
      });
    if (!approved) return { wasPending: false };
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'contactRequest.approve',
      targetType: 'contactRequest',
      targetId: id,
      before: { pending: true },
      after: { pending: false },
    });
    // The requester is told, in the approval's transaction (issue 19).
    const [biodata] = await tx
      .select({ addid: biodatas.addid })
      .from(biodatas)
      .where(eq(biodatas.id, approved.biodataId));
    await notify(tx, {
      userId: approved.requesterId,
      kind: 'contactRequestApproved',
      biodataAddid: biodata?.addid ?? null,
    });
    return { wasPending: true };
  });
}
