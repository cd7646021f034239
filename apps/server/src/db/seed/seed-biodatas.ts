import { sql, type SQL } from 'drizzle-orm';
import { refreshListed } from '../../services/biodatas/listing-state';
import type { Db } from '../client';
import { generateSeedPerson, type SeedPerson } from './generate-biodata';

/**
 * Inserts demo biodatas (and their owners) in batches. Each batch is generated on its own and
 * written with one `INSERT … SELECT FROM unnest(…)` per table in one transaction: a fixed number
 * of parameters whatever the batch size, bounded memory whatever the count. Rows already present
 * (same seed, same record number) are skipped, so re-running a seed adds nothing.
 */

export const DEFAULT_BATCH_SIZE = 5000;
export const MAX_BATCH_SIZE = 50_000;
export const MAX_SEED = 2_147_483_647;
export const MAX_SEED_COUNT = 20_000_000;
export const MAX_CONCURRENCY = 8;

export interface SeedProgress {
  /** Records handled so far (inserted or skipped). */
  processed: number;
  total: number;
  inserted: number;
  skipped: number;
}

export interface SeedBiodatasOptions {
  db: Db;
  /** How many records of this seed should exist: records 1 to `count`. */
  count: number;
  seed: number;
  batchSize?: number;
  /** Batches in flight at once (default 1); each needs its own database connection. */
  concurrency?: number;
  /** Ages are counted from this date (default: now). */
  today?: Date;
  onProgress?: (progress: SeedProgress) => void;
  /** Stops between batches; every finished batch stays committed. */
  signal?: AbortSignal;
}

export interface SeedBiodatasResult extends SeedProgress {
  /** False when `signal` stopped the run before the last batch. */
  isComplete: boolean;
}

/** The rows of one batch, column by column, as the unnest() insert takes them. */
export interface SeedBatchColumns {
  users: {
    id: string[];
    name: string[];
    email: string[];
    image: (string | null)[];
    role: string[];
    person: string[];
  };
  biodatas: {
    userId: string[];
    biodataType: string[];
    name: string[];
    profileImage: (string | null)[];
    dob: string[];
    height: string[];
    weight: string[];
    occupation: string[];
    race: string[];
    fathersName: string[];
    mothersName: string[];
    permanentDivision: string[];
    presentDivision: string[];
    permanentDistrict: (string | null)[];
    presentDistrict: (string | null)[];
    maritalStatus: (string | null)[];
    childrenCount: (number | null)[];
    religion: (string | null)[];
    religiousPractice: (string | null)[];
    educationLevel: (string | null)[];
    educationSubject: (string | null)[];
    institution: (string | null)[];
    occupationDetail: (string | null)[];
    monthlyIncome: (string | null)[];
    fathersOccupation: (string | null)[];
    mothersOccupation: (string | null)[];
    brothersCount: (number | null)[];
    sistersCount: (number | null)[];
    familyType: (string | null)[];
    economicStatus: (string | null)[];
    aboutMe: (string | null)[];
    guardianName: (string | null)[];
    guardianRelation: (string | null)[];
    guardianMobile: (string | null)[];
    expectedPartnerAge: (number | null)[];
    expectedPartnerHeight: string[];
    expectedPartnerWeight: string[];
    expectedAgeMin: (number | null)[];
    expectedAgeMax: (number | null)[];
    expectedHeightMin: (string | null)[];
    expectedHeightMax: (string | null)[];
    /** A list as its options joined by LIST_SEPARATOR (unnest() cannot take arrays of arrays). */
    acceptableMaritalStatuses: (string | null)[];
    preferredDivisions: (string | null)[];
    expectedMinEducation: (string | null)[];
    expectationsNote: (string | null)[];
    mobile: string[];
  };
}

/** Joins a list column's options for the insert, which splits them again; in no option's name. */
const LIST_SEPARATOR = '|';

