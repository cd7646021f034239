import { randomUUID } from 'node:crypto';
import type { BiodataType, Division, Person } from '@bondhon/shared/options';
import { latestDobForAge, todayInBangladesh } from '@bondhon/shared/schemas/biodata';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Env } from '../src/config/env';
import { biodatas, contactRequests, payments, users } from '../src/db/schema';
import { browserHeaders, type TestAccount } from './helpers/accounts';

/** A valid biodata form body (a 28-year-old woman from Sylhet), with overrides. */
export function biodataBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    biodataType: 'Female',
    name: 'Nusrat Jahan',
    profileImage: 'https://images.example.com/nusrat.png',
    dob: latestDobForAge(28, todayInBangladesh()),
    height: `5'2"`,
    weight: '50kg',
    occupation: 'Teacher',
    race: 'Medium',
    fathersName: 'Abdul Karim',
    mothersName: 'Rokeya Begum',
    permanentDivision: 'Sylhet',
    presentDivision: 'Dhaka',
    expectedPartnerAge: 32,
    expectedPartnerHeight: `5'7"`,
    expectedPartnerWeight: '65kg',
    mobile: '01712345678',
    declaresTruth: true,
    declaresGuardianKnows: true,
    ...overrides,
  };
}

/** Partner expectations beyond the spec's three, every one given, as the form sends them. */
export const partnerExpectations = {
  expectedAgeMin: 28,
  expectedAgeMax: 34,
  expectedHeightMin: `5'5"`,
  expectedHeightMax: `6'0"`,
  acceptableMaritalStatuses: ['Never married', 'Divorced'],
  preferredDivisions: ['Sylhet', 'Dhaka'],
  expectedMinEducation: "Master's",
  expectationsNote: 'Kind and honest.\nRespects both families.',
};

/** The date `days` days from `isoDate`. */
export function shiftDate(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

export type Caller = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  account?: TestAccount,
  payload?: Record<string, unknown>,
) => Promise<Awaited<ReturnType<App['inject']>>>;

/** Calls the app as a browser of this site would, signed in as `account` when given. */
export function callerFor(ctx: { app: App; env: Env }): Caller {
  return (method, url, account, payload) =>
    ctx.app.inject({
      method,
      url,
      headers: browserHeaders(ctx.env, account?.cookie),
      ...(payload ? { payload } : {}),
    });
}

let rowCounter = 0;

/**
 * Arranges a biodata (and its owner) straight in the database, for dates of birth the API would
 * refuse (someone who turned 61 today) or many rows at once.
 */
export async function insertBiodataRow(
  app: App,
  row: {
    dob: string;
    biodataType?: BiodataType;
    permanentDivision?: Division;
    person?: Person;
    name?: string;
  },
): Promise<{ id: string; addid: number; userId: string; email: string }> {
  rowCounter += 1;
  const userId = `fixture-${process.pid}-${rowCounter}-${randomUUID().slice(0, 8)}`;
  const email = `${userId}@example.com`;
  await app.db.insert(users).values({
    id: userId,
    name: row.name ?? `Fixture ${rowCounter}`,
    email,
    person: row.person ?? 'normal',
  });
  const [inserted] = await app.db
    .insert(biodatas)
    .values({
      userId,
      biodataType: row.biodataType ?? 'Female',
      name: row.name ?? `Fixture ${rowCounter}`,
      dob: row.dob,
      height: `5'2"`,
      weight: '50kg',
      occupation: 'Other',
      race: 'Medium',
      permanentDivision: row.permanentDivision ?? 'Dhaka',
      presentDivision: 'Dhaka',
      expectedPartnerHeight: `5'7"`,
      expectedPartnerWeight: '60kg',
      mobile: '+8801812345678',
    })
    .returning({ id: biodatas.id, addid: biodatas.addid });
  if (!inserted) throw new Error('fixture biodata not inserted');
  return { ...inserted, userId, email };
}

