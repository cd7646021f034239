/**
 * The home page carousel's three wide illustrations (1600×700), rendered as SVG by our own
 * server (routes/media.ts) so the carousel works offline. Soft colours, no text: the web app
 * lays its own translated headings over them.
 */

export const SLIDE_COUNT = 3;

/** The drawing's own size; routes/media.ts also serves it as pictures (media/slide-pictures.ts). */
export const SLIDE_WIDTH = 1600;
const HEIGHT = 700;

function svgDocument({ label, body }: { label: string; body: string }): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SLIDE_WIDTH} ${HEIGHT}" width="${SLIDE_WIDTH}" height="${HEIGHT}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    body,
    '</svg>',
  ].join('');
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A coconut palm: a curved trunk and a crown of drooping fronds. */
function renderPalm({
  x,
  y,
  height,
  lean,
  fill,
}: {
  x: number;
  y: number;
  height: number;
  lean: number;
  fill: string;
}): string {
  const topX = x + lean;
  const topY = y - height;
  const trunk = `<path fill="${fill}" d="M${x - 9} ${y} Q${x + lean * 0.2} ${y - height * 0.55} ${topX - 4} ${topY} L${topX + 4} ${topY} Q${x + lean * 0.2 + 12} ${y - height * 0.55} ${x + 9} ${y} Z"/>`;
  const fronds = [-150, -120, -80, -40, -10, 20, 200]
    .map((angle) => {
      const radians = (angle * Math.PI) / 180;
      const length = 120;
      const endX = round(topX + Math.cos(radians) * length);
      const endY = round(topY + Math.sin(radians) * length * 0.55 + 46);
      const controlX = round(topX + Math.cos(radians) * length * 0.5);
      const controlY = round(topY + Math.sin(radians) * length * 0.5 - 26);
      return `<path fill="none" stroke="${fill}" stroke-width="12" stroke-linecap="round" d="M${topX} ${topY} Q${controlX} ${controlY} ${endX} ${endY}"/>`;
    })
    .join('');
  return trunk + fronds;
}

