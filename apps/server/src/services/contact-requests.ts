import type {
  ContactRequestRecord,
  OwnContactRequest,
} from '@bondhon/shared/schemas/contact-requests';
import type { ActionResult } from '@bondhon/shared/schemas/users';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Caller } from '../auth/caller';
import type { Db } from '../db/client';
import { biodatas, contactRequests, users } from '../db/schema';
import { AppError } from '../lib/app-error';

const owners = alias(users, 'owners');

/**
 * GET /parcels?email=: a user's contact requests, newest first, with the biodata's mobile and
 * contact e-mail only once approved.
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
    .where(eq(users.email, email.toLowerCase()))
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

/** DELETE /deleteBuyData/{parcelId}: the caller's own request, once it is no longer pending. */
export async function deleteOwnContactRequest({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: Caller;
  id: string;
}): Promise<ActionResult> {
  const mine = and(eq(contactRequests.id, id), eq(contactRequests.requesterId, caller.id));
  const deleted = await db
    .delete(contactRequests)
    .where(and(mine, eq(contactRequests.pending, false)))
    .returning({ id: contactRequests.id });
  if (deleted.length > 0) return { success: true, message: 'Contact request deleted.' };
  const [pending] = await db
    .select({ id: contactRequests.id })
    .from(contactRequests)
    .where(and(mine, eq(contactRequests.pending, true)));
  if (pending) {
    throw AppError.conflict('A pending contact request cannot be deleted until it is approved.');
  }
  throw AppError.notFound('You have no contact request with this id.');
}

/** GET /parcels/allData (admins): every contact request, pending first, newest first. */
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
 * PUT /updateParcel/{parcelId} (admins): approves a contact request; approving it again changes
 * nothing. `email`, when given, must be the requester's.
 */
export async function approveContactRequest({
  db,
  admin,
  id,
  email,
}: {
  db: Db;
  admin: Caller;
  id: string;
  email: string | undefined;
}): Promise<ActionResult> {
  const [request] = await db
    .select({ requesterEmail: users.email })
    .from(contactRequests)
    .innerJoin(users, eq(users.id, contactRequests.requesterId))
    .where(eq(contactRequests.id, id));
  if (!request) throw AppError.notFound('No contact request has this id.');
  if (email !== undefined && email !== request.requesterEmail.toLowerCase()) {
    throw AppError.badRequest('This contact request was made by someone else.');
  }
  const approved = await db
    .update(contactRequests)
    .set({ pending: false, approvedAt: new Date(), approvedBy: admin.id })
    .where(and(eq(contactRequests.id, id), eq(contactRequests.pending, true)))
    .returning({ id: contactRequests.id });
  return approved.length > 0
    ? { success: true, message: 'Contact request approved.' }
    : { success: true, message: 'This contact request was already approved.' };
}
