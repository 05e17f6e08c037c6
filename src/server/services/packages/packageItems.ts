/**
 * A package's items for one subject: template items filled with the subject's pictures (as
 * fill-template fills them), the job's catalogue, and the digital portrait set's pictures.
 */
import { inArray } from 'drizzle-orm';
import type { PackageOfferItem, StoredPackage, StoredPackageItem } from '../../../api/contract/packages';
import type { OrderLine, PackageItem } from '../../../api/contract/cart';
import type { CatalogProduct } from '../../../api/contract/templates';
import { FIRST_ITEM_VERSION } from '../../../domain/packages';
import { textIn, type Language } from '../../../engine/model';
import type { Db } from '../../db/client';
import { catalogues } from '../../db/schema';
import { listBackgrounds } from '../pictureSets/backgroundOptions';
import { defaultYear, fillTemplateResources } from '../templates/fill';
import { loadProducts } from '../templates/products';
import type { SubjectWithPictures } from '../templates/subjects';
import { findTemplateVersion } from '../templates/templateStore';

/** The digital set delivers the subject's own pictures: group pictures are not part of it. */
export const digitalSetPictures = (subject: Pick<SubjectWithPictures, 'pictures'>): string[] =>
  subject.pictures.filter((p) => p.pictureType !== 'GP').map((p) => p.uuid);

/** The stored items of a package opened for `subject` now. */
export async function buildPackageItems(db: Db, items: readonly PackageOfferItem[], subject: SubjectWithPictures, now: Date): Promise<StoredPackageItem[]> {
  const backgrounds = await listBackgrounds(db);
  const defaultBackgroundUuid = (backgrounds.find((b) => b.default) ?? backgrounds[0])?.uuid ?? null;
  const catalogueUuids = items.flatMap((i) => (i.kind === 'catalogue' ? [i.catalogueUuid] : []));
  const catalogueRows = catalogueUuids.length > 0 ? await db.select().from(catalogues).where(inArray(catalogues.uuid, catalogueUuids)) : [];
  const built: StoredPackageItem[] = [];
  for (const item of items) {
    const base = { uuid: item.uuid, version: FIRST_ITEM_VERSION, productUuid: null, template: null, templateData: null, catalogue: null, pictureUuids: [] };
    if (item.kind === 'template') {
      const template = await findTemplateVersion(db, item.templateUuid, 'current');
      if (!template) continue;
      const year = defaultYear(template, now);
      const userResources = fillTemplateResources(template, subject.pictures, {
        who: { name: subject.name, isGroup: subject.isGroup },
        year,
        lang: 'nb',
        defaultBackgroundUuid,
      });
      built.push({ ...base, kind: 'template', productUuid: item.productUuid, template: { uuid: template.uuid, version: template.version, name: template.name }, templateData: { year, userResources } });
    } else if (item.kind === 'catalogue') {
      const row = catalogueRows.find((c) => c.uuid === item.catalogueUuid);
      if (row) built.push({ ...base, kind: 'catalogue', catalogue: { uuid: row.uuid, name: row.name } });
    } else {
      built.push({ ...base, kind: 'digitalSet', pictureUuids: digitalSetPictures(subject) });
    }
  }
  return built;
}

/** Products the items are made as, for toApiItem. */
export const itemProductUuids = (items: readonly StoredPackageItem[]): string[] => items.flatMap((i) => (i.productUuid ? [i.productUuid] : []));

/** A stored item as the API shows it, in the customer's language. */
export function toApiItem(item: StoredPackageItem, products: ReadonlyMap<string, CatalogProduct>, lang: Language): PackageItem {
  const product = item.productUuid ? products.get(item.productUuid) : undefined;
  return {
    uuid: item.uuid,
    kind: item.kind,
    version: item.version,
    product: product ? { uuid: product.uuid, name: product.name, type: product.type } : null,
    template: item.template ? { uuid: item.template.uuid, version: item.template.version, name: textIn(item.template.name, lang) } : null,
    templateData: item.templateData,
    catalogue: item.catalogue ? { uuid: item.catalogue.uuid, name: textIn(item.catalogue.name, lang) } : null,
    pictures: item.pictureUuids.map((uuid) => ({ uuid })),
  };
}

/** A package line's package as the order line shows it (spec 3 §3 Order line: package). */
export function packageOfLine(stored: StoredPackage, products: ReadonlyMap<string, CatalogProduct>, lang: Language): NonNullable<OrderLine['package']> {
  return {
    uuid: stored.instanceUuid,
    offerUuid: stored.offerUuid,
    name: textIn(stored.name, lang),
    subject: { uuid: stored.subjectUuid },
    packageItems: stored.items.map((item) => toApiItem(item, products, lang)),
  };
}

/** The stored items as the API shows them, loading their products. */
export async function toApiItems(db: Db, items: readonly StoredPackageItem[], lang: Language): Promise<PackageItem[]> {
  const products = await loadProducts(db, itemProductUuids(items), lang);
  return items.map((item) => toApiItem(item, products, lang));
}
