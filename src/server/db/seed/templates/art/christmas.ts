/** Christmas artwork: snowfall, fir branches with berries, Selbu knit bands, hanging stars. */
import type { ArtSource } from './source';
import { n, seededRandom, snowflake, starPath } from './svg';

function snowfall(name: string, width: number, height: number, seed: number, count: number): ArtSource {
  const random = seededRandom(seed);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = random() * width;
    const y = random() * height;
    const big = random() < 0.22;
    const r = big ? 2.2 + random() * 3.2 : 0.35 + random() * 0.9;
    const opacity = big ? 0.55 + random() * 0.4 : 0.35 + random() * 0.5;
    parts.push(big ? snowflake(x, y, r, '#ffffff', r * 0.11, random() * 60, opacity) : `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#ffffff" fill-opacity="${n(opacity)}"/>`);
  }
  return { name, widthMm: width, heightMm: height, dpi: 300, body: parts.join('') };
}

/** One fir twig along a gentle curve: needles in two shades on both sides of the stem. */
function firTwig(x: number, y: number, angle: number, length: number, random: () => number): string {
  const rad = (angle * Math.PI) / 180;
  const needles: string[] = [];
  const steps = Math.round(length / 1.1);
  for (let i = 2; i < steps; i++) {
    const t = i / steps;
    const bend = Math.sin(t * Math.PI) * length * 0.05;
    const px = x + Math.cos(rad) * length * t - Math.sin(rad) * bend;
    const py = y + Math.sin(rad) * length * t + Math.cos(rad) * bend;
    const needle = (1 - t * 0.55) * length * 0.16 + random() * 1.2;
    for (const side of [-1, 1]) {
      const a = rad + side * (0.85 + random() * 0.25);
      const shade = random() < 0.5 ? '#1f4d33' : random() < 0.5 ? '#2f6b45' : '#3d7d52';
      needles.push(`<path d="M${n(px)} ${n(py)}l${n(Math.cos(a) * needle)} ${n(Math.sin(a) * needle)}" stroke="${shade}" stroke-width="0.55" stroke-linecap="round"/>`);
    }
  }
  const ex = x + Math.cos(rad) * length;
  const ey = y + Math.sin(rad) * length;
  return `<path d="M${n(x)} ${n(y)}L${n(ex)} ${n(ey)}" stroke="#5b3b24" stroke-width="0.7" stroke-linecap="round"/>${needles.join('')}`;
}

function berry(x: number, y: number, r: number): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#berry)"/><circle cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.35)}" r="${n(r * 0.28)}" fill="#ffffff" fill-opacity="0.7"/>`;
}

