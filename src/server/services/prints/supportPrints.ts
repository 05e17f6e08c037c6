/** What support staff see of an order's print files: the folder's files and any print page redrawn at screen size. */
import type { ObjectStorage } from '../../storage';
import { linesOf } from '../orders/orderStore';
import { findTemplateVersion } from '../templates/templateStore';
import { linePagePng } from './lineRender';
import { picturesOfItems, printItemsOf } from './printItems';
import { printSources } from './printSources';
import { nodeEngine } from '../drawing/nodeEngine';
import type { Db } from '../../db/client';

export interface PagePreviewRequest {
  orderUuid: string;
  lineUuid: string;
  /** The item of a package line (1-based); null for a template line. */
  itemNumber: number | null;
  /** 0-based: one page per part. */
  pageIndex: number;
  width: number;
}

/** The print page drawn from the frozen line at `width` px; null when the order has no such line, item or page. */
export async function printPagePreview(db: Db, media: ObjectStorage, mediaDir: string, request: PagePreviewRequest): Promise<Uint8Array | null> {
  const lines = (await linesOf(db, request.orderUuid)).filter((l) => l.uuid === request.lineUuid);
  const item = printItemsOf(lines).find((i) => i.itemNumber === request.itemNumber);
  if (!item) return null;
  const template = await findTemplateVersion(db, item.template.uuid, item.template.version);
  if (!template || request.pageIndex >= template.parts.length) return null;
  const wanted = picturesOfItems([item]);
  const pictures = await printSources(db, media, mediaDir, wanted.pictures, wanted.backgrounds);
  const { createNodeAssets } = await nodeEngine();
  return linePagePng({ template, data: item.data, sources: pictures.sources, assets: createNodeAssets(pictures.loader) }, request.pageIndex, request.width);
}
