import type { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import {
  fillTemplate,
  fillUserStringsByPicture,
  getCardCategories,
  getCurrentTemplate,
  getGreenScreenBackgrounds,
  getPhotogiftCategoryInfo,
  getProduct,
  getRetouchProduct,
  getTemplateCategories,
  getTemplateVersion,
  listTemplates,
  listTemplatesForSubject,
  listTemplatesInCategory,
  listUserTemplatesByProduct,
  type TemplateListType,
} from '../../api/contract/templates';
import { emptyUserResources, type Template, type TemplateType, type UserResources } from '../../engine/model';
import { jobs, pictureSets, subjects, userPictureSets } from '../db/schema';
import type { AppContext, AppEnv } from '../http/context';
import { HttpError, invalidFieldError } from '../http/errors';
import { mount } from '../http/mount';
import { deepFreeze, readCache } from '../cache/readCache';
import { requireUser } from '../http/session';
import { defineMessages } from '../messages';
import { isUuid } from '../../domain/validation';
import { defaultBackground, listBackgrounds } from '../services/pictureSets/backgroundOptions';
import { findTemplateCategory, listShopCategories, templateCategoriesOf } from '../services/templates/categories';
import { defaultYear, picturesFillTemplate, subjectFill } from '../services/templates/fill';
import { orderListItems, toListItem, visibleSize, type RankedItem } from '../services/templates/listItems';
import { findProduct, findRetouchProduct, loadProducts } from '../services/templates/products';
import { groupNameOfPicture, subjectForUser, subjectsOfUser, type SubjectWithPictures } from '../services/templates/subjects';
import { currentTemplates, findTemplateVersion } from '../services/templates/templateStore';
import { nameForPicture, slotForPicture, userStringsForSlot } from '../services/templates/userStrings';

const text = defineMessages({
  unknownType: {
    nb: 'Ukjent maltype «{type}». Typene er cards, calendars og photogifts.',
    en: 'Unknown template type "{type}". The types are cards, calendars and photogifts.',
  },
  categoryNotFound: { nb: 'Fant ikke kategorien «{category}».', en: 'The category "{category}" was not found.' },
  noCardCategories: { nb: 'Butikken har ingen kortkategorier.', en: 'The shop has no card categories.' },
  templateNotFound: { nb: 'Fant ikke malen.', en: 'The template was not found.' },
  versionNotFound: { nb: 'Malen har ingen versjon {version}.', en: 'The template has no version {version}.' },
  subjectNotFound: { nb: 'Fant ikke personen eller gruppen.', en: 'The subject was not found.' },
  subjectNotYours: {
    nb: 'Bildesettet til denne personen eller gruppen er ikke lagt til på kontoen din.',
    en: "This subject's picture set has not been added to your account.",
  },
  productNotFound: { nb: 'Fant ikke produktet.', en: 'The product was not found.' },
  retouchNotAvailable: { nb: 'Retusjering er ikke tilgjengelig.', en: 'Retouch not available.' },
  jobNotFound: { nb: 'Fant ikke fotograferingen.', en: 'The photo job was not found.' },
  jobNotYours: {
    nb: 'Du har ingen bildesett fra denne fotograferingen på kontoen din.',
    en: 'You have no picture set from this photo job on your account.',
  },
  pictureNotInSet: { nb: 'Bildet finnes ikke i bildesettet.', en: 'The picture is not in the picture set.' },
  noImageField: { nb: 'Malen har ikke noe bildefelt «{id}».', en: 'The template has no image field "{id}".' },
  pictureNotAllowed: { nb: 'Du kan ikke bruke dette bildet i dette bildefeltet.', en: "You can't use this image in this image field." },
});

const LIST_KINDS: Record<TemplateListType, TemplateType> = { cards: 'CARD', calendars: 'CALENDAR', photogifts: 'PHOTOGIFT' };

/** Published versions never change, so anyone may keep one for good; a current version may move on. */
const VERSION_CACHE = 'public, max-age=31536000, immutable';
const CURRENT_CACHE = 'no-cache';

/**
 * A visitor's list is made from the catalogue's cached rows, which a change beside the app
 * replaces within CHANGING_TTL_MS; kept briefly on top of that, so such a change shows within
 * both, while a load of visitors still makes each list once per this time.
 */
const VISITOR_LIST_TTL_MS = 5_000;

function listKind(c: AppContext, type: string): TemplateType {
  const kind = Object.hasOwn(LIST_KINDS, type) ? LIST_KINDS[type as TemplateListType] : undefined;
  if (!kind) throw new HttpError(400, text(c.get('lang'), 'unknownType', { type }), { code: 'validation', data: ['type'] });
  return kind;
}

/** A path or body uuid: 400 naming the field when it is not one (unknown ones are 404 later). */
export function requireUuid(c: AppContext, value: string, field: string): string {
  if (!isUuid(value)) throw invalidFieldError(c.get('lang'), field);
  return value.toLowerCase();
}

async function requireCategory(c: AppContext, kind: TemplateType, category: string): Promise<void> {
  const found = await findTemplateCategory(c.get('deps').db, kind, category);
  if (!found) throw new HttpError(404, text(c.get('lang'), 'categoryNotFound', { category }), { code: 'not_found' });
}

/** The subject when the signed-in customer has its set: 404 unknown, 403 someone else's. */
async function requireSubject(c: AppContext, userUuid: string, subjectUuid: string): Promise<SubjectWithPictures> {
  const access = await subjectForUser(c.get('deps').db, userUuid, subjectUuid);
  if (access.ok) return access.subject;
  if (access.reason === 'not_found') throw new HttpError(404, text(c.get('lang'), 'subjectNotFound'), { code: 'not_found' });
  throw new HttpError(403, text(c.get('lang'), 'subjectNotYours'), { code: 'forbidden' });
}

async function requireTemplate(c: AppContext, uuid: string, version: number | 'current' = 'current'): Promise<Template> {
  const template = await findTemplateVersion(c.get('deps').db, uuid, version);
  if (template) return template;
  if (version !== 'current' && (await findTemplateVersion(c.get('deps').db, uuid, 'current'))) {
    throw new HttpError(404, text(c.get('lang'), 'versionNotFound', { version }), { code: 'not_found' });
  }
  throw new HttpError(404, text(c.get('lang'), 'templateNotFound'), { code: 'not_found' });
}

const defaultBackgroundUuid = (c: AppContext) => defaultBackground(c.get('deps').db);

function fillFor(c: AppContext, template: Template, subject: SubjectWithPictures, backgroundUuid: string | null): UserResources {
  return subjectFill(template, subject, { now: c.get('deps').now(), lang: c.get('lang'), defaultBackgroundUuid: backgroundUuid });
}

/**
 * A template list: the current versions of the kind (in the categories, when given), one entry
 * per product a template is sold as, in the order of spec 2 §9. With a subject, only templates
 * its pictures can fill, each filled with them.
 */
async function templateList(c: AppContext, kind: TemplateType, categories: string[] | undefined, subject: SubjectWithPictures | null) {
  if (subject) return buildTemplateList(c, kind, categories, subject);
  // A visitor's list is the same for everyone: made once from the cached catalogue, dropped with it ('catalogue:').
  const key = `catalogue:template-list:${kind}:${categories?.join(',') ?? ''}:${c.get('lang')}`;
  return readCache(c.get('deps').db).get(key, async () => deepFreeze(await buildTemplateList(c, kind, categories, null)), { ttlMs: VISITOR_LIST_TTL_MS });
}

async function buildTemplateList(c: AppContext, kind: TemplateType, categories: string[] | undefined, subject: SubjectWithPictures | null) {
  const { db } = c.get('deps');
  const lang = c.get('lang');
  let stored = await currentTemplates(db, { type: kind, categories });
  if (subject) stored = stored.filter((s) => picturesFillTemplate(s.template, subject.pictures));
  const products = await loadProducts(db, stored.flatMap((s) => s.productUuids), lang);
  const backgroundUuid = subject ? await defaultBackgroundUuid(c) : null;
  const entries: RankedItem[] = stored.flatMap((s) => {
    const resources = subject ? fillFor(c, s.template, subject, backgroundUuid) : emptyUserResources();
    return s.productUuids.flatMap((productUuid) => {
      const product = products.get(productUuid);
      return product ? [{ item: toListItem(s.template, product, resources, lang), templateSortOrder: s.sortOrder }] : [];
    });
  });
  return { templates: orderListItems(kind, entries) };
}

/** The picture set a product's templates are filled from: the asked one, the session's current one, or the newest. */
async function subjectForProductFill(c: AppContext, userUuid: string, asked: string | undefined): Promise<SubjectWithPictures | null> {
  if (asked) return requireSubject(c, userUuid, asked);
  const subjects = await subjectsOfUser(c.get('deps').db, userUuid);
  const current = c.get('session')?.currentPictureSetUuid;
  return subjects.find((s) => s.pictureSetUuid === current) ?? subjects[0] ?? null;
}

/** The template calls of spec 2 §7 (images are in templateImages.ts, uploads in userImages.ts). */
export function registerTemplateRoutes(app: Hono<AppEnv>): void {
  mount(app, getTemplateCategories, async (c, { query }) => {
    const lang = query.lang ?? c.get('lang');
    return { categories: await listShopCategories(c.get('deps').db, lang, c.get('session')?.user?.uuid ?? null) };
  });

  mount(app, getCardCategories, async (c) => {
    const rows = await templateCategoriesOf(c.get('deps').db, 'CARD');
    const fallback = rows.find((r) => r.isDefault) ?? rows[0];
    if (!fallback) throw new HttpError(404, text(c.get('lang'), 'noCardCategories'), { code: 'not_found' });
    const lang = c.get('lang');
    return {
      categories: rows.map((r) => r.internalName),
      defaultCategory: fallback.internalName,
      titles: Object.fromEntries(rows.map((r) => [r.internalName, (lang === 'en' ? r.name.en : undefined) ?? r.name.nb])),
    };
  });

  mount(app, getPhotogiftCategoryInfo, async (c, { params }) => {
    const row = await findTemplateCategory(c.get('deps').db, 'PHOTOGIFT', params.category);
    if (!row) throw new HttpError(404, text(c.get('lang'), 'categoryNotFound', { category: params.category }), { code: 'not_found' });
    return {
      names: { nb: row.name.nb, en: row.name.en ?? row.name.nb },
      userImagePreviews: row.userImagePreviews,
      separateFromBackground: row.separateFromBackground,
    };
  });

  // By uuid before the lists: "by-uuid" is not a template type.
  mount(app, getTemplateVersion, async (c, { params }) => {
    const uuid = requireUuid(c, params.uuid, 'uuid');
    if (!/^[1-9]\d{0,8}$/.test(params.version)) {
      throw invalidFieldError(c.get('lang'), 'version');
    }
    const template = await requireTemplate(c, uuid, Number(params.version));
    c.header('Cache-Control', VERSION_CACHE);
    return template;
  });

  mount(app, getCurrentTemplate, async (c, { params }) => {
    const template = await requireTemplate(c, requireUuid(c, params.uuid, 'uuid'));
    c.header('Cache-Control', CURRENT_CACHE);
    return template;
  });

  mount(app, listTemplates, async (c, { params }) => templateList(c, listKind(c, params.type), undefined, null));

  mount(app, listTemplatesInCategory, async (c, { params }) => {
    const kind = listKind(c, params.type);
    await requireCategory(c, kind, params.category);
    return templateList(c, kind, [params.category], null);
  });

  mount(app, listTemplatesForSubject, async (c, { params }) => {
    const user = requireUser(c);
    const kind = listKind(c, params.type);
    const subjectUuid = requireUuid(c, params.subjectUuid, 'subjectUuid');
    await requireCategory(c, kind, params.category);
    return templateList(c, kind, [params.category], await requireSubject(c, user.uuid, subjectUuid));
  });

  mount(app, listUserTemplatesByProduct, async (c, { params, query }) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const productUuid = requireUuid(c, params.productUuid, 'productUuid');
    if (!(await findProduct(db, productUuid, c.get('lang')))) throw new HttpError(404, text(c.get('lang'), 'productNotFound'), { code: 'not_found' });
    const subject = await subjectForProductFill(c, user.uuid, query.subject);
    const backgroundUuid = subject ? await defaultBackgroundUuid(c) : null;
    const stored = await currentTemplates(db, { productUuid });
    return {
      items: stored.map(({ template }) => ({
        template: { uuid: template.uuid, version: template.version, dimensions: visibleSize(template) },
        userResources: subject ? fillFor(c, template, subject, backgroundUuid) : emptyUserResources(),
      })),
    };
  });

  mount(app, fillTemplate, async (c, { body }) => {
    const user = requireUser(c);
    const template = await requireTemplate(c, body.template.uuid.toLowerCase());
    const subject = await requireSubject(c, user.uuid, body.subject.uuid.toLowerCase());
    return {
      template: { uuid: template.uuid, version: template.version },
      userResources: fillFor(c, template, subject, await defaultBackgroundUuid(c)),
      year: defaultYear(template, c.get('deps').now()),
    };
  });

  mount(app, fillUserStringsByPicture, async (c, { body }) => {
    const user = requireUser(c);
    const lang = c.get('lang');
    const template = await requireTemplate(c, body.template.uuid.toLowerCase(), body.template.version ?? 'current');
    const subject = await requireSubject(c, user.uuid, body.subject.uuid.toLowerCase());
    const picture = subject.pictures.find((p) => p.uuid === body.picture.uuid.toLowerCase());
    if (!picture) throw new HttpError(404, text(lang, 'pictureNotInSet'), { code: 'not_found', data: ['picture.uuid'] });
    const slot = slotForPicture(template, body.resource.id, picture);
    if (!slot.ok && slot.reason === 'no_image_slot') {
      throw new HttpError(400, text(lang, 'noImageField', { id: body.resource.id }), { code: 'validation', data: ['resource.id'] });
    }
    if (!slot.ok) throw new HttpError(400, text(lang, 'pictureNotAllowed'), { code: 'picture_not_allowed', data: ['picture.uuid'] });
    const groupName = picture.pictureType === 'GP' ? await groupNameOfPicture(c.get('deps').db, subject.jobUuid, picture.file) : null;
    const who = nameForPicture(picture, { name: subject.name, isGroup: subject.isGroup }, groupName);
    const year = body.year ?? defaultYear(template, c.get('deps').now());
    return { userStringResources: userStringsForSlot(template, body.resource.id, who, year, lang) };
  });

  mount(app, getGreenScreenBackgrounds, async (c, { params }) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const jobUuid = requireUuid(c, params.jobUuid, 'jobUuid');
    const [job] = await db.select({ greenScreen: jobs.greenScreen }).from(jobs).where(eq(jobs.uuid, jobUuid)).limit(1);
    if (!job) throw new HttpError(404, text(c.get('lang'), 'jobNotFound'), { code: 'not_found' });
    const [owned] = await db
      .select({ uuid: pictureSets.uuid })
      .from(userPictureSets)
      .innerJoin(pictureSets, eq(pictureSets.uuid, userPictureSets.pictureSetUuid))
      .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
      .where(and(eq(userPictureSets.userUuid, user.uuid), eq(subjects.jobUuid, jobUuid)))
      .limit(1);
    if (!owned) throw new HttpError(403, text(c.get('lang'), 'jobNotYours'), { code: 'forbidden' });
    return { backgrounds: job.greenScreen ? await listBackgrounds(db) : [] };
  });

  // The retouch product before the uuid route: "retouch" is not a uuid.
  mount(app, getRetouchProduct, async (c) => {
    const product = await findRetouchProduct(c.get('deps').db, c.get('lang'));
    if (!product) throw new HttpError(404, text(c.get('lang'), 'retouchNotAvailable'), { code: 'not_found' });
    return { product };
  });

  mount(app, getProduct, async (c, { params }) => {
    const product = await findProduct(c.get('deps').db, requireUuid(c, params.uuid, 'uuid'), c.get('lang'));
    if (!product) throw new HttpError(404, text(c.get('lang'), 'productNotFound'), { code: 'not_found' });
    return { product };
  });
}