function joinList(list: readonly string[] | null): string | null {
  return list === null ? null : list.join(LIST_SEPARATOR);
}

function assertInteger(name: string, value: number, min: number, max: number) {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a whole number from ${min} to ${max}, got ${value}`);
  }
}

/** Records `start` to `start + size - 1` of a seed, as columns. */
export function generateSeedBatch({
  seed,
  start,
  size,
  today,
}: {
  seed: number;
  start: number;
  size: number;
  today: Date;
}): SeedBatchColumns {
  const columns: SeedBatchColumns = {
    users: { id: [], name: [], email: [], image: [], role: [], person: [] },
    biodatas: {
      userId: [],
      biodataType: [],
      name: [],
      profileImage: [],
      dob: [],
      height: [],
      weight: [],
      occupation: [],
      race: [],
      fathersName: [],
      mothersName: [],
      permanentDivision: [],
      presentDivision: [],
      permanentDistrict: [],
      presentDistrict: [],
      maritalStatus: [],
      childrenCount: [],
      religion: [],
      religiousPractice: [],
      educationLevel: [],
      educationSubject: [],
      institution: [],
      occupationDetail: [],
      monthlyIncome: [],
      fathersOccupation: [],
      mothersOccupation: [],
      brothersCount: [],
      sistersCount: [],
      familyType: [],
      economicStatus: [],
      aboutMe: [],
      guardianName: [],
      guardianRelation: [],
      guardianMobile: [],
      expectedPartnerAge: [],
      expectedPartnerHeight: [],
      expectedPartnerWeight: [],
      expectedAgeMin: [],
      expectedAgeMax: [],
      expectedHeightMin: [],
      expectedHeightMax: [],
      acceptableMaritalStatuses: [],
      preferredDivisions: [],
      expectedMinEducation: [],
      expectationsNote: [],
      mobile: [],
    },
  };
  for (let index = start; index < start + size; index++) {
    appendPerson(columns, generateSeedPerson({ seed, index, today }));
  }
  return columns;
}

function appendPerson({ users, biodatas }: SeedBatchColumns, { user, biodata }: SeedPerson) {
  users.id.push(user.id);
  users.name.push(user.name);
  users.email.push(user.email);
  users.image.push(user.image);
  users.role.push(user.role);
  users.person.push(user.person);
  biodatas.userId.push(biodata.userId);
  biodatas.biodataType.push(biodata.biodataType);
  biodatas.name.push(biodata.name);
  biodatas.profileImage.push(biodata.profileImage);
  biodatas.dob.push(biodata.dob);
  biodatas.height.push(biodata.height);
  biodatas.weight.push(biodata.weight);
  biodatas.occupation.push(biodata.occupation);
  biodatas.race.push(biodata.race);
  biodatas.fathersName.push(biodata.fathersName);
  biodatas.mothersName.push(biodata.mothersName);
  biodatas.permanentDivision.push(biodata.permanentDivision);
  biodatas.presentDivision.push(biodata.presentDivision);
  biodatas.permanentDistrict.push(biodata.permanentDistrict);
  biodatas.presentDistrict.push(biodata.presentDistrict);
  biodatas.maritalStatus.push(biodata.maritalStatus);
  biodatas.childrenCount.push(biodata.childrenCount);
  biodatas.religion.push(biodata.religion);
  biodatas.religiousPractice.push(biodata.religiousPractice);
  biodatas.educationLevel.push(biodata.educationLevel);
  biodatas.educationSubject.push(biodata.educationSubject);
  biodatas.institution.push(biodata.institution);
  biodatas.occupationDetail.push(biodata.occupationDetail);
  biodatas.monthlyIncome.push(biodata.monthlyIncome);
  biodatas.fathersOccupation.push(biodata.fathersOccupation);
  biodatas.mothersOccupation.push(biodata.mothersOccupation);
  biodatas.brothersCount.push(biodata.brothersCount);
  biodatas.sistersCount.push(biodata.sistersCount);
  biodatas.familyType.push(biodata.familyType);
  biodatas.economicStatus.push(biodata.economicStatus);
  biodatas.aboutMe.push(biodata.aboutMe);
  biodatas.guardianName.push(biodata.guardianName);
  biodatas.guardianRelation.push(biodata.guardianRelation);
  biodatas.guardianMobile.push(biodata.guardianMobile);
  biodatas.expectedPartnerAge.push(biodata.expectedPartnerAge);
  biodatas.expectedPartnerHeight.push(biodata.expectedPartnerHeight);
  biodatas.expectedPartnerWeight.push(biodata.expectedPartnerWeight);
  biodatas.expectedAgeMin.push(biodata.expectedAgeMin);
  biodatas.expectedAgeMax.push(biodata.expectedAgeMax);
  biodatas.expectedHeightMin.push(biodata.expectedHeightMin);
  biodatas.expectedHeightMax.push(biodata.expectedHeightMax);
  biodatas.acceptableMaritalStatuses.push(joinList(biodata.acceptableMaritalStatuses));
  biodatas.preferredDivisions.push(joinList(biodata.preferredDivisions));
  biodatas.expectedMinEducation.push(biodata.expectedMinEducation);
  biodatas.expectationsNote.push(biodata.expectationsNote);
  biodatas.mobile.push(biodata.mobile);
}

/** One array parameter, cast to its PostgreSQL array type. */
function arrayParam(values: readonly unknown[], type: 'text' | 'date' | 'smallint'): SQL {
  return sql`${sql.param(values)}::${sql.raw(type)}[]`;
}

function insertUsersQuery({ users }: SeedBatchColumns): SQL {
  return sql`
    insert into users (id, name, email, image, role, person)
    select t.id, t.name, t.email, t.image, t.role, t.person
    from unnest(
      ${arrayParam(users.id, 'text')}, ${arrayParam(users.name, 'text')},
      ${arrayParam(users.email, 'text')}, ${arrayParam(users.image, 'text')},
      ${arrayParam(users.role, 'text')}, ${arrayParam(users.person, 'text')}
    ) as t(id, name, email, image, role, person)
    where not exists (select 1 from users u where u.id = t.id)
    on conflict do nothing`;
}

/**
 * Inserts the biodatas whose owner exists and has none yet, in record order (so `addid`, the
 * identity, follows the record numbers), and answers how many it inserted. Filtering first keeps
 * re-runs from burning identity values on rows that would conflict.
 */
function insertBiodatasQuery({ biodatas: b }: SeedBatchColumns, start: number): SQL {
  // Its review (issue 21): every fifth record waits for an admin, the rest were verified on one
  // of the last 90 days; the record number decides, so a seed is the same on every run.
  const recordNumber = sql`(${start}::int + t.ord::int - 1)`;
  const isWaiting = sql`${recordNumber} % 5 = 0`;
  const verifiedAt = sql`case when ${isWaiting} then null else now() - (${recordNumber} % 90 + 1) * interval '1 day' end`;
  // Who sees the photo (issue 22): most show it to everyone, one in ten to members only, one in
  // ten only to approved requesters, so every reader meets all three.
  const photoVisibility = sql`case ${recordNumber} % 10 when 7 then 'members' when 9 then 'approved' else 'everyone' end`;
  return sql`
    with inserted as (
      insert into biodatas (
        user_id, biodata_type, name, profile_image, dob, height, weight, occupation, race,
        fathers_name, mothers_name, permanent_division, present_division,
        permanent_district, present_district,
        marital_status, children_count, religion, religious_practice,
        education_level, education_subject, institution, occupation_detail, monthly_income,
        fathers_occupation, mothers_occupation, brothers_count, sisters_count,
        family_type, economic_status, about_me,
        expected_partner_age, expected_partner_height, expected_partner_weight, mobile,
        guardian_name, guardian_relation, guardian_mobile,
        expected_age_min, expected_age_max, expected_height_min, expected_height_max,
        acceptable_marital_statuses, preferred_divisions, expected_min_education,
        expectations_note, review_state, verified_at, reviewed_at, photo_visibility
      )
      select
        t.user_id, t.biodata_type, t.name, t.profile_image, t.dob, t.height, t.weight,
        t.occupation, t.race, t.fathers_name, t.mothers_name, t.permanent_division,
        t.present_division, t.permanent_district, t.present_district,
        t.marital_status, t.children_count, t.religion, t.religious_practice,
        t.education_level, t.education_subject, t.institution, t.occupation_detail,
        t.monthly_income, t.fathers_occupation, t.mothers_occupation,
        t.brothers_count, t.sisters_count, t.family_type, t.economic_status, t.about_me,
        t.expected_partner_age, t.expected_partner_height,
        t.expected_partner_weight, t.mobile,
        t.guardian_name, t.guardian_relation, t.guardian_mobile,
        t.expected_age_min, t.expected_age_max, t.expected_height_min, t.expected_height_max,
        string_to_array(t.acceptable_marital_statuses, ${LIST_SEPARATOR}),
        string_to_array(t.preferred_divisions, ${LIST_SEPARATOR}),
        t.expected_min_education, t.expectations_note,
        case when ${isWaiting} then 'pending' else 'verified' end, ${verifiedAt}, ${verifiedAt},
        ${photoVisibility}
      from unnest(
        ${arrayParam(b.userId, 'text')}, ${arrayParam(b.biodataType, 'text')},
        ${arrayParam(b.name, 'text')}, ${arrayParam(b.profileImage, 'text')},
        ${arrayParam(b.dob, 'date')}, ${arrayParam(b.height, 'text')},
        ${arrayParam(b.weight, 'text')}, ${arrayParam(b.occupation, 'text')},
        ${arrayParam(b.race, 'text')}, ${arrayParam(b.fathersName, 'text')},
        ${arrayParam(b.mothersName, 'text')}, ${arrayParam(b.permanentDivision, 'text')},
        ${arrayParam(b.presentDivision, 'text')},
        ${arrayParam(b.permanentDistrict, 'text')}, ${arrayParam(b.presentDistrict, 'text')},
        ${arrayParam(b.maritalStatus, 'text')}, ${arrayParam(b.childrenCount, 'smallint')},
        ${arrayParam(b.religion, 'text')}, ${arrayParam(b.religiousPractice, 'text')},
        ${arrayParam(b.educationLevel, 'text')}, ${arrayParam(b.educationSubject, 'text')},
        ${arrayParam(b.institution, 'text')}, ${arrayParam(b.occupationDetail, 'text')},
        ${arrayParam(b.monthlyIncome, 'text')},
        ${arrayParam(b.fathersOccupation, 'text')}, ${arrayParam(b.mothersOccupation, 'text')},
        ${arrayParam(b.brothersCount, 'smallint')}, ${arrayParam(b.sistersCount, 'smallint')},
        ${arrayParam(b.familyType, 'text')}, ${arrayParam(b.economicStatus, 'text')},
        ${arrayParam(b.aboutMe, 'text')},
        ${arrayParam(b.expectedPartnerAge, 'smallint')},
        ${arrayParam(b.expectedPartnerHeight, 'text')},
        ${arrayParam(b.expectedPartnerWeight, 'text')}, ${arrayParam(b.mobile, 'text')},
        ${arrayParam(b.guardianName, 'text')}, ${arrayParam(b.guardianRelation, 'text')},
        ${arrayParam(b.guardianMobile, 'text')},
        ${arrayParam(b.expectedAgeMin, 'smallint')}, ${arrayParam(b.expectedAgeMax, 'smallint')},
        ${arrayParam(b.expectedHeightMin, 'text')}, ${arrayParam(b.expectedHeightMax, 'text')},
        ${arrayParam(b.acceptableMaritalStatuses, 'text')},
        ${arrayParam(b.preferredDivisions, 'text')},
        ${arrayParam(b.expectedMinEducation, 'text')}, ${arrayParam(b.expectationsNote, 'text')}
      ) with ordinality as t(
        user_id, biodata_type, name, profile_image, dob, height, weight, occupation, race,
        fathers_name, mothers_name, permanent_division, present_division,
        permanent_district, present_district,
        marital_status, children_count, religion, religious_practice,
        education_level, education_subject, institution, occupation_detail, monthly_income,
        fathers_occupation, mothers_occupation, brothers_count, sisters_count,
        family_type, economic_status, about_me,
        expected_partner_age, expected_partner_height, expected_partner_weight, mobile,
        guardian_name, guardian_relation, guardian_mobile,
        expected_age_min, expected_age_max, expected_height_min, expected_height_max,
        acceptable_marital_statuses, preferred_divisions, expected_min_education,
        expectations_note, ord
      )
      where exists (select 1 from users u where u.id = t.user_id)
        and not exists (select 1 from biodatas existing where existing.user_id = t.user_id)
      order by t.ord
      on conflict do nothing
      returning 1
    )
    select count(*)::int as inserted from inserted`;
}

/** node-postgres and PGlite both answer `{ rows: [...] }`. */
function readInsertedCount(result: unknown): number {
  const rows = (result as { rows?: unknown }).rows;
  const first: unknown = Array.isArray(rows) ? rows[0] : undefined;
  const value = Number((first as { inserted?: unknown } | undefined)?.inserted);
  if (!Number.isInteger(value)) throw new Error('The biodata insert did not report a row count.');
  return value;
}

/**
 * Makes records 1 to `count` of `seed` exist: inserts the missing ones, batch by batch, each
 * batch in one transaction. Resolves with what was inserted and what was already there.
 *
 * With `concurrency` above 1 (worth it on a PostgreSQL server, not on PGlite), that many batches
 * are in flight at once on separate connections: the next batch is generated while the database
 * writes the last one. `addid` then still runs 1, 2, 3 … but interleaves between batches.
 */
export async function seedBiodatas({
  db,
  count,
  seed,
  batchSize = DEFAULT_BATCH_SIZE,
  concurrency = 1,
  today = new Date(),
  onProgress,
  signal,
}: SeedBiodatasOptions): Promise<SeedBiodatasResult> {
  assertInteger('count', count, 0, MAX_SEED_COUNT);
  assertInteger('seed', seed, 0, MAX_SEED);
  assertInteger('batchSize', batchSize, 1, MAX_BATCH_SIZE);
  assertInteger('concurrency', concurrency, 1, MAX_CONCURRENCY);

  const progress: SeedProgress = { processed: 0, total: count, inserted: 0, skipped: 0 };
  let nextStart = 1;
  let failure: { error: unknown } | undefined;

  const runWorker = async () => {
    while (nextStart <= count && !failure && !signal?.aborted) {
      const start = nextStart;
      const size = Math.min(batchSize, count - start + 1);
      nextStart += size;
      try {
        const columns = generateSeedBatch({ seed, start, size, today });
        const inserted = await db.transaction(async (tx) => {
          await tx.execute(insertUsersQuery(columns));
          return readInsertedCount(await tx.execute(insertBiodatasQuery(columns, start)));
        });
        progress.processed += size;
        progress.inserted += inserted;
        progress.skipped += size - inserted;
        onProgress?.({ ...progress });
      } catch (error) {
        failure ??= { error };
      }
    }
  };

  await Promise.all(
    Array.from({ length: Math.min(concurrency, Math.ceil(count / batchSize)) }, runWorker),
  );
  if (failure) throw failure.error;
  // Where only verified biodatas are shown, the ones still waiting are not listed (ADR 0036).
  if (progress.inserted > 0) await refreshListed(db, undefined);
  return { ...progress, isComplete: progress.processed === count };
}
