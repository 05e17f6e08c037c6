/** Which of a customer's subjects a category's templates can be made with (spec 2 §2.1). Pure. */
import type { Template } from '../../../engine/model';
import { picturesFillTemplate, type SubjectPicture } from './fill';

/** The templates listed under any of the categories. */
export const templatesInCategories = (templates: readonly Template[], categories: readonly string[]): Template[] =>
  templates.filter((t) => t.categories.some((c) => categories.includes(c)));

/**
 * The first subject (the caller orders them, most recently added first) whose pictures fill at
 * least one of the templates; undefined when none does or there are no templates.
 */
export function firstQualifiedSubject<S extends { pictures: readonly SubjectPicture[] }>(templates: readonly Template[], subjects: readonly S[]): S | undefined {
  return subjects.find((s) => templates.some((t) => picturesFillTemplate(t, s.pictures)));
}
