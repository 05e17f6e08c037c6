/**
 * Pictures of an order's personalised lines for its confirmation e-mail: the first page of each
 * frozen line drawn by the Node engine, trimmed as the customer gets it, at most 640 px on its
 * longer side.
 */
import type { ObjectStorage } from '../../storage';
import { nodeEngine } from '../drawing/nodeEngine';
import type { Db } from '../../db/client';
import type { OrderLineRow } from '../orders/orderStore';
import { findTemplateVersion } from '../templates/templateStore';
import { frozenInstance } from './lineRender';
import { picturesOfItems, printItemsOf } from './printItems';
import { printSources } from './printSources';

/** The mail's limit: wide enough for a phone's screen at 2x, small enough to keep the mail light. */
export const MAIL_PREVIEW_MAX_PX = 640;

export interface LinePreview {
  lineUuid: string;
  /** 1-based line on the receipt. */
  lineNumber: number;
  png: Uint8Array;
}

export async function linePreviews(db: Db, media: ObjectStorage, mediaDir: string, lines: readonly OrderLineRow[]): Promise<LinePreview[]> {
  // One picture per line: a package line shows its first template item, as the cart does.
  const items = printItemsOf(lines).filter((item, index, all) => all.findIndex((other) => other.lineUuid === item.lineUuid) === index);
  if (items.length === 0) return [];
  const wanted = picturesOfItems(items);
  const pictures = await printSources(db, media, mediaDir, wanted.pictures, wanted.backgrounds);
  const { createNodeAssets, encodeCanvas, rasterisePart } = await nodeEngine();
  const assets = createNodeAssets(pictures.loader);
  const previews: LinePreview[] = [];
  for (const item of items) {
    const template = await findTemplateVersion(db, item.template.uuid, item.template.version);
    if (!template) continue;
    const part = template.parts[0];
    const width = Math.round(part.size.width >= part.size.height ? MAIL_PREVIEW_MAX_PX : (MAIL_PREVIEW_MAX_PX * part.size.width) / part.size.height);
    const raster = await rasterisePart({ ...frozenInstance({ template, data: item.data, sources: pictures.sources, assets }), part, target: { width }, area: 'trim', background: '#ffffff' });
    previews.push({ lineUuid: item.lineUuid, lineNumber: item.lineNumber, png: await encodeCanvas(raster.canvas, 'png') });
  }
  return previews;
}
