import { AGE_MAX, AGE_MIN, PAGE_SIZE, PARTNER_AGE } from '@bondhon/shared/constants';
import { DISTRICTS } from '@bondhon/shared/districts';
import {
  BIODATA_TYPES,
  DIVISIONS,
  EDUCATION_LEVELS,
  EDUCATION_RANKS,
  HEIGHTS,
  MARITAL_STATUSES,
  RELIGIONS,
  type BiodataType,
} from '@bondhon/shared/options';
import { PARTNER_AGE_SPREAD, partnerAgeRange } from '@bondhon/shared/partner-expectations';
import { ageOn } from '@bondhon/shared/schemas/biodata';
import { MATCH_FITS, type MatchesResponse, type MatchFit } from '@bondhon/shared/schemas/matches';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { biodatas } from '../../db/schema';
import type { TtlCache } from '../../lib/ttl-cache';
import { NO_BLOCKED_BIODATAS, type BlockedBiodatas } from './blocked-biodatas';
import { dobRange, type StoredPage } from './columns';
import {
  educationAtLeast,
  findCardsByNumber,
  heightsBetween,
  ISO_DATE,
  literal,
  oneOf,
  whole,
} from './filtered-search';

/**
 * The member's own facts and expectations, as matching reads them: built and prepared once per
 * database (db/prepared.ts), as every call of Suggested for you reads them.
 */
