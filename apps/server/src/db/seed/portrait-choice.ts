import type { BiodataType, Race } from '@bondhon/shared/options';
import { PORTRAITS, type Portrait } from '../../media/portraits';
import type { Religion } from './names';

/** Which religions a portrait suits: hijab and tupi are Muslim dress, a bindi is Hindu. */
function isPortraitFor(portrait: Portrait, religion: Religion): boolean {
  if (portrait.covering === 'hijab' || portrait.covering === 'tupi') return religion === 'Muslim';
  if (portrait.hasBindi) return religion === 'Hindu';
  return true;
}

const SKIN_TONES_BY_RACE: Record<Race, readonly number[]> = {
  Fair: [0, 1],
  Medium: [2, 3],
  Dark: [4, 5],
};

const candidateCache = new Map<string, readonly Portrait[]>();

/**
 * The portraits that fit a person: their type, their religion's dress, a skin tone matching
 * their `race` and grey hair from 45. Falls back to looser matches, so it is never empty.
 */
export function listPortraitCandidates(options: {
  biodataType: BiodataType;
  religion: Religion;
  race: Race;
  age: number;
}): readonly Portrait[] {
  const isMature = options.age >= 45;
  const key = `${options.biodataType}|${options.religion}|${options.race}|${isMature}`;
  const cached = candidateCache.get(key);
  if (cached) return cached;
  const ofType = PORTRAITS.filter(
    (portrait) =>
      portrait.biodataType === options.biodataType && isPortraitFor(portrait, options.religion),
  );
  const tones = SKIN_TONES_BY_RACE[options.race];
  const strict = ofType.filter(
    (portrait) => tones.includes(portrait.skinTone) && portrait.isMature === isMature,
  );
  const candidates =
    strict.length > 0
      ? strict
      : ofType.filter((portrait) => tones.includes(portrait.skinTone)).length > 0
        ? ofType.filter((portrait) => tones.includes(portrait.skinTone))
        : ofType;
  candidateCache.set(key, candidates);
  return candidates;
}
