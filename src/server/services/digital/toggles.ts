/**
 * Spec 3 §7 toggle calls: a single digital file or a subject's digital set of one type goes into
 * the cart, or out of it when it is there. Owner only; the server prices the lines (recomputeCart
 * runs the digital pricing). All in one transaction with the cart locked.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DigitalType } from '../../../domain/digital';
import { coveringSetType } from '../../../domain/digital';
import type { Db } from '../../db/client';
import { cartLines, pictures, pictureSets, userPictureSets } from '../../db/schema';
import { cartRows, lockCart } from '../cart/cartRows';
import { recomputeCart } from '../cart/recompute';
import { ownedSubjects } from '../checkout/ownedSubjects';
import { loadDigitalCatalog, setKindFor, typesOfSet, type DigitalCatalog } from './catalog';
import { DigitalError } from './digitalError';
import { digitalLine } from './lines';
import { digitalHoldings, pictureStatusIn, subjectSetStatus } from './ownedDigital';

async function sellingCatalog(db: Db): Promise<DigitalCatalog> {
  const catalog = await loadDigitalCatalog(db, 'nb');
  if (!catalog.settings.allowDigitalBuying) throw new DigitalError(400, 'notSold');
  return catalog;
}

/** The picture with its subject, when its set is on the customer's account. */
async function ownedPicture(db: Db, userUuid: string, uuid: string) {
  const [row] = await db
    .select({ uuid: pictures.uuid, pictureType: pictures.pictureType, subjectUuid: pictureSets.subjectUuid })
    .from(pictures)
    .innerJoin(pictureSets, eq(pictureSets.uuid, pictures.pictureSetUuid))
    .innerJoin(userPictureSets, and(eq(userPictureSets.pictureSetUuid, pictureSets.uuid), eq(userPictureSets.userUuid, userUuid)))
    .where(eq(pictures.uuid, uuid.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function toggleDigitalFile(db: Db, userUuid: string, file: string, type: DigitalType, now: Date): Promise<{ inCart: boolean }> {
  const picture = await ownedPicture(db, userUuid, file);
  if (!picture) throw new DigitalError(404, 'pictureNotFound', 'file');
  if (picture.pictureType !== type) throw new DigitalError(400, 'wrongType', 'type', { type });
  const catalog = await sellingCatalog(db);
  const product = catalog.files[type];
  if (!product) throw new DigitalError(400, 'noProduct', 'type');

  return db.transaction(async (tx) => {
    await lockCart(tx, userUuid);
    const holdings = await digitalHoldings(tx, userUuid, catalog);
    const status = pictureStatusIn(holdings, picture, subjectSetStatus(holdings, picture.subjectUuid));
    if (status.bought) throw new DigitalError(400, 'alreadyBought', 'file');
    if (status.setInCart) throw new DigitalError(400, 'setInCart', 'file');
    const rows = await cartRows(tx, userUuid);
    const holding = rows.find((r) => {
      const line = digitalLine(r, catalog);
      return line?.kind === 'file' && line.pictureUuids.includes(picture.uuid);
    });
    let inCart: boolean;
    if (holding) {
      const left = holding.pictureUuids.filter((uuid) => uuid !== picture.uuid);
      if (left.length === 0) await tx.delete(cartLines).where(eq(cartLines.uuid, holding.uuid));
      else await tx.update(cartLines).set({ pictureUuids: left, updatedAt: now }).where(eq(cartLines.uuid, holding.uuid));
      inCart = false;
    } else {
      // One line per subject and file product: '3 x portrait picture'.
      const line = rows.find((r) => r.productUuid === product.uuid && r.subjectUuid === picture.subjectUuid);
      if (line) await tx.update(cartLines).set({ pictureUuids: [...line.pictureUuids, picture.uuid], updatedAt: now }).where(eq(cartLines.uuid, line.uuid));
      else await insertLine(tx, userUuid, product.uuid, picture.subjectUuid, [picture.uuid], now);
      inCart = true;
    }
    await recomputeCart(tx, userUuid, now);
    return { inCart };
  });
}

export async function toggleDigitalSet(db: Db, userUuid: string, subjectUuid: string, type: DigitalType, now: Date): Promise<{ inCart: boolean }> {
  const subject = (await ownedSubjects(db, userUuid)).find((s) => s.uuid === subjectUuid.toLowerCase());
  if (!subject) throw new DigitalError(404, 'pictureSetNotFound', 'pictureSet');
  const catalog = await sellingCatalog(db);
  const kind = setKindFor(type, catalog.combined);
  const product = catalog.sets[kind];
  if (!product) throw new DigitalError(400, 'noProduct', 'type');
  const covered = typesOfSet(kind);
  const files = await db
    .select({ uuid: pictures.uuid })
    .from(pictures)
    .where(and(eq(pictures.pictureSetUuid, subject.pictureSetUuid), inArray(pictures.pictureType, covered)))
    .orderBy(asc(pictures.sortOrder), asc(pictures.uuid));
  if (files.length === 0) throw new DigitalError(400, 'noPictures', 'type');

  return db.transaction(async (tx) => {
    await lockCart(tx, userUuid);
    const holdings = await digitalHoldings(tx, userUuid, catalog);
    const status = subjectSetStatus(holdings, subject.uuid)[coveringSetType(type, catalog.combined)];
    if (status.bought) throw new DigitalError(400, 'alreadyBought', 'pictureSet');
    const rows = await cartRows(tx, userUuid);
    const lines = rows.map((r) => ({ row: r, line: digitalLine(r, catalog) }));
    // The set in the cart: this product's line, or any set line that covers the same pictures (the checkout's offer).
    const setLines = lines.filter(({ line }) => line?.kind === 'set' && line.subjectUuid === subject.uuid && typesOfSet(line.type).some((t) => covered.includes(t)));
    let inCart: boolean;
    if (status.inCart || setLines.length > 0) {
      await tx.delete(cartLines).where(inArray(cartLines.uuid, setLines.map(({ row }) => row.uuid)));
      inCart = false;
    } else {
      // Single files the set delivers are no longer needed on their own.
      const fileUuids = new Set(files.map((f) => f.uuid));
      for (const { row, line } of lines) {
        if (line?.kind !== 'file' || line.subjectUuid !== subject.uuid || !covered.includes(line.type)) continue;
        const left = row.pictureUuids.filter((uuid) => !fileUuids.has(uuid));
        if (left.length === 0) await tx.delete(cartLines).where(eq(cartLines.uuid, row.uuid));
        else await tx.update(cartLines).set({ pictureUuids: left, updatedAt: now }).where(eq(cartLines.uuid, row.uuid));
      }
      await insertLine(tx, userUuid, product.uuid, subject.uuid, files.map((f) => f.uuid), now);
      inCart = true;
    }
    await recomputeCart(tx, userUuid, now);
    return { inCart };
  });
}

/** Inserted unpriced: recomputeCart prices and names it in the same transaction. */
async function insertLine(db: Db, userUuid: string, productUuid: string, subjectUuid: string, pictureUuids: string[], now: Date): Promise<void> {
  await db.insert(cartLines).values({
    userUuid,
    type: 0,
    description: '',
    quantity: pictureUuids.length,
    linePrice: '0.00',
    productUuid,
    subjectUuid,
    pictureUuids,
    createdAt: now,
    updatedAt: now,
  });
}
