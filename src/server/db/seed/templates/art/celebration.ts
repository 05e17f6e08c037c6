/** Birthday artwork: balloons, pennant bunting and confetti in one bright party palette. */
import type { ArtSource } from './source';
import { n, seededRandom } from './svg';

export const PARTY = ['#f26b5b', '#f7c548', '#3fb8af', '#f49ac2', '#5b8def', '#9b7fd1'];

/** A cluster of glossy balloons whose strings meet below them. */
function balloons(name: string, seed: number): ArtSource {
  const random = seededRandom(seed);
  const width = 72;
  const height = 110;
  const knot = { x: 40, y: 104 };
  const placed = [
    [22, 26, 0],
    [44, 18, 1],
    [58, 38, 2],
    [32, 46, 3],
    [13, 54, 4],
  ];
  const defs: string[] = [];
  const strings: string[] = [];
  const bodies: string[] = [];
  placed.forEach(([x, y, c], i) => {
    const color = PARTY[c];
    defs.push(`<radialGradient id="b${i}" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="0.25" stop-color="${color}"/><stop offset="1" stop-color="${color}" stop-opacity="0.92"/></radialGradient>`);
    const rx = 10.5 + random() * 1.5;
    const ry = rx * 1.2;
    const bottom = y + ry;
    const sway = (random() - 0.5) * 8;
    strings.push(`<path d="M${n(x)} ${n(bottom + 1.5)}C${n(x + sway)} ${n(bottom + 20)} ${n(knot.x - sway)} ${n(knot.y - 25)} ${n(knot.x)} ${n(knot.y)}" stroke="#8a8f99" stroke-width="0.3" fill="none"/>`);
    bodies.push(
      `<g transform="rotate(${n((x - knot.x) * 0.4)} ${n(x)} ${n(bottom)})">` +
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#b${i})"/>` +
        `<path d="M${n(x - 1.3)} ${n(bottom + 1.6)}L${n(x)} ${n(bottom - 0.3)}L${n(x + 1.3)} ${n(bottom + 1.6)}Z" fill="${color}"/>` +
        `<ellipse cx="${n(x - rx * 0.42)}" cy="${n(y - ry * 0.45)}" rx="${n(rx * 0.16)}" ry="${n(ry * 0.22)}" fill="#ffffff" fill-opacity="0.6" transform="rotate(-25 ${n(x - rx * 0.42)} ${n(y - ry * 0.45)})"/>` +
        `</g>`,
    );
  });
  return { name, widthMm: width, heightMm: height, dpi: 300, body: `<defs>${defs.join('')}</defs>${strings.join('')}${bodies.join('')}` };
}

/** Pennants hanging from one or two sagging strings across the top. */
function bunting(name: string, widthMm: number, heightMm: number, colors: string[]): ArtSource {
  const flags: string[] = [];
  const lines: string[] = [];
  const rows = [
    { y0: -1, sag: heightMm * 0.42, size: 9, offset: 0.5 },
    { y0: -2, sag: heightMm * 0.22, size: 7, offset: 0 },
  ];
  rows.reverse().forEach((row, r) => {
    const at = (t: number) => ({ x: t * widthMm, y: row.y0 + 4 * row.sag * t * (1 - t) });
    lines.push(`<path d="M0 ${n(row.y0)}Q${n(widthMm / 2)} ${n(row.y0 + 2 * row.sag)} ${n(widthMm)} ${n(row.y0)}" stroke="#6b5d52" stroke-width="0.35" fill="none"/>`);
    const count = Math.round(widthMm / (row.size * 1.35));
    for (let i = 0; i < count; i++) {
      const t = (i + row.offset + 0.25) / count;
      const a = at(t);
      const b = at(t + 0.001);
      const angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
      const color = colors[(i + r * 2) % colors.length];
      const s = row.size;
      flags.push(
        `<g transform="translate(${n(a.x)} ${n(a.y)}) rotate(${n(angle)})"><path d="M${n(-s / 2)} 0L${n(s / 2)} 0L0 ${n(s * 1.25)}Z" fill="${color}"/><path d="M${n(-s / 2)} 0L${n(s / 2)} 0L${n(s * 0.38)} ${n(s * 0.22)}L${n(-s * 0.38)} ${n(s * 0.22)}Z" fill="#000000" fill-opacity="0.08"/></g>`,
      );
    }
  });
  return { name, widthMm, heightMm, dpi: 300, body: lines.join('') + flags.join('') };
}