function renderCoupleAtSunset(): string {
  const silhouette = '#5b3346';
  const birds = [
    [520, 170, 1],
    [560, 150, 0.8],
    [600, 185, 0.9],
    [1280, 210, 0.7],
  ]
    .map(
      ([x = 0, y = 0, scale = 1]) =>
        `<path fill="none" stroke="#8a5a6a" stroke-width="${round(3 * scale)}" stroke-linecap="round" d="M${x} ${y} q${round(14 * scale)} ${round(-12 * scale)} ${round(26 * scale)} 0 q${round(12 * scale)} ${round(-12 * scale)} ${round(26 * scale)} 0"/>`,
    )
    .join('');
  const ripples = [0, 1, 2, 3, 4, 5]
    .map((row) => {
      const y = 500 + row * 26;
      const half = 120 - row * 14;
      return `<rect fill="#fff4dc" opacity="${round(0.55 - row * 0.07)}" x="${1060 - half}" y="${y}" width="${half * 2}" height="6" rx="3"/>`;
    })
    .join('');
  return svgDocument({
    label: 'A couple holding hands by a river at sunset',
    body: [
      '<defs>',
      '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">',
      '<stop offset="0" stop-color="#f3d3da"/><stop offset="0.55" stop-color="#f8c3a6"/><stop offset="1" stop-color="#fbd89c"/>',
      '</linearGradient>',
      '<linearGradient id="river" x1="0" y1="0" x2="0" y2="1">',
      '<stop offset="0" stop-color="#f6c7a4"/><stop offset="1" stop-color="#d49aa6"/>',
      '</linearGradient>',
      '<radialGradient id="sun-glow"><stop offset="0" stop-color="#fff6df"/><stop offset="1" stop-color="#fff6df" stop-opacity="0"/></radialGradient>',
      '</defs>',
      `<rect width="${SLIDE_WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`,
      '<circle cx="1060" cy="470" r="260" fill="url(#sun-glow)"/>',
      '<circle cx="1060" cy="470" r="112" fill="#fff1d2"/>',
      '<path fill="#e9aea7" opacity="0.7" d="M0 470 C180 400 330 420 480 455 C640 492 760 410 930 430 C1100 450 1240 390 1400 420 C1500 440 1560 450 1600 440 V480 H0 Z"/>',
      '<path fill="#d9939a" opacity="0.8" d="M0 480 C200 440 360 470 560 462 C760 455 900 490 1100 470 C1300 452 1460 476 1600 466 V490 H0 Z"/>',
      `<rect y="482" width="${SLIDE_WIDTH}" height="${HEIGHT - 482}" fill="url(#river)"/>`,
      ripples,
      // A country boat (nouka) far off.
      '<path fill="#8c5766" d="M640 540 Q700 556 770 540 L760 550 Q700 564 650 550 Z"/><path fill="#8c5766" d="M690 541 L700 512 L712 541 Z"/>',
      birds,
      // The near bank.
      '<path fill="#7a4658" d="M0 700 V600 C120 580 260 585 420 610 C560 632 700 640 820 700 Z"/>',
      renderPalm({ x: 110, y: 612, height: 300, lean: 40, fill: silhouette }),
      renderPalm({ x: 230, y: 605, height: 220, lean: -30, fill: silhouette }),
      renderPalm({ x: 1520, y: 700, height: 330, lean: -50, fill: '#6d3d50' }),
      // The couple, hand in hand: he in a panjabi, she in a saree with the pallu in the breeze.
      `<g fill="${silhouette}">`,
      '<circle cx="486" cy="468" r="20"/>',
      '<path d="M464 492 Q486 484 508 492 L516 560 L506 560 L504 618 L492 618 L487 566 L482 618 L470 618 L468 560 L456 560 Z"/>',
      '<path d="M508 498 Q528 520 536 542 L530 546 Q518 526 504 510 Z"/>',
      '<circle cx="566" cy="482" r="17"/>',
      '<path d="M560 464 Q546 470 550 490 L548 494 Q544 476 552 466 Z"/>',
      '<path d="M550 500 Q566 494 582 500 L596 560 Q604 596 600 618 L536 618 Q532 596 540 560 Z"/>',
      '<path d="M576 500 Q610 496 640 512 Q622 520 598 516 Z"/>',
      '<path d="M552 506 Q542 526 536 544 L530 542 Q536 522 546 502 Z"/>',
      '</g>',
    ].join(''),
  });
}

/** A henna-style rosette: rings of petals around a dotted centre. */
function renderRosette({
  cx,
  cy,
  radius,
  color,
}: {
  cx: number;
  cy: number;
  radius: number;
  color: string;
}): string {
  const rings = [
    { count: 8, length: radius, width: radius * 0.32 },
    { count: 16, length: radius * 0.66, width: radius * 0.16 },
  ];
  const petals = rings
    .map(({ count, length, width }) =>
      Array.from({ length: count }, (_, petal) => {
        const angle = round((360 / count) * petal);
        return `<path fill="none" stroke="${color}" stroke-width="2.5" transform="rotate(${angle} ${cx} ${cy})" d="M${cx} ${cy} q${round(width)} ${round(-length * 0.55)} 0 ${round(-length)} q${round(-width)} ${round(length * 0.45)} 0 ${round(length)} Z"/>`;
      }).join(''),
    )
    .join('');
  const dots = Array.from({ length: 24 }, (_, dot) => {
    const angle = (dot / 24) * Math.PI * 2;
    return `<circle fill="${color}" cx="${round(cx + Math.cos(angle) * radius * 1.12)}" cy="${round(cy + Math.sin(angle) * radius * 1.12)}" r="${round(radius * 0.035 + 1)}"/>`;
  }).join('');
  return `${petals}${dots}<circle fill="none" stroke="${color}" stroke-width="2.5" cx="${cx}" cy="${cy}" r="${round(radius * 0.18)}"/><circle fill="${color}" cx="${cx}" cy="${cy}" r="${round(radius * 0.07)}"/>`;
}

