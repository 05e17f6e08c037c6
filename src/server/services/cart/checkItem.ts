/**
 * The rules an order line made in the editor must pass before it is stored:
 * the product sells the template, the quantity and sub-products fit the product, the version
 * exists, the resources fit it by the engine's own checks, and every placed picture is the
 * customer's and allowed where it stands. Pure: the caller loads what the rules look at.
 */
import { isTemplateProductType } from '../../../api/contract/productTypes';
import type { CatalogProduct } from '../../../api/contract/templates';
import {
  backgroundAllowed,
  findSlot,
  instanceProblems,
  imageSlots,
  pictureAllowed,
  userResources as userResourcesSchema,
  type InstanceProblem,
  type PictureFacts,
  type Template,
  type UserResources,
} from '../../../engine/model';
import type { CartTextKey } from './messages';

/** A picture the customer may place: from a picture set on the account, or an own upload. */
export interface OwnedPicture {
  uuid: string;
  width: number;
  height: number;
  facts: PictureFacts;
  /** Green-screen pictures may stand on a background. */
  greenscreen: boolean;
}

/** What the rules look at, loaded by the caller. */
export interface ItemFacts {
  /** Null when there is no product with the uuid. */
  product: CatalogProduct | null;
  /** The product is linked to the template (template_products). */
  productSellsTemplate: boolean;
  /** The asked version; null when it does not exist. */
  template: Template | null;
  /** The template exists in some version (decides which of uuid or version to flag). */
  templateExists: boolean;
  /** The customer's pictures by uuid, as far as the item names them. */
  pictures: ReadonlyMap<string, OwnedPicture>;
  /** Uuids of the shop's green-screen backgrounds. */
  backgrounds: ReadonlySet<string>;
  /** The calendar year now (Norway). */
  currentYear: number;
  /** The year fill-template gives the template: allowed even when past (a calendar whose years have all passed). */
  defaultYear: number;
}

/** What a line asks to hold, as the body gives it (resources not yet parsed by the engine). */
export interface CartItemInput {
  productUuid: string;
  subProductUuids: readonly string[];
  quantity: number;
  template: { uuid: string; version: number };
  templateData: { year: number; userResources: unknown };
}

export interface ItemProblem {
  /** Body field the problem is about, relative to the item (`quantity`, `templateData.userResources.images.photo`). */
  field: string;
  key: CartTextKey;
  vars?: Record<string, string | number>;
}

export type ItemCheck = { ok: true; userResources: UserResources; template: Template } | { ok: false; problems: ItemProblem[] };


const RESOURCES = 'templateData.userResources';
const YEAR = 'templateData.year';

function productProblems(item: CartItemInput, facts: ItemFacts): ItemProblem[] {
  const { product } = facts;
  if (!product) return [{ field: 'productUuid', key: 'productNotFound' }];
  if (!isTemplateProductType(product.type)) return [{ field: 'productUuid', key: 'notTemplateProduct' }];
  const problems: ItemProblem[] = [];
  if (facts.templateExists && !facts.productSellsTemplate) problems.push({ field: 'template.uuid', key: 'templateNotForProduct' });
  if (item.quantity < product.minorderpartquantity) problems.push({ field: 'quantity', key: 'belowMinimum', vars: { minimum: product.minorderpartquantity } });
  problems.push(...subProductProblems(item.subProductUuids, product));
  return problems;
}

/** Each chosen sub-product must be one of the product's, and chosen once. */
export function subProductProblems(chosen: readonly string[], product: Pick<CatalogProduct, 'subproducts'>): ItemProblem[] {
  const known = new Set(product.subproducts.map((s) => s.uuid));
  const seen = new Set<string>();
  return chosen.flatMap((given, index): ItemProblem[] => {
    const field = `subProductUuids.${index}`;
    const uuid = given.toLowerCase();
    if (!known.has(uuid)) return [{ field, key: 'unknownSubProduct' }];
    if (seen.has(uuid)) return [{ field, key: 'repeatedSubProduct' }];
    seen.add(uuid);
    return [];
  });
}

/** A year before this one, unless fill-template gave it (a calendar whose years have all passed). */
function pastYearProblems(year: number, facts: ItemFacts): ItemProblem[] {
  if (year < facts.currentYear && year !== facts.defaultYear) return [{ field: YEAR, key: 'pastYear', vars: { year: facts.currentYear } }];
  return [];
}

