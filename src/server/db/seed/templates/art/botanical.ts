/** Flowers, leaves and frames for invitations and thank-you cards. */
import type { ArtSource } from './source';
import { heartPath, leafPath, n, seededRandom } from './svg';

/** A five-petal flower (wild rose) with a golden centre. */
function flower(x: number, y: number, r: number, petal: string, turn: number): string {
  const petals: string[] = [];
  for (let i = 0; i < 5; i++) {
    const a = turn + i * 72;
    const rad = (a * Math.PI) / 180;
    const px = x + Math.cos(rad) * r * 0.55;
    const py = y + Math.sin(rad) * r * 0.55;
    petals.push(`<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(r * 0.55)}" ry="${n(r * 0.42)}" transform="rotate(${n(a)} ${n(px)} ${n(py)})" fill="${petal}" fill-opacity="0.88"/>`);
  }
  const dots: string[] = [];
  for (let i = 0; i < 8; i++) {
    const rad = (i * 45 * Math.PI) / 180;
    dots.push(`<circle cx="${n(x + Math.cos(rad) * r * 0.24)}" cy="${n(y + Math.sin(rad) * r * 0.24)}" r="${n(r * 0.05)}" fill="#b5762a"/>`);
  }
  return `${petals.join('')}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.2)}" fill="#f3c558"/>${dots.join('')}`;
}

/** A sprig: a curved stem with leaves alternating along it. */
function sprig(x: number, y: number, angle: number, length: number, leaf: number, colors: string[], random: () => number, round = false): string {
  const rad = (angle * Math.PI) / 180;
  const out: string[] = [];
  const ex = x + Math.cos(rad) * length;
  const ey = y + Math.sin(rad) * length;
  const cx = x + Math.cos(rad + 0.25) * length * 0.55;
  const cy = y + Math.sin(rad + 0.25) * length * 0.55;
  out.push(`<path d="M${n(x)} ${n(y)}Q${n(cx)} ${n(cy)} ${n(ex)} ${n(ey)}" stroke="#6f8a6a" stroke-width="0.45" fill="none"/>`);
  const count = Math.round(length / (leaf * 0.8));
  for (let i = 1; i <= count; i++) {
    const t = i / (count + 0.5);
    // A point on the quadratic stem.
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * ex;
    const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * cy + t * t * ey;
    const side = i % 2 === 0 ? 1 : -1;
    const color = colors[Math.floor(random() * colors.length)];
    const size = leaf * (1 - t * 0.35);
    if (round) {
      const a = rad + side * 1.1;
      const lx = px + Math.cos(a) * size * 0.55;
      const ly = py + Math.sin(a) * size * 0.55;
      out.push(`<circle cx="${n(lx)}" cy="${n(ly)}" r="${n(size * 0.55)}" fill="${color}" fill-opacity="0.9"/>`);
    } else {
      out.push(`<path d="${leafPath(px, py, angle + side * (40 + random() * 15), size * 1.5, size * 0.45)}" fill="${color}" fill-opacity="0.92"/>`);
    }
  }
  return out.join('');
}

const BLUSH = ['#f2b5b0', '#eaa0a2', '#f7cdb8'];
const SAGE = ['#8fa98a', '#a5bb9c', '#6f8f6c', '#b9c9ad'];

/** Wild roses and leaves in the top-left and bottom-right corners of a portrait card. */
function floralCorners(name: string, widthMm: number, heightMm: number, seed: number): ArtSource {
  const random = seededRandom(seed);
  const corner = (x: number, y: number, flip: number) => {
    const base = flip > 0 ? 0 : 180;
    return [
      sprig(x, y, base + 8, 46, 4.4, SAGE, random),
      sprig(x, y, base + 62, 44, 4.2, SAGE, random),
      sprig(x, y, base + 34, 34, 3.2, SAGE, random, true),
      flower(x + flip * 16, y + flip * 12, 9, BLUSH[0], 10),
      flower(x + flip * 31, y + flip * 5, 6.5, BLUSH[1], 40),
      flower(x + flip * 7, y + flip * 28, 6, BLUSH[2], 70),
    ].join('');
  };
  return { name, widthMm, heightMm, dpi: 300, body: corner(-2, -2, 1) + corner(widthMm + 2, heightMm + 2, -1) };
}

