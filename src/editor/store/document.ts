/**
 * Pure document operations: a draft applied to a document, two drafts merged, and whether two
 * documents would print the same.
 */
import { canonicalJson, type UserResources } from '../../engine/model';
import type { DocumentPatch, EditorDocument } from './types';

function patchRecord<T>(base: Record<string, T>, changes: Record<string, T | null> | undefined): Record<string, T> {
  if (!changes) return base;
  const next = { ...base };
  for (const [id, value] of Object.entries(changes)) {
    if (value === null) delete next[id];
    else next[id] = value;
  }
  return next;
}

/** The document with the patch applied: a template change first, then slots, then the year. */
export function applyPatch(doc: EditorDocument, patch: DocumentPatch | null): EditorDocument {
  if (!patch) return doc;
  const template = patch.template?.template ?? doc.template;
  const base: UserResources = patch.template?.resources ?? doc.resources;
  const resources =
    patch.images || patch.texts
      ? { images: patchRecord(base.images, patch.images), texts: patchRecord(base.texts, patch.texts) }
      : base;
  return { template, resources, year: patch.year ?? doc.year };
}

/**
 * A later patch over an earlier one. A template change drops the earlier slot changes: they
 * belonged to the template it replaced.
 */
export function mergePatch(earlier: DocumentPatch | null, later: DocumentPatch): DocumentPatch {
  if (!earlier) return later;
  const base = later.template ? { year: earlier.year } : earlier;
  const merged: DocumentPatch = { ...base };
  if (later.template) merged.template = later.template;
  const images = later.template ? later.images : later.images || base.images ? { ...base.images, ...later.images } : undefined;
  const texts = later.template ? later.texts : later.texts || base.texts ? { ...base.texts, ...later.texts } : undefined;
  if (images) merged.images = images;
  if (texts) merged.texts = texts;
  if (later.year !== undefined) merged.year = later.year;
  return merged;
}

/** The same template version, year and resources (key order and undefined fields do not count). */
export function sameDocument(a: EditorDocument, b: EditorDocument): boolean {
  if (a === b) return true;
  return (
    a.template.uuid === b.template.uuid &&
    a.template.version === b.template.version &&
    a.year === b.year &&
    (a.resources === b.resources || canonicalJson(a.resources) === canonicalJson(b.resources))
  );
}
