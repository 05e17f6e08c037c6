/**
 * What an order line's drawing is drawn from, found through its owner: the customer's cart line,
 * or the lines of their orders copied from it (the receipt and the account's orders name a line
 * by its cart line's uuid). A package line shows its first template item, as the cart does.
 */
import { and, desc, eq, or } from 'drizzle-orm';
import type { CartTemplateData } from '../../../api/contract/cart';
import type { StoredPackage } from '../../../api/contract/packages';
import type { Db } from '../../db/client';
import { cartLines, orderLines, orders } from '../../db/schema';

export interface LineSource {
  template: { uuid: string; version: number };
  templateData: CartTemplateData;
}

interface StoredLine {
  templateUuid: string | null;
  templateVersion: number | null;
  templateData: CartTemplateData | null;
  packageData: StoredPackage | null;
}

export function drawnSource(line: StoredLine): LineSource | null {
  if (line.templateUuid && line.templateVersion && line.templateData) {
    return { template: { uuid: line.templateUuid, version: line.templateVersion }, templateData: line.templateData };
  }
  const item = line.packageData?.items.find((i) => i.kind === 'template' && i.template && i.templateData);
  return item ? { template: { uuid: item.template!.uuid, version: item.template!.version }, templateData: item.templateData! } : null;
}


/** The line's sources, the cart's first then the newest order's; empty when the line is not the user's or draws nothing. */
export async function lineSources(db: Db, userUuid: string, lineUuid: string): Promise<LineSource[]> {
  const [inCart, ordered] = await Promise.all([
    db
      .select({ templateUuid: cartLines.templateUuid, templateVersion: cartLines.templateVersion, templateData: cartLines.templateData, packageData: cartLines.packageData })
      .from(cartLines)
      .where(and(eq(cartLines.uuid, lineUuid), eq(cartLines.userUuid, userUuid))),
    db
      .select({ templateUuid: orderLines.templateUuid, templateVersion: orderLines.templateVersion, templateData: orderLines.templateData, packageData: orderLines.packageData })
      .from(orderLines)
      .innerJoin(orders, eq(orders.uuid, orderLines.orderUuid))
      .where(and(or(eq(orderLines.cartLineUuid, lineUuid), eq(orderLines.uuid, lineUuid)), eq(orders.userUuid, userUuid)))
      .orderBy(desc(orders.createdAt)),
  ]);
  return [...inCart, ...ordered].flatMap((line) => {
    const source = drawnSource(line);
    return source ? [source] : [];
  });
}
