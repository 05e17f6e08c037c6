/** The template versions a cart's lines were made with. */
import type { Template } from '../../../engine/model';
import type { Db } from '../../db/client';
import { findTemplateVersion } from '../templates/templateStore';
import type { CartLineRow } from './cartRows';

type TemplateRef = Pick<CartLineRow, 'templateUuid' | 'templateVersion'>;

/** The key a line's template version has in loadLineTemplates' map. */
export const lineTemplateKey = (row: TemplateRef): string => `${row.templateUuid}/${row.templateVersion}`;

/** Each template version the lines name, loaded once; lines without a template add nothing. */
export async function loadLineTemplates(db: Db, rows: readonly TemplateRef[]): Promise<Map<string, Template>> {
  const templates = new Map<string, Template>();
  for (const row of rows) {
    if (row.templateUuid === null || row.templateVersion === null || templates.has(lineTemplateKey(row))) continue;
    const template = await findTemplateVersion(db, row.templateUuid, row.templateVersion);
    if (template) templates.set(lineTemplateKey(row), template);
  }
  return templates;
}
