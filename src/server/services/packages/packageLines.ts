/**
 * Package instances and package cart lines (spec 3 §7 POST /api/webshop/packages/{uuid}, Package
 * create screen, Edit package order line page). A package is one cart line of its type-200
 * product at the offer's price; its template items pass the editor lines' checks first, and
 * everything is written in one transaction with the cart's repricing.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PackageItemInput, StoredPackage, StoredPackageItem } from '../../../api/contract/packages';
import { packagePrice } from '../../../domain/packages';
import type { Language } from '../../../engine/model';
import type { Db } from '../../db/client';
import { cartLines, packageInstances } from '../../db/schema';
import { CartError, noOrderLine, type CartProblem } from '../cart/cartError';
import { findCartRow, lockCart } from '../cart/cartRows';
import { checkCartItem, type CartItemInput } from '../cart/checkItem';
import { loadItemFacts } from '../cart/itemFacts';
import { frozenTemplateData } from '../cart/frozenData';
import { recomputeCart } from '../cart/recompute';
import { subjectForUser, subjectsOfUser, type SubjectWithPictures } from '../templates/subjects';
import { PackageError } from './messages';
import { countdownRunning, currentSubject, offerForUser, toApiOffer, type OfferRow } from './offers';
import { buildPackageItems } from './packageItems';

const storedMoney = (amount: number): string => amount.toFixed(2);

export interface OpenedPackage {
  instanceUuid: string;
  offer: OfferRow;
  subject: SubjectWithPictures;
  items: StoredPackageItem[];
  price: number;
}

const offerPrice = (offer: OfferRow, now: Date) => packagePrice(toApiOffer(offer, 'nb'), countdownRunning(offer, now));

/** Opens an offer for the current picture set's subject (the set must be of the offer's job). */
export async function createPackageInstance(db: Db, userUuid: string, offerUuid: string, currentPictureSetUuid: string | null, now: Date): Promise<OpenedPackage> {
  const offer = await offerForUser(db, userUuid, offerUuid);
  if (!offer || offer.type !== 'package' || !offer.productUuid) throw new PackageError(404, 'packageNotFound');
  if (offer.disabledReason) throw new PackageError(400, 'packageDisabled', '', { reason: offer.disabledReason.nb });
  const current = await currentSubject(db, userUuid, currentPictureSetUuid);
  // The offer is of a job of one of the customer's sets; the current set may be of another job.
  const subject = current?.jobUuid === offer.jobUuid ? current : await firstSubjectOfJob(db, userUuid, offer.jobUuid);
  if (!subject) throw new PackageError(404, 'noPictureSet');
  const [row] = await db.insert(packageInstances).values({ userUuid, offerUuid: offer.uuid, subjectUuid: subject.uuid, createdAt: now }).returning();
  return { instanceUuid: row.uuid, offer, subject, items: await buildPackageItems(db, offer.items, subject, now), price: offerPrice(offer, now) };
}

async function firstSubjectOfJob(db: Db, userUuid: string, jobUuid: string): Promise<SubjectWithPictures | null> {
  return (await subjectsOfUser(db, userUuid)).find((s) => s.jobUuid === jobUuid) ?? null;
}

/**
 * The package's items with the customer's template items in place: every template item given
 * once, with the package's own template (any published version), each passing the editor's checks.
 */
