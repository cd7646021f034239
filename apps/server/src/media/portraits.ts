import type { BiodataType } from '@bondhon/shared/options';
import { at } from './palette';

/**
 * The demo portraits: a finite, deterministic set of flat head-and-shoulders illustrations that
 * our own server renders as SVG (media/render-portrait.ts), so demo biodatas show a picture offline.
 * 24 women and 24 men across six skin tones, hair styles, hijab, tupi, beards and outfits.
 */

const PORTRAITS_PER_TYPE = 24;
export const PORTRAIT_PATH_PREFIX = '/media/portraits/';

type HairStyle = 'long' | 'braid' | 'bun' | 'short' | 'side-part' | 'curly' | 'buzz' | 'receding';
type Beard = 'none' | 'stubble' | 'full' | 'chin';
type Outfit = 'kameez' | 'saree' | 'panjabi' | 'shirt' | 'blazer';

export interface Portrait {
  /** File name, e.g. `female-07.svg`. */
  name: string;
  /** Site-relative path our server serves it at. */
  path: string;
  biodataType: BiodataType;
  /** 0 (lightest) to 5 (deepest). */
  skinTone: number;
  hairStyle: HairStyle;
  hairColor: string;
  covering: 'none' | 'hijab' | 'tupi';
  beard: Beard;
  outfit: Outfit;
  outfitColor: string;
  accentColor: string;
  hasBindi: boolean;
  hasEarrings: boolean;
  hasGlasses: boolean;
  /** Grey hair: given to people of 45 and over. */
  isMature: boolean;
  background: readonly [string, string];
}

const BACKGROUNDS = [
  ['#f7dfe2', '#fcf0f1'],
  ['#d9eae2', '#eef6f1'],
  ['#dbe5f5', '#eef3fb'],
  ['#f9e6cf', '#fdf3e8'],
  ['#e6def2', '#f3eff9'],
  ['#f5edcb', '#fbf7e6'],
  ['#d6ecee', '#ecf6f7'],
  ['#efe0d3', '#f8efe8'],
] as const;

const DARK_HAIR = ['#1d1512', '#2b1d17', '#3b2a20'] as const;
const GREY_HAIR = ['#a39d97', '#6b6560'] as const;
const WOMEN_OUTFITS = [
  ['#b8336a', '#f2c14e'],
  ['#2a7f62', '#f4d6a0'],
  ['#c2410c', '#fde68a'],
  ['#6d3fb3', '#f5c2d7'],
  ['#0e7490', '#fcd9b8'],
  ['#9f1239', '#f6d28b'],
  ['#1e56a0', '#cfe3f7'],
  ['#8a6d1d', '#f3e4c0'],
] as const;
const HIJAB_COLORS = [
  '#5b6b8c',
  '#8c5b6b',
  '#3f6e5e',
  '#b5838d',
  '#2f3e5c',
  '#94708f',
  '#4a4a58',
  '#4f7a7a',
] as const;
type ColorPair = readonly [string, string];

const MEN_OUTFITS: Record<'panjabi' | 'shirt' | 'blazer', readonly ColorPair[]> = {
  panjabi: [
    ['#f3eee4', '#c9b991'],
    ['#cfe0ea', '#7f9fb5'],
    ['#e7d6b2', '#a88d55'],
    ['#3f5d7a', '#d8c48f'],
    ['#7a8c62', '#e8dfc4'],
    ['#8b3a46', '#e9c98f'],
  ],
  shirt: [
    ['#ffffff', '#d5dde6'],
    ['#d8e6f3', '#ffffff'],
    ['#2f4a6d', '#e3ebf3'],
    ['#c9d8c5', '#ffffff'],
  ],
  blazer: [
    ['#2b3340', '#ffffff'],
    ['#4a4e57', '#dce6f2'],
    ['#5b4636', '#f4efe6'],
  ],
};

function portraitName(biodataType: BiodataType, number: number): string {
  return `${biodataType === 'Female' ? 'female' : 'male'}-${String(number).padStart(2, '0')}.svg`;
}

function buildWomen(): Portrait[] {
  let uncovered = 0;
  return Array.from({ length: PORTRAITS_PER_TYPE }, (_, i) => {
    const row = Math.floor(i / 6);
    const skinTone = i % 6;
    const isMature = row === 3;
    const covering = (row + skinTone) % 3 === 0 ? 'hijab' : 'none';
    const hasBindi = covering === 'none' && (row + skinTone) % 3 === 1 && row % 2 === 0;
    const hairStyle: HairStyle = isMature
      ? 'bun'
      : covering === 'none'
        ? at(['long', 'braid', 'bun'] as const, uncovered++)
        : 'long';
    const [outfitColor, accentColor] = at(WOMEN_OUTFITS, i * 3 + row);
    const name = portraitName('Female', i + 1);
    return {
      name,
      path: `${PORTRAIT_PATH_PREFIX}${name}`,
      biodataType: 'Female',
      skinTone,
      hairStyle,
      hairColor: isMature ? at(GREY_HAIR, skinTone) : at(DARK_HAIR, i * 7),
      covering,
      beard: 'none',
      outfit: isMature || i % 4 === 1 ? 'saree' : 'kameez',
      outfitColor,
      accentColor: covering === 'hijab' ? at(HIJAB_COLORS, i) : accentColor,
      hasBindi,
      hasEarrings: covering === 'none' && i % 2 === 0,
      hasGlasses: i % 7 === 5,
      isMature,
      background: at(BACKGROUNDS, i * 3),
    };
  });
}

function buildMen(): Portrait[] {
  return Array.from({ length: PORTRAITS_PER_TYPE }, (_, i) => {
    const row = Math.floor(i / 6);
    const skinTone = i % 6;
    const isMature = row === 3;
    const hasTupi = (row + skinTone) % 4 === 0;
    const outfit = hasTupi ? 'panjabi' : at(['shirt', 'panjabi', 'blazer'] as const, i + skinTone);
    const beard: Beard = hasTupi
      ? at(['full', 'chin'] as const, i)
      : isMature
        ? at(['full', 'none', 'stubble'] as const, skinTone)
        : at(['none', 'stubble', 'none', 'full', 'none', 'chin'] as const, i + row);
    const [outfitColor, accentColor] = at(MEN_OUTFITS[outfit], i + row);
    const name = portraitName('Male', i + 1);
    return {
      name,
      path: `${PORTRAIT_PATH_PREFIX}${name}`,
      biodataType: 'Male',
      skinTone,
      hairStyle: isMature
        ? skinTone % 2 === 1
          ? 'receding'
          : 'short'
        : at(['short', 'side-part', 'curly', 'buzz'] as const, i + row),
      hairColor: isMature ? at(GREY_HAIR, skinTone + 1) : at(DARK_HAIR, i * 5),
      covering: hasTupi ? 'tupi' : 'none',
      beard,
      outfit,
      outfitColor,
      accentColor,
      hasBindi: false,
      hasEarrings: false,
      hasGlasses: i % 5 === 2 || (isMature && skinTone % 2 === 0),
      isMature,
      background: at(BACKGROUNDS, i * 5 + 1),
    };
  });
}

export const PORTRAITS: readonly Portrait[] = [...buildWomen(), ...buildMen()];
const PORTRAITS_BY_NAME = new Map(PORTRAITS.map((portrait) => [portrait.name, portrait]));

/** A portrait by file name, or undefined when there is none by that name. */
export function findPortrait({ name }: { name: string }): Portrait | undefined {
  return PORTRAITS_BY_NAME.get(name);
}
