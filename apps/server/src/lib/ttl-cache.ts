/**
 * A small in-process cache for public, read-mostly answers that may be a few seconds old (the
 * same for every caller: never anything per user). A value is fresh for `ttlMs`; concurrent
 * misses for one key share a single load, so a burst of identical requests makes one query.
 *
 * For one more `ttlMs` after that, the value is stale: it is still answered at once while a single
 * reload runs in the background, so a busy key never makes a request wait for its reload. A value
 * is therefore at most twice `ttlMs` old; an older one is not answered (the request waits for a
 * load). A failed load is not kept, and a reload that fails drops the stale value. `clear()`
 * forgets everything, reloads already under way included. At most `maxEntries` are held; the
 * oldest go first.
 */
export interface TtlCache<V> {
  /** The cached value for `key`, or what `load` gives (then kept). */
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

interface Entry<V> {
  value: Promise<V>;
  /** When the value arrived; undefined while its load is under way. */
  loadedAt: number | undefined;
  isReloading: boolean;
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
  const entries = new Map<string, Entry<V>>();

  /** Starts a load whose value becomes `key`'s entry if nothing replaced or cleared it meanwhile. */
  function startLoad(key: string, load: () => Promise<V>): Entry<V> {
    const entry: Entry<V> = { value: load(), loadedAt: undefined, isReloading: false };
    entry.value.then(
      () => {
        if (entries.get(key) === entry) entry.loadedAt = now();
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry;
  }

  function keep(key: string, entry: Entry<V>) {
    entries.delete(key);
    entries.set(key, entry);
    // Maps keep insertion order: the first key is the oldest.
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      if (ttlMs <= 0) return load();
      const entry = entries.get(key);
      const age = entry?.loadedAt === undefined ? 0 : now() - entry.loadedAt;
      if (entry && age < ttlMs) return entry.value;
      if (entry && age < 2 * ttlMs) {
        if (!entry.isReloading) {
          entry.isReloading = true;
          const value = load();
          value.then(
            () => {
              if (entries.get(key) === entry)
                keep(key, { value, loadedAt: now(), isReloading: false });
            },
            () => {
              if (entries.get(key) === entry) entries.delete(key);
            },
          );
        }
        return entry.value;
      }
      const loaded = startLoad(key, load);
      keep(key, loaded);
      return loaded.value;
    },
    clear() {
      entries.clear();
    },
  };
}
