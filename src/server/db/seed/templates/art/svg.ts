/**
 * Small SVG vocabulary for the template artwork. Every drawing is in millimetres of the layer
 * it fills (the viewBox), so an artwork drawn for a 156 mm bleed box lines up with the
 * template's rects; rasterising picks the pixels per millimetre.
 */

/** A seeded pseudo-random source (mulberry32): the same seed always scatters the same way. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number rounded for SVG text, so sources stay short and byte-identical between runs. */
export const n = (value: number): string => String(Math.round(value * 100) / 100);

export const points = (list: [number, number][]): string => list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

/** A six-armed snowflake with side twigs, as strokes around (cx, cy). */
export function snowflake(cx: number, cy: number, r: number, color: string, width: number, turn = 0, opacity = 1): string {
  const arms: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = ((turn + i * 60) * Math.PI) / 180;
    const at = (d: number, off = 0) => [cx + Math.cos(a + off) * d, cy + Math.sin(a + off) * d] as const;
    const [ex, ey] = at(r);
    arms.push(`M${n(cx)} ${n(cy)}L${n(ex)} ${n(ey)}`);
    for (const f of [0.45, 0.7]) {
      const [bx, by] = at(r * f);
      const twig = r * (f === 0.45 ? 0.32 : 0.22);
      for (const side of [-1, 1]) {
        const b = a + side * (Math.PI / 4);
        arms.push(`M${n(bx)} ${n(by)}L${n(bx + Math.cos(b) * twig)} ${n(by + Math.sin(b) * twig)}`);
      }
    }
  }
  return `<path d="${arms.join('')}" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" fill="none" stroke-opacity="${n(opacity)}"/>`;
}

/** A star with `spikes` points; `inner` is the inner radius as a share of `r`. */
export function starPath(cx: number, cy: number, r: number, spikes = 5, inner = 0.45, turn = -90): string {
  const list: [number, number][] = [];
  for (let i = 0; i < spikes * 2; i++) {
    const radius = i % 2 === 0 ? r : r * inner;
    const a = ((turn + (i * 180) / spikes) * Math.PI) / 180;
    list.push([cx + Math.cos(a) * radius, cy + Math.sin(a) * radius]);
  }
  return `M${list.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

/** A heart of width about 2s, centred on (cx, cy). */
export function heartPath(cx: number, cy: number, s: number): string {
  return [
    `M${n(cx)} ${n(cy + s * 0.9)}`,
    `C${n(cx - s * 1.3)} ${n(cy + s * 0.1)} ${n(cx - s * 1.05)} ${n(cy - s * 1.05)} ${n(cx)} ${n(cy - s * 0.45)}`,
    `C${n(cx + s * 1.05)} ${n(cy - s * 1.05)} ${n(cx + s * 1.3)} ${n(cy + s * 0.1)} ${n(cx)} ${n(cy + s * 0.9)}Z`,
  ].join('');
}

/** A pointed leaf from (x, y) along angle `a` (degrees), `length` long and `width` wide. */
export function leafPath(x: number, y: number, a: number, length: number, width: number): string {
  const rad = (a * Math.PI) / 180;
  const ux = Math.cos(rad);
  const uy = Math.sin(rad);
  const tip = [x + ux * length, y + uy * length];
  const side = (s: number) => [x + ux * length * 0.45 - uy * width * s, y + uy * length * 0.45 + ux * width * s];
  const [l, r] = [side(1), side(-1)];
  return `M${n(x)} ${n(y)}Q${n(l[0])} ${n(l[1])} ${n(tip[0])} ${n(tip[1])}Q${n(r[0])} ${n(r[1])} ${n(x)} ${n(y)}Z`;
}

/** Grain: many tiny flecks, for paper and linen textures. */
export function flecks(width: number, height: number, count: number, colors: string[], seed: number, size: [number, number], opacity: [number, number]): string {
  const random = seededRandom(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = random() * width;
    const y = random() * height;
    const length = size[0] + random() * (size[1] - size[0]);
    const a = random() * Math.PI;
    const color = colors[Math.floor(random() * colors.length)];
    const o = opacity[0] + random() * (opacity[1] - opacity[0]);
    out.push(
      `<path d="M${n(x)} ${n(y)}l${n(Math.cos(a) * length)} ${n(Math.sin(a) * length)}" stroke="${color}" stroke-opacity="${n(o)}" stroke-width="${n(length * 0.12 + 0.05)}" stroke-linecap="round"/>`,
    );
  }
  return out.join('');
}
