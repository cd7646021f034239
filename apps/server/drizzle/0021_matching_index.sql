-- Suggested for you (issue 20, ADR 0030): the other type's biodatas within the member's age
-- range, in birth-date order, with every column matching reads both ways (the suggestion's facts
-- and its partner expectations) as INCLUDE columns, so matching reads this index alone and the
-- table only for the page's cards. Drizzle cannot declare INCLUDE columns.
CREATE INDEX "biodatas_matching_idx" ON "biodatas" ("biodata_type", "dob", "addid")
  INCLUDE ("height", "marital_status", "permanent_division", "permanent_district", "religion",
    "education_level", "expected_partner_age", "expected_age_min", "expected_age_max",
    "expected_height_min", "expected_height_max", "acceptable_marital_statuses",
    "preferred_divisions", "expected_min_education");
