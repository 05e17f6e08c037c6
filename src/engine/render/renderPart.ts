/**
 * One part of a template instance as Konva nodes, at any scale (px per mm): the same drawing
 * serves the editor, thumbnails and print files. Fonts and pictures are loaded and decoded
 * first, then the nodes are built in one go, so a render never shows a fallback font or a
 * half-loaded photo. Everything is static (listening off); the editor finds a slot's photo
 * node through the returned handle to move it during gestures.
 */
import { Konva } from './konva';
import type { Size } from '../layout/geometry';
import type { MeasureText } from '../layout/text';
import { effectiveEffect, effectiveTextStyle } from '../model/effective';
import type { FontFamily } from '../model/fonts';
import type { Layer, TextStyle } from '../model/layers';
import type { Language } from '../model/localized';
import type { ImageResource, UserResources } from '../model/resources';
import type { Part, Template } from '../model/template';
import { artNode } from './art';
import { calendarMonthNode } from './calendar';
import type { FilteredImageCache } from './effects';
import type { FontWeight } from './fontTable';
import { compositeKey, compositeOverBackground, type CompositeCache } from './greenScreen';
import { guidesNode, type GuideOptions } from './guides';
import type { ImageCache, LoadedImage } from './images';
import { imageSlotNode } from './imageSlot';
import { textSlotNode } from './text';
import type { PxMapping } from './units';

/** Where pictures come from; the host (shop, lab page, Node export) knows its routes or files. */
export interface PictureSources {
  /** A customer's picture by uuid (any derivative of the original; crops are scaled to it). */
  picture(uuid: string): string;
  /** The green-screen cut-out of a picture: a PNG with alpha at the picture's proportions. */
  foreground(uuid: string): string;
  /** A green-screen background by uuid. */
  background(uuid: string): string;
  /** Template artwork by the paint's `src`. */
  art(src: string): string;
}

/** Loaders and caches a render uses; shared between renders so pictures load and filter once. */
export interface RenderAssets {
  images: ImageCache;
  filtered: FilteredImageCache;
  composites: CompositeCache;
  /** Resolves once the family can be measured and drawn at that weight. */
  loadFont(family: FontFamily, weight: FontWeight): Promise<void>;
  /** A text measurer for a style (its family's face: bold, italic). */
  measurerFor(style: Pick<TextStyle, 'bold' | 'italic'>): MeasureText;
}

export interface RenderPartOptions {
  template: Template;
  part: Part;
  resources: UserResources;
  year: number;
  lang: Language;
  /** The subject's full name for {name} and {firstName} in default texts. */
  subjectName?: string;
  sources: PictureSources;
  /** Pixels per millimetre. */
  scale: number;
  assets: RenderAssets;
  guides?: GuideOptions;
  /** Empty slots show their placeholder colour (editor, thumbnails); print files pass false. */
  placeholders?: boolean;
}

export interface PartRender {
  /** The whole drawing, bleed included, with its top-left at (0, 0). */
  group: Konva.Group;
  /** Pixel size of the drawing: the part plus bleed on every side, at the render's scale. */
  size: Size;
  /** The trim box's top-left in the drawing's pixels (the bleed's width). */
  trimOrigin: { x: number; y: number };
  /** The group of an image slot (turned and clipped), by slot id. */
  slotGroup(slotId: string): Konva.Group | undefined;
  /** The photo node of an image slot, by slot id, when a picture is placed. */
  photoNode(slotId: string): Konva.Image | undefined;
  /** Text slots whose text does not fit even at the smallest size. */
  overflowingTexts: string[];
  /** URLs that failed to load; their slots are drawn empty and their artwork left out. */
  failedImages: string[];
}

export interface PictureNeed {
  slotId: string;
  resource: ImageResource;
  urls: string[];
}

/** The pictures each image slot of a part draws, by the URLs `sources` give them. */
export function pictureNeeds(part: Part, resources: UserResources, sources: PictureSources): PictureNeed[] {
  return part.layers.flatMap((layer) => {
    const resource = layer.kind === 'image' ? resources.images[layer.id] : undefined;
    if (layer.kind !== 'image' || !resource) return [];
    const urls = resource.background
      ? [sources.foreground(resource.pictureUuid), sources.background(resource.background.uuid)]
      : [sources.picture(resource.pictureUuid)];
    return [{ slotId: layer.id, resource, urls }];
  });
}

/** The families and weights the texts of some layers draw with. */
export function fontsOf(layers: Layer[], resources: UserResources): { family: FontFamily; weight: FontWeight }[] {
  return layers.flatMap((layer) => {
    if (layer.kind === 'text') {
      const style = effectiveTextStyle(layer, resources.texts[layer.id]);
      return [{ family: style.family, weight: style.bold ? (700 as const) : (400 as const) }];
    }
    if (layer.kind === 'calendarMonth') {
      const { title, weekdayHeader, days, weekNumbers } = layer.style;
      return [title, weekdayHeader, days, weekNumbers].flatMap((text) => (text ? [{ family: text.family, weight: 400 as const }] : []));
    }
    return [];
  });
}

