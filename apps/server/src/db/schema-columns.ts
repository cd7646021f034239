import { sql, type SQL } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

// The pieces every table of schema.ts is built from.

/** A value as an SQL string literal, for CHECK constraints (which take no parameters). */
function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** `column IN ('a', 'b', …)` from an option list, for CHECK constraints. */
export function oneOf(
  column: SQL | ReturnType<typeof sql.identifier>,
  values: readonly string[],
): SQL {
  const list = values.map(sqlString).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

/**
 * A district column's check: null, or one of the division column's districts (the pair is one of
 * the country's 64).
 */
export function districtOfDivision(
  district: SQL,
  division: SQL,
  districtsByDivision: Readonly<Record<string, readonly string[]>>,
): SQL {
  const pairs = Object.entries(districtsByDivision)
    .flatMap(([divisionName, names]) =>
      names.map((name) => `(${sqlString(divisionName)}, ${sqlString(name)})`),
    )
    .join(', ');
  return sql`${district} is null or (${division}, ${district}) in (${sql.raw(pairs)})`;
}

/** When a row was made and last changed. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** An optional option column's check: null, or one of the list. */
export function optionalOneOf(column: SQL, values: readonly string[]): SQL {
  return sql`${column} is null or ${oneOf(column, values)}`;
}

/** A text column's check: at most `max` characters (null passes, as CHECK treats unknown). */
export function atMostChars(column: SQL, max: number): SQL {
  return sql`char_length(${column}) <= ${sql.raw(String(max))}`;
}

/** A count column's check: null, or a whole number from 0 to `max`. */
export function countUpTo(column: SQL, max: number): SQL {
  return sql`${column} is null or ${column} between 0 and ${sql.raw(String(max))}`;
}
