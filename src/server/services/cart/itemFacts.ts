/** Loads what the item rules (checkItem.ts) look at, for a batch of items at once. */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backgrounds, templateProducts } from '../../db/schema';
import { defaultYear, osloYear } from '../templates/fill';
import { loadProducts } from '../templates/products';
import { findTemplateVersion } from '../templates/templateStore';
import { placedPictureUuids, type CartItemInput, type ItemFacts } from './checkItem';
import { loadOwnedPictures } from './ownedPictures';

export async function loadItemFacts(db: Db, userUuid: string, items: readonly CartItemInput[], now: Date): Promise<ItemFacts[]> {
  const templateUuids = [...new Set(items.map((i) => i.template.uuid.toLowerCase()))];
  const [products, links, pictures, backgroundRows] = await Promise.all([
    loadProducts(db, items.map((i) => i.productUuid.toLowerCase()), 'nb'),
    db.select().from(templateProducts).where(inArray(templateProducts.templateUuid, templateUuids)),
    loadOwnedPictures(db, userUuid, items.flatMap((i) => placedPictureUuids(i.templateData.userResources))),
    db.select({ uuid: backgrounds.uuid }).from(backgrounds),
  ]);
  const backgroundUuids = new Set(backgroundRows.map((b) => b.uuid));
  const currentYear = osloYear(now);
  return Promise.all(
    items.map(async (item): Promise<ItemFacts> => {
      const templateUuid = item.template.uuid.toLowerCase();
      const productUuid = item.productUuid.toLowerCase();
      const template = await findTemplateVersion(db, templateUuid, item.template.version);
      const templateExists = template !== null || (await findTemplateVersion(db, templateUuid, 'current')) !== null;
      return {
        product: products.get(productUuid) ?? null,
        productSellsTemplate: links.some((l) => l.templateUuid === templateUuid && l.productUuid === productUuid),
        template,
        templateExists,
        pictures,
        backgrounds: backgroundUuids,
        currentYear,
        defaultYear: template ? defaultYear(template, now) : currentYear,
      };
    }),
  );
}
