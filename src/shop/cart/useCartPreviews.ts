/**
 * What the cart's template previews need: each line's template version, parsed by the engine,
 * and where its pictures load from. A placed picture is one of the customer's picture sets' or
 * one of their uploads, which live at different media paths, so the locator learns both before
 * any preview is drawn (a preview drawn from a wrong path would stay broken in the cache).
 * The engine's model (its zod schemas) loads with the first preview, not with the page: the
 * lines, prices and buttons show without it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { OrderLine } from '../../api/client/cart';
import { getTemplate, listRecentImages } from '../../api/client/templates';
import { hostPictureSources, PictureLocator, THUMBNAIL_PICTURE_SIZE } from '../../editor';
import type { Template, UserResources } from '../../engine/model';
import type { PictureSources } from '../../engine/render';
import { usePictureSetsStore } from '../pictures/pictureSetsStore';
import { previewKey, previewSource } from './cartLines';

export interface CartPreviews {
  /** The page's thumbnail sources (one object for the page: a new one starts a new cache). */
  sources: PictureSources;
  /** Previews wait for this: the locator knows the customer's pictures and uploads. */
  picturesKnown: boolean;
  /** Parsed templates by previewKey; a line whose template did not load has none. */
  templates: ReadonlyMap<string, Template>;
  /** Reads a line's stored resources (undefined when the engine cannot); null until the model has loaded. */
  readResources: ((stored: unknown) => UserResources | undefined) | null;
}

const loadModel = () => import('../../engine/model');

async function teachCustomerPictures(locator: PictureLocator): Promise<void> {
  const sets = usePictureSetsStore.getState();
  const [, { images }] = await Promise.all([sets.pictureSets === null ? sets.refresh() : Promise.resolve(), listRecentImages()]);
  for (const set of usePictureSetsStore.getState().pictureSets ?? []) locator.addPictures(set.pictures);
  locator.addUploads(images);
}

async function loadTemplate(ref: { uuid: string; version: number }): Promise<Template | null> {
  const [{ parseTemplate }, definition] = await Promise.all([loadModel(), getTemplate(ref.uuid, ref.version)]);
  const parsed = parseTemplate(definition);
  if (!parsed.ok) console.error(`The cart cannot draw template ${previewKey(ref)}`, parsed.error);
  return parsed.ok ? parsed.value : null;
}

export function useCartPreviews(lines: readonly OrderLine[]): CartPreviews {
  const [locator] = useState(() => new PictureLocator());
  const pictureSources = useMemo(() => hostPictureSources(locator, THUMBNAIL_PICTURE_SIZE), [locator]);
  const [picturesKnown, setPicturesKnown] = useState(false);
  const [templates, setTemplates] = useState<ReadonlyMap<string, Template>>(new Map());
  const [readResources, setReadResources] = useState<CartPreviews['readResources']>(null);

  useEffect(() => {
    let current = true;
    teachCustomerPictures(locator)
      .catch((err: unknown) => console.warn('Could not list the pictures for the cart previews', err))
      .finally(() => current && setPicturesKnown(true));
    return () => {
      current = false;
    };
  }, [locator]);

  const hasTemplateLines = lines.some((line) => previewSource(line) !== null);
  useEffect(() => {
    if (!hasTemplateLines) return;
    let current = true;
    loadModel().then(
      ({ userResources }) => current && setReadResources(() => (stored: unknown) => userResources.safeParse(stored).data),
      (err: unknown) => console.warn('Could not load the engine for the cart previews', err),
    );
    return () => {
      current = false;
    };
  }, [hasTemplateLines]);

  const wanted = useMemo(() => {
    const refs = new Map<string, { uuid: string; version: number }>();
    for (const line of lines) {
      const source = previewSource(line);
      if (source) refs.set(previewKey(source.template), source.template);
    }
    return [...refs.entries()];
  }, [lines]);

  // Each version is asked for once per page; a failed one shows the line without a preview.
  const requested = useRef(new Set<string>());
  useEffect(() => {
    const missing = wanted.filter(([key]) => !requested.current.has(key));
    for (const [key, ref] of missing) {
      requested.current.add(key);
      loadTemplate(ref).then(
        (template) => template && setTemplates((previous) => new Map(previous).set(key, template)),
        (err: unknown) => console.warn(`Could not load template ${key} for the cart`, err),
      );
    }
  }, [wanted]);

  return { sources: pictureSources, picturesKnown, templates, readResources };
}
