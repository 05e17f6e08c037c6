/** What digital pictures a customer has bought (paid or invoiced orders) and has in the cart. */
import { and, eq, inArray } from 'drizzle-orm';
import {
  digitalSetStatus,
  pictureStatus,
  type DigitalSetStatus,
  type PictureStatus,
  type DigitalType,
} from '../../../domain/digital';
import type { Db } from '../../db/client';
import { cartLines, orderLines, orders } from '../../db/schema';
import { OWNING_STATES } from '../orders/orderStates';
import { loadDigitalCatalog, type DigitalCatalog } from './catalog';
import { heldDigital, type DigitalLineFacts, type HeldDigital } from './lines';

export async function boughtLines(db: Db, userUuid: string): Promise<DigitalLineFacts[]> {
  return db
    .select({
      type: orderLines.type,
      productUuid: orderLines.productUuid,
      catalogueUuid: orderLines.catalogueUuid,
      subjectUuid: orderLines.subjectUuid,
      pictureUuids: orderLines.pictureUuids,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.uuid, orderLines.orderUuid))
    .where(and(eq(orders.userUuid, userUuid), inArray(orders.state, [...OWNING_STATES]), eq(orderLines.type, 0)));
}

/** The cart's product lines, only the columns digital holdings read (not the templates' data). */
function cartLineFacts(db: Db, userUuid: string): Promise<DigitalLineFacts[]> {
  return db
    .select({
      type: cartLines.type,
      productUuid: cartLines.productUuid,
      catalogueUuid: cartLines.catalogueUuid,
      subjectUuid: cartLines.subjectUuid,
      pictureUuids: cartLines.pictureUuids,
      quantity: cartLines.quantity,
    })
    .from(cartLines)
    .where(and(eq(cartLines.userUuid, userUuid), eq(cartLines.type, 0)));
}

export interface DigitalHoldings {
  bought: HeldDigital;
  inCart: HeldDigital;
  combined: boolean;
}

export async function digitalHoldings(db: Db, userUuid: string, catalog: DigitalCatalog): Promise<DigitalHoldings> {
  const [bought, cart] = await Promise.all([boughtLines(db, userUuid), cartLineFacts(db, userUuid)]);
  return { bought: heldDigital(bought, catalog), inCart: heldDigital(cart, catalog), combined: catalog.combined };
}

const NO_SETS = new Set<never>();

export function subjectSetStatus(holdings: DigitalHoldings, subjectUuid: string): DigitalSetStatus {
  return digitalSetStatus({
    bought: holdings.bought.sets.get(subjectUuid) ?? NO_SETS,
    inCart: holdings.inCart.sets.get(subjectUuid) ?? NO_SETS,
    combined: holdings.combined,
  });
}

export function pictureStatusIn(holdings: DigitalHoldings, picture: { uuid: string; pictureType: DigitalType }, sets: DigitalSetStatus): PictureStatus {
  return pictureStatus(picture, { bought: holdings.bought.files, inCart: holdings.inCart.files }, sets, holdings.combined);
}

/** For the picture set views: each set's `digitalSet` and each picture's `bought` and `inCart`. */
export interface DigitalStatusReader {
  setStatus: (subjectUuid: string) => DigitalSetStatus;
  picture: (picture: { uuid: string; pictureType: DigitalType }, sets: DigitalSetStatus) => { bought: boolean; inCart: boolean };
}

export async function digitalStatusReader(db: Db, userUuid: string, catalog: DigitalCatalog): Promise<DigitalStatusReader> {
  const holdings = await digitalHoldings(db, userUuid, catalog);
  return {
    setStatus: (subjectUuid) => subjectSetStatus(holdings, subjectUuid),
    picture: (picture, sets) => {
      const { bought, inCart } = pictureStatusIn(holdings, picture, sets);
      return { bought, inCart };
    },
  };
}

/** Subjects whose portrait set the customer has bought: the checkout's 'Special offer' leaves them out. */
export async function subjectsWithBoughtPortraitSet(db: Db, userUuid: string): Promise<Set<string>> {
  const catalog = await loadDigitalCatalog(db, 'nb');
  const held = heldDigital(await boughtLines(db, userUuid), catalog);
  return new Set([...held.sets].filter(([, kinds]) => kinds.has('IP') || kinds.has('IPSFP')).map(([subjectUuid]) => subjectUuid));
}
