import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';
import sharp from 'sharp';
import { ART_COPY_SIZES, type ArtCopySize } from '../../api/contract/limits';
import { getGreenScreenBackgroundImage } from '../../api/contract/templates';
// Not the export's index: that loads the drawing engine, which waits for the first drawing (nodeEngine).
import { MissingPicturesError } from '../../engine/export/missingPictures';
import { templateArtFile } from '../services/media/templateArt';
import type { AppEnv } from '../http/context';
import { IMMUTABLE, readCache } from '../cache/readCache';
import { HttpError, invalidFieldError } from '../http/errors';
import { templateVersionNotFound } from './templateVersionNotFound';
import { mount } from '../http/mount';
import { defineMessages } from '../messages';
import { cachedFile } from '../services/media/cache';
import { derivative, derivativeSource, findBackgroundFile } from '../services/media/pictureFiles';
import { derivativeCachePath, derivativeEtag, etagMatches, type DerivativeSpec } from '../services/media/derivatives';
import { parsePreviewFileName } from '../services/templates/listItems';
import { defaultYear } from '../services/templates/fill';
import { previewWebp, templatePreview, type TemplatePreview } from '../services/templates/preview';
import { findTemplateVersion } from '../services/templates/templateStore';
import { bytes, PUBLIC_IMMUTABLE } from './media';

const text = defineMessages({
  artNotFound: { nb: 'Fant ikke illustrasjonen.', en: 'The artwork was not found.' },
  backgroundNotFound: { nb: 'Fant ikke bakgrunnen.', en: 'The background was not found.' },
  previewFailed: { nb: 'Forhåndsvisningen kunne ikke tegnes.', en: 'The preview could not be drawn.' },
});

/** Artwork keeps its name when redrawn by a newer art version, so caches revalidate it daily. */
const ART_CACHE = 'public, max-age=86400';
const ART_FILE = /^([a-z0-9][a-z0-9-]{0,99})\.png$/;

/** The artwork at most `size` px on its long side, its proportions kept; a smaller file as it is. */
const artCopy = (file: string, size: ArtCopySize): Promise<Buffer> =>
  sharp(file).resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true }).png().toBuffer();

/** Whether an image request's Accept names WebP (browsers list it; "any type" alone keeps the PNG the file name promises). */
const takesWebp = (accept: string | undefined): boolean => /\bimage\/webp\b/i.test(accept ?? '');

