import type { Rect, Size } from './geometry';

/** The scale at which `content` just covers `box` (nothing of the box left empty, content may spill). */
export function coverScale(content: Size, box: Size): number {
  return Math.max(box.width / content.width, box.height / content.height);
}

/** The scale at which `content` just fits inside `box` (all of it visible, the box may show gaps). */
export function containScale(content: Size, box: Size): number {
  return Math.min(box.width / content.width, box.height / content.height);
}

/** Where `content` lands when scaled to cover or fit `box`, centred on the box's centre. */
export function fitRect(content: Size, box: Rect, mode: 'cover' | 'contain'): Rect {
  const scale = mode === 'cover' ? coverScale(content, box) : containScale(content, box);
  const width = content.width * scale;
  const height = content.height * scale;
  return {
    x: box.x + (box.width - width) / 2,
    y: box.y + (box.height - height) / 2,
    width,
    height,
  };
}
