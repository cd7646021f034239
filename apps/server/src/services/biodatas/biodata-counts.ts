import { FILTER_ALL } from '@bondhon/shared/options';
import type { BiodataCountsResponse } from '@bondhon/shared/schemas/biodata';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawStatement, runStatement } from '../../db/run-statement';
import { biodatas, users } from '../../db/schema';

const biodataCountsStatement = rawStatement(
  sql`select
        coalesce(sum(n) filter (where biodata_type = ${FILTER_ALL}), 0)::int as total,
        coalesce(sum(n) filter (where biodata_type = 'Male'), 0)::int as male,
        coalesce(sum(n) filter (where biodata_type = 'Female'), 0)::int as female,
        (select count(*)::int from ${biodatas}
          join ${users} on ${users.id} = ${biodatas.userId}
          where ${users.person} = 'premium' and ${biodatas.listed}) as premium
      from biodata_counts
      where permanent_division = ${FILTER_ALL}`,
);

/**
 * How many listed biodatas (ADR 0034), of each type, from the counts table; of premium owners,
 * from the owners.
 */
export async function countBiodatas({ db }: { db: Db }): Promise<BiodataCountsResponse> {
  const [counts] = await runStatement<BiodataCountsResponse>(db, biodataCountsStatement);
  return counts ?? { total: 0, male: 0, female: 0, premium: 0 };
}
