import { sql, type SQL } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';

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

/** A number column's check: null, or from `min` to `max`. */
export function optionalBetween(column: SQL, min: number, max: number): SQL {
  return sql`${column} is null or ${column} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`;
}

/** A count column's check: null, or a whole number from 0 to `max`. */
export function countUpTo(column: SQL, max: number): SQL {
  return optionalBetween(column, 0, max);
}

/** An option list as an SQL text array literal, for CHECK constraints. */
function textArray(values: readonly string[]): SQL {
  return sql.raw(`array[${values.map(sqlString).join(', ')}]::text[]`);
}

/**
 * A list column's check (`text[]`): null, or a flat list of one to `values.length` elements,
 * each of the list (a null element is none of them). "Any" is null, never an empty list.
 */
export function optionalListOf(column: SQL, values: readonly string[]): SQL {
  return sql`${column} is null or (array_ndims(${column}) = 1 and cardinality(${column}) between 1 and ${sql.raw(String(values.length))} and ${column} <@ ${textArray(values)})`;
}

/**
 * Two option columns of one ordered list (a range's ends): `lower` comes no later in `values`
 * than `upper` (either null passes).
 */
export function notAfterInList(lower: SQL, upper: SQL, values: readonly string[]): SQL {
  return sql`array_position(${textArray(values)}, ${lower}) <= array_position(${textArray(values)}, ${upper})`;
}

/** Bytes (PostgreSQL `bytea`), as a Buffer both ways: node-postgres and PGlite read it as one. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
