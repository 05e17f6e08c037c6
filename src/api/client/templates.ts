import type { z } from 'zod';
import type * as contract from '../contract/templates';
import { fillTemplateBody } from '../contract/embeddedAnswers';
import { call } from './call';
import { templatesRoutes } from './routes.gen';

/** The category overview; `lang` defaults to the session's language. */
export const getTemplateCategories = (lang?: 'nb' | 'en') => call(templatesRoutes.getTemplateCategories, { query: lang ? { lang } : {} });

export const getCardCategories = () => call(templatesRoutes.getCardCategories);

export const getPhotogiftCategoryInfo = (category: string) => call(templatesRoutes.getPhotogiftCategoryInfo, { params: { category } });

/** A template list: a type's, a category's, or (signed in) a category's for one subject's pictures. */
export function listTemplates(type: contract.TemplateListType, category?: string, subjectUuid?: string) {
  if (category && subjectUuid) return call(templatesRoutes.listTemplatesForSubject, { params: { type, category, subjectUuid } });
  if (category) return call(templatesRoutes.listTemplatesInCategory, { params: { type, category } });
  return call(templatesRoutes.listTemplates, { params: { type } });
}

/** A template's definition: the given version, or the current one. */
export const getTemplate = (uuid: string, version?: number) =>
  version === undefined ? call(templatesRoutes.getCurrentTemplate, { params: { uuid } }) : call(templatesRoutes.getTemplateVersion, { params: { uuid, version: String(version) } });

export const listUserTemplatesByProduct = (productUuid: string, subjectUuid?: string) =>
  call(templatesRoutes.listUserTemplatesByProduct, { params: { productUuid }, query: subjectUuid ? { subject: subjectUuid } : {} });

export const fillTemplate = (templateUuid: string, subjectUuid: string) => call(templatesRoutes.fillTemplate, { body: fillTemplateBody(templateUuid, subjectUuid) });

/** Texts to set after a picture was chosen for an image slot (a group picture names its group). */
export const fillUserStringsByPicture = (body: z.input<NonNullable<typeof contract.fillUserStringsByPicture.body>>) => call(templatesRoutes.fillUserStringsByPicture, { body });

export const getGreenScreenBackgrounds = (jobUuid: string) => call(templatesRoutes.getGreenScreenBackgrounds, { params: { jobUuid } });

export const listRecentImages = () => call(templatesRoutes.listRecentImages);

/** Uploads pictures in one request (all or nothing); answers the stored images in the order given. */
export function uploadUserImages(files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return call(templatesRoutes.uploadUserImages, { body: form });
}

export const getProduct = (uuid: string) => call(templatesRoutes.getProduct, { params: { uuid } });

export const getRetouchProduct = () => call(templatesRoutes.getRetouchProduct);

/** URL of a template's preview picture (a list item's preview.large). */
export const templatePreviewUrl = (previewLarge: string) => `/templates/all/${previewLarge}`;

export { artSourceUrl, templateArtUrl } from '../contract/mediaPaths';

/** URL of a green-screen background picture (spec 2 §7: rotation 0 and effect original unless given). */
export function greenScreenBackgroundUrl(uuid: string, options: { rotation?: 0 | 90 | 180 | 270; effect?: 'original' | 'bw' | 'sepia'; size?: 320 | 640 | 800 } = {}) {
  const query = new URLSearchParams({ uuid, rotation: String(options.rotation ?? 0), effect: options.effect ?? 'original' });
  if (options.size) query.set('size', String(options.size));
  return `${templatesRoutes.getGreenScreenBackgroundImage.path}?${query}`;
}

export type {
  CatalogProduct,
  ProductPrice,
  ShopCategory,
  SubProduct,
  TemplateDefinition,
  TemplateListItem,
  TemplateListType,
  TemplateUserResources,
  UploadedImage,
} from '../contract/templates';
