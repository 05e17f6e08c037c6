/**
 * Template previews (/templates/all/{uuid}_v{version}.png): the first part of a published
 * version drawn on the server by the engine's Node renderer, empty photo slots in their
 * placeholder colour. Made once per version and kept on disk; versions never change.
 */
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { emptyUserResources, type Template } from '../../../engine/model';
import type { PictureSources } from '../../../engine/render';
import type { Config } from '../../config';
import { nodeEngine } from '../drawing/nodeEngine';
import { cachedFile } from '../media/cache';
import { sourceFingerprint } from '../media/derivatives';
import { templateArtFile } from '../media/templateArt';
import { defaultYear } from './fill';
import { previewFileName } from './listItems';

/** Width in px of the large preview (spec 2 §9: previews are 640). */
export const PREVIEW_WIDTH = 640;

/** Bumped when previews would come out differently, so files cached by older code are not served. */
export const PREVIEW_RENDER_VERSION = 1;

/** The name texts show in a preview, as on a sample in a shop window. */
export const PREVIEW_NAME = 'Ola Nordmann';

/** Only artwork is drawn: an empty template has no pictures to load. */
const previewSources = (mediaDir: string): PictureSources => {
  const none = (uuid: string) => {
    throw new Error(`A template preview draws no pictures (asked for ${uuid})`);
  };
  return { picture: none, foreground: none, background: none, art: (src) => templateArtFile(mediaDir, src) };
};

/**
 * Size and time of the artwork files the first part draws, shortened to a hash: redrawn artwork
 * (a changed SVG source) gets a new cache file instead of old previews living on. Missing files
 * count as such; the render then fails and says which.
 */
export async function artFingerprint(mediaDir: string, template: Template): Promise<string> {
  const names = [...new Set(template.parts[0].layers.flatMap((l) => (l.kind === 'art' && l.paint.kind === 'image' ? [l.paint.src] : [])))].sort();
  const stats = await Promise.all(names.map((name) => stat(templateArtFile(mediaDir, name)).catch(() => ({ size: 0, mtimeMs: 0 }))));
  return createHash('sha1').update(`${names.join('\n')}\n${sourceFingerprint(stats)}`).digest('hex').slice(0, 12);
}

export const previewCachePath = (cacheDir: string, template: Pick<Template, 'uuid' | 'version'>, year: number, fingerprint: string): string =>
  path.join(cacheDir, 'template-previews', template.uuid.slice(0, 2), `r${PREVIEW_RENDER_VERSION}-y${year}-${fingerprint}-${previewFileName(template.uuid, template.version)}`);

/** Renders take a whole core each; two at a time leaves the server room to answer other calls. */
const MAX_PARALLEL_RENDERS = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_RENDERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** Draws the preview PNG (no cache). */
export async function renderTemplatePreview(mediaDir: string, template: Template, year: number): Promise<Buffer> {
  const { createNodeAssets, exportPartPng } = await nodeEngine();
  const png = await exportPartPng({
    template,
    part: template.parts[0],
    resources: emptyUserResources(),
    year,
    lang: 'nb',
    subjectName: PREVIEW_NAME,
    sources: previewSources(mediaDir),
    // Fresh assets per render: decoded full-bleed artwork is large and the result is cached on disk.
    assets: createNodeAssets(),
    target: { width: PREVIEW_WIDTH },
    area: 'trim',
    placeholders: true,
  });
  return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
}

export interface TemplatePreview {
  png: Buffer;
  /** What the picture depends on beside uuid and version: an ETag for it. */
  tag: string;
}

/**
 * The preview as WebP, for browsers that say they take it: a seventh of the PNG's bytes or less,
 * and those bytes were the cost of the preview call under load (the server sat mostly idle
 * sending them). At quality 85 the artwork and texts look the same as in the PNG.
 */
export async function previewWebp(png: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(png).webp({ quality: 85 }).toBuffer();
}

/** The preview's bytes, drawn on first request and read from the cache after. */
export async function templatePreview(config: Config, template: Template, now: Date): Promise<TemplatePreview> {
  const year = defaultYear(template, now);
  const fingerprint = await artFingerprint(config.mediaDir, template);
  const file = previewCachePath(config.cacheDir, template, year, fingerprint);
  const png = await cachedFile(file, () => limited(() => renderTemplatePreview(config.mediaDir, template, year)));
  return { png, tag: `"${template.uuid}-v${template.version}-y${year}-${fingerprint}-r${PREVIEW_RENDER_VERSION}"` };
}
