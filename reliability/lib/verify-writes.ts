import pg from 'pg';
import { progress } from './report';
import type { Member, WriteLog } from './traffic';

/**
 * Checks every acknowledged write is in the database exactly once, and the database's own
 * invariants about payments. Answers the problems found and how many writes were verified.
 */
export async function verifyWrites(
  databaseUrl: string,
  members: Member[],
  log: WriteLog,
): Promise<{ problems: string[]; verified: Record<string, number> }> {
  const problems = [...log.problems];
  const verified = { edits: 0, favourites: 0, payments: 0, reconciledPayments: 0 };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const memberIds = members.map((member) => member.id);
    const markers = new Map(
      (
        await client.query<{ id: string; fathers_name: string }>(
          'select id, fathers_name from biodatas where id = any($1::uuid[])',
          [members.map((member) => member.biodataId)],
        )
      ).rows.map((row) => [row.id, row.fathers_name]),
    );
    for (const member of members) {
      const stored = markers.get(member.biodataId);
      if (stored === undefined || !member.markerCandidates.includes(stored)) {
        problems.push(
          `${member.email}'s biodata holds ${JSON.stringify(stored)}, not its last acknowledged edit ${JSON.stringify(member.markerCandidates[0])}`,
        );
      } else verified.edits += 1;
    }

    const favouriteRows = (
      await client.query<{ user_id: string; biodata_id: string; id: string; n: number }>(
        `select user_id, biodata_id, min(id::text) as id, count(*)::int as n from favourites
         where user_id = any($1) group by user_id, biodata_id`,
        [memberIds],
      )
    ).rows;
    const stored = new Map(favouriteRows.map((row) => [`${row.user_id} ${row.biodata_id}`, row]));
    for (const row of favouriteRows) {
      if (row.n > 1) problems.push(`${row.n} favourite rows for one user and biodata`);
    }
    for (const member of members) {
      for (const [biodataId, expected] of member.favourites) {
        if (expected.state === 'unknown') continue;
        const row = stored.get(`${member.id} ${biodataId}`);
        const ok = expected.state === 'present' ? row?.id === expected.id : row === undefined;
        if (ok) verified.favourites += 1;
        else
          problems.push(
            `favourite ${member.id}/${biodataId}: expected ${expected.state}, stored ${row ? 'present' : 'absent'}`,
          );
      }
    }

    const paymentRows = (
      await client.query<{
        intent_id: string;
        user_id: string;
        biodata_id: string;
        request_ids: string[];
      }>(
        `select p.intent_id, p.user_id, p.biodata_id,
                array_remove(array_agg(cr.id::text), null) as request_ids
         from payments p left join contact_requests cr on cr.payment_id = p.id
         group by p.id`,
      )
    ).rows;
    const byIntent = new Map<string, typeof paymentRows>();
    for (const row of paymentRows)
      byIntent.set(row.intent_id, [...(byIntent.get(row.intent_id) ?? []), row]);
    for (const payment of log.payments) {
      const rows = byIntent.get(payment.intentId) ?? [];
      if (rows.length !== 1)
        problems.push(`acknowledged payment ${payment.intentId} has ${rows.length} payment rows`);
      else if (rows[0]!.request_ids.length !== 1 || rows[0]!.request_ids[0] !== payment.requestId) {
        problems.push(
          `acknowledged payment ${payment.intentId} has requests ${JSON.stringify(rows[0]!.request_ids)}, acknowledged ${payment.requestId}`,
        );
      } else verified.payments += 1;
    }
    // The database's own invariants: every succeeded intent recorded once with one request,
    // and no request without a succeeded payment.
    const succeeded = (
      await client.query<{ id: string }>(
        `select id from local_payment_intents where status = 'succeeded'`,
      )
    ).rows;
    const acknowledged = new Set(log.payments.map((payment) => payment.intentId));
    for (const { id } of succeeded) {
      const rows = byIntent.get(id) ?? [];
      if (rows.length !== 1 || rows[0]!.request_ids.length !== 1) {
        problems.push(
          `succeeded intent ${id} has ${rows.length} payment rows and ${rows[0]?.request_ids.length ?? 0} contact requests`,
        );
      } else if (!acknowledged.has(id)) verified.reconciledPayments += 1;
    }
    const orphans = await client.query<{ n: number }>(
      `select count(*)::int as n from contact_requests cr
       left join payments p on p.id = cr.payment_id
       left join local_payment_intents i on i.id = p.intent_id
       where i.status is distinct from 'succeeded'`,
    );
    if (orphans.rows[0]!.n > 0)
      problems.push(`${orphans.rows[0]!.n} contact requests without a succeeded payment`);
  } finally {
    await client.end();
  }
  progress(`verified ${JSON.stringify(verified)}; ${problems.length} problems`);
  return { problems, verified };
}
