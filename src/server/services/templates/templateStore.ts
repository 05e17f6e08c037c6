/** Published template versions from the database, parsed into the engine's Template. */
import { and, arrayOverlaps, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { template as templateSchema, type Template, type TemplateType } from '../../../engine/model';
import type { Db } from '../../db/client';
import { templateProducts, templates, templateVersions } from '../../db/schema';

/** A current template version with what lists need beside it. */
export interface StoredTemplate {
  template: Template;
  /** Its place among the templates of its product. */
  sortOrder: number;
  productUuids: string[];
}

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

/** The current version of every template matching the filter, in their sort order. */
export async function currentTemplates(db: Db, filter: TemplateFilter = {}): Promise<StoredTemplate[]> {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(templateVersions.type, filter.type));
  if (filter.categories) conditions.push(arrayOverlaps(templateVersions.categories, filter.categories));
  if (filter.productUuid) {
    const linked = db.select({ uuid: templateProducts.templateUuid }).from(templateProducts).where(eq(templateProducts.productUuid, filter.productUuid));
    conditions.push(inArray(templates.uuid, linked));
  }
  const rows = await db
    .select({ uuid: templates.uuid, sortOrder: templates.sortOrder, version: templateVersions.version, definition: templateVersions.definition })
    .from(templates)
    .innerJoin(templateVersions, and(eq(templateVersions.templateUuid, templates.uuid), eq(templateVersions.version, templates.currentVersion)))
    .where(and(...conditions))
    .orderBy(asc(templates.sortOrder), asc(templates.uuid));
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(templateProducts)
    .where(inArray(templateProducts.templateUuid, rows.map((r) => r.uuid)))
    .orderBy(asc(templateProducts.productUuid));
  return rows.map((r) => ({
    template: parseStored(r.uuid, r.version, r.definition),
    sortOrder: r.sortOrder,
    productUuids: links.filter((l) => l.templateUuid === r.uuid).map((l) => l.productUuid),
  }));
}

/** One version of a template ('current' for its current one), or null when there is no such version. */
export async function findTemplateVersion(db: Db, uuid: string, version: number | 'current'): Promise<Template | null> {
  const versionMatch = version === 'current' ? eq(templateVersions.version, templates.currentVersion) : eq(templateVersions.version, version);
  const [row] = await db
    .select({ version: templateVersions.version, definition: templateVersions.definition })
    .from(templates)
    .innerJoin(templateVersions, and(eq(templateVersions.templateUuid, templates.uuid), versionMatch))
    .where(eq(templates.uuid, uuid))
    .limit(1);
  return row ? parseStored(uuid, row.version, row.definition) : null;
}
