/** Category overview tiles, card categories and photo-gift category info from the database. */
import { and, asc, eq, type InferSelectModel } from 'drizzle-orm';
import type { ShopCategory } from '../../../api/contract/templates';
import { textIn, type Language, type TemplateType } from '../../../engine/model';
import type { Db } from '../../db/client';
import { shopCategories, templateCategories } from '../../db/schema';
import { firstQualifiedSubject, templatesInCategories } from './qualify';
import { subjectsOfUser } from './subjects';
import { currentTemplates } from './templateStore';

export type TemplateCategoryRow = InferSelectModel<typeof templateCategories>;

/** The overview's tiles in order; with a customer, each names the set to make its products with. */
export async function listShopCategories(db: Db, lang: Language, userUuid: string | null): Promise<ShopCategory[]> {
  const rows = await db.select().from(shopCategories).orderBy(asc(shopCategories.sortOrder), asc(shopCategories.internalName));
  const wanted = [...new Set(rows.flatMap((r) => r.templateCategories))];
  const [subjects, stored] = userUuid && wanted.length > 0 ? await Promise.all([subjectsOfUser(db, userUuid), currentTemplates(db, { categories: wanted })]) : [[], []];
  const templates = stored.map((s) => s.template);
  return rows.map((r) => {
    const own = r.templateCategories.length > 0 ? templatesInCategories(templates, r.templateCategories) : [];
    const qualified = own.length > 0 ? firstQualifiedSubject(own, subjects) : undefined;
    const first = own[0];
    return {
      internalName: r.internalName,
      title: textIn(r.title, lang),
      description: textIn(r.description, lang),
      image: r.image,
      subCategories: r.subCategories,
      firstQualifiedSubject: qualified ? { uuid: qualified.uuid, name: qualified.name, group: qualified.isGroup } : null,
      template: first ? { uuid: first.uuid, version: first.version } : null,
    };
  });
}

/** A type's template categories in display order. */
export function templateCategoriesOf(db: Db, type: TemplateType): Promise<TemplateCategoryRow[]> {
  return db
    .select()
    .from(templateCategories)
    .where(eq(templateCategories.templateType, type))
    .orderBy(asc(templateCategories.sortOrder), asc(templateCategories.internalName));
}

export async function findTemplateCategory(db: Db, type: TemplateType, internalName: string): Promise<TemplateCategoryRow | null> {
  const [row] = await db
    .select()
    .from(templateCategories)
    .where(and(eq(templateCategories.templateType, type), eq(templateCategories.internalName, internalName)))
    .limit(1);
  return row ?? null;
}
