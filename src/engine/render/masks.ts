/**
 * The outlines slots and artwork are clipped to, traced on a canvas context in pixels. One
 * tracer serves Konva clip functions and plain shapes alike, so a mask looks the same whether
 * it clips a photo or is filled with colour.
 */
import type { Size } from '../layout/geometry';
import type { Mask } from '../model/layers';

/** The subset of a 2D context a mask outline needs (Konva's Context offers the same calls). */
export interface PathContext {
  beginPath(): void;
  rect(x: number, y: number, width: number, height: number): void;
  ellipse(x: number, y: number, radiusX: number, radiusY: number, rotation: number, start: number, end: number): void;
  moveTo(x: number, y: number): void;
  arcTo(x1: number, y1: number, x2: number, y2: number, radius: number): void;
  closePath(): void;
}

/** Traces `mask` over a box of `size` px from (0, 0); `scale` turns the mask's mm radius into px. */
export function traceMask(context: PathContext, mask: Mask, size: Size, scale: number): void {
  const { width, height } = size;
  context.beginPath();
  if (mask === 'rect') {
    context.rect(0, 0, width, height);
  } else if (mask === 'ellipse') {
    context.ellipse(width / 2, height / 2, width / 2, height / 2, 0, 0, Math.PI * 2);
  } else {
    const radius = Math.min(mask.radius * scale, width / 2, height / 2);
    context.moveTo(radius, 0);
    context.arcTo(width, 0, width, height, radius);
    context.arcTo(width, height, 0, height, radius);
    context.arcTo(0, height, 0, 0, radius);
    context.arcTo(0, 0, width, 0, radius);
  }
  context.closePath();
}
