import { at, shade } from './palette';
import type { Portrait } from './portraits';

/*
 * Draws the demo portraits as SVG: a faceless flat illustration of head, hair, ears, neck and
 * shoulders on a soft disc.
 */

const SKIN_TONES = [
  ['#f3d0b3', '#e3b897'],
  ['#e7b892', '#d5a27b'],
  ['#d39d72', '#be875d'],
  ['#b98056', '#a46c45'],
  ['#946240', '#7f5133'],
  ['#70462c', '#5d3923'],
] as const;

const HEAD = { cx: 200, cy: 172, rx: 56, ry: 68 };
const TORSO =
  'M52 400 C54 338 92 306 148 296 Q176 291 200 291 Q224 291 252 296 C308 306 346 338 348 400 Z';

function renderHairBack(portrait: Portrait): string {
  const fill = `fill="${portrait.hairColor}"`;
  switch (portrait.hairStyle) {
    case 'long':
      return `<path ${fill} d="M136 176 C128 104 166 88 200 88 C236 88 272 104 264 176 C266 228 278 280 292 320 Q200 342 108 320 C122 280 134 228 136 176 Z"/>`;
    case 'braid':
      return `<path ${fill} d="M138 176 C130 106 166 90 200 90 C234 90 270 106 262 176 C262 214 264 246 268 270 Q200 286 132 270 C136 246 138 214 138 176 Z"/>`;
    case 'bun':
      return `<circle ${fill} cx="200" cy="98" r="30"/>`;
    case 'buzz':
    case 'curly':
    case 'receding':
    case 'short':
    case 'side-part':
      return '';
  }
}

function renderHairFront(portrait: Portrait): string {
  const fill = `fill="${portrait.hairColor}"`;
  switch (portrait.hairStyle) {
    case 'long':
      return [
        `<path ${fill} d="M142 180 C138 122 168 100 204 100 C240 100 264 126 258 180 C250 150 236 132 212 126 C196 142 170 154 142 180 Z"/>`,
        `<path ${fill} d="M144 168 C134 222 132 268 124 306 C138 314 150 312 158 304 C154 262 152 216 154 176 Z"/>`,
      ].join('');
    case 'braid': {
      const braid = [0, 1, 2, 3, 4, 5]
        .map((step) => {
          const x = 250 + step * 3;
          const y = 248 + step * 24;
          return `<ellipse ${fill} cx="${x}" cy="${y}" rx="${14 - step}" ry="15" transform="rotate(-12 ${x} ${y})"/>`;
        })
        .join('');
      return [
        `<path ${fill} d="M143 176 C140 120 170 98 200 98 C230 98 260 120 257 176 C250 144 230 128 200 128 C170 128 150 144 143 176 Z"/>`,
        braid,
        `<path fill="${portrait.accentColor}" d="M252 386 l-8 14 h16 z"/>`,
      ].join('');
    }
    case 'bun':
      return [
        `<path ${fill} d="M143 174 C140 120 170 100 200 100 C230 100 260 120 257 174 C248 142 226 126 200 128 C174 126 152 142 143 174 Z"/>`,
        `<path fill="none" stroke="${shade(portrait.hairColor)}" stroke-width="2" d="M200 102 Q196 116 200 128"/>`,
      ].join('');
    case 'short':
      return `<path ${fill} d="M144 170 C140 116 170 94 202 94 C236 94 262 116 256 170 C250 146 240 134 226 128 C206 136 172 138 150 152 C148 158 146 164 144 170 Z"/>`;
    case 'side-part':
      return [
        `<path ${fill} d="M143 172 C137 112 172 90 206 92 C240 94 265 120 257 172 C253 142 238 124 218 120 C192 130 166 134 150 148 C147 156 145 164 143 172 Z"/>`,
        `<path fill="none" stroke="${shade(portrait.hairColor)}" stroke-width="2" d="M176 98 Q186 110 196 124"/>`,
      ].join('');
    case 'curly': {
      const curls = [
        [150, 140, 16],
        [162, 118, 17],
        [182, 104, 18],
        [206, 100, 18],
        [230, 106, 18],
        [248, 122, 17],
        [254, 144, 15],
      ]
        .map(([x, y, r]) => `<circle ${fill} cx="${x}" cy="${y}" r="${r}"/>`)
        .join('');
      return `${curls}<path ${fill} d="M146 160 C150 130 176 116 200 116 C226 116 250 130 254 160 C236 146 164 146 146 160 Z"/>`;
    }
    case 'buzz':
      return `<path ${fill} opacity="0.85" d="M145 164 C144 118 172 100 200 100 C228 100 256 118 255 164 C240 142 222 134 200 134 C178 134 160 142 145 164 Z"/>`;
    case 'receding':
      return [
        `<path ${fill} d="M145 196 C143 170 146 148 155 132 L164 139 C158 154 156 174 157 196 Z"/>`,
        `<path ${fill} d="M255 196 C257 170 254 148 245 132 L236 139 C242 154 244 174 243 196 Z"/>`,
      ].join('');
  }
}

