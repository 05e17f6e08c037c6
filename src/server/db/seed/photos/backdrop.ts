import sharp, { type Sharp } from 'sharp';
import type { Backdrop } from './plan';

/** A small deterministic random source, so generated scenery is the same on every machine. */
export function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Shadow {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

/*
 * Backdrops hold nothing sharp, so they are drawn at a quarter of the size and scaled up:
 * blurring a full 2400x3000 SVG takes librsvg seconds, the small one milliseconds, and the
 * result looks the same.
 */
const DRAW_SCALE = 0.25;

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width * DRAW_SCALE)}" height="${Math.round(height * DRAW_SCALE)}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** Rasterises a backdrop SVG of this module at its full size. */
export function backdropImage(backdropSvg: string, width: number, height: number): Sharp {
  return sharp(Buffer.from(backdropSvg)).resize(width, height, { kernel: 'linear', fit: 'fill' });
}

/** Darkens the corners a little, the way a studio light falls off. */
const vignette = (width: number, height: number, strength: number) => `
  <radialGradient id="vignette" cx="50%" cy="45%" r="75%">
    <stop offset="55%" stop-color="#000" stop-opacity="0"/>
    <stop offset="100%" stop-color="#000" stop-opacity="${strength}"/>
  </radialGradient>
  <rect width="${width}" height="${height}" fill="url(#vignette)"/>`;

/**
 * Soft shapes are gradients that fade to nothing at their edge rather than blurred shapes:
 * librsvg's blur filter costs seconds at photo sizes, a gradient next to nothing.
 */
const softFill = (id: string, color: string) => `
  <radialGradient id="${id}">
    <stop offset="0%" stop-color="${color}" stop-opacity="1"/>
    <stop offset="55%" stop-color="${color}" stop-opacity="0.7"/>
    <stop offset="100%" stop-color="${color}" stop-opacity="0"/>
  </radialGradient>`;

/** Soft shadows thrown on the backdrop by the people standing in front of it. */
const shadows = (list: Shadow[]) =>
  list.length === 0
    ? ''
    : `${softFill('shadow', '#000')}<g fill="url(#shadow)" fill-opacity="0.3">${list
        .map((s) => `<ellipse cx="${s.cx}" cy="${s.cy}" rx="${s.rx}" ry="${s.ry}"/>`)
        .join('')}</g>`;

/** A painted studio backdrop: a glow behind the subject fading to a darker edge. */
export function studioBackdropSvg(width: number, height: number, backdrop: Backdrop, shadowList: Shadow[] = []): string {
  return svg(
    width,
    height,
    `<defs><radialGradient id="glow" cx="48%" cy="38%" r="70%">
       <stop offset="0%" stop-color="${backdrop.inner}"/>
       <stop offset="100%" stop-color="${backdrop.outer}"/>
     </radialGradient></defs>
     <rect width="${width}" height="${height}" fill="url(#glow)"/>
     ${shadows(shadowList)}
     ${vignette(width, height, 0.35)}`,
  );
}

/** A chroma-green cloth, lit a little unevenly like a real one. */
export function greenScreenSvg(width: number, height: number): string {
  return svg(
    width,
    height,
    `<defs><radialGradient id="cloth" cx="50%" cy="40%" r="80%">
       <stop offset="0%" stop-color="#1fc24e"/>
       <stop offset="100%" stop-color="#0b9a36"/>
     </radialGradient></defs>
     <rect width="${width}" height="${height}" fill="url(#cloth)"/>`,
  );
}

/** Scenery for green-screen backgrounds: soft shapes out of focus behind the subject. */
export function sceneryBackdropSvg(
  width: number,
  height: number,
  backdrop: Backdrop,
  light: 'studio' | 'sky' | 'forest' | 'bokeh',
  seed: string,
): string {
  if (light === 'studio') return studioBackdropSvg(width, height, backdrop);
  const random = seededRandom(seed);
  let shapes = '';
  if (light === 'sky') {
    shapes += softFill('cloud', '#fff');
    for (let i = 0; i < 9; i++) {
      const rx = width * (0.18 + random() * 0.2);
      const ry = height * (0.04 + random() * 0.05);
      shapes += `<ellipse cx="${random() * width}" cy="${random() * height * 0.6}" rx="${rx}" ry="${ry}" fill="url(#cloud)" fill-opacity="${0.5 + random() * 0.4}"/>`;
    }
  } else if (light === 'forest') {
    shapes += `<linearGradient id="trunk"><stop offset="0%" stop-color="#1c2a17" stop-opacity="0"/>
      <stop offset="50%" stop-color="#1c2a17" stop-opacity="1"/><stop offset="100%" stop-color="#1c2a17" stop-opacity="0"/></linearGradient>`;
    shapes += softFill('leaf', '#e9f5c8');
    for (let i = 0; i < 14; i++) {
      const w = width * (0.05 + random() * 0.08);
      shapes += `<rect x="${random() * width - w / 2}" y="0" width="${w}" height="${height}" fill="url(#trunk)" fill-opacity="${0.35 + random() * 0.45}"/>`;
    }
    for (let i = 0; i < 30; i++) {
      shapes += `<circle cx="${random() * width}" cy="${random() * height * 0.5}" r="${width * (0.03 + random() * 0.06)}" fill="url(#leaf)" fill-opacity="${0.25 + random() * 0.4}"/>`;
    }
  } else {
    shapes += softFill('bokeh', '#fff6dc');
    for (let i = 0; i < 40; i++) {
      shapes += `<circle cx="${random() * width}" cy="${random() * height}" r="${width * (0.03 + random() * 0.07)}" fill="url(#bokeh)" fill-opacity="${0.2 + random() * 0.45}"/>`;
    }
  }
  const vertical = light === 'sky';
  return svg(
    width,
    height,
    `<defs>
       <${vertical ? 'linearGradient id="base" x1="0" y1="1" x2="0" y2="0"' : 'radialGradient id="base" cx="50%" cy="40%" r="75%"'}>
         <stop offset="0%" stop-color="${backdrop.inner}"/>
         <stop offset="100%" stop-color="${backdrop.outer}"/>
       </${vertical ? 'linearGradient' : 'radialGradient'}>
     </defs>
     <rect width="${width}" height="${height}" fill="url(#base)"/>
     ${shapes}
     ${vignette(width, height, 0.25)}`,
  );
}
