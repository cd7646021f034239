/**
 * A small in-process cache for public, read-mostly answers that may be a few seconds old (the
 * same for every caller: never anything per user). Entries expire after `ttlMs`; concurrent
 * misses for one key share a single load, so a burst of identical requests makes one query.
 * A failed load is not kept. At most `maxEntries` are held; the oldest go first.
 */
export interface TtlCache<V> {
  /** The cached value for `key`, or what `load` gives (then kept for the TTL). */
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

export function createTtlCache<V>({
  ttlMs,
  maxEntries,
  now = () => performance.now(),
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): TtlCache<V> {
  const entries = new Map<string, { value: Promise<V>; expiresAt: number }>();

  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      if (ttlMs <= 0) return load();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value;
      if (entry) entries.delete(key);
      const value = load();
      entries.set(key, { value, expiresAt: now() + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // Maps keep insertion order: the first key is the oldest.
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
