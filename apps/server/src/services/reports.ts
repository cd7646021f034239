import type { ReportInput, ReportedBiodata } from '@bondhon/shared/schemas/reports';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Caller } from '../auth/caller';
import type { Db } from '../db/client';
import { biodatas, reports, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { recordAudit } from './audit-log';
import { findBiodataByReference } from './biodatas/find-biodata-by-reference';

/**
 * The caller reports a biodata they can see, not their own (issue 21). At most one open report
 * per reporter and biodata: a second while the first is open changes nothing and says so.
 */
export async function createReport({
  db,
  caller,
  report,
}: {
  db: Db;
  caller: Caller;
  report: ReportInput;
}): Promise<{ alreadyReported: boolean }> {
  const biodata = await findBiodataByReference(db, report.biodataId, { visibleTo: caller });
  if (biodata.ownerId === caller.id) {
    throw AppError.conflict('You cannot report your own biodata.');
  }
  const [created] = await db
    .insert(reports)
    .values({
      biodataId: biodata.id,
      reporterId: caller.id,
      reason: report.reason,
      details: report.details ? report.details : null,
    })
    // The one open report per reporter and biodata (a partial unique index).
    .onConflictDoNothing({
      target: [reports.reporterId, reports.biodataId],
      where: sql`${reports.status} = 'open'`,
    })
    .returning({ id: reports.id });
  return { alreadyReported: created === undefined };
}

const owners = alias(users, 'owners');

/**
 * Open reports by biodata, for admins: the most reported first, then the one reported longest
 * ago. Who reported is left out: the reporter is protected, and the admins act on the biodata.
 */
export async function listReportedBiodatas({ db }: { db: Db }): Promise<ReportedBiodata[]> {
  const rows = await db
    .select({
      reportId: reports.id,
      reason: reports.reason,
      details: reports.details,
      at: reports.createdAt,
      biodataId: biodatas.id,
      addid: biodatas.addid,
      name: biodatas.name,
      ownerId: biodatas.userId,
      ownerEmail: owners.email,
    })
    .from(reports)
    .innerJoin(biodatas, eq(biodatas.id, reports.biodataId))
    .innerJoin(owners, eq(owners.id, biodatas.userId))
    .where(eq(reports.status, 'open'))
    .orderBy(asc(reports.createdAt), asc(reports.id));
  const byBiodata = new Map<string, ReportedBiodata>();
  for (const row of rows) {
    let group = byBiodata.get(row.biodataId);
    if (!group) {
      group = {
        biodata: {
          _id: row.biodataId,
          addid: row.addid,
          name: row.name,
          ownerId: row.ownerId,
          ownerEmail: row.ownerEmail,
        },
        count: 0,
        reports: [],
      };
      byBiodata.set(row.biodataId, group);
    }
    group.count += 1;
    group.reports.push({
      id: row.reportId,
      reason: row.reason,
      details: row.details,
      at: row.at.toISOString(),
    });
  }
  // Map order is the oldest report's: a stable sort by count keeps it among equals.
  return [...byBiodata.values()].sort((a, b) => b.count - a.count);
}

/**
 * Closes every open report of a biodata, in the caller's transaction: `dismissed` (nothing to act
 * on) or `actioned` (the biodata was removed, or its owner suspended). Answers how many.
 */
export async function closeOpenReports(
  db: Db,
  biodataId: string,
  status: 'dismissed' | 'actioned',
): Promise<number> {
  const closed = await db
    .update(reports)
    .set({ status, closedAt: sql`now()` })
    .where(and(eq(reports.biodataId, biodataId), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  return closed.length;
}

/**
 * An admin closes every open report of a biodata as nothing to act on, with the audit entry in
 * the same transaction. 404 for a biodata with no open report.
 */
export async function dismissReports({
  db,
  admin,
  biodataId,
  reason,
}: {
  db: Db;
  admin: Caller;
  biodataId: string;
  reason?: string | undefined;
}): Promise<{ dismissed: number }> {
  return db.transaction(async (tx) => {
    const closed = await closeOpenReports(tx, biodataId, 'dismissed');
    if (closed === 0) throw AppError.notFound('This biodata has no open report.');
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'reports.dismiss',
      targetType: 'biodata',
      targetId: biodataId,
      before: { openReports: closed },
      after: { openReports: 0 },
      reason: reason ? reason : null,
    });
    return { dismissed: closed };
  });
}
