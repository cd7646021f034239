import {
  todayInBangladesh,
  type BiodataPublicRecord,
  type BiodataRecordWithContact,
} from '@bondhon/shared/schemas/biodata';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { callerBySessionToken, toCaller } from '../../auth/session-lookup';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { biodatas, contactRequests, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { withPhotoPrivacy, type PhotoViewer } from '../photos/photo-privacy';
import { isBlockedPair } from './blocked-biodatas';
import { NO_SUCH_BIODATA } from './find-biodata-by-reference';
import { isVisibleTo } from './listing-state';
import {
  contactColumns,
  publicColumns,
  toPublicRecord,
  toRecordWithContact,
  type ContactRow,
} from './columns';

/**
 * The caller of a session token and, when it exists, one biodata with its owner's e-mail and
 * whether that caller's contact request for it is approved: one round trip for the whole call.
 * No row: no such session; a row without `record`: no such biodata.
 */
const detailsQuery = preparedPerDatabase((db) => {
  const caller = callerBySessionToken(db).as('caller');
  const owner = alias(users, 'owner');
  return db
    .select({
      // The caller's columns as the shared lookup selects them.
      caller: caller._.selectedFields,
      record: {
        ...publicColumns,
        ownerEmail: owner.email,
        ...contactColumns,
        ownerId: biodatas.userId,
        listed: biodatas.listed,
        isBlockedPair: isBlockedPair(biodatas.userId, caller.id),
        isContactApproved: sql<boolean>`exists (
          select 1 from ${contactRequests}
          where ${contactRequests.requesterId} = ${caller.id}
            and ${contactRequests.biodataId} = ${biodatas.id}
            and not ${contactRequests.pending}
        )`,
      },
    })
    .from(caller)
    .leftJoin(biodatas, eq(biodatas.id, sql.placeholder('id')))
    .leftJoin(owner, eq(owner.id, biodatas.userId))
    .prepare('biodata_details');
});

type DetailsRecord = ContactRow & {
  ownerId: string;
  listed: boolean;
  isBlockedPair: boolean;
  isContactApproved: boolean;
};

/** The left join found the biodata: its columns (all not null in the table) are there. */
function isFoundRecord(record: {
  [K in keyof DetailsRecord]: DetailsRecord[K] | null;
}): record is DetailsRecord {
  return record._id !== null;
}

/**
 * One biodata (404 when `caller` may not see it), with contact fields only for the owner,
 * admins, premium persons and a caller whose contact request for this biodata is approved. The caller is the holder of `sessionToken` (a
 * signature-checked token), looked up in the same query.
 */
export async function findBiodataDetails({
  db,
  id,
  sessionToken,
  adminNeedsTwoFactor,
}: {
  db: Db;
  id: string;
  sessionToken: string;
  adminNeedsTwoFactor: boolean;
}): Promise<
  | { canSeeContact: true; record: BiodataRecordWithContact }
  | { canSeeContact: false; record: BiodataPublicRecord }
> {
  const [row] = await detailsQuery(db).execute({ token: sessionToken, id });
  if (!row) throw AppError.unauthenticated();
  const { record } = row;
  if (!isFoundRecord(record)) throw AppError.notFound(NO_SUCH_BIODATA);
  const caller = toCaller(row.caller, { adminNeedsTwoFactor });
  // A hidden biodata does not exist for anyone but its owner and admins (ADR 0034), nor one
  // whose owner is in a block with the caller (ADR 0037).
  if (!isVisibleTo(record, caller)) throw AppError.notFound(NO_SUCH_BIODATA);
  const today = todayInBangladesh();
  const canSeeContact =
    record.ownerId === caller.id ||
    caller.role === 'admin' ||
    caller.person === 'premium' ||
    record.isContactApproved === true;
  // Its photo as its owner chose (ADR 0040): the owner and an approved requester are entitled to
  // it, whatever they chose; a premium person only to the contact.
  const isEntitled = record.ownerId === caller.id || record.isContactApproved === true;
  const viewer: PhotoViewer = {
    userId: caller.id,
    isMember: true,
    isAdmin: caller.role === 'admin',
    entitledTo: new Set(isEntitled ? [record._id] : []),
  };
  return canSeeContact
    ? { canSeeContact, record: withPhotoPrivacy(toRecordWithContact(record, today), viewer) }
    : { canSeeContact, record: withPhotoPrivacy(toPublicRecord(record, today), viewer) };
}
