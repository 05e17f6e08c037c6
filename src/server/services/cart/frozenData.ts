/** A line's template data as stored: frozen as the customer saw it (src/engine/model/frozen.ts). */
import type { CartTemplateData } from '../../../api/contract/cart';
import { freezeTexts, type Language, type Template, type UserResources } from '../../../engine/model';

/** What the editor says it showed; missing values fall back to the request's language and no name. */
export interface SeenInput {
  year: number;
  lang?: Language;
  subjectName?: string;
}

export function frozenTemplateData(template: Template, resources: UserResources, seen: SeenInput, requestLang: Language): CartTemplateData {
  const lang = seen.lang ?? requestLang;
  return { year: seen.year, lang, userResources: freezeTexts(template, resources, { lang, subjectName: seen.subjectName ?? '', year: seen.year }) };
}
