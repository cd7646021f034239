import type { Db } from './client';

/**
 * A query built and prepared once per database and reused for every call. Building a Drizzle
 * query (and rendering its SQL) costs more Node time than PostgreSQL takes to run an indexed
 * lookup, so hot calls must not rebuild theirs each time; on a PostgreSQL server the statement
 * is also named, so each connection plans it once.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
