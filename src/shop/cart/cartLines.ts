/**
 * How the cart page reads its order lines (spec 1 'Shopping cart', spec 2 §2.13, §9): product
 * lines as cards, other lines (rebate, voucher, shipping) as plain rows, the total line left to
 * the summary, what kind of product a line holds and where its Edit link leads.
 */
import type { OrderLine } from '../../api/client/cart';
import type { SubProduct } from '../../api/client/templates';
import { isTemplateProductType, PRODUCT_TYPES } from '../../api/contract/productTypes';
import { digitalSubjectSpecPath, editLinePath, RETOUCH_PATH } from '../routes';

/** Order line types of spec 1 §3: 0 product ... 4 the total with tax, which the summary shows. */
const PRODUCT_LINE = 0;
const TOTAL_LINE = 4;

export const productLines = (lines: readonly OrderLine[]): OrderLine[] => lines.filter((l) => l.type === PRODUCT_LINE);

export const otherLines = (lines: readonly OrderLine[]): OrderLine[] => lines.filter((l) => l.type !== PRODUCT_LINE && l.type !== TOTAL_LINE);

/** The sub-products chosen on a line, with their names, in the product's order. */
export const chosenSubProducts = (line: Pick<OrderLine, 'product' | 'subProductUuids'>): SubProduct[] =>
  line.product?.subproducts.filter((s) => line.subProductUuids.includes(s.uuid)) ?? [];

/**
 * A cart line with what catalogue and digital lines carry (spec 1 §3): the cart call sends them
 * on its lines, the single-line calls do not, so a line without them is read by its product alone.
 */
export type CartLine = OrderLine;

/**
 * What a product line holds, which decides its preview and Edit link: a template product, a
 * digital portrait set or files, the catalogue, the retouch service, a package, or a kind the
 * shop does not know (no preview, no edit).
 */
export type LineKind = 'template' | 'digital' | 'catalogue' | 'retouch' | 'package' | 'unknown';

type KindFacts = Pick<CartLine, 'product' | 'template' | 'catalogue' | 'subjects' | 'digitalFiles'>;

export function lineKind(line: KindFacts): LineKind {
  if (line.catalogue) return 'catalogue';
  if ((line.digitalFiles?.length ?? 0) > 0 || (!line.product && (line.subjects?.length ?? 0) > 0)) return 'digital';
  if (!line.product) return 'unknown';
  if (isTemplateProductType(line.product.type) && line.template) return 'template';
  if (line.product.type === PRODUCT_TYPES.retouch) return 'retouch';
  if (line.product.type === PRODUCT_TYPES.package) return 'package';
  return 'unknown';
}

/**
 * What a product line is called wherever it is listed (cart, checkout summary, receipt, orders):
 * a catalogue and a package by their own names, not by the product they are sold as.
 */
export const lineName = (line: KindFacts & Pick<CartLine, 'package' | 'description'>): string =>
  line.catalogue?.name ?? line.package?.name ?? line.product?.name ?? line.description;

/**
 * The line text under a digital line's name (spec 3 §9 'Order line texts': '1 x portrait set'),
 * with whose pictures they are; null for other lines, whose text is their name.
 */
export function digitalLineDetail(line: KindFacts & Pick<CartLine, 'description'>): string | null {
  if (lineKind(line) !== 'digital') return null;
  const whose = (line.subjects ?? []).map((s) => s.name).join(', ');
  return whose ? `${line.description} · ${whose}` : line.description;
}

/** Spec 1 §9: a digital line previews its first 3 files. */
export const DIGITAL_PREVIEW_FILES = 3;

export const digitalPreviewFiles = (line: Pick<CartLine, 'digitalFiles'>): { uuid: string }[] => (line.digitalFiles ?? []).slice(0, DIGITAL_PREVIEW_FILES);

/** The digital portrait page of a subject (spec 1 'Shopping cart': the subject route). */

/**
 * A line's Edit link: the editor for template products (spec 2 §2.13), the subject's digital
 * portrait page for digital lines, the retouch page for the retouch line, the package editor for
 * a package (the same update route, spec 3 §9); null for the rest (the catalogue cannot be edited).
 */
export function lineEditPath(line: KindFacts & Pick<CartLine, 'uuid'>): string | null {
  switch (lineKind(line)) {
    case 'template':
      return editLinePath(line.uuid);
    case 'digital': {
      const subject = line.subjects?.[0];
      return subject ? digitalSubjectSpecPath(subject.uuid) : null;
    }
    case 'retouch':
      return RETOUCH_PATH;
    case 'package':
      return editLinePath(line.uuid);
    default:
      return null;
  }
}

/** A template line's preview: which template version to draw with what. */
export const previewKey = (template: { uuid: string; version: number }): string => `${template.uuid}@${template.version}`;

/**
 * What a line's preview draws: a template line's own design, a package line's first template
 * item; null for lines without a design.
 */
export function previewSource(line: Pick<CartLine, 'template' | 'templateData' | 'package'>): { template: { uuid: string; version: number }; templateData: NonNullable<CartLine['templateData']> } | null {
  if (line.template && line.templateData) return { template: line.template, templateData: line.templateData };
  const item = line.package?.packageItems.find((i) => i.kind === 'template' && i.template && i.templateData);
  return item ? { template: item.template!, templateData: item.templateData! } : null;
}
