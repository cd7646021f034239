-- The Verified badge (issue 21, ADR 0036) is on every card, and "Verified only" filters the
-- listing: the listing's four indexes and the three More-filters indexes carry verified_at too,
-- so a page of cards and a filtered search still read the index alone. The same columns and
-- conditions as migration 0024, with verified_at added.
DROP INDEX "biodatas_listing_type_division_idx";--> statement-breakpoint
CREATE INDEX "biodatas_listing_type_division_idx" ON "biodatas"
  ("biodata_type", "permanent_division", "dob", "addid")
  INCLUDE ("id", "name", "profile_image", "occupation", "permanent_district", "present_division",
    "marital_status", "religion", "education_level", "height", "verified_at")
  WHERE "listed";--> statement-breakpoint
DROP INDEX "biodatas_listing_division_idx";--> statement-breakpoint
CREATE INDEX "biodatas_listing_division_idx" ON "biodatas" ("permanent_division", "dob", "addid")
  INCLUDE ("biodata_type", "id", "name", "profile_image", "occupation", "permanent_district",
    "present_division", "marital_status", "religion", "education_level", "height", "verified_at")
  WHERE "listed";--> statement-breakpoint
DROP INDEX "biodatas_listing_type_idx";--> statement-breakpoint
CREATE INDEX "biodatas_listing_type_idx" ON "biodatas" ("biodata_type", "dob", "addid")
  INCLUDE ("permanent_division", "id", "name", "profile_image", "occupation", "permanent_district",
    "present_division", "marital_status", "religion", "education_level", "height", "verified_at")
  WHERE "listed";--> statement-breakpoint
DROP INDEX "biodatas_listing_idx";--> statement-breakpoint
CREATE INDEX "biodatas_listing_idx" ON "biodatas" ("dob", "addid")
  INCLUDE ("biodata_type", "permanent_division", "id", "name", "profile_image", "occupation",
    "permanent_district", "present_division", "marital_status", "religion", "education_level",
    "height", "verified_at")
  WHERE "listed";--> statement-breakpoint
DROP INDEX "biodatas_filter_religion_idx";--> statement-breakpoint
CREATE INDEX "biodatas_filter_religion_idx" ON "biodatas" ("religion", "dob", "addid")
  INCLUDE ("biodata_type", "permanent_division", "permanent_district", "present_division",
    "marital_status", "education_level", "occupation", "height", "verified_at")
  WHERE "listed";--> statement-breakpoint
DROP INDEX "biodatas_filter_marital_status_idx";--> statement-breakpoint
CREATE INDEX "biodatas_filter_marital_status_idx" ON "biodatas" ("marital_status", "dob", "addid")
  INCLUDE ("biodata_type", "permanent_division", "permanent_district", "present_division",
    "religion", "education_level", "occupation", "height", "verified_at")
  WHERE "listed";--> statement-breakpoint
DROP INDEX "biodatas_filter_district_idx";--> statement-breakpoint
CREATE INDEX "biodatas_filter_district_idx" ON "biodatas" ("permanent_district", "dob", "addid")
  INCLUDE ("biodata_type", "permanent_division", "present_division", "marital_status", "religion",
    "education_level", "occupation", "height", "verified_at")
  WHERE "listed";
