import type { Hono } from 'hono';
import type { AppContext, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { isSupportStaff, requireUser } from '../http/session';
import { defineMessages } from '../messages';
import { derivativeEtag, etagMatches, parseDerivative, type DerivativeSpec } from '../services/media/derivatives';
import { isUuid } from '../../domain/validation';
import { parseSiteImageVariant, SITE_IMAGE_FILE } from '../../domain/siteImages/siteImageVariants';
import { siteImageVariant } from '../services/media/siteImageVariants';
import { derivative, derivativeSource, findBackgroundFile, findPictureFile, type LocatedSource, type PictureFileRow } from '../services/media/pictureFiles';
import { userOwnsPictureSet } from '../services/pictureSets/ownership';

const text = defineMessages({
  badDerivative: {
    nb: 'Ukjent bildestørrelse eller effekt. Størrelser: 320, 640 og 800. Effekter: original, bw og sepia.',
    en: 'Unknown picture size or effect. Sizes: 320, 640 and 800. Effects: original, bw and sepia.',
  },
  pictureNotFound: { nb: 'Fant ikke bildet.', en: 'The picture was not found.' },
  notYours: {
    nb: 'Bildet hører til et bildesett som ikke er lagt til på kontoen din.',
    en: 'The picture belongs to a picture set that has not been added to your account.',
  },
  noForeground: {
    nb: 'Bildet er ikke tatt mot grønnskjerm og har ingen utklippet forgrunn.',
    en: 'The picture was not taken against a green screen and has no cut-out foreground.',
  },
  fileNotFound: { nb: 'Fant ikke filen.', en: 'The file was not found.' },
  badSiteVariant: {
    nb: 'Ukjent bildebredde. Bredder: 640, 1280 og 1920, som .webp.',
    en: 'Unknown picture width. Widths: 640, 1280 and 1920, as .webp.',
  },
});

/** Customers' pictures: the browser may keep them for good, but no shared cache may. */
export const PRIVATE_IMMUTABLE = 'private, max-age=31536000, immutable';
/** Backgrounds are the same for everyone and never change under their uuid. */
export const PUBLIC_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Site images keep their names when replaced, so caches revalidate them after a month. */
const PUBLIC_SITE = 'public, max-age=2592000';

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * The picture, when the signed-in customer (the simulated one while support simulates) has its
 * set on their account: 401 signed out, 404 unknown, 403 someone else's. Support staff see every
 * picture: they draw customers' order lines again.
 */
export async function requireOwnedPicture(c: AppContext, uuid: string): Promise<PictureFileRow> {
  const user = requireUser(c);
  const { db } = c.get('deps');
  const picture = isUuid(uuid) ? await findPictureFile(db, uuid) : null;
  if (!picture) throw new HttpError(404, text(c.get('lang'), 'pictureNotFound'), { code: 'not_found' });
  if (!isSupportStaff(c) && !(await userOwnsPictureSet(db, user.uuid, picture.pictureSetUuid))) {
    throw new HttpError(403, text(c.get('lang'), 'notYours'), { code: 'forbidden' });
  }
  return picture;
}

export function registerMediaRoutes(app: Hono<AppEnv>): void {
  /** /media/pictures/{uuid}/{size}/{effect}.jpg, or .png for a green-screen picture's foreground. */
  app.get('/media/pictures/:uuid/:size/:file', async (c) => {
    const lang = c.get('lang');
    const spec = parseDerivative(c.req.param('size'), c.req.param('file'));
    if (!spec) throw new HttpError(400, text(lang, 'badDerivative'), { code: 'validation', data: ['size', 'effect'] });
    const picture = await requireOwnedPicture(c, c.req.param('uuid'));
    if (spec.format === 'png' && !picture.maskFile) throw new HttpError(404, text(lang, 'noForeground'), { code: 'not_found' });
    return sendDerivative(c, await derivativeSource(c.get('deps').media, 'pictures', picture, spec), spec, PRIVATE_IMMUTABLE);
  });

  /** /media/backgrounds/{uuid}/{size}.jpg */
  app.get('/media/backgrounds/:uuid/:file', async (c) => {
    const lang = c.get('lang');
    const match = /^(\d+)\.jpg$/.exec(c.req.param('file'));
    const spec = match ? parseDerivative(match[1], 'original.jpg') : null;
    if (!spec) throw new HttpError(400, text(lang, 'badDerivative'), { code: 'validation', data: ['size'] });
    const uuid = c.req.param('uuid');
    const background = isUuid(uuid) ? await findBackgroundFile(c.get('deps').db, uuid) : null;
    if (!background) throw new HttpError(404, text(lang, 'pictureNotFound'), { code: 'not_found' });
    return sendDerivative(c, await derivativeSource(c.get('deps').media, 'backgrounds', background, spec), spec, PUBLIC_IMMUTABLE);
  });

  /** Public images of the site itself (front page background, content pages). */
  app.get('/media/site/:file', async (c) => {
    const name = c.req.param('file');
    const { media } = c.get('deps');
    const key = SITE_IMAGE_FILE.test(name) ? `site/${name}` : null;
    const info = key ? await media.info(key) : null;
    const data = key && info ? await media.read(key) : null;
    if (!data || !info) throw new HttpError(404, text(c.get('lang'), 'fileNotFound'), { code: 'not_found' });
    const etag = `"${info.size.toString(36)}-${Math.floor(info.modifiedMs).toString(36)}"`;
    const headers = { 'Cache-Control': PUBLIC_SITE, ETag: etag };
    if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    const type = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)];
    return c.body(bytes(data), 200, { ...headers, 'Content-Type': type });
  });

  /** /media/site/{file}/{width}.webp: a site image made smaller for phones (siteImageVariants). */
  app.get('/media/site/:file/:variant', async (c) => {
    const lang = c.get('lang');
    const width = parseSiteImageVariant(c.req.param('variant'));
    if (width === null) throw new HttpError(400, text(lang, 'badSiteVariant'), { code: 'validation', data: ['width'] });
    const name = c.req.param('file');
    const { config, media } = c.get('deps');
    const variant = SITE_IMAGE_FILE.test(name) ? await siteImageVariant(config, media, name, width) : null;
    if (!variant) throw new HttpError(404, text(lang, 'fileNotFound'), { code: 'not_found' });
    const headers = { 'Cache-Control': PUBLIC_SITE, ETag: variant.etag };
    if (etagMatches(c.req.header('if-none-match'), variant.etag)) return c.body(null, 304, headers);
    return c.body(bytes(variant.data), 200, { ...headers, 'Content-Type': 'image/webp' });
  });
}

export async function sendDerivative(c: AppContext, source: LocatedSource | null, spec: DerivativeSpec, cacheControl: string) {
  if (!source) {
    // The row exists but its original is gone from media storage: worth an operator's attention.
    c.get('deps').log.error('media original missing', { path: c.req.path });
    throw new HttpError(404, text(c.get('lang'), 'fileNotFound'), { code: 'not_found' });
  }
  const etag = derivativeEtag(source, spec);
  const headers = { 'Cache-Control': cacheControl, ETag: etag };
  if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  const { config, media } = c.get('deps');
  const data = await derivative(config, media, source, spec);
  return c.body(bytes(data), 200, { ...headers, 'Content-Type': spec.format === 'png' ? 'image/png' : 'image/jpeg' });
}

/** The Buffer's own memory as the plain Uint8Array Hono's typings ask for (no copy). */
export const bytes = (data: Buffer) => new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength);