/** Confetti: paper strips, dots and curls; denser along the edges than in the middle. */
function confetti(name: string, widthMm: number, heightMm: number, seed: number, count: number): ArtSource {
  const random = seededRandom(seed);
  const out: string[] = [];
  // Pieces are sized for a 10x15 card; larger products get proportionally larger confetti.
  const k = Math.max(1, Math.min(widthMm, heightMm) / 106);
  let placed = 0;
  while (placed < count) {
    const x = random() * widthMm;
    const y = random() * heightMm;
    const edge = Math.min(x, y, widthMm - x, heightMm - y) / (Math.min(widthMm, heightMm) / 2);
    if (random() < edge * 0.85) continue;
    placed++;
    const color = PARTY[Math.floor(random() * PARTY.length)];
    const kind = random();
    const turn = n(random() * 180);
    if (kind < 0.5) {
      const w = (1.2 + random() * 1.2) * k;
      out.push(`<rect x="${n(x - w / 2)}" y="${n(y - w * 0.3)}" width="${n(w)}" height="${n(w * 0.6)}" fill="${color}" transform="rotate(${turn} ${n(x)} ${n(y)})"/>`);
    } else if (kind < 0.8) {
      out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n((0.5 + random() * 0.6) * k)}" fill="${color}"/>`);
    } else {
      const l = (2.2 + random() * 1.5) * k;
      out.push(`<path d="M${n(x)} ${n(y)}q${n(l / 4)} ${n(-l / 3)} ${n(l / 2)} 0t${n(l / 2)} 0" stroke="${color}" stroke-width="${n(0.45 * k)}" fill="none" stroke-linecap="round" transform="rotate(${turn} ${n(x)} ${n(y)})"/>`);
    }
  }
  return { name, widthMm, heightMm, dpi: 300, body: out.join('') };
}

/** A two-tier birthday cake with dripping icing, sprinkles and lit candles, on a cake stand. */
function cake(name: string, seed: number): ArtSource {
  const random = seededRandom(seed);
  const drips = (x: number, y: number, width: number, color: string) => {
    const path: string[] = [`M${n(x)} ${n(y)}H${n(x + width)}V${n(y + 3)}`];
    const count = Math.round(width / 4.5);
    for (let i = count; i > 0; i--) {
      const right = x + (width / count) * i;
      const left = x + (width / count) * (i - 1);
      const depth = 3 + random() * 4;
      path.push(`C${n(right)} ${n(y + depth + 2)} ${n(left)} ${n(y + depth + 2)} ${n(left)} ${n(y + 3)}`);
    }
    return `<path d="${path.join('')}Z" fill="${color}"/>`;
  };
  const sprinkles: string[] = [];
  for (let i = 0; i < 26; i++) {
    const x = 14 + random() * 42;
    const y = i < 12 ? 31 + random() * 8 : 48 + random() * 10;
    if (i < 12 && (x < 20 || x > 50)) continue;
    sprinkles.push(`<rect x="${n(x)}" y="${n(y)}" width="1.6" height="0.5" rx="0.25" fill="${PARTY[i % PARTY.length]}" transform="rotate(${n(random() * 180)} ${n(x)} ${n(y)})"/>`);
  }
  const candles = [26, 35, 44]
    .map(
      (x, i) =>
        `<rect x="${x - 1}" y="12" width="2" height="13" rx="0.5" fill="${['#5b8def', '#f7c548', '#3fb8af'][i]}"/>` +
        `<path d="M${x - 1} 15l2 -1.2M${x - 1} 19l2 -1.2M${x - 1} 23l2 -1.2" stroke="#ffffff" stroke-width="0.5"/>` +
        `<path d="M${x} 5.5C${x + 2.2} 8.5 ${x + 1.6} 11 ${x} 11C${x - 1.6} 11 ${x - 2.2} 8.5 ${x} 5.5Z" fill="url(#flame)"/>`,
    )
    .join('');
  return {
    name,
    widthMm: 70,
    heightMm: 72,
    dpi: 300,
    body:
      '<defs><linearGradient id="flame" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd166"/><stop offset="1" stop-color="#f26b5b"/></linearGradient></defs>' +
      candles +
      '<rect x="18" y="25" width="34" height="17" rx="2" fill="#fbe3e8"/>' +
      drips(18, 25, 34, '#f49ac2') +
      '<rect x="10" y="42" width="50" height="20" rx="2.5" fill="#fff1dc"/>' +
      drips(10, 42, 50, '#8b5a3c') +
      sprinkles.join('') +
      '<rect x="4" y="62" width="62" height="3" rx="1.5" fill="#cfd6df"/><path d="M30 65h10l3 6H27Z" fill="#b9c2cd"/>',
  };
}

export const BIRTHDAY_ART: ArtSource[] = [
  cake('birthday-cake', 9),
  balloons('birthday-balloons', 11),
  bunting('birthday-bunting', 106, 34, PARTY),
  bunting('birthday-bunting-flag', 106, 34, ['#ba0c2f', '#ffffff', '#00205b']),
  confetti('birthday-confetti', 156, 106, 2024, 260),
  confetti('birthday-confetti-square', 156, 156, 77, 300),
  confetti('gift-mug-confetti', 222, 100, 5, 220),
  { ...confetti('gift-puzzle-confetti', 303, 216, 303, 900), dpi: 200 },
];
