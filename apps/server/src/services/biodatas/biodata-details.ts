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
import { arrayLiteral } from '../../db/run-statement';
import { biodatas, contactRequests, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createBatcher, MAX_CALLS_A_BATCH, READER_BATCHES_IN_FLIGHT } from '../../lib/batcher';
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
 * The details calls asked for together (lib/batcher.ts): each one's session token and biodata
 * id, with its place in the batch (`n`, from 1).
 */
const wantedDetails = sql`unnest(${sql.placeholder('tokens')}::text[], ${sql.placeholder('ids')}::uuid[])
  with ordinality as want(token, id, n)`;

/**
 * For each call of a batch, the caller of its session token and, when it exists, its biodata
 * with its owner's e-mail and whether that caller's contact request for it is approved: one round
 * trip for the whole batch. No row for a call: no such session; a row without `record`: no such
 * biodata.
 */
const detailsQuery = preparedPerDatabase((db) => {
  const caller = callerBySessionToken(db, sql`want.token`).as('caller');
  const owner = alias(users, 'owner');
  return db
    .select({
      n: sql<number>`want.n::int`.as('n'),
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
    .from(wantedDetails)
    .innerJoinLateral(caller, sql`true`)
    .leftJoin(biodatas, eq(biodatas.id, sql`want.id`))
    .leftJoin(owner, eq(owner.id, biodatas.userId))
    .prepare('biodata_details_batch');
});

type DetailsRow = Awaited<ReturnType<ReturnType<typeof detailsQuery>['execute']>>[number];

/** Each database's reader of details calls: calls made while others are read go together. */
const detailsReader = preparedPerDatabase((db) =>
  createBatcher<{ token: string; id: string }, DetailsRow | undefined>({
    keyOf: () => 'details',
    maxInFlight: READER_BATCHES_IN_FLIGHT,
    maxBatch: MAX_CALLS_A_BATCH,
    run: async (_kind, calls) => {
      const rows = await detailsQuery(db).execute({
        tokens: arrayLiteral(calls.map((one) => one.token)),
        ids: arrayLiteral(calls.map((one) => one.id)),
      });
      const byCall: (DetailsRow | undefined)[] = calls.map(() => undefined);
      for (const row of rows) byCall[row.n - 1] = row;
      return byCall;
    },
  }),
);

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
  const row = await detailsReader(db)({ token: sessionToken, id });
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
