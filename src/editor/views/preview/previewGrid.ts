import type { Part } from '../../../engine/model';

/** Columns of the preview grid (spec 2 §2.11 and §9): 2 on phones, 3 from sm, 4 from lg. */
export const PREVIEW_COLUMNS = { base: 2, sm: 3, lg: 4 } as const;

/** The tallest part's height per unit of width, so every tile of the grid has the same box. */
export function tallestAspect(parts: readonly Pick<Part, 'size'>[]): number {
  return Math.max(...parts.map((part) => part.size.height / part.size.width));
}

/** The square-ish box of each tile: the column's width, as tall as the tallest part needs (at most 1.5 times). */
export function previewTileSize(gridWidth: number, columns: number, gap: number, aspect: number): { width: number; height: number } {
  const width = Math.max(0, Math.floor((gridWidth - gap * (columns - 1)) / columns));
  return { width, height: Math.round(width * Math.min(1.5, aspect)) };
}