/** A paid contact request of `requester` for a biodata, approved or still pending. */
export async function insertContactRequest(
  app: App,
  { requesterId, biodataId, pending }: { requesterId: string; biodataId: string; pending: boolean },
) {
  const [payment] = await app.db
    .insert(payments)
    .values({
      gateway: 'local',
      intentId: `pi_${randomUUID()}`,
      userId: requesterId,
      biodataId,
      amount: 500,
      currency: 'usd',
      status: 'succeeded',
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('fixture payment not inserted');
  await app.db.insert(contactRequests).values({
    requesterId,
    biodataId,
    paymentId: payment.id,
    pending,
    ...(pending ? {} : { approvedAt: new Date() }),
  });
}

export interface CountMismatch {
  table: string;
  biodata_type: string;
  permanent_division: string;
  bucket: string;
  expected: number | null;
  counted: number | null;
}

/**
 * Every difference between the counts tables and a real count of listed biodatas (the counts
 * leave out hidden ones, ADR 0034), per birth month and per birth date, by type and division with
 * the 'All' roll-ups. Empty when the triggers kept them exact.
 */
export async function findCountMismatches(app: App): Promise<CountMismatch[]> {
  const compare = (table: 'biodata_counts' | 'biodata_day_counts') => {
    const bucketColumn = sql.raw(table === 'biodata_counts' ? 'birth_month' : 'birth_date');
    const bucketOf =
      table === 'biodata_counts' ? sql`date_trunc('month', dob::timestamp)::date` : sql`dob`;
    return sql`
      select ${table} as "table", coalesce(r.t, c.biodata_type) as biodata_type,
        coalesce(r.d, c.permanent_division) as permanent_division,
        coalesce(r.bucket, c.bucket)::text as bucket, r.n as expected, c.n as counted
      from (
        select coalesce(biodata_type, 'All') as t, coalesce(permanent_division, 'All') as d,
          ${bucketOf} as bucket, count(*)::int as n
        from biodatas
        where listed
        group by grouping sets (
          (biodata_type, permanent_division, ${bucketOf}), (biodata_type, ${bucketOf}),
          (permanent_division, ${bucketOf}), (${bucketOf}))
      ) r
      full join (
        select biodata_type, permanent_division, ${bucketColumn} as bucket, n
        from ${sql.raw(table)} where n <> 0
      ) c on c.biodata_type = r.t and c.permanent_division = r.d and c.bucket = r.bucket
      where r.n is distinct from c.n`;
  };
  const mismatches: CountMismatch[] = [];
  for (const table of ['biodata_counts', 'biodata_day_counts'] as const) {
    const result = (await app.db.execute(compare(table))) as unknown as { rows: CountMismatch[] };
    mismatches.push(...result.rows);
  }
  return mismatches;
}

/** The keys of a listing card: what anyone may read about a biodata in a list. */
export const CARD_KEYS = [
  '_id',
  'addid',
  'name',
  'biodataType',
  'profileImage',
  'photoWithheld',
  'permanentDivision',
  'yourAge',
  'occupation',
  'verifiedAt',
];

/** The keys of a biodata as anyone signed in may read it: no contact field. */
export const PUBLIC_KEYS = [
  '_id',
  'addid',
  'biodataType',
  'name',
  'profileImage',
  'photoWithheld',
  'dob',
  'height',
  'weight',
  'yourAge',
  'occupation',
  'race',
  'fathersName',
  'mothersName',
  'maritalStatus',
  'childrenCount',
  'religion',
  'religiousPractice',
  'educationLevel',
  'educationSubject',
  'institution',
  'occupationDetail',
  'monthlyIncome',
  'fathersOccupation',
  'mothersOccupation',
  'brothersCount',
  'sistersCount',
  'familyType',
  'economicStatus',
  'aboutMe',
  'permanentDivision',
  'presentDivision',
  'permanentDistrict',
  'presentDistrict',
  'expectedPartnerAge',
  'expectedPartnerHeight',
  'expectedPartnerWeight',
  'expectedAgeMin',
  'expectedAgeMax',
  'expectedHeightMin',
  'expectedHeightMax',
  'acceptableMaritalStatuses',
  'preferredDivisions',
  'expectedMinEducation',
  'expectationsNote',
  'verifiedAt',
];

/** The contact fields: only for the owner, admins, premium persons and approved requesters. */
export const CONTACT_KEYS = [
  'user',
  'mobile',
  'contactEmail',
  'guardianName',
  'guardianRelation',
  'guardianMobile',
  // Not a contact, but answered only with one: the owner's choice of who sees the photo.
  'photoVisibility',
];