/** A marigold garland hanging between two points. */
function renderGarland({
  fromX,
  toX,
  top,
  sag,
  colors,
}: {
  fromX: number;
  toX: number;
  top: number;
  sag: number;
  colors: readonly string[];
}): string {
  const flowers = 22;
  return Array.from({ length: flowers + 1 }, (_, step) => {
    const t = step / flowers;
    const x = round(fromX + (toX - fromX) * t);
    const y = round(top + sag * 4 * t * (1 - t));
    const color = colors[step % colors.length] ?? '#f59e0b';
    return `<circle fill="${color}" cx="${x}" cy="${y}" r="15"/><circle fill="#ffffff" opacity="0.25" cx="${x - 4}" cy="${y - 4}" r="5"/>`;
  }).join('');
}

function renderMehndiAndMarigolds(): string {
  const marigolds = ['#f59e0b', '#f97316', '#fbbf24'];
  // Strings of flowers hanging where the garlands meet, each ending in a leaf.
  const tassels = [0, 800, 1600]
    .map(
      (x) =>
        [0, 1, 2, 3]
          .map((step) => {
            const color = marigolds[step % marigolds.length] ?? '#f59e0b';
            return `<circle fill="${color}" cx="${x}" cy="${40 + step * 30}" r="14"/>`;
          })
          .join('') + `<path fill="#7c9a5b" d="M${x} 150 q-14 22 0 44 q14 -22 0 -44 Z"/>`,
    )
    .join('');
  return svgDocument({
    label: 'Henna patterns and marigold garlands for a wedding',
    body: [
      '<defs>',
      '<pattern id="henna" width="160" height="160" patternUnits="userSpaceOnUse">',
      renderRosette({ cx: 80, cy: 80, radius: 34, color: '#eed3c1' }),
      '</pattern>',
      '<radialGradient id="warm" cx="0.5" cy="0.55" r="0.7"><stop offset="0" stop-color="#fff5ec"/><stop offset="1" stop-color="#f6dccb"/></radialGradient>',
      '</defs>',
      `<rect width="${SLIDE_WIDTH}" height="${HEIGHT}" fill="url(#warm)"/>`,
      `<rect width="${SLIDE_WIDTH}" height="${HEIGHT}" fill="url(#henna)" opacity="0.7"/>`,
      '<circle cx="800" cy="380" r="250" fill="#fdf1e8" opacity="0.9"/>',
      renderRosette({ cx: 800, cy: 380, radius: 190, color: '#b5654a' }),
      renderRosette({ cx: 800, cy: 380, radius: 90, color: '#c97b5d' }),
      renderRosette({ cx: 260, cy: 520, radius: 90, color: '#d49a7e' }),
      renderRosette({ cx: 1340, cy: 520, radius: 90, color: '#d49a7e' }),
      renderGarland({ fromX: 0, toX: 800, top: 20, sag: 150, colors: marigolds }),
      renderGarland({ fromX: 800, toX: 1600, top: 20, sag: 150, colors: marigolds }),
      tassels,
    ].join(''),
  });
}

/** A family standing together: two parents and a child, as soft silhouettes. */
function renderFamily({ x, fill }: { x: number; fill: string }): string {
  const person = (cx: number, top: number, height: number) =>
    `<circle cx="${cx}" cy="${top + height * 0.1}" r="${round(height * 0.1)}"/><path d="M${round(cx - height * 0.16)} ${HEIGHT} L${round(cx - height * 0.13)} ${round(top + height * 0.3)} Q${cx} ${round(top + height * 0.2)} ${round(cx + height * 0.13)} ${round(top + height * 0.3)} L${round(cx + height * 0.16)} ${HEIGHT} Z"/>`;
  return `<g fill="${fill}">${person(x, 430, 250)}${person(x + 86, 450, 230)}${person(x + 160, 540, 150)}</g>`;
}

