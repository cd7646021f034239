-- Keeps biodata_counts (per birth month) and biodata_day_counts (per birth date), both with the
-- 'All' roll-ups, exact: statement-level triggers with transition tables, so a bulk insert of
-- thousands of rows updates the counts once, grouped, rather than once per row. Upserts go in key
-- order, so concurrent writers wait for each other instead of deadlocking.

-- Counter rows are updated in place again and again: room on each page keeps those updates HOT
-- (no new index entries) and lets page pruning clean up even where autovacuum is off. The listing
-- reads a few hundred of these rows per call: starting parallel workers would cost more than the
-- read itself (the planner may think otherwise before the tables are analyzed).
ALTER TABLE biodata_counts SET (fillfactor = 30, parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE biodata_day_counts SET (fillfactor = 70, parallel_workers = 0);
--> statement-breakpoint
-- Adds `deltas[i]` biodatas of `types[i]`, `divisions[i]`, born on `days[i]` (negative: removes).
CREATE FUNCTION biodata_counts_apply(types text[], divisions text[], days date[], deltas integer[])
RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO biodata_counts AS c (biodata_type, permanent_division, birth_month, n)
  SELECT coalesce(t.biodata_type, 'All'), coalesce(t.permanent_division, 'All'), t.birth_month,
    sum(t.delta)::integer
  FROM (
    SELECT u.biodata_type, u.permanent_division,
      date_trunc('month', u.day::timestamp)::date AS birth_month, u.delta
    FROM unnest(types, divisions, days, deltas) AS u(biodata_type, permanent_division, day, delta)
  ) AS t
  GROUP BY GROUPING SETS (
    (t.biodata_type, t.permanent_division, t.birth_month),
    (t.biodata_type, t.birth_month),
    (t.permanent_division, t.birth_month),
    (t.birth_month)
  )
  HAVING sum(t.delta) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (biodata_type, permanent_division, birth_month) DO UPDATE SET n = c.n + excluded.n;

  INSERT INTO biodata_day_counts AS c (biodata_type, permanent_division, birth_date, n)
  SELECT coalesce(u.biodata_type, 'All'), coalesce(u.permanent_division, 'All'), u.day,
    sum(u.delta)::integer
  FROM unnest(types, divisions, days, deltas) AS u(biodata_type, permanent_division, day, delta)
  GROUP BY GROUPING SETS (
    (u.biodata_type, u.permanent_division, u.day),
    (u.biodata_type, u.day),
    (u.permanent_division, u.day),
    (u.day)
  )
  HAVING sum(u.delta) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (biodata_type, permanent_division, birth_date) DO UPDATE SET n = c.n + excluded.n;
$$;
--> statement-breakpoint
CREATE FUNCTION biodata_counts_after_insert() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM biodata_counts_apply(
    array_agg(changed.biodata_type), array_agg(changed.permanent_division),
    array_agg(changed.dob), array_agg(changed.delta))
  FROM (
    SELECT biodata_type, permanent_division, dob, count(*)::integer AS delta
    FROM new_rows
    GROUP BY biodata_type, permanent_division, dob
  ) AS changed;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION biodata_counts_after_update() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM biodata_counts_apply(
    array_agg(changed.biodata_type), array_agg(changed.permanent_division),
    array_agg(changed.dob), array_agg(changed.delta))
  FROM (
    SELECT biodata_type, permanent_division, dob, sum(delta)::integer AS delta
    FROM (
      SELECT biodata_type, permanent_division, dob, 1 AS delta FROM new_rows
      UNION ALL
      SELECT biodata_type, permanent_division, dob, -1 AS delta FROM old_rows
    ) AS rows
    GROUP BY biodata_type, permanent_division, dob
    HAVING sum(delta) <> 0
  ) AS changed;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION biodata_counts_after_delete() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM biodata_counts_apply(
    array_agg(changed.biodata_type), array_agg(changed.permanent_division),
    array_agg(changed.dob), array_agg(changed.delta))
  FROM (
    SELECT biodata_type, permanent_division, dob, -count(*)::integer AS delta
    FROM old_rows
    GROUP BY biodata_type, permanent_division, dob
  ) AS changed;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION biodata_counts_after_truncate() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM biodata_counts;
  DELETE FROM biodata_day_counts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER biodatas_counts_insert AFTER INSERT ON biodatas
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION biodata_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER biodatas_counts_update AFTER UPDATE ON biodatas
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION biodata_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER biodatas_counts_delete AFTER DELETE ON biodatas
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION biodata_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER biodatas_counts_truncate AFTER TRUNCATE ON biodatas
  FOR EACH STATEMENT EXECUTE FUNCTION biodata_counts_after_truncate();
--> statement-breakpoint
-- Biodatas written before these triggers existed (the triggers' lock on biodatas, held until
-- this migration commits, keeps writers out meanwhile).
SELECT biodata_counts_apply(
  array_agg(existing.biodata_type), array_agg(existing.permanent_division),
  array_agg(existing.dob), array_agg(existing.delta))
FROM (
  SELECT biodata_type, permanent_division, dob, count(*)::integer AS delta
  FROM biodatas
  GROUP BY biodata_type, permanent_division, dob
) AS existing;
