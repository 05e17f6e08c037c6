/** The checkout's cart (spec 1 §3): the cart's product lines plus voucher, shipping and VAT lines. */
import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { CheckoutCart, CheckoutOrderLine } from '../../../api/contract/checkout';
import { textIn } from '../../../engine/model';
import type { Db } from '../../db/client';
import { catalogues } from '../../db/schema';
import type { Lang } from '../../messages';
import type { CartLineRow } from '../cart/cartRows';
import { toOrderLines } from '../cart/orderLines';
import type { CheckoutState } from './checkoutState';
import { checkoutText } from './messages';
import { digitalProductKind } from '../../../domain/digital';
import { digitalLineText } from '../digital/messages';
import { ownedSubjects } from './ownedSubjects';

/** A stable uuid for a line the checkout adds, so the page can key it across answers. */
function addedLineUuid(checkoutUuid: string, kind: string): string {
  const h = createHash('sha1').update(`${checkoutUuid}:${kind}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function addedLine(uuid: string, type: 2 | 3 | 4, description: string, price: number): CheckoutOrderLine {
  return {
    uuid,
    type,
    description,
    product: null,
    subProductUuids: [],
    quantity: 1,
    minimumQuantity: 1,
    maximumQuantity: 1,
    canChangeQuantity: false,
    linePrice: price,
    actualLinePrice: price,
    rebate: null,
    template: null,
    templateData: null,
    catalogue: null,
    subjects: [],
    digitalFiles: [],
  };
}

/** What the details of catalogue and digital lines come from (a CheckoutState has it all). */
export type LineDetailSource = Pick<CheckoutState, 'productRows' | 'catalogueRows' | 'owned'>;

/** The product lines as the checkout shows them: the cart's order lines with catalogue and digital details. */
export async function productOrderLines(db: Db, state: LineDetailSource, lang: Lang): Promise<CheckoutOrderLine[]> {
  const lines = await toOrderLines(db, state.productRows, lang);
  return lines.map((line, index) => {
    const row = state.productRows[index];
    const catalogue = row.catalogueUuid ? state.catalogueRows.find((c) => c.uuid === row.catalogueUuid) : undefined;
    const subject = row.subjectUuid ? state.owned.find((s) => s.uuid === row.subjectUuid) : undefined;
    if (catalogue) {
      return {
        ...line,
        description: textIn(catalogue.name, lang),
        maximumQuantity: catalogue.maxQuantity,
        catalogue: { uuid: catalogue.uuid, name: textIn(catalogue.name, lang), subject: { uuid: row.subjectUuid ?? '', name: subject?.name ?? '' } },
        subjects: subject ? [{ uuid: subject.uuid, name: subject.name }] : [],
        digitalFiles: [],
      };
    }
    if (row.subjectUuid) {
      // Files and sets bought on the digital portraits screens read '%d x portrait set' and so on.
      const digital = line.product ? digitalProductKind(line.product.type) : null;
      return {
        ...line,
        description: digital
          ? digitalLineText(lang, digital.kind, digital.type, line.quantity)
          : subject
            ? checkoutText(lang, 'digitalSetLine', { name: subject.name })
            : line.description,
        maximumQuantity: 1,
        catalogue: null,
        subjects: subject ? [{ uuid: subject.uuid, name: subject.name }] : [],
        digitalFiles: row.pictureUuids.map((uuid) => ({ uuid })),
      };
    }
    return { ...line, catalogue: null, subjects: [], digitalFiles: [] };
  });
}

/**
 * Cart rows as order lines with what catalogue and digital lines carry (spec 1 §3): every answer
 * of the cart calls is made with it, so a line reads the same whichever call sent it.
 */
export async function detailedOrderLines(db: Db, userUuid: string, rows: CartLineRow[], lang: Lang): Promise<CheckoutOrderLine[]> {
  const catalogueUuids = [...new Set(rows.flatMap((r) => (r.catalogueUuid ? [r.catalogueUuid] : [])))];
  const [owned, catalogueRows] = await Promise.all([
    ownedSubjects(db, userUuid),
    catalogueUuids.length > 0 ? db.select().from(catalogues).where(inArray(catalogues.uuid, catalogueUuids)) : Promise.resolve([]),
  ]);
  return productOrderLines(db, { productRows: rows, catalogueRows, owned }, lang);
}

/** Voucher (type 2), shipping (type 3) and VAT (type 4) lines for the state's totals. */
export function addedLines(state: CheckoutState, lang: Lang): CheckoutOrderLine[] {
  const { totals, voucher, chosen, checkout } = state;
  const lines: CheckoutOrderLine[] = [];
  if (voucher && totals.discount > 0) lines.push(addedLine(addedLineUuid(checkout.uuid, 'voucher'), 2, checkoutText(lang, 'voucherLine', { code: voucher.code }), -totals.discount));
  if (chosen && totals.shipping !== null) lines.push(addedLine(addedLineUuid(checkout.uuid, 'shipping'), 3, checkoutText(lang, 'shippingLine', { name: chosen.option.name }), totals.shipping));
  lines.push(addedLine(addedLineUuid(checkout.uuid, 'vat'), 4, checkoutText(lang, 'vatLine'), totals.vat));
  return lines;
}

export async function checkoutCartOf(db: Db, state: CheckoutState, lang: Lang): Promise<CheckoutCart> {
  const products = await productOrderLines(db, state, lang);
  return {
    orderLines: [...products, ...addedLines(state, lang)],
    summary: { itemCount: state.productRows.reduce((n, r) => n + r.quantity, 0), totalPrice: state.totals.total },
    rebateCode: state.voucher?.code ?? null,
  };
}
