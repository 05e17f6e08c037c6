/**
 * Server-drawn pictures for the shop's lists (see api/contract/drawings): a template tile
 * filled with one of the customer's picture sets, and an order line from its stored data. Only
 * the customer (or support simulating them) may fetch them. A URL whose digest names what is
 * drawn now is kept by the browser for good; any other gets the current drawing, revalidated.
 */
import type { Hono } from 'hono';
import {
  LINE_DRAWING_BOXES,
  lineDrawingDigest,
  TILE_BOX_RATIO,
  TILE_DRAWING_WIDTHS,
  tileDrawingDigest,
  type LineDrawingBox,
  type TileDrawingWidth,
} from '../../api/contract/drawings';
import { isUuid } from '../../domain/validation';
import { MissingPicturesError } from '../../engine/export/missingPictures';
import type { Size } from '../../engine/layout/geometry';
import type { AppContext, AppEnv } from '../http/context';
import { HttpError, invalidFieldError } from '../http/errors';
import { templateVersionNotFound } from './templateVersionNotFound';
import { requireUser } from '../http/session';
import { defineMessages } from '../messages';
import { cachedDrawing, type DrawingInstance } from '../services/drawings/drawFirstPart';
import { lineSources } from '../services/drawings/lineSources';
import { defaultBackground } from '../services/pictureSets/backgroundOptions';
import { frozenDrawing } from '../services/prints/lineRender';
import { defaultYear, subjectFill } from '../services/templates/fill';
import { subjectForUser } from '../services/templates/subjects';
import { findTemplateVersion } from '../services/templates/templateStore';
import { etagMatches } from '../services/media/derivatives';
import { bytes, PRIVATE_IMMUTABLE } from './media';

const text = defineMessages({
  lineNotFound: { nb: 'Fant ingen tegning av denne ordrelinjen.', en: 'No drawing of this order line was found.' },
  subjectNotFound: { nb: 'Fant ikke personen eller gruppen.', en: 'The subject was not found.' },
  subjectNotYours: { nb: 'Dette bildesettet er ikke lagt til på kontoen din.', en: "This subject's picture set has not been added to your account." },
  drawingFailed: { nb: 'Bildet kunne ikke tegnes.', en: 'The picture could not be drawn.' },
});

const PRIVATE_REVALIDATE = 'private, no-cache';
const DIGEST = /^[0-9a-z]{1,12}$/;

function invalid(c: AppContext, field: string): never {
  throw invalidFieldError(c.get('lang'), field);
}

/** `{n}.webp` with n one of `allowed`. */
function sizeOf<N extends number>(c: AppContext, file: string, allowed: readonly N[]): N {
  const match = /^([0-9]{1,4})\.webp$/.exec(file);
  const size = allowed.find((n) => match && String(n) === match[1]);
  return size ?? invalid(c, 'size');
}

function askedDigest(c: AppContext): string | null {
  const v = c.req.query('v');
  if (v === undefined) return null;
  return DIGEST.test(v) ? v : invalid(c, 'v');
}

async function answer(c: AppContext, kind: 'lines' | 'tiles', digest: string, asked: string | null, instance: DrawingInstance, box: Size) {
  const etag = `"${digest}-${box.width}x${box.height}"`;
  const headers = { 'Cache-Control': asked === digest ? PRIVATE_IMMUTABLE : PRIVATE_REVALIDATE, ETag: etag, Vary: 'Cookie' };
  if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  const { db, media, config, log } = c.get('deps');
  let data: Buffer;
  try {
    data = await cachedDrawing({ db, media, config }, kind, digest, instance, box);
  } catch (err) {
    if (!(err instanceof MissingPicturesError)) throw err;
    log.error('drawing pictures missing', { path: c.req.path, urls: err.urls });
    throw new HttpError(500, text(c.get('lang'), 'drawingFailed'), { code: 'internal' });
  }
  return c.body(bytes(data), 200, { ...headers, 'Content-Type': 'image/webp' });
}

export function registerDrawingRoutes(app: Hono<AppEnv>): void {
  /** /api/webshop/drawings/lines/{cart line uuid}/{box}.webp?v={digest}: a cart, checkout, receipt or order line. */
  app.get('/api/webshop/drawings/lines/:line/:file', async (c) => {
    const lineUuid = c.req.param('line').toLowerCase();
    if (!isUuid(lineUuid)) invalid(c, 'line');
    const box = sizeOf<LineDrawingBox>(c, c.req.param('file'), LINE_DRAWING_BOXES);
    const asked = askedDigest(c);
    const user = requireUser(c);
    const { db } = c.get('deps');
    const sources = (await lineSources(db, user.uuid, lineUuid)).map((source) => ({ source, digest: lineDrawingDigest(source) }));
    // The order copied from a cart line may differ from it (the cart changed since): the URL says which.
    const chosen = sources.find((s) => s.digest === asked) ?? sources[0];
    if (!chosen) throw new HttpError(404, text(c.get('lang'), 'lineNotFound'), { code: 'not_found' });
    const template = await findTemplateVersion(db, chosen.source.template.uuid, chosen.source.template.version);
    if (!template) throw templateVersionNotFound(c.get('lang'));
    return answer(c, 'lines', chosen.digest, asked, frozenDrawing(template, chosen.source.templateData), { width: box, height: box });
  });

  /** /api/webshop/drawings/templates/{uuid}/{version}/{subject uuid}/{width}.webp?lang=&v={digest}: a list's tile. */
  app.get('/api/webshop/drawings/templates/:uuid/:version/:subject/:file', async (c) => {
    const templateUuid = c.req.param('uuid').toLowerCase();
    const subjectUuid = c.req.param('subject').toLowerCase();
    if (!isUuid(templateUuid)) invalid(c, 'uuid');
    if (!isUuid(subjectUuid)) invalid(c, 'subject');
    const version = /^[1-9][0-9]{0,8}$/.test(c.req.param('version')) ? Number(c.req.param('version')) : invalid(c, 'version');
    const width = sizeOf<TileDrawingWidth>(c, c.req.param('file'), TILE_DRAWING_WIDTHS);
    const lang = c.req.query('lang');
    if (lang !== 'nb' && lang !== 'en') invalid(c, 'lang');
    const asked = askedDigest(c);
    const user = requireUser(c);
    const { db, now } = c.get('deps');
    const access = await subjectForUser(db, user.uuid, subjectUuid);
    if (!access.ok && access.reason === 'not_found') throw new HttpError(404, text(c.get('lang'), 'subjectNotFound'), { code: 'not_found' });
    if (!access.ok) throw new HttpError(403, text(c.get('lang'), 'subjectNotYours'), { code: 'forbidden' });
    const template = await findTemplateVersion(db, templateUuid, version);
    if (!template) throw templateVersionNotFound(c.get('lang'));
    const subject = access.subject;
    const resources = subjectFill(template, subject, { now: now(), lang, defaultBackgroundUuid: await defaultBackground(db) });
    const year = defaultYear(template, now());
    const digest = tileDrawingDigest({ template: { uuid: template.uuid, version: template.version }, subjectUuid, lang, year, subjectName: subject.name, userResources: resources });
    const box = { width, height: Math.round(width / TILE_BOX_RATIO) };
    return answer(c, 'tiles', digest, asked, { template, resources, year, lang, subjectName: subject.name }, box);
  });
}
