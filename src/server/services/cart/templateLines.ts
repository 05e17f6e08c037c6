/**
 * Order lines made in the editor: added one per item of the buy view, or replaced in update
 * mode. Everything is checked first and written in one transaction with the cart's repricing,
 * so a refused request leaves the cart as it was.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { textIn, type Language } from '../../../engine/model';
import type { Db } from '../../db/client';
import { cartLines } from '../../db/schema';
import { CartError, noOrderLine, type CartProblem } from './cartError';
import { findCartRow, lockCart } from './cartRows';
import { checkCartItem, type CartItemInput } from './checkItem';
import { frozenTemplateData, type SeenInput } from './frozenData';
import { loadItemFacts } from './itemFacts';
import { recomputeCart } from './recompute';

/** Checks every item; the fields of their problems get `prefix` + the item's index. */
async function checkItems(db: Db, userUuid: string, items: readonly CartItemInput[], now: Date, prefix: (index: number) => string) {
  const facts = await loadItemFacts(db, userUuid, items, now);
  const problems: CartProblem[] = [];
  const accepted = items.map((item, index) => {
    const check = checkCartItem(item, facts[index]);
    if (check.ok) return check;
    problems.push(...check.problems.map((p) => ({ ...p, field: prefix(index) + p.field })));
    return null;
  });
  if (problems.length > 0) throw new CartError(400, problems);
  return accepted.map((a) => a!);
}

/** Adds one line per item, all or nothing; answers the new lines' uuids in the items' order. */
export async function addTemplateLines(db: Db, userUuid: string, items: readonly (CartItemInput & { templateData: SeenInput })[], now: Date, lang: Language): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockCart(tx, userUuid);
    const checked = await checkItems(tx, userUuid, items, now, (index) => `items.${index}.`);
    const rows = items.map((item, index) => ({
      uuid: randomUUID(),
      userUuid,
      type: 0,
      description: textIn(checked[index].template.name, 'nb'),
      quantity: item.quantity,
      // Priced by recomputeCart below, inside this transaction.
      linePrice: '0.00',
      productUuid: item.productUuid.toLowerCase(),
      subProductUuids: item.subProductUuids.map((u) => u.toLowerCase()),
      templateUuid: checked[index].template.uuid,
      templateVersion: checked[index].template.version,
      templateData: frozenTemplateData(checked[index].template, checked[index].userResources, item.templateData, lang),
      // A millisecond apart so the cart lists them in the order the buy view gave them.
      createdAt: new Date(now.getTime() + index),
      updatedAt: now,
    }));
    await tx.insert(cartLines).values(rows);
    await recomputeCart(tx, userUuid, now);
    return rows.map((r) => r.uuid);
  });
}

export interface TemplateLineUpdate {
  subProductUuids?: readonly string[];
  quantity?: number;
  template: { uuid: string; version: number };
  templateData: SeenInput & { userResources: unknown };
}

/** Replaces what a template line holds (update mode); quantity and sub-products stay unless given. */
export async function updateTemplateLine(db: Db, userUuid: string, lineUuid: string, update: TemplateLineUpdate, now: Date, lang: Language): Promise<string> {
  return db.transaction(async (tx) => {
    await lockCart(tx, userUuid);
    const row = await findCartRow(tx, userUuid, lineUuid);
    if (!row) throw noOrderLine();
    if (row.productUuid === null || row.templateUuid === null) throw new CartError(400, [{ field: 'uuid', key: 'notTemplateLine' }]);
    const item: CartItemInput = {
      productUuid: row.productUuid,
      subProductUuids: update.subProductUuids ?? row.subProductUuids,
      quantity: update.quantity ?? row.quantity,
      template: update.template,
      templateData: update.templateData,
    };
    const [checked] = await checkItems(tx, userUuid, [item], now, () => '');
    await tx
      .update(cartLines)
      .set({
        description: textIn(checked.template.name, 'nb'),
        quantity: item.quantity,
        subProductUuids: item.subProductUuids.map((u) => u.toLowerCase()),
        templateUuid: checked.template.uuid,
        templateVersion: checked.template.version,
        templateData: frozenTemplateData(checked.template, checked.userResources, update.templateData, lang),
        updatedAt: now,
      })
      .where(eq(cartLines.uuid, row.uuid));
    await recomputeCart(tx, userUuid, now);
    return row.uuid;
  });
}
