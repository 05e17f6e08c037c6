/**
 * Which cart and order lines are digital, and what they hold. A line selling a digital product
 * names it; the checkout's 'Special offer' line (a subject, no product, no catalogue) is the
 * portrait set of that subject. Pure.
 */
import type { DigitalSetKind, DigitalType } from '../../../domain/digital';
import type { DigitalCatalog } from './catalog';

export interface DigitalLineFacts {
  type: number;
  productUuid: string | null;
  catalogueUuid: string | null;
  subjectUuid: string | null;
  pictureUuids: readonly string[];
  quantity: number;
}

export type DigitalLine =
  | { kind: 'file'; type: DigitalType; subjectUuid: string | null; pictureUuids: readonly string[]; productUuid: string }
  | { kind: 'set'; type: DigitalSetKind; subjectUuid: string; pictureUuids: readonly string[]; productUuid: string | null };

export function digitalLine(row: DigitalLineFacts, catalog: Pick<DigitalCatalog, 'byUuid'>): DigitalLine | null {
  if (row.type !== 0 || row.catalogueUuid !== null) return null;
  if (row.productUuid === null) {
    return row.subjectUuid ? { kind: 'set', type: 'IP', subjectUuid: row.subjectUuid, pictureUuids: row.pictureUuids, productUuid: null } : null;
  }
  const product = catalog.byUuid.get(row.productUuid);
  if (!product) return null;
  if (product.kind === 'file') {
    return { kind: 'file', type: product.type as DigitalType, subjectUuid: row.subjectUuid, pictureUuids: row.pictureUuids, productUuid: row.productUuid };
  }
  return row.subjectUuid ? { kind: 'set', type: product.type, subjectUuid: row.subjectUuid, pictureUuids: row.pictureUuids, productUuid: row.productUuid } : null;
}

/** What a list of lines holds: files by uuid, sets by subject. */
export interface HeldDigital {
  files: Set<string>;
  sets: Map<string, Set<DigitalSetKind>>;
  /** Pieces bought per product uuid (what the price tiers count from). */
  pieces: Map<string, number>;
}

export function heldDigital(rows: readonly DigitalLineFacts[], catalog: Pick<DigitalCatalog, 'byUuid'>): HeldDigital {
  const held: HeldDigital = { files: new Set(), sets: new Map(), pieces: new Map() };
  for (const row of rows) {
    const line = digitalLine(row, catalog);
    if (!line) continue;
    if (line.productUuid) held.pieces.set(line.productUuid, (held.pieces.get(line.productUuid) ?? 0) + row.quantity);
    if (line.kind === 'file') for (const uuid of line.pictureUuids) held.files.add(uuid);
    else {
      const sets = held.sets.get(line.subjectUuid) ?? new Set<DigitalSetKind>();
      sets.add(line.type);
      held.sets.set(line.subjectUuid, sets);
    }
  }
  return held;
}
