/** The promoted-products list from the catalogue, customers' carts and this customer's cart. */
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { PromotedProduct } from '../../../api/contract/promoted';
import type { TemplateListType } from '../../../api/contract/templates';
import { emptyUserResources, textIn, type Language, type Template, type TemplateType } from '../../../engine/model';
import type { Db } from '../../db/client';
import { cartLines, templateCategories } from '../../db/schema';
import { cartHoldsPackage } from '../cart/linePricing';
import { cartRows } from '../cart/cartRows';
import { defaultYear } from '../templates/fill';
import { previewFileName } from '../templates/listItems';
import { loadProducts } from '../templates/products';
import { currentTemplates } from '../templates/templateStore';
import { selectPromotions, type CandidateTemplate } from './selection';

const LIST_TYPES: Record<TemplateType, TemplateListType> = { CARD: 'cards', CALENDAR: 'calendars', PHOTOGIFT: 'photogifts' };

/** How many product lines in all customers' carts hold each template: what customers choose. */
async function templatePopularity(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ templateUuid: cartLines.templateUuid, lines: count() })
    .from(cartLines)
    .where(and(eq(cartLines.type, 0), isNotNull(cartLines.templateUuid)))
    .groupBy(cartLines.templateUuid);
  return new Map(rows.map((r) => [r.templateUuid!, Number(r.lines)]));
}

const previewUrl = (template: Pick<Template, 'uuid' | 'version'>): string => `/templates/all/${previewFileName(template.uuid, template.version)}`;

export async function promotedProducts(db: Db, userUuid: string, lang: Language, now: Date): Promise<PromotedProduct[]> {
  const [stored, popularity, cart, categoryRows] = await Promise.all([currentTemplates(db), templatePopularity(db), cartRows(db, userUuid), db.select().from(templateCategories)]);
  const listed = stored.filter((s) => s.template.categories.length > 0 && s.productUuids.length > 0);
  const products = await loadProducts(db, [...listed.flatMap((s) => s.productUuids), ...cart.flatMap((l) => (l.productUuid ? [l.productUuid] : []))], lang);

  const templates = new Map(listed.map((s) => [s.template.uuid, s.template]));
  const candidates: CandidateTemplate[] = listed.map((s) => ({ uuid: s.template.uuid, category: s.template.categories[0], sortOrder: s.sortOrder, productUuids: s.productUuids }));
  const promotions = selectPromotions({
    templates: candidates,
    products,
    popularity,
    inCart: new Set(cart.flatMap((l) => (l.templateUuid ? [l.templateUuid] : []))),
    packageInCart: cartHoldsPackage(cart, products),
  });

  const categories = new Map(categoryRows.map((r) => [r.internalName, r]));
  return promotions.map((p) => {
    const template = templates.get(p.templateUuid)!;
    const row = categories.get(p.category);
    const category = { internalName: p.category, name: row ? textIn(row.name, lang) : p.category, listType: LIST_TYPES[template.type] };
    const shown = { category, image: previewUrl(template), imageTemplate: { uuid: template.uuid, version: template.version }, price: p.price, rebatedPrice: p.rebatedPrice };
    if (p.type === 'category') return { type: 'category', product: null, template: null, templateData: null, ...shown };
    return {
      type: 'template',
      product: products.get(p.productUuid)!,
      template: { uuid: template.uuid, version: template.version, name: textIn(template.name, lang) },
      templateData: { year: defaultYear(template, now), userResources: emptyUserResources() },
      ...shown,
    };
  });
}
