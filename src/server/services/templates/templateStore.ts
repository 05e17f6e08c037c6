/** Published template versions from the database, parsed into the engine's Template. */
import { and, asc, eq } from 'drizzle-orm';
import { template as templateSchema, type Template, type TemplateType } from '../../../engine/model';
import { IMMUTABLE, readCache } from '../../cache/readCache';
import type { Db } from '../../db/client';
import { templateProducts, templates, templateVersions } from '../../db/schema';

/** A current template version with what lists need beside it. */
export interface StoredTemplate {
  template: Template;
  /** Its place among the templates of its product. */
  sortOrder: number;
  productUuids: string[];
}

const CURRENT_TEMPLATES_KEY = 'catalogue:templates';

/**
 * Versions never change, so a parsed one is kept for the life of the process: lists parse each
 * definition once, not on every request. Bounded by the number of published versions.
 */
const parsedVersions = new Map<string, Template>();

function parseStored(uuid: string, version: number, definition: unknown): Template {
  const key = `${uuid}/${version}`;
  let parsed = parsedVersions.get(key);
  if (!parsed) {
    const result = templateSchema.safeParse(definition);
    // Definitions are checked before they are stored; a failure here means the row was edited by hand.
    if (!result.success) throw new Error(`Stored template ${key} does not parse: ${result.error.issues[0]?.message}`);
    parsed = result.data;
    parsedVersions.set(key, parsed);
  }
  return parsed;
}

export interface TemplateFilter {
  type?: TemplateType;
  /** Templates in any of these categories. */
  categories?: string[];
  productUuid?: string;
}

/** A current template with the version row's own type and categories, which lists filter on. */
interface CurrentRow extends StoredTemplate {
  type: TemplateType;
  categories: string[];
}

/** Every template's current version, from the read cache: lists filter this in memory. */
function allCurrentTemplates(db: Db): Promise<CurrentRow[]> {
  return readCache(db).get(CURRENT_TEMPLATES_KEY, async () => {
    const [rows, links] = await Promise.all([
      db
        .select({
          uuid: templates.uuid,
          sortOrder: templates.sortOrder,
          version: templateVersions.version,
          type: templateVersions.type,
          categories: templateVersions.categories,
          definition: templateVersions.definition,
        })
        .from(templates)
        .innerJoin(templateVersions, and(eq(templateVersions.templateUuid, templates.uuid), eq(templateVersions.version, templates.currentVersion)))
        .orderBy(asc(templates.sortOrder), asc(templates.uuid)),
      db.select().from(templateProducts).orderBy(asc(templateProducts.productUuid)),
    ]);
    return rows.map((r) => ({
      template: parseStored(r.uuid, r.version, r.definition),
      sortOrder: r.sortOrder,
      type: r.type,
      categories: r.categories,
      productUuids: links.filter((l) => l.templateUuid === r.uuid).map((l) => l.productUuid),
    }));
  });
}

/** The current version of every template matching the filter, in their sort order. */
export async function currentTemplates(db: Db, filter: TemplateFilter = {}): Promise<StoredTemplate[]> {
  const all = await allCurrentTemplates(db);
  return all
    .filter(
      (r) =>
        (!filter.type || r.type === filter.type) &&
        (!filter.categories || r.categories.some((category) => filter.categories!.includes(category))) &&
        (!filter.productUuid || r.productUuids.includes(filter.productUuid)),
    )
    .map(({ template, sortOrder, productUuids }) => ({ template, sortOrder, productUuids }));
}

/** One version of a template ('current' for its current one), or null when there is no such version. */
export async function findTemplateVersion(db: Db, uuid: string, version: number | 'current'): Promise<Template | null> {
  if (version === 'current') return (await allCurrentTemplates(db)).find((r) => r.template.uuid === uuid)?.template ?? null;
  return readCache(db).get(
    `template-version:${uuid}/${version}`,
    async () => {
      const [row] = await db
        .select({ definition: templateVersions.definition })
        .from(templateVersions)
        .where(and(eq(templateVersions.templateUuid, uuid), eq(templateVersions.version, version)))
        .limit(1);
      return row ? parseStored(uuid, version, row.definition) : null;
    },
    // Published versions never change; a version missing now may be published later.
    { ttlMs: IMMUTABLE, keep: (found) => found !== null },
  );
}