/** A thin double frame in gold with small diamonds at the corners. */
function goldFrame(name: string, widthMm: number, heightMm: number, inset: number): ArtSource {
  const gold = '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d9b66a"/><stop offset="0.5" stop-color="#f3dfa6"/><stop offset="1" stop-color="#b58a3c"/></linearGradient></defs>';
  const box = (i: number, w: number) => `<rect x="${n(i)}" y="${n(i)}" width="${n(widthMm - 2 * i)}" height="${n(heightMm - 2 * i)}" fill="none" stroke="url(#g)" stroke-width="${w}"/>`;
  const diamonds = [
    [inset + 1.2, inset + 1.2],
    [widthMm - inset - 1.2, inset + 1.2],
    [inset + 1.2, heightMm - inset - 1.2],
    [widthMm - inset - 1.2, heightMm - inset - 1.2],
  ]
    .map(([x, y]) => `<path d="M${n(x)} ${n(y - 3)}L${n(x + 3)} ${n(y)}L${n(x)} ${n(y + 3)}L${n(x - 3)} ${n(y)}Z" fill="url(#g)"/>`)
    .join('');
  return { name, widthMm, heightMm, dpi: 300, body: gold + box(inset, 0.7) + box(inset + 2.4, 0.3) + diamonds };
}

/** Sun rays and waves for a summer party. */
function summer(name: string, widthMm: number, heightMm: number): ArtSource {
  const sun = { x: widthMm - 22, y: 22, r: 11 };
  const rays: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i * 22.5 * Math.PI) / 180;
    const r1 = sun.r + 3;
    const r2 = sun.r + (i % 2 ? 7 : 10);
    rays.push(`M${n(sun.x + Math.cos(a) * r1)} ${n(sun.y + Math.sin(a) * r1)}L${n(sun.x + Math.cos(a) * r2)} ${n(sun.y + Math.sin(a) * r2)}`);
  }
  const wave = (y: number, amp: number, color: string, phase: number) => {
    const segs: string[] = [];
    const step = 14;
    for (let x = -step + phase; x < widthMm + step; x += step) segs.push(`Q${n(x + step / 4)} ${n(y - amp)} ${n(x + step / 2)} ${n(y)}T${n(x + step)} ${n(y)}`);
    return `<path d="M${n(-step + phase)} ${n(y)}${segs.join('')}L${widthMm + step} ${heightMm}L${-step} ${heightMm}Z" fill="${color}"/>`;
  };
  return {
    name,
    widthMm,
    heightMm,
    dpi: 300,
    body:
      `<path d="${rays.join('')}" stroke="#f6b73c" stroke-width="1.3" stroke-linecap="round"/><circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="#f9c74f"/>` +
      wave(heightMm - 16, 2.2, '#8ecae6', 0) +
      wave(heightMm - 10, 2, '#219ebc', 5) +
      wave(heightMm - 4.5, 1.8, '#126782', 9),
  };
}

/** Eucalyptus sprigs with round leaves growing up the left edge, leaning outwards to leave room for text. */
function eucalyptus(name: string, widthMm: number, heightMm: number, seed: number): ArtSource {
  const random = seededRandom(seed);
  const colors = ['#9fb7a6', '#86a291', '#b4c8b4', '#7c9a89'];
  return {
    name,
    widthMm,
    heightMm,
    dpi: 300,
    body: [
      sprig(-2, heightMm + 2, -78, heightMm * 0.8, 5.5, colors, random, true),
      sprig(-3, heightMm * 0.72, -48, heightMm * 0.34, 4.2, colors, random, true),
      sprig(2, heightMm + 3, -50, heightMm * 0.42, 3.6, SAGE, random),
    ].join(''),
  };
}

/** Hearts scattered over a square, smaller towards the middle. */
function hearts(name: string, widthMm: number, heightMm: number, seed: number, count: number): ArtSource {
  const random = seededRandom(seed);
  const colors = ['#e05a6d', '#f28b9a', '#f7b7c0', '#c9304b'];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = random() * widthMm;
    const y = random() * heightMm;
    // Drawn for a 15 cm card; larger products get proportionally larger hearts.
    const s = (0.8 + random() * 2.4) * (widthMm / 156);
    out.push(`<path d="${heartPath(x, y, s)}" fill="${colors[i % colors.length]}" fill-opacity="${n(0.5 + random() * 0.5)}" transform="rotate(${n((random() - 0.5) * 40)} ${n(x)} ${n(y)})"/>`);
  }
  return { name, widthMm, heightMm, dpi: 300, body: out.join('') };
}

export const BOTANICAL_ART: ArtSource[] = [
  floralCorners('invitation-floral-corners', 106, 156, 8),
  goldFrame('invitation-gold-frame', 150, 150, 6),
  summer('invitation-summer', 156, 106),
  eucalyptus('thankyou-eucalyptus', 56, 106, 3),
  hearts('thankyou-hearts', 156, 156, 14, 70),
  { ...hearts('gift-cushion-hearts', 406, 406, 40, 260), dpi: 150 },
];
