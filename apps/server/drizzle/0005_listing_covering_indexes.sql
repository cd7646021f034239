-- The listing's indexes cover a card: a page is read from the index alone (an index-only scan),
-- not from the index and then twelve rows of the table, each found again through addid. One index
-- per filter shape ('All' leaves its column out of the key), each ordered by dob then addid, the
-- listing's order read backwards; the card's other columns ride along as INCLUDE columns, which
-- Drizzle cannot declare, so they are made here and not in schema.ts.
CREATE INDEX "biodatas_listing_type_division_idx" ON "biodatas"
  ("biodata_type", "permanent_division", "dob", "addid")
  INCLUDE ("id", "name", "profile_image", "occupation");--> statement-breakpoint
CREATE INDEX "biodatas_listing_division_idx" ON "biodatas" ("permanent_division", "dob", "addid")
  INCLUDE ("biodata_type", "id", "name", "profile_image", "occupation");--> statement-breakpoint
CREATE INDEX "biodatas_listing_type_idx" ON "biodatas" ("biodata_type", "dob", "addid")
  INCLUDE ("permanent_division", "id", "name", "profile_image", "occupation");--> statement-breakpoint
CREATE INDEX "biodatas_listing_idx" ON "biodatas" ("dob", "addid")
  INCLUDE ("biodata_type", "permanent_division", "id", "name", "profile_image", "occupation");--> statement-breakpoint
DROP INDEX "biodatas_type_division_dob_idx";--> statement-breakpoint
DROP INDEX "biodatas_division_dob_idx";--> statement-breakpoint
DROP INDEX "biodatas_type_dob_idx";--> statement-breakpoint
DROP INDEX "biodatas_dob_idx";
