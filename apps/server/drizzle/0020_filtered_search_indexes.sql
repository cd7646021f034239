-- Issue 20's "More filters" (ADR 0029). A filtered search reads the birth dates and Biodata IDs of
-- its first matches in listing order (dob, addid, read backwards) from an index alone: every
-- filter's column rides along as an INCLUDE column, so the filters are checked on the index's
-- entries and never on the table. The listing's four indexes (migration 0005) gain those columns;
-- three more lead with a column whose values can be rare (a religion, a marital status, a
-- district), so the planner reads only that value's entries when it is rare. Drizzle cannot
-- declare INCLUDE columns, so they are made here and not in schema.ts.
DROP INDEX "biodatas_listing_type_division_idx";--> statement-breakpoint
CREATE INDEX "biodatas_listing_type_division_idx" ON "biodatas"
  ("biodata_type", "permanent_division", "dob", "addid")
  INCLUDE ("id", "name", "profile_image", "occupation", "permanent_district", "present_division",
    "marital_status", "religion", "education_level", "height");--> statement-breakpoint
DROP INDEX "biodatas_listing_division_idx";--> statement-breakpoint
CREATE INDEX "biodatas_listing_division_idx" ON "biodatas" ("permanent_division", "dob", "addid")
  INCLUDE ("biodata_type", "id", "name", "profile_image", "occupation", "permanent_district",
    "present_division", "marital_status", "religion", "education_level", "height");--> statement-breakpoint
DROP INDEX "biodatas_listing_type_idx";--> statement-breakpoint
CREATE INDEX "biodatas_listing_type_idx" ON "biodatas" ("biodata_type", "dob", "addid")
  INCLUDE ("permanent_division", "id", "name", "profile_image", "occupation", "permanent_district",
    "present_division", "marital_status", "religion", "education_level", "height");--> statement-breakpoint
DROP INDEX "biodatas_listing_idx";--> statement-breakpoint
CREATE INDEX "biodatas_listing_idx" ON "biodatas" ("dob", "addid")
  INCLUDE ("biodata_type", "permanent_division", "id", "name", "profile_image", "occupation",
    "permanent_district", "present_division", "marital_status", "religion", "education_level",
    "height");--> statement-breakpoint
CREATE INDEX "biodatas_filter_religion_idx" ON "biodatas" ("religion", "dob", "addid")
  INCLUDE ("biodata_type", "permanent_division", "permanent_district", "present_division",
    "marital_status", "education_level", "occupation", "height");--> statement-breakpoint
CREATE INDEX "biodatas_filter_marital_status_idx" ON "biodatas" ("marital_status", "dob", "addid")
  INCLUDE ("biodata_type", "permanent_division", "permanent_district", "present_division",
    "religion", "education_level", "occupation", "height");--> statement-breakpoint
CREATE INDEX "biodatas_filter_district_idx" ON "biodatas" ("permanent_district", "dob", "addid")
  INCLUDE ("biodata_type", "permanent_division", "present_division", "marital_status", "religion",
    "education_level", "occupation", "height");