function renderOutfit(portrait: Portrait, skinShade: string): string {
  const { outfitColor, accentColor } = portrait;
  const torso = `<path fill="${outfitColor}" d="${TORSO}"/>`;
  switch (portrait.outfit) {
    case 'kameez':
      return [
        torso,
        `<path fill="${skinShade}" d="M176 293 Q200 334 224 293 Z"/>`,
        // The orna (dupatta) draped over both shoulders.
        `<path fill="${accentColor}" d="M92 322 C126 302 156 298 172 296 Q200 346 228 296 C244 298 274 302 308 322 L322 356 C286 338 256 336 232 334 Q200 378 168 334 C144 336 114 338 78 356 Z"/>`,
        `<path fill="none" stroke="${shade(accentColor, 0.25)}" stroke-width="3" stroke-dasharray="2 6" stroke-linecap="round" d="M80 352 C114 336 144 334 168 332 Q200 374 232 332 C256 334 286 336 320 352"/>`,
      ].join('');
    case 'saree':
      return [
        torso,
        `<path fill="${skinShade}" d="M178 293 Q200 326 222 293 Z"/>`,
        // The pallu over the left shoulder, with its border.
        `<path fill="${accentColor}" d="M222 294 C262 298 298 310 324 330 L262 400 L168 400 Z"/>`,
        `<path fill="none" stroke="${shade(accentColor, 0.3)}" stroke-width="6" d="M222 294 L168 400"/>`,
        `<path fill="none" stroke="${shade(accentColor, 0.3)}" stroke-width="2" stroke-dasharray="4 5" d="M232 300 L182 400"/>`,
      ].join('');
    case 'panjabi':
      return [
        torso,
        `<path fill="${accentColor}" d="M174 289 Q200 300 226 289 L227 301 Q200 313 173 301 Z"/>`,
        `<rect fill="${shade(outfitColor, 0.08)}" x="194" y="306" width="12" height="80" rx="4"/>`,
        ...[322, 342, 362].map((y) => `<circle fill="${accentColor}" cx="200" cy="${y}" r="3.2"/>`),
      ].join('');
    case 'shirt':
      return [
        torso,
        `<path fill="${skinShade}" d="M182 292 L200 326 L218 292 Z"/>`,
        `<path fill="${accentColor}" d="M178 287 L200 326 L186 334 L162 299 Z"/>`,
        `<path fill="${accentColor}" d="M222 287 L200 326 L214 334 L238 299 Z"/>`,
        `<path fill="none" stroke="${shade(outfitColor, 0.15)}" stroke-width="2" d="M200 330 V400"/>`,
      ].join('');
    case 'blazer':
      return [
        torso,
        `<path fill="${accentColor}" d="M166 294 L200 372 L234 294 Z"/>`,
        `<path fill="${skinShade}" d="M184 292 L200 318 L216 292 Z"/>`,
        `<path fill="${shade(outfitColor, 0.25)}" d="M166 294 L200 372 L186 380 L146 304 Z"/>`,
        `<path fill="${shade(outfitColor, 0.25)}" d="M234 294 L200 372 L214 380 L254 304 Z"/>`,
        `<path fill="${shade(accentColor, 0.12)}" d="M180 290 L200 318 L190 326 L172 298 Z"/>`,
        `<path fill="${shade(accentColor, 0.12)}" d="M220 290 L200 318 L210 326 L228 298 Z"/>`,
      ].join('');
  }
}

function renderHijab(portrait: Portrait): string {
  const color = portrait.accentColor;
  return [
    `<path fill="${color}" d="M200 90 C136 90 120 146 122 198 C124 244 138 274 156 292 C118 302 90 322 78 354 L70 400 L330 400 L322 354 C310 322 282 302 244 292 C262 274 276 244 278 198 C280 146 264 90 200 90 Z"/>`,
    `<path fill="none" stroke="${shade(color, 0.22)}" stroke-width="3" stroke-linecap="round" d="M158 298 Q200 326 242 296 M128 346 Q200 388 276 338"/>`,
    `<ellipse fill="${shade(color, 0.22)}" cx="200" cy="183" rx="52" ry="64"/>`,
  ].join('');
}

