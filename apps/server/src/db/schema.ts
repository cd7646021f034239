import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  jsonb,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ABOUT_ME_MAX,
  BIODATA_TYPES,
  CHILDREN_MAX,
  DIVISIONS,
  ECONOMIC_STATUSES,
  EDUCATION_LEVELS,
  EXPECTATIONS_NOTE_MAX,
  FAMILY_TYPES,
  GUARDIAN_RELATIONS,
  INCOME_RANGES,
  SHORT_TEXT_MAX,
  SIBLINGS_MAX,
  MARITAL_STATUSES,
  RELIGIONS,
  RELIGIOUS_PRACTICE_MAX,
  FILTER_ALL,
  HEIGHTS,
  OCCUPATIONS,
  PERSONS,
  RACES,
  ROLES,
  WEIGHTS,
} from '@bondhon/shared/options';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@bondhon/shared/audit-actions';
import { DECISION_REASON_MAX, REVIEW_STATES } from '@bondhon/shared/schemas/moderation';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '@bondhon/shared/schemas/reports';
import {
  DELETION_DETAILS_MAX,
  DELETION_REASONS,
  SUCCESS_STORY_MAX,
} from '@bondhon/shared/schemas/biodata-deletion';
import { PARTNER_AGE } from '@bondhon/shared/constants';
import { LANGUAGES } from '@bondhon/shared/languages';
import { NOTIFICATION_KINDS } from '@bondhon/shared/notification-kinds';
import { DISTRICTS, DISTRICTS_BY_DIVISION } from '@bondhon/shared/districts';
import { PHOTO_VISIBILITIES } from '@bondhon/shared/photos';
import {
  atMostChars,
  bytea,
  countUpTo,
  districtOfDivision,
  notAfterInList,
  oneOf,
  optionalBetween,
  optionalListOf,
  optionalOneOf,
  timestamps,
} from './schema-columns';