function pineCone(x: number, y: number, angle: number, size: number): string {
  const scales: string[] = [];
  for (let row = 0; row < 6; row++) {
    const w = size * (0.32 - row * 0.035);
    const cy = row * size * 0.15;
    for (const dx of [-w * 0.5, w * 0.5]) scales.push(`<ellipse cx="${n(dx)}" cy="${n(cy)}" rx="${n(w * 0.62)}" ry="${n(size * 0.11)}" fill="${row % 2 ? '#7a4a2a' : '#8f5a33'}" stroke="#4e2e18" stroke-width="0.25"/>`);
  }
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${scales.join('')}</g>`;
}

const BERRY_DEFS = '<defs><radialGradient id="berry" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#e8383d"/><stop offset="1" stop-color="#8e1116"/></radialGradient></defs>';

/** Fir branches growing from the top-left corner, with red berries and a cone tucked into it. */
function firCorner(name: string, seed: number): ArtSource {
  const random = seededRandom(seed);
  const twigs = [
    [-4, 3, 10, 62],
    [-4, 9, 34, 46],
    [2, -4, 62, 40],
    [-3, 20, 6, 30],
    [12, -3, 26, 36],
    [16, 5, 16, 24],
  ]
    .map(([x, y, a, l]) => firTwig(x, y, a, l, random))
    .join('');
  const berries = [
    [24, 14, 2],
    [27.2, 16.4, 1.7],
    [23.4, 18.2, 1.5],
    [40, 7, 1.6],
    [42.4, 9.3, 1.3],
  ]
    .map(([x, y, r]) => berry(x, y, r))
    .join('');
  return { name, widthMm: 70, heightMm: 52, dpi: 300, body: `${BERRY_DEFS}${twigs}${pineCone(13, 11, -40, 12)}${berries}` };
}

/** Rolling snowdrifts with small fir trees, white on transparent, for the foot of a card. */
function snowHills(name: string, widthMm: number, heightMm: number, seed: number): ArtSource {
  const random = seededRandom(seed);
  const hill = (top: number, amp: number, phase: number, color: string) => {
    const steps = 24;
    const pts: string[] = [];
    for (let i = 0; i <= steps; i++) {
      const x = (widthMm / steps) * i;
      const y = top + Math.sin((i / steps) * Math.PI * 2.2 + phase) * amp;
      pts.push(`${n(x)} ${n(y)}`);
    }
    return `<path d="M0 ${heightMm}L${pts.join('L')}L${widthMm} ${heightMm}Z" fill="${color}"/>`;
  };
  const trees: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = 8 + random() * (widthMm - 16);
    const h = 9 + random() * 9;
    const base = heightMm * 0.5 + random() * 4;
    const w = h * 0.42;
    const tiers = [0, 0.3, 0.55].map((t) => `M${n(x)} ${n(base - h + t * h * 0.9)}L${n(x - w * (0.55 + t))} ${n(base - h * (0.35 - t * 0.6))}L${n(x + w * (0.55 + t))} ${n(base - h * (0.35 - t * 0.6))}Z`);
    trees.push(`<path d="${tiers.join('')}" fill="#dfe8f3"/>`);
  }
  return {
    name,
    widthMm,
    heightMm,
    dpi: 300,
    body: `${hill(heightMm * 0.45, 3, 0.6, '#cfdceb')}${trees.join('')}${hill(heightMm * 0.62, 4, 2.1, '#eef3f9')}${hill(heightMm * 0.78, 3, 4.0, '#ffffff')}`,
  };
}

/**
 * A knitted band after the Selbu pattern of Norwegian sweaters: eight-petal roses between
 * rows of small crosses, in stitches drawn as little squares.
 */
function knitBand(name: string, widthMm: number, ground: string, yarn: string): ArtSource {
  const stitch = 1.5;
  const columns = Math.ceil(widthMm / stitch);
  const rows = 16;
  // The rose as 11x11 stitches ('#' yarn), repeated every 14 stitches.
  const rose = [
    '.....#.....',
    '....###....',
    '.#..###..#.',
    '.##..#..##.',
    '..###.###..',
    '###.#.#.###',
    '..###.###..',
    '.##..#..##.',
    '.#..###..#.',
    '....###....',
    '.....#.....',
  ];
  const cells: string[] = [];
  const put = (c: number, r: number) => cells.push(`M${n(c * stitch)} ${n(r * stitch)}h${stitch}v${stitch}h-${stitch}z`);
  for (let c = 0; c < columns; c++) {
    if (c % 2 === 0) put(c, 0);
    if (c % 2 === 1) put(c, rows - 1);
    const within = c % 14;
    if (within < 11) rose.forEach((line, r) => line[within] === '#' && put(c, r + 2.5 - 0.5));
    else if (within === 12) [5, 7, 9].forEach((r) => put(c, r + 0.5));
  }
  const height = rows * stitch;
  return {
    name,
    widthMm,
    heightMm: height,
    dpi: 300,
    body: `<rect width="${widthMm}" height="${height}" fill="${ground}"/><path d="${cells.join('')}" fill="${yarn}"/>`,
  };
}

/** Gold stars hanging on threads from the top edge, at staggered lengths. */
function hangingStars(name: string, widthMm: number, heightMm: number, seed: number): ArtSource {
  const random = seededRandom(seed);
  const parts: string[] = [
    '<defs><linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6e3a1"/><stop offset="0.5" stop-color="#d4a53c"/><stop offset="1" stop-color="#a8761f"/></linearGradient></defs>',
  ];
  const count = Math.round(widthMm / 16);
  for (let i = 0; i < count; i++) {
    const x = (widthMm / count) * (i + 0.5) + (random() - 0.5) * 4;
    const r = 2.6 + random() * 2.6;
    const y = heightMm * (0.25 + random() * 0.6);
    parts.push(`<path d="M${n(x)} 0V${n(y - r)}" stroke="#c9a45a" stroke-width="0.25"/>`);
    parts.push(`<path d="${starPath(x, y, r)}" fill="url(#gold)" stroke="#8a6418" stroke-width="0.15"/>`);
  }
  return { name, widthMm, heightMm, dpi: 300, body: parts.join('') };
}

export const CHRISTMAS_ART: ArtSource[] = [
  snowfall('christmas-snowfall', 156, 156, 1201, 170),
  firCorner('christmas-fir-corner', 77),
  knitBand('christmas-knit-band-red', 156, '#a3161f', '#fbf4e6'),
  knitBand('christmas-knit-band-navy', 156, '#1c2f52', '#f4efe3'),
  hangingStars('christmas-hanging-stars', 106, 48, 31),
  snowHills('christmas-snow-hills', 156, 46, 5),
];