function renderRingsAndFamilies(): string {
  const sparkles = [
    [640, 220, 14],
    [980, 200, 18],
    [1040, 470, 10],
    [590, 470, 12],
    [820, 150, 9],
  ]
    .map(
      ([x = 0, y = 0, size = 10]) =>
        `<path fill="#fffaf0" d="M${x} ${y - size} Q${x + size * 0.18} ${y - size * 0.18} ${x + size} ${y} Q${x + size * 0.18} ${y + size * 0.18} ${x} ${y + size} Q${x - size * 0.18} ${y + size * 0.18} ${x - size} ${y} Q${x - size * 0.18} ${y - size * 0.18} ${x} ${y - size} Z"/>`,
    )
    .join('');
  const sprig = (x: number, y: number, flip: number) => {
    const dx = flip * 150;
    const dy = -100;
    const stemAngle = (Math.atan2(dy, dx) * 180) / Math.PI;
    const leaves = [0.2, 0.35, 0.5, 0.65, 0.8, 0.95]
      .map((t, leaf) => {
        const side = leaf % 2 === 0 ? 1 : -1;
        const lx = round(x + dx * t + side * 8);
        const ly = round(y + dy * t + side * 10);
        return `<ellipse fill="#b8c9a3" cx="${lx}" cy="${ly}" rx="18" ry="7" transform="rotate(${round(stemAngle + side * 40)} ${lx} ${ly})"/>`;
      })
      .join('');
    return `<path fill="none" stroke="#9fb487" stroke-width="3" stroke-linecap="round" d="M${x} ${y} L${x + dx} ${y + dy}"/>${leaves}`;
  };
  return svgDocument({
    label: 'Two wedding rings between two families',
    body: [
      '<defs>',
      '<linearGradient id="dusk" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ece3f4"/><stop offset="1" stop-color="#f9e1e6"/></linearGradient>',
      '<linearGradient id="gold" gradientUnits="userSpaceOnUse" x1="600" y1="220" x2="1000" y2="480"><stop offset="0" stop-color="#f7dc8b"/><stop offset="0.5" stop-color="#d4a437"/><stop offset="1" stop-color="#f3d47a"/></linearGradient>',
      '<radialGradient id="halo"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
      '</defs>',
      `<rect width="${SLIDE_WIDTH}" height="${HEIGHT}" fill="url(#dusk)"/>`,
      '<circle cx="260" cy="160" r="90" fill="#ffffff" opacity="0.25"/><circle cx="1380" cy="120" r="120" fill="#ffffff" opacity="0.2"/><circle cx="1240" cy="300" r="50" fill="#ffffff" opacity="0.25"/>',
      '<circle cx="800" cy="340" r="280" fill="url(#halo)"/>',
      '<circle cx="730" cy="350" r="120" fill="none" stroke="url(#gold)" stroke-width="24"/>',
      '<circle cx="870" cy="350" r="120" fill="none" stroke="url(#gold)" stroke-width="24"/>',
      // Re-draw a piece of the first ring over the second, so they interlock.
      '<path fill="none" stroke="url(#gold)" stroke-width="24" d="M790 246.1 A120 120 0 0 1 821.9 272.9"/>',
      '<path fill="#eaf6ff" stroke="#b9d6ea" stroke-width="3" d="M730 196 L752 218 L730 246 L708 218 Z"/>',
      '<path fill="#d9ecf9" d="M708 218 L752 218 L730 246 Z"/>',
      sparkles,
      sprig(560, 600, -1),
      sprig(1040, 600, 1),
      renderFamily({ x: 130, fill: '#c9a9cf' }),
      renderFamily({ x: 1230, fill: '#dcaab8' }),
    ].join(''),
  });
}

const SLIDES: readonly (() => string)[] = [
  renderCoupleAtSunset,
  renderMehndiAndMarigolds,
  renderRingsAndFamilies,
];

/** The SVG document of slide `number` (1 to SLIDE_COUNT), or undefined for any other number. */
export function renderSlideSvg({ number }: { number: number }): string | undefined {
  return Number.isInteger(number) ? SLIDES[number - 1]?.() : undefined;
}