/** Pictures the template calls load (spec 2 §7): previews, artwork and green-screen backgrounds. */
export function registerTemplateImageRoutes(app: Hono<AppEnv>): void {
  /**
   * /templates/all/{uuid}_v{version}.png: a list item's preview.large, cached for good;
   * /templates/all/{uuid}.png: the current version's, which a browser asks again (ETag) each visit.
   */
  app.get('/templates/all/:file', async (c) => {
    const { db, config, log, now } = c.get('deps');
    const ref = parsePreviewFileName(c.req.param('file'));
    if (!ref) throw invalidFieldError(c.get('lang'), 'file');
    const template = await findTemplateVersion(db, ref.uuid, ref.version);
    if (!template) throw templateVersionNotFound(c.get('lang'));
    const started = performance.now();
    let preview: TemplatePreview;
    try {
      // Drawn or read from disk once, then served from memory: a version's preview changes only with its artwork.
      const year = defaultYear(template, now());
      preview = await readCache(db).get(`template-preview:${template.uuid}/${template.version}/${year}`, () => templatePreview(config, template, now()));
    } catch (err) {
      if (!(err instanceof MissingPicturesError)) throw err;
      // Artwork missing from the media dir: the seed's art generation did not run or was cleaned away.
      log.error('template preview artwork missing', { uuid: template.uuid, version: template.version, urls: err.urls });
      throw new HttpError(500, text(c.get('lang'), 'previewFailed'), { code: 'internal' });
    }
    log.debug('template preview', { uuid: template.uuid, version: template.version, ms: Math.round(performance.now() - started) });
    // The same picture in the smaller format the browser takes; caches keep one copy per Accept.
    const webp = takesWebp(c.req.header('accept'));
    const tag = webp ? preview.tag.replace(/"$/, '-webp"') : preview.tag;
    const headers = { 'Cache-Control': ref.version === 'current' ? 'no-cache' : PUBLIC_IMMUTABLE, ETag: tag, Vary: 'Accept' };
    if (etagMatches(c.req.header('if-none-match'), tag)) return c.body(null, 304, headers);
    if (!webp) return c.body(bytes(preview.png), 200, { ...headers, 'Content-Type': 'image/png' });
    const data = await readCache(db).get(`template-preview:${preview.tag}:webp`, () => previewWebp(preview.png), { ttlMs: IMMUTABLE });
    return c.body(bytes(data), 200, { ...headers, 'Content-Type': 'image/webp' });
  });

  /**
   * /templates/art/{name}.png: the artwork templates draw with (see the seed's art generator);
   * ?size= one of ART_COPY_SIZES gives a copy at most that long (thumbnails', live canvases'),
   * made once and cached.
   */
  app.get('/templates/art/:file', async (c) => {
    const lang = c.get('lang');
    const match = ART_FILE.exec(c.req.param('file'));
    if (!match) throw invalidFieldError(lang, 'file');
    const sizeParam = c.req.query('size');
    const size = ART_COPY_SIZES.find((s) => String(s) === sizeParam);
    if (sizeParam !== undefined && !size) throw invalidFieldError(lang, 'size');
    const { config } = c.get('deps');
    const file = templateArtFile(config.mediaDir, match[1]);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw new HttpError(404, text(lang, 'artNotFound'), { code: 'not_found' });
    const version = `${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}`;
    const etag = `"${version}${size ? `-${size}` : ''}"`;
    const headers = { 'Cache-Control': ART_CACHE, ETag: etag };
    if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    const data = size
      ? await cachedFile(path.join(config.cacheDir, 'template-art', `${match[1]}-${size}-${version}.png`), () =>
          artCopy(file, size),
        )
      : await readFile(file);
    return c.body(bytes(data), 200, { ...headers, 'Content-Type': 'image/png' });
  });

  mount(app, getGreenScreenBackgroundImage, async (c, { query }) => {
    const { db, config, log, media } = c.get('deps');
    const background = await findBackgroundFile(db, query.uuid.toLowerCase());
    if (!background) throw new HttpError(404, text(c.get('lang'), 'backgroundNotFound'), { code: 'not_found' });
    const spec: DerivativeSpec = { size: Number(query.size) as DerivativeSpec['size'], effect: query.effect, format: 'jpg' };
    const source = await derivativeSource(media, 'backgrounds', background, spec);
    if (!source) {
      log.error('media original missing', { path: c.req.path, background: background.uuid });
      throw new HttpError(404, text(c.get('lang'), 'backgroundNotFound'), { code: 'not_found' });
    }
    const rotation = Number(query.rotation);
    const etag = derivativeEtag(source, spec).replace(/"$/, `-turn${rotation}"`);
    const headers = { 'Cache-Control': PUBLIC_IMMUTABLE, ETag: etag };
    if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    const upright = await derivative(config, media, source, spec);
    const data =
      rotation === 0
        ? upright
        : await cachedFile(derivativeCachePath(config.cacheDir, source, spec).replace(/\.jpg$/, `-turn${rotation}.jpg`), () =>
            // Against the picture's turn: sharp turns clockwise, the picture's turn is undone counter-clockwise.
            sharp(upright).rotate(360 - rotation).jpeg({ quality: 82, progressive: true }).toBuffer(),
          );
    return c.body(bytes(data), 200, { ...headers, 'Content-Type': 'image/jpeg' });
  });
}
