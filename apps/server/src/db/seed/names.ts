import type { NamePool } from './name-pools/name-pool';
import { BUDDHIST_NAMES } from './name-pools/buddhist';
import { CHRISTIAN_NAMES } from './name-pools/christian';
import { HINDU_NAMES } from './name-pools/hindu';
import { MUSLIM_NAMES } from './name-pools/muslim';

export const RELIGIONS = ['Muslim', 'Hindu', 'Christian', 'Buddhist'] as const;
export type Religion = (typeof RELIGIONS)[number];

/** Roughly Bangladesh's religious make-up, with the small communities a little over-represented. */
export const RELIGION_WEIGHTS: readonly (readonly [Religion, number])[] = [
  ['Muslim', 86],
  ['Hindu', 11],
  ['Christian', 1.5],
  ['Buddhist', 1.5],
];

/**
 * Name pools for demo biodatas, as Bangladeshi families write them in English. Each community
 * has given names for the candidates' generation and for their parents', and family names the
 * father passes on.
 */
export const NAME_POOLS: Record<Religion, NamePool> = {
  Muslim: MUSLIM_NAMES,
  Hindu: HINDU_NAMES,
  Christian: CHRISTIAN_NAMES,
  Buddhist: BUDDHIST_NAMES,
};