async function itemsWithInput(
  db: Db,
  userUuid: string,
  base: readonly StoredPackageItem[],
  input: readonly PackageItemInput[],
  now: Date,
  shown: { lang: Language; subjectName: string },
): Promise<StoredPackageItem[]> {
  const problems: CartProblem[] = [];
  const seen = new Set<string>();
  input.forEach((given, index) => {
    const uuid = given.uuid.toLowerCase();
    const item = base.find((i) => i.uuid === uuid);
    if (!item || item.kind !== 'template') throw new PackageError(400, 'unknownItem', `items.${index}.uuid`);
    if (seen.has(uuid)) throw new PackageError(400, 'repeatedItem', `items.${index}.uuid`);
    seen.add(uuid);
    if (given.template.uuid.toLowerCase() !== item.template!.uuid) throw new PackageError(400, 'wrongTemplate', `items.${index}.template.uuid`);
  });
  const missing = base.findIndex((i) => i.kind === 'template' && !seen.has(i.uuid));
  if (missing >= 0) throw new PackageError(400, 'missingItem', 'items');

  const checks: CartItemInput[] = input.map((given) => ({
    productUuid: base.find((i) => i.uuid === given.uuid.toLowerCase())!.productUuid!,
    subProductUuids: [],
    quantity: 1,
    template: given.template,
    templateData: given.templateData,
  }));
  const facts = await loadItemFacts(db, userUuid, checks, now);
  const accepted = checks.map((item, index) => {
    // Package items are single pieces: the product's own minimum quantity does not apply to them.
    const check = checkCartItem({ ...item, quantity: facts[index].product?.minorderpartquantity ?? 1 }, facts[index]);
    if (check.ok) return check;
    problems.push(...check.problems.map((p) => ({ ...p, field: `items.${index}.${p.field}` })));
    return null;
  });
  if (problems.length > 0) throw new CartError(400, problems);
  return base.map((item) => {
    const index = input.findIndex((g) => g.uuid.toLowerCase() === item.uuid);
    if (index < 0) return item;
    const given = input[index];
    const { template, userResources } = accepted[index]!;
    return {
      ...item,
      version: given.version,
      template: { uuid: template.uuid, version: template.version, name: template.name },
      // The package is for its subject: their name fills the default texts, whatever the editor sent.
      templateData: frozenTemplateData(template, userResources, { ...given.templateData, subjectName: shown.subjectName }, shown.lang),
    };
  });
}

/** Adds an opened package to the cart as one line; answers the line's uuid. */
export async function addPackageLine(db: Db, userUuid: string, instanceUuid: string, input: readonly PackageItemInput[], now: Date, lang: Language): Promise<string> {
  return db.transaction(async (tx) => {
    await lockCart(tx, userUuid);
    const [instance] = await tx
      .select()
      .from(packageInstances)
      .where(and(eq(packageInstances.uuid, instanceUuid), eq(packageInstances.userUuid, userUuid)))
      .limit(1);
    if (!instance) throw new PackageError(404, 'instanceNotFound');
    const offer = await offerForUser(tx, userUuid, instance.offerUuid);
    if (!offer || !offer.productUuid) throw new PackageError(404, 'packageNotFound');
    if (offer.disabledReason) throw new PackageError(400, 'packageDisabled', '', { reason: offer.disabledReason.nb });
    const access = await subjectForUser(tx, userUuid, instance.subjectUuid);
    if (!access.ok) throw new PackageError(404, 'noPictureSet');
    const base = await buildPackageItems(tx, offer.items, access.subject, now);
    const items = await itemsWithInput(tx, userUuid, base, input, now, { lang, subjectName: access.subject.name });
    const stored: StoredPackage = { instanceUuid: instance.uuid, offerUuid: offer.uuid, subjectUuid: access.subject.uuid, name: offer.name, items };
    const uuid = randomUUID();
    await tx.insert(cartLines).values({
      uuid,
      userUuid,
      type: 0,
      description: offer.name.nb,
      quantity: 1,
      // The package's price, never its items' sum; a time-limited price counts while it runs.
      linePrice: storedMoney(offerPrice(offer, now)),
      regularLinePrice: Number(offer.originalPrice) > offerPrice(offer, now) ? offer.originalPrice : null,
      productUuid: offer.productUuid,
      packageData: stored,
      createdAt: now,
      updatedAt: now,
    });
    // Template lines' PACKAGE_IN_CART campaign prices follow.
    await recomputeCart(tx, userUuid, now);
    return uuid;
  });
}

/** Replaces the template items of a package line; its price stays as the line was added. */
export async function updatePackageLine(db: Db, userUuid: string, lineUuid: string, input: readonly PackageItemInput[], now: Date, lang: Language): Promise<string> {
  return db.transaction(async (tx) => {
    await lockCart(tx, userUuid);
    const row = await findCartRow(tx, userUuid, lineUuid);
    if (!row) throw noOrderLine();
    if (!row.packageData) throw new PackageError(400, 'notPackageLine', 'uuid');
    const access = await subjectForUser(tx, userUuid, row.packageData.subjectUuid);
    const subjectName = access.ok ? access.subject.name : '';
    const items = await itemsWithInput(tx, userUuid, row.packageData.items, input, now, { lang, subjectName });
    await tx
      .update(cartLines)
      .set({ packageData: { ...row.packageData, items }, updatedAt: now })
      .where(eq(cartLines.uuid, row.uuid));
    await recomputeCart(tx, userUuid, now);
    return row.uuid;
  });
}