// ---------------------------------------------------------------------------------------------
// Accounts: the four tables Better Auth uses (plural names), with our role and person on users.

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    person: text('person', { enum: PERSONS }).notNull().default('normal'),
    /** The one account whose role nobody can change through the API; set only by the operator CLI. */
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    /** The language the member chose to read in (null: not chosen; DESIGN D16). */
    language: text('language', { enum: LANGUAGES }),
    /** The notification kinds the member is not mailed about (issue 19). */
    mailOptOuts: text('mail_opt_outs', { enum: NOTIFICATION_KINDS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Whether sign-in asks for an authenticator code (Better Auth's two-factor plugin; issue 19). */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /**
     * A suspension by an admin (issue 21): since when (null: not suspended), until when (null
     * with a `suspendedAt`: indefinitely) and why. While it lasts the member has no session and
     * cannot sign in, and their biodata is not listed (services/moderation/suspensions.ts).
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    ...timestamps,
  },
  (table) => [
    check('users_role_check', oneOf(sql`${table.role}`, ROLES)),
    check('users_person_check', oneOf(sql`${table.person}`, PERSONS)),
    check('users_language_check', oneOf(sql`${table.language}`, LANGUAGES)),
    check(
      'users_super_admin_is_admin_check',
      sql`not ${table.isSuperAdmin} or ${table.role} = 'admin'`,
    ),
    uniqueIndex('users_one_super_admin_idx')
      .on(table.isSuperAdmin)
      .where(sql`${table.isSuperAdmin}`),
    index('users_person_idx').on(table.person),
    check(
      'users_suspension_check',
      sql`(${table.suspendedAt} is null) = (${table.suspensionReason} is null) and (${table.suspendedUntil} is null or ${table.suspendedAt} is not null) and ${atMostChars(sql`${table.suspensionReason}`, DECISION_REASON_MAX)}`,
    ),
    // The suspensions that end by themselves, for the worker that lifts them.
    index('users_suspended_until_idx')
      .on(table.suspendedUntil)
      .where(sql`${table.suspendedUntil} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [
    index('accounts_user_id_idx').on(table.userId),
    uniqueIndex('accounts_provider_account_idx').on(table.providerId, table.accountId),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/**
 * A member's authenticator (Better Auth's two-factor plugin): the TOTP secret and the backup
 * codes, both encrypted with the app's secret; `verified` once a first code was right.
 */
export const twoFactors = pgTable('two_factors', {
  id: text('id').primaryKey(),
  secret: text('secret').notNull(),
  backupCodes: text('backup_codes').notNull(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  verified: boolean('verified').notNull().default(true),
  /** Consecutive wrong codes, and the lock they earn (the plugin's account lockout). */
  failedVerificationCount: integer('failed_verification_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  ...timestamps,
});

// ---------------------------------------------------------------------------------------------
// Biodata: one per user. `addid` is the public Biodata ID (DESIGN D3): assigned by an identity
// sequence on creation, never reused. Age is derived from `dob` at query time, never stored.

export const biodatas = pgTable(
  'biodatas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    addid: integer('addid').notNull().unique().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    biodataType: text('biodata_type', { enum: BIODATA_TYPES }).notNull(),
    name: text('name').notNull(),
    profileImage: text('profile_image'),
    /**
     * Who sees its photo, its owner's choice (issue 22, ADR 0040): everyone, signed-in members, or
     * members whose contact request for it was approved (and admins). A privacy setting, not part
     * of what an admin reviews: it takes effect at once.
     */
    photoVisibility: text('photo_visibility', { enum: PHOTO_VISIBILITIES })
      .notNull()
      .default('everyone'),
    dob: date('dob', { mode: 'string' }).notNull(),
    height: text('height', { enum: HEIGHTS }).notNull(),
    weight: text('weight', { enum: WEIGHTS }).notNull(),
    occupation: text('occupation', { enum: OCCUPATIONS }).notNull(),
    race: text('race', { enum: RACES }).notNull(),
    fathersName: text('fathers_name'),
    mothersName: text('mothers_name'),
    /** Issue 20's personal facts, each optional (null: not given). */
    maritalStatus: text('marital_status', { enum: MARITAL_STATUSES }),
    childrenCount: smallint('children_count'),
    religion: text('religion', { enum: RELIGIONS }),
    religiousPractice: text('religious_practice'),
    /** Education, work, family and about me (issue 20), each optional too. */
    educationLevel: text('education_level', { enum: EDUCATION_LEVELS }),
    educationSubject: text('education_subject'),
    institution: text('institution'),
    occupationDetail: text('occupation_detail'),
    monthlyIncome: text('monthly_income', { enum: INCOME_RANGES }),
    fathersOccupation: text('fathers_occupation'),
    mothersOccupation: text('mothers_occupation'),
    brothersCount: smallint('brothers_count'),
    sistersCount: smallint('sisters_count'),
    familyType: text('family_type', { enum: FAMILY_TYPES }),
    economicStatus: text('economic_status', { enum: ECONOMIC_STATUSES }),
    aboutMe: text('about_me'),
    permanentDivision: text('permanent_division', { enum: DIVISIONS }).notNull(),
    presentDivision: text('present_division', { enum: DIVISIONS }).notNull(),
    /** The district of each address, one of its division's (issue 20); null: not given. */
    permanentDistrict: text('permanent_district', { enum: DISTRICTS }),
    presentDistrict: text('present_district', { enum: DISTRICTS }),
    expectedPartnerAge: smallint('expected_partner_age'),
    expectedPartnerHeight: text('expected_partner_height', { enum: HEIGHTS }).notNull(),
    expectedPartnerWeight: text('expected_partner_weight', { enum: WEIGHTS }).notNull(),
    /**
     * Partner expectations beyond the spec's three (issue 20), each optional; a list is null for
     * "any". The ages a biodata accepts are partnerAgeRange's (shared/partner-expectations.ts).
     */
    expectedAgeMin: smallint('expected_age_min'),
    expectedAgeMax: smallint('expected_age_max'),
    expectedHeightMin: text('expected_height_min', { enum: HEIGHTS }),
    expectedHeightMax: text('expected_height_max', { enum: HEIGHTS }),
    acceptableMaritalStatuses: text('acceptable_marital_statuses', {
      enum: MARITAL_STATUSES,
    }).array(),
    preferredDivisions: text('preferred_divisions', { enum: DIVISIONS }).array(),
    expectedMinEducation: text('expected_min_education', { enum: EDUCATION_LEVELS }),
    expectationsNote: text('expectations_note'),
    mobile: text('mobile').notNull(),
    /** A guardian to call (issue 20): a contact, shown only where the mobile is. */
    guardianName: text('guardian_name'),
    guardianRelation: text('guardian_relation', { enum: GUARDIAN_RELATIONS }),
    guardianMobile: text('guardian_mobile'),
    /** When the owner last declared it true and known to their guardian (null: before issue 20). */
    declaredAt: timestamp('declared_at', { withTimezone: true }),
    /** When its owner hid it from everyone else (null: not hidden). Issue 21. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * Whether others may find and read it: the listing's counts and its indexes hold only listed
     * biodatas (migration 0024). Not listed while hidden; ADR 0034 says what else will unlist it.
     * Written only by services/biodatas/listing-state.ts.
     */
    listed: boolean('listed').notNull().default(true),
    /**
     * The admins' review (issue 21, ADR 0036): where its latest version stands (`REVIEW_STATES`),
     * the admin's reason for asking for changes or removing it, when it was last decided on, when
     * what others see was last verified (the Verified badge; null: never, or changed since) and
     * since when its latest version waits for review (the queue's order).
     */
    reviewState: text('review_state', { enum: REVIEW_STATES }).notNull().default('pending'),
    reviewReason: text('review_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    check(
      'biodatas_hidden_not_listed_check',
      sql`not (${table.listed} and ${table.hiddenAt} is not null)`,
    ),
    check('biodatas_review_state_check', oneOf(sql`${table.reviewState}`, REVIEW_STATES)),
    check(
      'biodatas_removed_not_listed_check',
      sql`not (${table.listed} and ${table.reviewState} = 'removed')`,
    ),
    check(
      'biodatas_review_reason_check',
      sql`(${table.reviewState} in ('changes_requested', 'removed')) = (${table.reviewReason} is not null) and ${atMostChars(sql`${table.reviewReason}`, DECISION_REASON_MAX)}`,
    ),
    // The review queue: what waits, oldest first.
    index('biodatas_review_queue_idx')
      .on(table.submittedAt, table.addid)
      .where(sql`${table.reviewState} = 'pending'`),
    check('biodatas_type_check', oneOf(sql`${table.biodataType}`, BIODATA_TYPES)),
    check(
      'biodatas_photo_visibility_check',
      oneOf(sql`${table.photoVisibility}`, PHOTO_VISIBILITIES),
    ),
    check('biodatas_height_check', oneOf(sql`${table.height}`, HEIGHTS)),
    check('biodatas_weight_check', oneOf(sql`${table.weight}`, WEIGHTS)),
    check('biodatas_occupation_check', oneOf(sql`${table.occupation}`, OCCUPATIONS)),
    check('biodatas_race_check', oneOf(sql`${table.race}`, RACES)),
    check('biodatas_permanent_division_check', oneOf(sql`${table.permanentDivision}`, DIVISIONS)),
    check('biodatas_present_division_check', oneOf(sql`${table.presentDivision}`, DIVISIONS)),
    check(
      'biodatas_marital_status_check',
      optionalOneOf(sql`${table.maritalStatus}`, MARITAL_STATUSES),
    ),
    // Children only for someone married before, and a count a person could have.
    check(
      'biodatas_children_count_check',
      sql`${table.childrenCount} is null or (${table.childrenCount} between 0 and ${sql.raw(String(CHILDREN_MAX))} and ${table.maritalStatus} in ('Divorced', 'Widowed'))`,
    ),
    check('biodatas_religion_check', optionalOneOf(sql`${table.religion}`, RELIGIONS)),
    check(
      'biodatas_religious_practice_check',
      atMostChars(sql`${table.religiousPractice}`, RELIGIOUS_PRACTICE_MAX),
    ),
    check(
      'biodatas_education_level_check',
      optionalOneOf(sql`${table.educationLevel}`, EDUCATION_LEVELS),
    ),
    check(
      'biodatas_monthly_income_check',
      optionalOneOf(sql`${table.monthlyIncome}`, INCOME_RANGES),
    ),
    check('biodatas_family_type_check', optionalOneOf(sql`${table.familyType}`, FAMILY_TYPES)),
    check(
      'biodatas_economic_status_check',
      optionalOneOf(sql`${table.economicStatus}`, ECONOMIC_STATUSES),
    ),
    check('biodatas_brothers_count_check', countUpTo(sql`${table.brothersCount}`, SIBLINGS_MAX)),
    check('biodatas_sisters_count_check', countUpTo(sql`${table.sistersCount}`, SIBLINGS_MAX)),
    ...(
      [
        ['education_subject', table.educationSubject],
        ['institution', table.institution],
        ['occupation_detail', table.occupationDetail],
        ['fathers_occupation', table.fathersOccupation],
        ['mothers_occupation', table.mothersOccupation],
      ] as const
    ).map(([name, column]) =>
      check(`biodatas_${name}_check`, atMostChars(sql`${column}`, SHORT_TEXT_MAX)),
    ),
    // A guardian is a name and a number (E.164, as the form keeps it) together; a relation only
    // with them.
    check(
      'biodatas_guardian_check',
      sql`(${table.guardianName} is null) = (${table.guardianMobile} is null) and (${table.guardianRelation} is null or ${table.guardianName} is not null) and btrim(${table.guardianName}) <> '' and ${atMostChars(sql`${table.guardianName}`, SHORT_TEXT_MAX)} and ${table.guardianMobile} ~ '^\\+[0-9]{6,15}$'`,
    ),
    check(
      'biodatas_guardian_relation_check',
      optionalOneOf(sql`${table.guardianRelation}`, GUARDIAN_RELATIONS),
    ),
    check('biodatas_about_me_check', atMostChars(sql`${table.aboutMe}`, ABOUT_ME_MAX)),
    check(
      'biodatas_permanent_district_check',
      districtOfDivision(
        sql`${table.permanentDistrict}`,
        sql`${table.permanentDivision}`,
        DISTRICTS_BY_DIVISION,
      ),
    ),
    check(
      'biodatas_present_district_check',
      districtOfDivision(
        sql`${table.presentDistrict}`,
        sql`${table.presentDivision}`,
        DISTRICTS_BY_DIVISION,
      ),
    ),
    check('biodatas_partner_height_check', oneOf(sql`${table.expectedPartnerHeight}`, HEIGHTS)),
    check('biodatas_partner_weight_check', oneOf(sql`${table.expectedPartnerWeight}`, WEIGHTS)),
    check(
      'biodatas_partner_age_check',
      sql`${table.expectedPartnerAge} is null or ${table.expectedPartnerAge} between 18 and 99`,
    ),
    check(
      'biodatas_expected_age_min_check',
      optionalBetween(sql`${table.expectedAgeMin}`, PARTNER_AGE.min, PARTNER_AGE.max),
    ),
    check(
      'biodatas_expected_age_max_check',
      optionalBetween(sql`${table.expectedAgeMax}`, PARTNER_AGE.min, PARTNER_AGE.max),
    ),
    check(
      'biodatas_expected_age_order_check',
      sql`${table.expectedAgeMin} <= ${table.expectedAgeMax}`,
    ),
    check(
      'biodatas_expected_height_min_check',
      optionalOneOf(sql`${table.expectedHeightMin}`, HEIGHTS),
    ),
    check(
      'biodatas_expected_height_max_check',
      optionalOneOf(sql`${table.expectedHeightMax}`, HEIGHTS),
    ),
    check(
      'biodatas_expected_height_order_check',
      notAfterInList(sql`${table.expectedHeightMin}`, sql`${table.expectedHeightMax}`, HEIGHTS),
    ),
    check(
      'biodatas_acceptable_marital_statuses_check',
      optionalListOf(sql`${table.acceptableMaritalStatuses}`, MARITAL_STATUSES),
    ),
    check(
      'biodatas_preferred_divisions_check',
      optionalListOf(sql`${table.preferredDivisions}`, DIVISIONS),
    ),
    check(
      'biodatas_expected_min_education_check',
      optionalOneOf(sql`${table.expectedMinEducation}`, EDUCATION_LEVELS),
    ),
    check(
      'biodatas_expectations_note_check',
      atMostChars(sql`${table.expectationsNote}`, EXPECTATIONS_NOTE_MAX),
    ),
    // The listing's indexes, one per filter shape (type, division, both, neither), each ordered by
    // dob then addid and covering a card's columns, are made by migration
    // 0005_listing_covering_indexes: Drizzle cannot declare INCLUDE columns. Migration
    // 0020_filtered_search_indexes adds every "More filters" column to them, and makes three more
    // led by a religion, a marital status and a district (ADR 0029); 0021_matching_index makes
    // the one Suggested for you reads (ADR 0030).
  ],
);

/**
 * A biodata being written for the first time, kept section by section until every required field
 * is there and the biodata itself can be saved (which deletes the draft in the same transaction).
 * `values` are the form's fields as the owner typed them, each checked on its own when saved
 * (biodataDraftInput); contact numbers among them, so only the owner ever reads a draft.
 */
export const biodataDrafts = pgTable('biodata_drafts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  values: jsonb('values').$type<Record<string, unknown>>().notNull(),
  ...timestamps,
});

/**
 * The edit of a verified biodata waiting for review where only verified biodatas are shown
 * (`BIODATA_REVIEW=before-publish`, ADR 0036): others keep seeing the biodata as it was verified
 * until an admin approves this, which writes `values` (the saved form, `BiodataInput`) into it.
 */
export const biodataPendingEdits = pgTable('biodata_pending_edits', {
  biodataId: uuid('biodata_id')
    .primaryKey()
    .references(() => biodatas.id, { onDelete: 'cascade' }),
  values: jsonb('values').$type<Record<string, unknown>>().notNull(),
  ...timestamps,
});

/**
 * A biodata as an admin last verified it (its form's fields), so the next review shows what
 * changed since (ADR 0036).
 */
export const biodataVerifiedVersions = pgTable('biodata_verified_versions', {
  biodataId: uuid('biodata_id')
    .primaryKey()
    .references(() => biodatas.id, { onDelete: 'cascade' }),
  values: jsonb('values').$type<Record<string, unknown>>().notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
});

/**
 * A photo a member uploaded (issue 22, ADR 0040), re-encoded by the server: its renditions as
 * WebP, with no metadata. `name` (a hash of its content and owner) is what its address carries,
 * `/media/photos/<name>/<rendition>.webp`: an address nobody chooses, and a new one for new
 * content, so an answer may be cached for long. Who may read it is decided by where it is used:
 * a biodata's photo by that biodata's `photo_visibility`, an account's only by its owner and
 * admins.
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The renditions' bytes on PHOTO_STORE=postgres; none when they are in the photo bucket.
    card: bytea('card'),
    details: bytea('details'),
    avatar: bytea('avatar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('photos_owner_idx').on(table.ownerId, table.createdAt),
    check('photos_name_check', sql`${table.name} ~ '^[0-9a-f]{32}$'`),
    // Every rendition here, or none (all in the bucket).
    check(
      'photos_renditions_check',
      sql`num_nulls(${table.card}, ${table.details}, ${table.avatar}) in (0, 3)`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Biodata counts, for the listing's totals and page positions without counting the table; kept
// exact by statement-level triggers on biodatas (migration 0003_biodata_counts_triggers), never
// written by the application. Per birth month (biodata_counts) and per birth date
// (biodata_day_counts), by type and permanent division, plus roll-up rows with type and/or
// division 'All': any filter reads one row per month or day, by primary key.

const countTypes = [...BIODATA_TYPES, FILTER_ALL] as const;
const countDivisions = [...DIVISIONS, FILTER_ALL] as const;

export const biodataCounts = pgTable(
  'biodata_counts',
  {
    biodataType: text('biodata_type', { enum: countTypes }).notNull(),
    permanentDivision: text('permanent_division', { enum: countDivisions }).notNull(),
    /** The first day of the birth month. */
    birthMonth: date('birth_month', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.biodataType, table.permanentDivision, table.birthMonth] }),
    check('biodata_counts_type_check', oneOf(sql`${table.biodataType}`, countTypes)),
    check('biodata_counts_division_check', oneOf(sql`${table.permanentDivision}`, countDivisions)),
  ],
);

export const biodataDayCounts = pgTable(
  'biodata_day_counts',
  {
    biodataType: text('biodata_type', { enum: countTypes }).notNull(),
    permanentDivision: text('permanent_division', { enum: countDivisions }).notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (table) => [
    // The key's index also holds `n` (INCLUDE, migration 0032): a page of the listing reads the
    // day counts from the index alone.
    primaryKey({ columns: [table.biodataType, table.permanentDivision, table.birthDate] }),
    check('biodata_day_counts_type_check', oneOf(sql`${table.biodataType}`, countTypes)),
    check(
      'biodata_day_counts_division_check',
      oneOf(sql`${table.permanentDivision}`, countDivisions),
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Favourites: one per user and biodata.

export const favourites = pgTable(
  'favourites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    biodataId: uuid('biodata_id')
      .notNull()
      .references(() => biodatas.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('favourites_user_biodata_idx').on(table.userId, table.biodataId),
    index('favourites_biodata_idx').on(table.biodataId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Payments and contact requests (DESIGN D7). A payment is recorded once per gateway intent;
// a contact request exists once per requester and biodata, and only with its payment.

/**
 * 'succeeded': the payment behind a contact request (or one whose request was since deleted);
 * 'refund_due': a second payment for a biodata already requested, to be refunded (ADR 0014);
 * 'refunded': refunded through the gateway (refund_id, refunded_at).
 */
export const PAYMENT_STATUSES = ['succeeded', 'refund_due', 'refunded'] as const;

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gateway: text('gateway').notNull(),
    intentId: text('intent_id').notNull(),
    /**
     * The payer; null once they closed their account (the payment is kept for the accounts,
     * anonymous). Restrict: only closing the account, which clears it first, removes a payer.
     */
    userId: text('user_id').references(() => users.id, { onDelete: 'restrict' }),
    biodataId: uuid('biodata_id').references(() => biodatas.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    /** The gateway's refund, once made. */
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_gateway_intent_idx').on(table.gateway, table.intentId),
    index('payments_user_idx').on(table.userId),
    index('payments_refund_due_idx')
      .on(table.gateway)
      .where(sql`${table.status} = 'refund_due'`),
    check('payments_amount_check', sql`${table.amount} > 0`),
    check('payments_status_check', oneOf(sql`${table.status}`, PAYMENT_STATUSES)),
  ],
);

/**
 * The payment intents we asked a gateway for, so that a member has one open intent per biodata
 * (ADR 0014): a second POST /create-payment-intent answers it again instead of making another.
 * The row is written before the gateway is asked and its id is in the gateway's idempotency key,
 * so a retried creation makes no second intent; `intent_id` is filled in once the gateway
 * answered. Closed ('succeeded', 'canceled') once recorded or dead.
 */
export const PAYMENT_INTENT_STATUSES = ['open', 'succeeded', 'canceled'] as const;

export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gateway: text('gateway').notNull(),
    intentId: text('intent_id'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    biodataId: uuid('biodata_id')
      .notNull()
      .references(() => biodatas.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PAYMENT_INTENT_STATUSES }).notNull().default('open'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('payment_intents_gateway_intent_idx').on(table.gateway, table.intentId),
    // One open intent per member, biodata and gateway: concurrent creations meet here.
    uniqueIndex('payment_intents_open_idx')
      .on(table.userId, table.biodataId, table.gateway)
      .where(sql`${table.status} = 'open'`),
    index('payment_intents_biodata_idx').on(table.biodataId),
    check('payment_intents_status_check', oneOf(sql`${table.status}`, PAYMENT_INTENT_STATUSES)),
  ],
);

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: text('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    biodataId: uuid('biodata_id')
      .notNull()
      .references(() => biodatas.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    pending: boolean('pending').notNull().default(true),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: text('approved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('contact_requests_requester_biodata_idx').on(table.requesterId, table.biodataId),
    index('contact_requests_biodata_idx').on(table.biodataId),
    index('contact_requests_pending_idx').on(table.pending, table.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// The built-in `local` payment gateway's intents (DESIGN D9): what Stripe keeps on its side,
// kept in the database so every server instance sees the same intents. Not our payment records
// (those are `payments`): a gateway's state, read only through the PaymentGateway interface.

export const LOCAL_INTENT_STATUSES = ['requires_payment_method', 'succeeded'] as const;

export const localPaymentIntents = pgTable(
  'local_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull().unique(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: LOCAL_INTENT_STATUSES })
      .notNull()
      .default('requires_payment_method'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** A creation asked again with the same key answers this intent (as Stripe's keys do). */
    idempotencyKey: text('idempotency_key').unique(),
    /** Set once the payment was refunded (the intent stays 'succeeded', as at Stripe). */
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    check('local_payment_intents_amount_check', sql`${table.amount} > 0`),
    check('local_payment_intents_status_check', oneOf(sql`${table.status}`, LOCAL_INTENT_STATUSES)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Premium requests (DESIGN D8): at most one pending request per user.

export const premiumRequests = pgTable(
  'premium_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    biodataId: uuid('biodata_id').references(() => biodatas.id, { onDelete: 'set null' }),
    pending: boolean('pending').notNull().default(true),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('premium_requests_one_pending_idx')
      .on(table.userId)
      .where(sql`${table.pending}`),
    index('premium_requests_pending_idx').on(table.pending, table.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Settings the app generates once and every instance shares (e.g. the session-signing secret
// when none is configured).

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Mail (DESIGN D21): every mail is a row written in the same transaction as the event that
// causes it, then sent by the mail worker (mail/mail-worker.ts), retried until it goes.

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The event the mail is for ('password-reset:…'): one mail an event, its Message-ID's base. */
    eventKey: text('event_key').notNull().unique(),
    recipient: text('recipient').notNull(),
    /** The language it is written in: the recipient's (DESIGN D16). */
    language: text('language', { enum: LANGUAGES }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    /** Sending attempts begun, a crashed one included. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When a pending mail may next be taken: now for a new one, the backoff after a failure, and
     * while a worker sends it, the end of its lease (a worker that dies leaves it to be retried).
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    check('mail_outbox_status_check', oneOf(sql`${table.status}`, MAIL_STATUSES)),
    check('mail_outbox_language_check', oneOf(sql`${table.language}`, LANGUAGES)),
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('mail_outbox_failed_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'failed'`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Notifications (issue 19): what a member is told of, written in the transaction of its event;
// the mail worker turns each into a mail unless the member opted out of its kind.

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** The biodata it is about, by its Biodata ID (a number the member knows), when there is one. */
    biodataAddid: integer('biodata_addid'),
    /** The admin's words with a decision (a review, a removal, a suspension), when there are any. */
    note: text('note'),
    /** When the worker wrote its mail to the outbox, or decided on none (the member opted out). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('notifications_kind_check', oneOf(sql`${table.kind}`, NOTIFICATION_KINDS)),
    index('notifications_unmailed_idx')
      .on(table.createdAt)
      .where(sql`${table.mailedAt} is null`),
    index('notifications_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * Every admin's and operator's action (issue 21): who (`actor_id`, null for an operator at the
 * command line), when, what, to what, and the values it changed before and after, written in the
 * action's own transaction. Append-only: a trigger refuses every update, delete and truncate
 * (migration 0023). No foreign keys, so a closed account leaves its entries as they were; no
 * e-mail or name in it either, so what it keeps of a member is an id.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_actor_idx').on(table.actorId, table.at),
    index('audit_log_target_idx').on(table.targetId, table.at),
    check('audit_log_action_check', oneOf(sql`${table.action}`, AUDIT_ACTIONS)),
    check('audit_log_target_type_check', oneOf(sql`${table.targetType}`, AUDIT_TARGET_TYPES)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Reports (issue 21): a member tells the admins that a biodata is fake, asks for money, ...

/**
 * 'open' until an admin decides; 'dismissed' when nothing is to be done; 'actioned' when the
 * biodata was removed or its owner suspended.
 */
const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;

/** One member's report of one biodata; at most one open per reporter and biodata. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    biodataId: uuid('biodata_id')
      .notNull()
      .references(() => biodatas.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reports_one_open_idx')
      .on(table.reporterId, table.biodataId)
      .where(sql`${table.status} = 'open'`),
    index('reports_open_idx')
      .on(table.biodataId, table.createdAt)
      .where(sql`${table.status} = 'open'`),
    check('reports_reason_check', oneOf(sql`${table.reason}`, REPORT_REASONS)),
    check('reports_status_check', oneOf(sql`${table.status}`, REPORT_STATUSES)),
    check('reports_details_check', atMostChars(sql`${table.details}`, REPORT_DETAILS_MAX)),
    check(
      'reports_other_details_check',
      sql`${table.reason} <> 'other' or btrim(coalesce(${table.details}, '')) <> ''`,
    ),
    check('reports_closed_check', sql`(${table.status} = 'open') = (${table.closedAt} is null)`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Deleting one's biodata (issue 21, ADR 0038): a small record of each deletion, and the success
// stories two of them make when a couple both say they married through Bondhon.

/**
 * One member's deletion of their biodata: why, the spouse's Biodata ID when they married through
 * Bondhon, and, only when they agreed to share their story, their first name and words. No user
 * id, e-mail or other name: it outlives the account (ADR 0032's "ids, not people") and tells
 * nothing of the member beyond what they agreed to show.
 */
export const biodataDeletions = pgTable(
  'biodata_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The Biodata ID that was deleted (never reused: an identity). */
    deletedAddid: integer('deleted_addid').notNull().unique(),
    reason: text('reason', { enum: DELETION_REASONS }).notNull(),
    /** The member's words for `other`. */
    details: text('details'),
    spouseAddid: integer('spouse_addid'),
    /** Consent to show the couple's story on the home page once the spouse confirms. */
    sharesStory: boolean('shares_story').notNull().default(false),
    /** Kept only with that consent. */
    firstName: text('first_name'),
    story: text('story'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('biodata_deletions_reason_check', oneOf(sql`${table.reason}`, DELETION_REASONS)),
    check(
      'biodata_deletions_details_check',
      sql`(${table.reason} = 'other') = (btrim(coalesce(${table.details}, '')) <> '') and ${atMostChars(sql`${table.details}`, DELETION_DETAILS_MAX)}`,
    ),
    check(
      'biodata_deletions_spouse_check',
      sql`${table.spouseAddid} is null or (${table.reason} = 'marriedThroughBondhon' and ${table.spouseAddid} <> ${table.deletedAddid})`,
    ),
    check(
      'biodata_deletions_story_check',
      sql`(not ${table.sharesStory} or ${table.reason} = 'marriedThroughBondhon') and ${table.sharesStory} = (${table.firstName} is not null) and (${table.story} is null or ${table.sharesStory}) and ${atMostChars(sql`${table.story}`, SUCCESS_STORY_MAX)}`,
    ),
  ],
);

/**
 * A marriage through Bondhon that both sides confirmed and agreed to share: the two deletions
 * that name each other, made when the second is. Shown on the home page until an admin takes it
 * down (in the audit log).
 */
export const successStories = pgTable(
  'success_stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstDeletionId: uuid('first_deletion_id')
      .notNull()
      .unique()
      .references(() => biodataDeletions.id, { onDelete: 'restrict' }),
    secondDeletionId: uuid('second_deletion_id')
      .notNull()
      .unique()
      .references(() => biodataDeletions.id, { onDelete: 'restrict' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    takenDownAt: timestamp('taken_down_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'success_stories_two_sides_check',
      sql`${table.firstDeletionId} <> ${table.secondDeletionId}`,
    ),
    index('success_stories_shown_idx')
      .on(table.confirmedAt)
      .where(sql`${table.takenDownAt} is null`),
  ],
);

// Blocks (issue 21): a member blocks another; from then on neither sees the other's biodata.

/** One member's block of another (by user id), once per ordered pair; never of oneself. */
export const blocks = pgTable(
  'blocks',
  {
    /** What the blocker unblocks by: it names neither member. */
    id: uuid('id').primaryKey().defaultRandom(),
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One per ordered pair; also the blocker's side of "who is in a pair with me".
    uniqueIndex('blocks_pair_idx').on(table.blockerId, table.blockedId),
    // The blocked member's side.
    index('blocks_blocked_idx').on(table.blockedId, table.blockerId),
    check('blocks_not_self_check', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);