/** One of the engine's instanceProblems as the customer reads it: the field in the body and the cart's own text. */
export function engineProblem(problem: InstanceProblem): ItemProblem {
  switch (problem.kind) {
    case 'otherTemplate':
      return { field: 'template.version', key: 'versionNotFound', vars: { version: problem.values.templateVersion } };
    case 'unsupportedYear':
      return { field: YEAR, key: 'unsupportedYear', vars: { years: problem.values.supportedYears.join(', ') } };
    case 'unknownSlot':
      return { field: [RESOURCES, ...problem.path].join('.'), key: 'unknownSlot', vars: { slot: problem.values.slot } };
    case 'cropOutside':
      return { field: [RESOURCES, ...problem.path].join('.'), key: 'cropOutside' };
  }
}

function pictureProblems(template: Template, resources: UserResources, facts: ItemFacts): ItemProblem[] {
  const problems: ItemProblem[] = [];
  for (const [slotId, image] of Object.entries(resources.images)) {
    const found = findSlot(template, slotId);
    if (found?.slot.kind !== 'image') continue; // the engine's instanceProblems names it
    const field = `${RESOURCES}.images.${slotId}`;
    const picture = facts.pictures.get(image.pictureUuid.toLowerCase());
    if (!picture) {
      problems.push({ field: `${field}.pictureUuid`, key: 'pictureNotYours' });
      continue;
    }
    if (picture.width !== image.sourceWidth || picture.height !== image.sourceHeight) {
      problems.push({ field: `${field}.sourceWidth`, key: 'pictureSizeMismatch', vars: { width: picture.width, height: picture.height } });
    }
    if (!pictureAllowed(found.slot, picture.facts)) problems.push({ field: `${field}.pictureUuid`, key: 'pictureNotAllowed' });
    if (image.background) {
      const usable = picture.greenscreen && backgroundAllowed(template, found.slot) && facts.backgrounds.has(image.background.uuid.toLowerCase());
      if (!usable) problems.push({ field: `${field}.background`, key: 'backgroundNotAllowed' });
    }
  }
  return problems;
}

function completenessProblems(template: Template, resources: UserResources): ItemProblem[] {
  const missing = imageSlots(template).find((slot) => slot.userSupplied && resources.images[slot.id] === undefined);
  return missing ? [{ field: `${RESOURCES}.images.${missing.id}`, key: 'incomplete', vars: { slot: missing.id } }] : [];
}

/**
 * Every problem of one cart item, or the engine-parsed resources to store. Later checks need
 * what earlier ones establish (a product, a template version, parsed resources), so a failure
 * there ends the check.
 */
export function checkCartItem(item: CartItemInput, facts: ItemFacts): ItemCheck {
  const problems = productProblems(item, facts);
  const { template } = facts;
  if (!template) {
    const missing: ItemProblem = facts.templateExists
      ? { field: 'template.version', key: 'versionNotFound', vars: { version: item.template.version } }
      : { field: 'template.uuid', key: 'templateNotFound' };
    return { ok: false, problems: [...problems, missing] };
  }
  const parsed = userResourcesSchema.safeParse(item.templateData.userResources);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = [RESOURCES, ...issue.path.map(String)].join('.');
    return { ok: false, problems: [...problems, { field, key: 'invalidResources' }] };
  }
  const resources = parsed.data;
  const year = item.templateData.year;
  const instance = { templateUuid: template.uuid, templateVersion: template.version, year, userResources: resources };
  const fromEngine = instanceProblems(template, instance).map(engineProblem);
  // A year the calendar cannot be made for says more than 'a past year', so only one of them.
  const yearFlagged = fromEngine.filter((p) => p.field === YEAR);
  problems.push(...(yearFlagged.length > 0 ? yearFlagged : pastYearProblems(year, facts)));
  problems.push(...fromEngine.filter((p) => p.field !== YEAR));
  problems.push(...pictureProblems(template, resources, facts));
  problems.push(...completenessProblems(template, resources));
  return problems.length === 0 ? { ok: true, userResources: resources, template } : { ok: false, problems };
}

/** Uuids of the pictures the item places, read before parsing so the caller can load them. */
export function placedPictureUuids(userResources: unknown): string[] {
  const images = (userResources as { images?: unknown } | null)?.images;
  if (!images || typeof images !== 'object') return [];
  return Object.values(images as Record<string, unknown>).flatMap((image) => {
    const uuid = (image as { pictureUuid?: unknown } | null)?.pictureUuid;
    return typeof uuid === 'string' ? [uuid.toLowerCase()] : [];
  });
}
