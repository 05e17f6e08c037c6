/** Rows for the demo templates: every version, the current one per template, the product links. */
import { formatIssues, template as templateSchema } from '../../../engine/model';
import type { templateProducts, templates, templateVersions } from '../schema';
import { productUuid } from './products';
import { DEMO_TEMPLATES, type DemoTemplate } from './templates';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** The definition as stored: parsed, so every default is written out and a later reader needs none. */
function parsed(demo: DemoTemplate) {
  const result = templateSchema.safeParse(demo.template);
  if (!result.success) throw new Error(`Demo template ${demo.template.uuid} v${demo.template.version} is not valid:\n${formatIssues(result.error)}`);
  return result.data;
}

/** Built on first use so a broken demo template fails the seed with its problems, not the import. */
export function demoTemplateRows(demos: readonly DemoTemplate[] = DEMO_TEMPLATES) {
  const versions = demos.map(parsed);
  const uuids = [...new Set(versions.map((t) => t.uuid))];
  // Spread over one minute in list order, so created times are distinct and stable.
  const published = (i: number) => new Date(Date.UTC(2026, 7, 1, 8, 0, i));
  const templateRows: Insert<typeof templates>[] = uuids.map((uuid, i) => ({
    uuid,
    currentVersion: Math.max(...versions.filter((t) => t.uuid === uuid).map((t) => t.version)),
    sortOrder: i + 1,
    createdAt: published(i),
  }));
  const versionRows: Insert<typeof templateVersions>[] = versions.map((t, i) => ({
    templateUuid: t.uuid,
    version: t.version,
    type: t.type,
    categories: t.categories,
    definition: t,
    createdAt: published(i),
  }));
  const links = new Map(demos.map((d) => [`${d.template.uuid}/${d.product}`, { templateUuid: d.template.uuid, productUuid: productUuid(d.product) }]));
  const linkRows: Insert<typeof templateProducts>[] = [...links.values()];
  return { templateRows, versionRows, linkRows };
}
