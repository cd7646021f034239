import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client';

const dialect = new PgDialect({ casing: 'snake_case' });

/** A raw query rendered to SQL text once; its values are bound at each call. */
export interface RawStatement {
  name: string;
  text: string;
  /** Values and placeholders, in the order of the text's $n parameters. */
  params: unknown[];
}

/**
 * Renders a raw query once (dates cast to text, sums to int: no type mapping needed). Values that
 * change between calls are `sql.placeholder(name)`s, bound by `runStatement`.
 */
export function rawStatement(query: SQL): RawStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  return { name, text, params };
}

/**
 * A PostgreSQL array literal of `values`, each quoted, to bind to an array placeholder
 * (`${sql.placeholder('ids')}::uuid[]`): many values in one parameter.
 */
export function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.map((value) => `"${String(value).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * The rows of a raw statement with `values` for its placeholders. On a PostgreSQL server it is a
 * named prepared statement, planned once per connection instead of on every call; PGlite runs it
 * as it is.
 */
export async function runStatement<T>(
  db: Db,
  statement: RawStatement,
  values: Record<string, unknown> = {},
): Promise<T[]> {
  const params = fillPlaceholders(statement.params, values);
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const result = await client.query({
      name: statement.name,
      text: statement.text,
      values: params,
    });
    return result.rows as T[];
  }
  if (client instanceof PGlite) {
    const result = await client.query<T>(statement.text, params);
    return result.rows;
  }
  throw new Error('runStatement needs a pg pool or a PGlite database');
}
