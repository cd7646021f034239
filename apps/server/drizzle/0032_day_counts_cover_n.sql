-- A page of the listing finds the birth date it starts from by reading its birth month's day
-- counts, youngest first, until they pass the rows it skips (services/biodatas/search-biodatas.ts):
-- about 16 rows a page at 1,000,000 biodatas, each read from the table for its `n`. With `n` in
-- the primary key's index, they are read from the index alone (issue 17): PostgreSQL's CPU per
-- listing request 12-15% lower at 1,000,000. The key, and so the triggers' ON CONFLICT, is the
-- same. (`n` changes on every biodata write, so those updates are no longer HOT: writes are rare
-- beside the listing's reads.)
ALTER TABLE "biodata_day_counts"
  DROP CONSTRAINT "biodata_day_counts_biodata_type_permanent_division_birth_date_pk";--> statement-breakpoint
ALTER TABLE "biodata_day_counts"
  ADD CONSTRAINT "biodata_day_counts_biodata_type_permanent_division_birth_date_pk"
  PRIMARY KEY ("biodata_type", "permanent_division", "birth_date") INCLUDE ("n");