async function loadSettled(images: ImageCache, urls: string[]): Promise<{ loaded: Map<string, LoadedImage>; failed: string[] }> {
  const unique = [...new Set(urls)];
  const results = await Promise.allSettled(unique.map((url) => images.load(url)));
  const loaded = new Map<string, LoadedImage>();
  const failed: string[] = [];
  results.forEach((result, i) => (result.status === 'fulfilled' ? loaded.set(unique[i], result.value) : failed.push(unique[i])));
  return { loaded, failed };
}

/** The picture a slot draws: the photo or its green-screen composite, with its effect applied. */
function slotPicture(need: PictureNeed, part: Part, loaded: Map<string, LoadedImage>, assets: RenderAssets): LoadedImage | undefined {
  const images = need.urls.map((url) => loaded.get(url));
  if (images.some((image) => !image)) return undefined;
  const effect = effectiveEffect(part, need.resource);
  if (need.urls.length === 1) return assets.filtered.get(need.urls[0], images[0]!, effect);
  const key = compositeKey(need.urls[0], need.urls[1], need.resource.rotation);
  const composite = assets.composites.get(key, () => compositeOverBackground(images[0]!, images[1]!, need.resource.rotation));
  return assets.filtered.get(key, composite, effect);
}

/** What loading a part's pictures, artwork and fonts needs: a render's options without the drawing's. */
export type PartAssetsOptions = Pick<RenderPartOptions, 'part' | 'resources' | 'sources' | 'assets'>;

/**
 * Loads everything a part's render draws (pictures, artwork, fonts) into `assets`' caches. A page
 * can start it before it knows the size to draw at, so the render that follows finds it loaded.
 */
export async function loadPartAssets({ part, resources, sources, assets }: PartAssetsOptions) {
  const needs = pictureNeeds(part, resources, sources);
  const artUrls = part.layers.flatMap((l) => (l.kind === 'art' && l.paint.kind === 'image' ? [sources.art(l.paint.src)] : []));
  const fonts = fontsOf(part.layers, resources);
  const [{ loaded, failed }] = await Promise.all([
    loadSettled(assets.images, [...needs.flatMap((n) => n.urls), ...artUrls]),
    Promise.all(fonts.map(({ family, weight }) => assets.loadFont(family, weight))),
  ]);
  return { needs, loaded, failed };
}

export async function renderPart(options: RenderPartOptions): Promise<PartRender> {
  const { template, part, resources, year, lang, sources, scale, assets } = options;
  const mapping: PxMapping = { scale, bleed: template.bleed };
  const { needs, loaded, failed } = await loadPartAssets(options);

  const size = { width: (part.size.width + 2 * template.bleed) * scale, height: (part.size.height + 2 * template.bleed) * scale };
  const group = new Konva.Group({ name: `part:${part.id}`, listening: false });
  const slotGroups = new Map<string, Konva.Group>();
  const photos = new Map<string, Konva.Image>();
  const overflowingTexts: string[] = [];
  const textContext = { year, lang, subjectName: options.subjectName ?? '' };

  for (const layer of part.layers) {
    switch (layer.kind) {
      case 'art': {
        const node = artNode(layer, mapping, layer.paint.kind === 'image' ? loaded.get(sources.art(layer.paint.src)) : undefined);
        if (node) group.add(node);
        break;
      }
      case 'image': {
        const need = needs.find((n) => n.slotId === layer.id);
        const picture = need && slotPicture(need, part, loaded, assets);
        const placed = need && picture ? { resource: need.resource, image: picture } : undefined;
        const nodes = imageSlotNode(layer, placed, part.imageAdaption, mapping, options.placeholders ?? true);
        group.add(nodes.group);
        slotGroups.set(layer.id, nodes.group);
        if (nodes.photo) photos.set(layer.id, nodes.photo);
        break;
      }
      case 'text': {
        const node = textSlotNode(layer, resources.texts[layer.id], textContext, mapping, assets.measurerFor, (overflows) => {
          if (overflows) overflowingTexts.push(layer.id);
        });
        group.add(node);
        break;
      }
      case 'calendarMonth':
        group.add(calendarMonthNode(layer, year, lang, mapping));
        break;
    }
  }
  if (options.guides && (options.guides.bleed || options.guides.safeArea)) group.add(guidesNode(part.size, mapping, options.guides));

  return {
    group,
    size,
    trimOrigin: { x: template.bleed * scale, y: template.bleed * scale },
    slotGroup: (id) => slotGroups.get(id),
    photoNode: (id) => photos.get(id),
    overflowingTexts,
    failedImages: failed,
  };
}
