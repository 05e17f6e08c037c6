/**
 * Tilted photo frames (a white print border with a soft shadow). Art layers cannot turn, so a
 * frame for a tilted photo slot is drawn already turned inside its bounding box; placeFrame
 * gives the art's rect and the matching slot rect and angle for a frame centred on a point.
 */
import type { ArtSource } from './source';
import { n } from './svg';

export interface FrameSpec {
  name: string;
  /** The photo window in mm. */
  photo: { width: number; height: number };
  /** Degrees clockwise. */
  angle: number;
  /** White border on the top and sides, and at the bottom (a snapshot's wider strip). */
  border: number;
  bottom: number;
}

/** Room around the turned frame for its shadow, in mm. */
const MARGIN = 4;

const frameSize = (spec: FrameSpec) => ({ width: spec.photo.width + 2 * spec.border, height: spec.photo.height + spec.border + spec.bottom });

/** The art's box: the turned frame's bounding box plus the shadow margin. */
export function frameBox(spec: FrameSpec): { width: number; height: number } {
  const { width, height } = frameSize(spec);
  const a = (spec.angle * Math.PI) / 180;
  const c = Math.abs(Math.cos(a));
  const s = Math.abs(Math.sin(a));
  const round = (v: number) => Math.ceil(v * 10) / 10;
  return { width: round(width * c + height * s + 2 * MARGIN), height: round(width * s + height * c + 2 * MARGIN) };
}

/**
 * A soft shadow below and right of the frame, as stacked faint rects: it looks like a blur and
 * draws in a fraction of the time an SVG blur filter takes at 300 DPI.
 */
function shadow(width: number, height: number): string {
  const layers: string[] = [];
  for (let i = 6; i >= 1; i--) {
    const grow = i * 0.35;
    layers.push(`<rect x="${n(-width / 2 + 0.4 - grow)}" y="${n(-height / 2 + 1 - grow)}" width="${n(width + 2 * grow)}" height="${n(height + 2 * grow)}" rx="${n(grow)}" fill="#2a1d14" fill-opacity="0.05"/>`);
  }
  return layers.join('');
}

export function frameArt(spec: FrameSpec): ArtSource {
  const box = frameBox(spec);
  const { width, height } = frameSize(spec);
  return {
    name: spec.name,
    widthMm: box.width,
    heightMm: box.height,
    dpi: 300,
    body:
      `<g transform="translate(${n(box.width / 2)} ${n(box.height / 2)}) rotate(${n(spec.angle)})">` +
      shadow(width, height) +
      `<rect x="${n(-width / 2)}" y="${n(-height / 2)}" width="${n(width)}" height="${n(height)}" fill="#fffdf8"/>` +
      `<rect x="${n(-width / 2 + spec.border)}" y="${n(-height / 2 + spec.border)}" width="${n(spec.photo.width)}" height="${n(spec.photo.height)}" fill="#d8d2c8"/>` +
      `</g>`,
  };
}

/** Where the frame art and its photo slot go for a frame centred on (cx, cy) mm. */
export function placeFrame(spec: FrameSpec, cx: number, cy: number) {
  const box = frameBox(spec);
  const a = (spec.angle * Math.PI) / 180;
  // The window's centre sits above the frame's centre by half the extra bottom strip, turned with it.
  const dy = (spec.border - spec.bottom) / 2;
  const px = cx - Math.sin(a) * dy;
  const py = cy + Math.cos(a) * dy;
  const r = (v: number) => Math.round(v * 100) / 100;
  return {
    frame: { x: r(cx - box.width / 2), y: r(cy - box.height / 2), width: box.width, height: box.height },
    photo: { x: r(px - spec.photo.width / 2), y: r(py - spec.photo.height / 2), width: spec.photo.width, height: spec.photo.height },
    rotation: spec.angle,
  };
}

/** The frames the demo templates use. */
export const FRAMES = {
  confettiLeft: { name: 'frame-snapshot-left', photo: { width: 38, height: 44 }, angle: -7, border: 2.2, bottom: 7 },
  confettiMiddle: { name: 'frame-snapshot-middle', photo: { width: 42, height: 48 }, angle: 3, border: 2.2, bottom: 7 },
  confettiRight: { name: 'frame-snapshot-right', photo: { width: 38, height: 44 }, angle: 8, border: 2.2, bottom: 7 },
  kraft: { name: 'frame-print-kraft', photo: { width: 66, height: 80 }, angle: -3, border: 3, bottom: 3 },
} satisfies Record<string, FrameSpec>;

export const FRAME_ART: ArtSource[] = Object.values(FRAMES).map(frameArt);
