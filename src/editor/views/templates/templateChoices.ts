/**
 * The designs a customer may change to (spec 2 §2.9): the product's templates filled with the
 * subject's pictures and texts (GET /api/webshop/user/templates/by-product/{productUuid}), each
 * definition from by-uuid at the listed version, parsed by the engine. Kept for the page's
 * session, so the view opens at once the second time.
 */
import { getTemplate, listUserTemplatesByProduct } from '../../../api/client/templates';
import { parseTemplate, userResources, type Template, type UserResources } from '../../../engine/model';

export interface TemplateChoice {
  template: Template;
  /** The subject's pictures and texts placed in it, as the product list showed them. */
  resources: UserResources;
}

const loaded = new Map<string, Promise<TemplateChoice[]>>();

async function loadChoices(productUuid: string, subjectUuid: string): Promise<TemplateChoice[]> {
  const { items } = await listUserTemplatesByProduct(productUuid, subjectUuid);
  const choices = await Promise.all(
    items.map(async (item): Promise<TemplateChoice | null> => {
      const parsed = parseTemplate(await getTemplate(item.template.uuid, item.template.version));
      // A definition the engine cannot read is left out rather than breaking the whole list.
      if (!parsed.ok) return null;
      const resources = userResources.safeParse(item.userResources);
      return resources.success ? { template: parsed.value, resources: resources.data } : null;
    }),
  );
  return choices.filter((choice): choice is TemplateChoice => choice !== null);
}

export function templateChoices(productUuid: string, subjectUuid: string): Promise<TemplateChoice[]> {
  const key = `${productUuid}/${subjectUuid}`;
  let choices = loaded.get(key);
  if (!choices) {
    choices = loadChoices(productUuid, subjectUuid);
    // A failed load is tried again the next time the view opens.
    choices.catch(() => loaded.delete(key));
    loaded.set(key, choices);
  }
  return choices;
}
