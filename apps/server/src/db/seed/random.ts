/**
 * A small deterministic pseudo-random generator (sfc32), so demo data is reproducible: the same
 * seed and record number give the same person on every run and every machine. Math.random is
 * never used for seed data.
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with the given probability (0 to 1). */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One value, each with a relative weight. */
  pickWeighted<T>(entries: readonly (readonly [T, number])[]): T;
}

/** A 32-bit finaliser (MurmurHash3's fmix32): spreads nearby inputs far apart. */
function mix32(value: number): number {
  let x = value >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

const WARM_UP_ROUNDS = 12;

function createSfc32(a0: number, b0: number, c0: number, d0: number): () => number {
  let a = a0 >>> 0;
  let b = b0 >>> 0;
  let c = c0 >>> 0;
  let d = d0 >>> 0;
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let round = 0; round < WARM_UP_ROUNDS; round++) next();
  return next;
}

/**
 * The generator for one record of one seed. Each record has its own stream, so record `index`
 * is the same whatever the batch size or the records around it.
 */
export function createRecordRandom({ seed, index }: { seed: number; index: number }): Random {
  const seedHash = mix32(seed ^ 0x9e3779b9);
  // Records past 2^32 are far beyond any seed size; the high part still takes part in the hash.
  const low = index >>> 0;
  const high = Math.floor(index / 0x1_0000_0000) >>> 0;
  const recordHash = mix32(low ^ mix32(high + seedHash));
  const nextWord = createSfc32(
    seedHash,
    recordHash,
    mix32(seedHash ^ recordHash ^ 0x6a09e667),
    mix32(recordHash + 0xbb67ae85),
  );

  const next = () => nextWord() / 0x1_0000_0000;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('pick() needs a non-empty list');
      return item;
    },
    pickWeighted<T>(entries: readonly (readonly [T, number])[]): T {
      let total = 0;
      for (const [, weight] of entries) total += weight;
      let target = next() * total;
      for (const [value, weight] of entries) {
        target -= weight;
        if (target < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (last === undefined) throw new RangeError('pickWeighted() needs a non-empty list');
      return last[0];
    },
  };
}
