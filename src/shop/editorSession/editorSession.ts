/**
 * What an editor session is made of, from what the page loaded: the shop's editor options, the
 * picture set it opens with, the document the engine reads, and whether a cart line is one this
 * editor makes.
 */
import { ApiCallError } from '../../api/client/call';
import type { OrderLine } from '../../api/client/cart';
import type { SiteSettings } from '../../api/client/settings';
import { isTemplateProductType } from '../../api/contract/productTypes';
import type { EditorDocument, EditorOptions } from '../../editor';
import { parseTemplate, userResources } from '../../engine/model';

/**
 * The editor's options from the site settings (spec 2 §6). Field by field, so a setting added
 * for another screen never reaches the editor unnoticed, and a new editor option fails to compile here.
 */
export function editorOptionsFrom(site: Pick<SiteSettings, 'editorOptions'>): EditorOptions {
  const o = site.editorOptions;
  return {
    allowOwnPhotos: o.allowOwnPhotos,
    allowTemplateChange: o.allowTemplateChange,
    disableImageToolbox: o.disableImageToolbox,
    disableBackgrounds: o.disableBackgrounds,
    allowSubjectChange: o.allowSubjectChange,
    subjectChangeMode: o.subjectChangeMode,
    samePhotographerOnly: o.samePhotographerOnly,
  };
}

/** A template definition or its stored resources the engine cannot read: the design cannot open. */
export class UnreadableTemplateError extends Error {}

/** The template instance the editor starts from; throws UnreadableTemplateError with the engine's reasons. */
export function editorDocument(definition: unknown, resources: unknown, year: number): EditorDocument {
  const template = parseTemplate(definition);
  if (!template.ok) throw new UnreadableTemplateError(template.error);
  const parsed = userResources.safeParse(resources);
  if (!parsed.success) throw new UnreadableTemplateError(parsed.error.message);
  return { template: template.value, resources: parsed.data, year };
}

/**
 * Whether loading again may help: a lost connection or a server failure may pass, a refusal
 * (a template or product that does not exist, no access) and an unreadable design will not.
 */
export function worthRetrying(err: unknown): boolean {
  if (err instanceof UnreadableTemplateError) return false;
  return !(err instanceof ApiCallError) || err.status === 0 || err.status >= 500;
}


/** A cart line this editor can open again: a template product with the template and data it was made with. */
export function editableLine(line: OrderLine): line is OrderLine & {
  product: NonNullable<OrderLine['product']>;
  template: NonNullable<OrderLine['template']>;
  templateData: NonNullable<OrderLine['templateData']>;
} {
  return line.product !== null && isTemplateProductType(line.product.type) && line.template !== null && line.templateData !== null;
}