const matcherQuery = preparedPerDatabase((db) =>
  db
    .select({
      biodataType: biodatas.biodataType,
      dob: biodatas.dob,
      height: biodatas.height,
      maritalStatus: biodatas.maritalStatus,
      religion: biodatas.religion,
      educationLevel: biodatas.educationLevel,
      permanentDivision: biodatas.permanentDivision,
      permanentDistrict: biodatas.permanentDistrict,
      expectedPartnerAge: biodatas.expectedPartnerAge,
      expectedAgeMin: biodatas.expectedAgeMin,
      expectedAgeMax: biodatas.expectedAgeMax,
      expectedHeightMin: biodatas.expectedHeightMin,
      expectedHeightMax: biodatas.expectedHeightMax,
      acceptableMaritalStatuses: biodatas.acceptableMaritalStatuses,
      preferredDivisions: biodatas.preferredDivisions,
      expectedMinEducation: biodatas.expectedMinEducation,
      updatedAt: biodatas.updatedAt,
    })
    .from(biodatas)
    .where(eq(biodatas.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('biodata_matcher'),
);

async function findMatcher(db: Db, userId: string) {
  const [row] = await matcherQuery(db).execute({ userId });
  return row;
}
type Matcher = NonNullable<Awaited<ReturnType<typeof findMatcher>>>;

const OTHER_TYPE: Record<BiodataType, BiodataType> = { Male: 'Female', Female: 'Male' };

/** A text value of ours, or SQL null. */
const literalOrNull = (value: string | null, allowed: readonly string[]) =>
  value === null ? sql`null` : literal(value, allowed);

/** `column in (values)`, or false for no values. */
const inOrFalse = (column: SQL, values: readonly string[], allowed: readonly string[]) =>
  values.length === 0 ? sql`false` : oneOf(column, values, allowed);

/**
 * Suggestions for `me`, as SQL on `b`: what the member asks of a suggestion and what the
 * suggestion asks of the member, each met only by a known value (someone who asks for a
 * never-married partner is not shown a biodata that does not say), and what fits, for chips and
 * ranking. Religion is not an expectation on the form, yet no family here is shown another
 * faith: when both give one, it is the same.
 */
function matchingOf(me: Matcher, today: string) {
  const myAge = ageOn(me.dob, today);
  const myRank = me.educationLevel === null ? null : EDUCATION_RANKS[me.educationLevel];
  const myHeight = HEIGHTS.indexOf(me.height);
  const myAgeRange = partnerAgeRange(me);
  const myHeights = heightsBetween(
    me.expectedHeightMin ?? undefined,
    me.expectedHeightMax ?? undefined,
  );
  const myStatuses = me.acceptableMaritalStatuses?.length ? me.acceptableMaritalStatuses : null;
  const myDivisions = me.preferredDivisions?.length ? me.preferredDivisions : null;

  /** What the member asks, met by the suggestion; null where the member asks nothing. */
  const mine = {
    height: myHeights === null ? null : oneOf(sql`b.height`, myHeights, HEIGHTS),
    maritalStatus:
      myStatuses === null ? null : oneOf(sql`b.marital_status`, myStatuses, MARITAL_STATUSES),
    division:
      myDivisions === null ? null : oneOf(sql`b.permanent_division`, myDivisions, DIVISIONS),
    education:
      me.expectedMinEducation === null
        ? null
        : oneOf(
            sql`b.education_level`,
            educationAtLeast(me.expectedMinEducation),
            EDUCATION_LEVELS,
          ),
  };
  /** Whether the suggestion asks it, and whether the member meets it (true when not asked). */
  const theirs = {
    age: {
      asked: sql`(b.expected_age_min is not null or b.expected_age_max is not null or b.expected_partner_age is not null)`,
      // Their own range, or their single expected age as its middle (partnerAgeRange).
      met: sql`case
        when b.expected_age_min is not null or b.expected_age_max is not null then
          ${whole(myAge)} between coalesce(b.expected_age_min, ${whole(PARTNER_AGE.min)})
            and coalesce(b.expected_age_max, ${whole(PARTNER_AGE.max)})
        when b.expected_partner_age is not null then
          ${whole(myAge)} between b.expected_partner_age - ${whole(PARTNER_AGE_SPREAD)}
            and b.expected_partner_age + ${whole(PARTNER_AGE_SPREAD)}
        else true end`,
    },
    height: {
      asked: sql`(b.expected_height_min is not null or b.expected_height_max is not null)`,
      met: sql`(b.expected_height_min is null or ${oneOf(sql`b.expected_height_min`, HEIGHTS.slice(0, myHeight + 1), HEIGHTS)})
        and (b.expected_height_max is null or ${oneOf(sql`b.expected_height_max`, HEIGHTS.slice(myHeight), HEIGHTS)})`,
    },
    maritalStatus: {
      asked: sql`b.acceptable_marital_statuses is not null`,
      met: sql`(b.acceptable_marital_statuses is null or coalesce(${literalOrNull(me.maritalStatus, MARITAL_STATUSES)} = any(b.acceptable_marital_statuses), false))`,
    },
    division: {
      asked: sql`b.preferred_divisions is not null`,
      met: sql`(b.preferred_divisions is null or ${literal(me.permanentDivision, DIVISIONS)} = any(b.preferred_divisions))`,
    },
    education: {
      asked: sql`b.expected_min_education is not null`,
      met: sql`(b.expected_min_education is null or ${inOrFalse(
        sql`b.expected_min_education`,
        EDUCATION_LEVELS.filter((level) => myRank !== null && EDUCATION_RANKS[level] <= myRank),
        EDUCATION_LEVELS,
      )})`,
    },
  };

  const conditions = [
    ...Object.values(mine),
    ...Object.values(theirs).map(({ met }) => met),
    me.religion === null
      ? null
      : sql`(b.religion is null or b.religion = ${literal(me.religion, RELIGIONS)})`,
  ].filter((condition): condition is SQL => condition !== null);

  /** Both asked, so both met (the conditions hold); false where the member asks nothing. */
  const bothAsked = (isAskedByMe: boolean, askedByThem: SQL) =>
    isAskedByMe ? askedByThem : sql`false`;
  const fits: Record<MatchFit, SQL> = {
    ageBothWays: bothAsked(myAgeRange !== null, theirs.age.asked),
    heightBothWays: bothAsked(mine.height !== null, theirs.height.asked),
    maritalStatusBothWays: bothAsked(mine.maritalStatus !== null, theirs.maritalStatus.asked),
    educationBothWays: bothAsked(mine.education !== null, theirs.education.asked),
    preferredDivision: mine.division === null ? sql`false` : sql`true`,
    sameDistrict: sql`coalesce(b.permanent_district = ${literalOrNull(me.permanentDistrict, DISTRICTS)}, false)`,
    sameDivision: sql`b.permanent_division = ${literal(me.permanentDivision, DIVISIONS)}`,
    sameReligion: sql`coalesce(b.religion = ${literalOrNull(me.religion, RELIGIONS)}, false)`,
  };
  const minAge = Math.max(AGE_MIN, myAgeRange?.min ?? AGE_MIN);
  const maxAge = Math.min(AGE_MAX, myAgeRange?.max ?? AGE_MAX);
  return { conditions, fits, minAge, maxAge, otherType: OTHER_TYPE[me.biodataType] };
}

const NO_BIODATA: StoredPage<MatchesResponse> = {
  hasBiodata: false,
  items: [],
  total: 0,
  page: 1,
  pageSize: PAGE_SIZE,
  pageCount: 0,
};

/** How many of a member's suggestions are kept, best first: a hundred pages. */
export const MATCHES_KEPT = 1200;

/** A member's suggestions, best first: Biodata IDs, each with its fits (bit i: MATCH_FITS[i]). */
export interface RankedMatches {
  addids: Int32Array;
  fits: Uint8Array;
  total: number;
}
export type MatchesCache = TtlCache<RankedMatches>;

/**
 * Every suggestion for the member counted, and the best MATCHES_KEPT in order (the most fits,
 * then youngest, then newest): one read of the other type's entries within the member's age
 * range, off an index that covers every column matching reads (migration 0021). The member's
 * values are written into the statement's text, as a filtered search's are, so it is planned for
 * them.
 */
async function rankMatches(
  db: Db,
  me: Matcher,
  today: string,
  blockedAddids: readonly number[],
): Promise<RankedMatches> {
  const { conditions, fits, minAge, maxAge, otherType } = matchingOf(me, today);
  if (minAge > maxAge) return { addids: new Int32Array(), fits: new Uint8Array(), total: 0 };
  const { after, through } = dobRange(maxAge, today, minAge);
  const score = sql.join(
    MATCH_FITS.map((name) => sql`(${fits[name]})::int`),
    sql` + `,
  );
  const mask = sql.join(
    MATCH_FITS.map((name, bit) => sql`(${fits[name]})::int * ${whole(2 ** bit)}`),
    sql` + `,
  );
  const result = (await db.execute(
    sql`select b.addid, ${mask} as fits, count(*) over ()::int as total
      from biodatas b
      where b.listed
        and b.biodata_type = ${literal(otherType, BIODATA_TYPES)}
        and b.dob > ${literal(after, ISO_DATE)}::date
        and b.dob <= ${literal(through, ISO_DATE)}::date
        and ${sql.join(conditions, sql` and `)}
        ${
          blockedAddids.length === 0
            ? sql``
            : sql`and b.addid not in (${sql.join(blockedAddids.map(whole), sql`, `)})`
        }
      order by ${score} desc, b.dob desc, b.addid desc
      limit ${whole(MATCHES_KEPT)}`,
  )) as unknown as { rows: { addid: number; fits: number; total: number }[] };
  const { rows } = result;
  return {
    addids: Int32Array.from(rows, (row) => row.addid),
    fits: Uint8Array.from(rows, (row) => row.fits),
    total: Number(rows[0]?.total ?? 0),
  };
}

/**
 * GET /matches: biodatas of the other type that meet the member's expectations and whose owners'
 * expectations the member meets, best fit first, a page of PAGE_SIZE with the total. The ranking
 * is kept per member for a while (`matchesCache`, keyed by the member's biodata as last saved, so
 * an edit shows at once); a page is then its twelve cards, read by Biodata ID.
 */
export async function findMatches({
  db,
  userId,
  page,
  today,
  matchesCache,
  blocked = NO_BLOCKED_BIODATAS,
}: {
  db: Db;
  userId: string;
  page: number;
  today: string;
  matchesCache?: MatchesCache;
  /** The member's blocked biodatas (ADR 0037): never suggested, nor counted. */
  blocked?: BlockedBiodatas;
}): Promise<StoredPage<MatchesResponse>> {
  const me = await findMatcher(db, userId);
  if (!me) return { ...NO_BIODATA, page };
  const blockedAddids = [...blocked.addids].sort((a, b) => a - b);
  const load = () => rankMatches(db, me, today, blockedAddids);
  // A block or an unblock is a new ranking.
  const key = `${userId}|${me.updatedAt.toISOString()}|${today}|${blockedAddids.join(',')}`;
  const ranked = matchesCache ? await matchesCache.get(key, load) : await load();
  const kept = ranked.addids.length;
  const from = Math.min((page - 1) * PAGE_SIZE, kept);
  const pageNumbers = [...ranked.addids.subarray(from, Math.min(from + PAGE_SIZE, kept))];
  const cards = await findCardsByNumber(db, pageNumbers, today);
  const total = ranked.total;
  return {
    hasBiodata: true,
    // In the ranking's order; a biodata deleted since it was ranked is left out.
    items: pageNumbers.flatMap((addid, index) => {
      const card = cards.get(addid);
      const mask = ranked.fits[from + index] ?? 0;
      return card
        ? [{ ...card, fits: MATCH_FITS.filter((_, bit) => (mask & (2 ** bit)) !== 0) }]
        : [];
    }),
    total,
    page,
    pageSize: PAGE_SIZE,
    pageCount: Math.ceil(Math.min(total, MATCHES_KEPT) / PAGE_SIZE),
  };
}
