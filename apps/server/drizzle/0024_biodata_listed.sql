ALTER TABLE "biodatas" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "biodatas" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "biodatas" ADD CONSTRAINT "biodatas_hidden_not_listed_check" CHECK (not ("biodatas"."listed" and "biodatas"."hidden_at" is not null));--> statement-breakpoint
-- Only listed biodatas are counted (ADR 0034): the listing's totals and pages come from these
-- counts, so a hidden biodata leaves them in the transaction that hides it. Each trigger counts
-- the listed rows among its transition rows; an update that unlists a row counts it out (-1),
-- one that lists it again counts it in.
CREATE OR REPLACE FUNCTION biodata_counts_after_insert() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM biodata_counts_apply(
    array_agg(changed.biodata_type), array_agg(changed.permanent_division),
    array_agg(changed.dob), array_agg(changed.delta))
  FROM (
    SELECT biodata_type, permanent_division, dob, count(*)::integer AS delta
    FROM new_rows
    WHERE listed
    GROUP BY biodata_type, permanent_division, dob
  ) AS changed;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION biodata_counts_after_update() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM biodata_counts_apply(
    array_agg(changed.biodata_type), array_agg(changed.permanent_division),
    array_agg(changed.dob), array_agg(changed.delta))
  FROM (
    SELECT biodata_type, permanent_division, dob, sum(delta)::integer AS delta
    FROM (
      SELECT biodata_type, permanent_division, dob, 1 AS delta FROM new_rows WHERE listed
      UNION ALL
      SELECT biodata_type, permanent_division, dob, -1 AS delta FROM old_rows WHERE listed
    ) AS rows
    GROUP BY biodata_type, permanent_division, dob
    HAVING sum(delta) <> 0
  ) AS changed;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION biodata_counts_after_delete() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM biodata_counts_apply(
    array_agg(changed.biodata_type), array_agg(changed.permanent_division),
    array_agg(changed.dob), array_agg(changed.delta))
  FROM (
    SELECT biodata_type, permanent_division, dob, -count(*)::integer AS delta
    FROM old_rows
    WHERE listed
    GROUP BY biodata_type, permanent_division, dob
  ) AS changed;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The indexes others' reads use hold only listed biodatas (partial indexes): the listing, the
-- More filters and the suggestions read them with `listed` in their condition, and an unlisted
-- biodata costs them nothing. The same columns as migrations 0020 and 0021.
DROP INDEX "biodatas_listing_type_division_idx";--> statement-breakpoint
CREATE INDEX "biodatas_listing_type_division_idx" ON "biodatas"
  ("biodata_type", "permanent_division", "dob", "addid")
  INCLUDE ("id", "name", "profile_image", "occupation", "permanent_district", "present_division",
    "marital_status", "religion", "education_level", "height")
  WHERE "listed";--> statement-breakpoint
DROP INDEX "biodatas_listing_division_idx";--> statement-breakpoint
CREATE INDEX "biodatas_listing_division_idx" ON "biodatas" ("permanent_division", "dob", "addid")
  INCLUDE ("biodata_type", "id", "name", "profile_image", "occupation", "permanent_district",
    "present_division", "marital_status", "religion", "education_level", "height")
  WHERE "listed";--> statement-breakpoint
DROP INDEX "biodatas_listing_type_idx";--> statement-breakpoint
CREATE INDEX "biodatas_listing_type_idx" ON "biodatas" ("biodata_type", "dob", "addid")
  INCLUDE ("permanent_division", "id", "name", "profile_image", "occupation", "permanent_district",
    "present_division", "marital_status", "religion", "education_level", "height")
  WHERE "listed";--> statement-breakpoint
DROP INDEX "biodatas_listing_idx";--> statement-breakpoint
CREATE INDEX "biodatas_listing_idx" ON "biodatas" ("dob", "addid")
  INCLUDE ("biodata_type", "permanent_division", "id", "name", "profile_image", "occupation",
    "permanent_district", "present_division", "marital_status", "religion", "education_level",
    "height")
  WHERE "listed";--> statement-breakpoint
DROP INDEX "biodatas_filter_religion_idx";--> statement-breakpoint
CREATE INDEX "biodatas_filter_religion_idx" ON "biodatas" ("religion", "dob", "addid")
  INCLUDE ("biodata_type", "permanent_division", "permanent_district", "present_division",
    "marital_status", "education_level", "occupation", "height")
  WHERE "listed";--> statement-breakpoint
DROP INDEX "biodatas_filter_marital_status_idx";--> statement-breakpoint
CREATE INDEX "biodatas_filter_marital_status_idx" ON "biodatas" ("marital_status", "dob", "addid")
  INCLUDE ("biodata_type", "permanent_division", "permanent_district", "present_division",
    "religion", "education_level", "occupation", "height")
  WHERE "listed";--> statement-breakpoint
DROP INDEX "biodatas_filter_district_idx";--> statement-breakpoint
CREATE INDEX "biodatas_filter_district_idx" ON "biodatas" ("permanent_district", "dob", "addid")
  INCLUDE ("biodata_type", "permanent_division", "present_division", "marital_status", "religion",
    "education_level", "occupation", "height")
  WHERE "listed";--> statement-breakpoint
DROP INDEX "biodatas_matching_idx";--> statement-breakpoint
CREATE INDEX "biodatas_matching_idx" ON "biodatas" ("biodata_type", "dob", "addid")
  INCLUDE ("height", "marital_status", "permanent_division", "permanent_district", "religion",
    "education_level", "expected_partner_age", "expected_age_min", "expected_age_max",
    "expected_height_min", "expected_height_max", "acceptable_marital_statuses",
    "preferred_divisions", "expected_min_education")
  WHERE "listed";