function renderBeard(portrait: Portrait): string {
  const fill = `fill="${portrait.hairColor}"`;
  switch (portrait.beard) {
    case 'none':
      return '';
    case 'stubble':
      return `<path ${fill} opacity="0.3" d="M146 186 C148 226 170 248 200 250 C230 248 252 226 254 186 C250 212 240 228 226 232 C214 224 186 224 174 232 C160 228 150 212 146 186 Z"/>`;
    case 'full':
      return [
        `<path ${fill} d="M145 180 C146 234 168 266 200 270 C232 266 254 234 255 180 C250 206 240 220 226 224 C214 214 186 214 174 224 C160 220 150 206 145 180 Z"/>`,
        `<path ${fill} d="M178 214 Q200 202 222 214 Q200 222 178 214 Z"/>`,
      ].join('');
    case 'chin':
      return `<path ${fill} d="M154 212 C160 248 180 272 200 276 C220 272 240 248 246 212 C234 226 216 232 200 232 C184 232 166 226 154 212 Z"/>`;
  }
}

function renderAccessories(portrait: Portrait, faceCy: number): string {
  const parts: string[] = [];
  if (portrait.hasBindi)
    parts.push(`<circle fill="#b91c1c" cx="200" cy="${faceCy - 20}" r="4.5"/>`);
  if (portrait.hasEarrings) {
    parts.push(
      `<circle fill="#d4a017" cx="${HEAD.cx - 55}" cy="198" r="4.5"/>`,
      `<circle fill="#d4a017" cx="${HEAD.cx + 55}" cy="198" r="4.5"/>`,
    );
  }
  if (portrait.hasGlasses) {
    const y = faceCy - 12;
    parts.push(
      `<g fill="#ffffff" fill-opacity="0.18" stroke="#2d2a28" stroke-width="3.5">`,
      `<rect x="158" y="${y}" width="36" height="25" rx="9"/>`,
      `<rect x="206" y="${y}" width="36" height="25" rx="9"/>`,
      `<path fill="none" d="M194 ${y + 10} Q200 ${y + 5} 206 ${y + 10}"/></g>`,
    );
  }
  return parts.join('');
}

function renderTupi(): string {
  return [
    `<path fill="#f5f2eb" d="M144 150 C144 96 256 96 256 150 C230 140 170 140 144 150 Z"/>`,
    `<path fill="none" stroke="#d9d2c3" stroke-width="2.5" d="M146 140 C172 130 228 130 254 140"/>`,
    `<path fill="none" stroke="#d9d2c3" stroke-width="1.5" stroke-dasharray="1 5" stroke-linecap="round" d="M160 122 C180 112 220 112 240 122"/>`,
  ].join('');
}

function renderEars(skin: string): string {
  return [HEAD.cx - 55, HEAD.cx + 55]
    .map((cx) => `<ellipse fill="${skin}" cx="${cx}" cy="180" rx="9" ry="15"/>`)
    .join('');
}

/** The SVG document of one portrait. */
export function renderPortraitSvg({ portrait }: { portrait: Portrait }): string {
  const [skin, skinShade] = at(SKIN_TONES, portrait.skinTone);
  const [backdrop, glow] = portrait.background;
  const hasHijab = portrait.covering === 'hijab';
  const hasHiddenEars = portrait.hairStyle === 'long' || portrait.hairStyle === 'braid';
  const faceCy = hasHijab ? 184 : HEAD.cy;
  const body = hasHijab
    ? [
        renderOutfit(portrait, skinShade),
        renderHijab(portrait),
        `<ellipse fill="${skin}" cx="200" cy="${faceCy}" rx="48" ry="60"/>`,
      ]
    : [
        renderHairBack(portrait),
        `<path fill="${skinShade}" d="M178 222 V290 Q200 304 222 290 V222 Z"/>`,
        renderOutfit(portrait, skinShade),
        hasHiddenEars ? '' : renderEars(skin),
        `<ellipse fill="${skin}" cx="${HEAD.cx}" cy="${HEAD.cy}" rx="${HEAD.rx}" ry="${HEAD.ry}"/>`,
        renderBeard(portrait),
        renderHairFront(portrait),
        portrait.covering === 'tupi' ? renderTupi() : '',
      ];
  const label = `Illustrated portrait of a ${portrait.biodataType === 'Female' ? 'woman' : 'man'}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<rect width="400" height="400" fill="${backdrop}"/>`,
    `<circle cx="200" cy="206" r="166" fill="${glow}"/>`,
    ...body,
    renderAccessories(portrait, faceCy),
    '</svg>',
  ].join('');
}
