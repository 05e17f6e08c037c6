/**
 * Loading what the editor opens with (spec 2 §2.4, §2.13): in create mode the template, the
 * product and the current picture set, with the template filled for that set's subject; in
 * update mode the cart line and the template version, resources and year it was made with.
 */
import { ApiCallError } from '../../api/client/call';
import { getCartItem } from '../../api/client/cart';
import type { PictureSet } from '../../api/client/pictureSets';
import { getProduct, getTemplate, listRecentImages, type UploadedImage } from '../../api/client/templates';
import { preloadFirstCanvas, type EditorInit } from '../../editor';
import { createCalls, customerPictureSets } from './createCalls';
import { createBackTarget, lineEditorFor, type CreateTarget } from './editorRoutes';
import type { OrderLine } from '../../api/client/cart';
import { editorPictureSet } from '../pictures/editorPictureSet';
import { editableLine, editorDocument } from './editorSession';
import { placedPictureUuids } from '../pictures/placedPictures';
import { CART_PATH } from '../routes';

export interface EditorSession {
  init: EditorInit;
  /** Where Back and Cancel lead (spec 2 §2.4, §2.13). */
  backTo: string;
}

/** What the page knows already: the session's current set, the language and the shop's options. */
export interface EditorSessionEnv {
  currentPictureSetUuid: string | null;
  lang: EditorInit['context']['lang'];
  options: EditorInit['context']['options'];
}

/** The customer has no picture set to make anything from. */
export class NoPictureSetError extends Error {}

/** The cart has no line with that uuid this editor can open ('No order line'). */
export class NoOrderLineError extends Error {}

/** The line is a package (type 200): the package editor opens it. */
export class PackageLineError extends Error {
  constructor(readonly line: OrderLine & { package: NonNullable<OrderLine['package']> }) {
    super('A package line opens in the package editor');
  }
}

/** The customer's own uploads among the placed pictures (asked for only when a picture is in no set). */
async function uploadsAmong(placed: readonly string[], sets: readonly PictureSet[]): Promise<UploadedImage[]> {
  const inSets = new Set(sets.flatMap((set) => set.pictures.map((p) => p.uuid)));
  const elsewhere = new Set(placed.filter((uuid) => !inSets.has(uuid)));
  if (elsewhere.size === 0) return [];
  return (await listRecentImages()).images.filter((image) => elsewhere.has(image.uuid));
}

function pictureSetOrFail(sets: PictureSet[], env: EditorSessionEnv, placed?: string[]): PictureSet {
  const pictureSet = editorPictureSet(sets, env.currentPictureSetUuid, placed);
  if (!pictureSet) throw new NoPictureSetError();
  return pictureSet;
}

/** A loaded session whose first canvas's pictures and fonts are already on their way. */
function started(session: EditorSession): EditorSession {
  preloadFirstCanvas(session.init);
  return session;
}

export async function loadCreateSession(target: CreateTarget, env: EditorSessionEnv): Promise<EditorSession> {
  const calls = createCalls(target);
  const { sets, product, template: current } = await calls.basics;
  const pictureSet = pictureSetOrFail(sets, env);
  const filled = await calls.fill(pictureSet.subject.uuid);
  // The resources were made for the version current when filling; a version published in between
  // is not the one they fit.
  const definition = filled.template.version === current.version ? current : await getTemplate(target.templateUuid, filled.template.version);
  const doc = editorDocument(definition, filled.userResources, filled.year);
  return started({
    init: { doc, context: { mode: 'create', product, pictureSet, lang: env.lang, options: env.options, partOfPackage: false } },
    backTo: createBackTarget(doc.template.type, target.category, doc.template.categories),
  });
}

export async function loadUpdateSession(lineUuid: string, env: EditorSessionEnv): Promise<EditorSession> {
  let line;
  try {
    line = (await getCartItem(lineUuid)).orderLine;
  } catch (err) {
    if (err instanceof ApiCallError && err.status === 404) throw new NoOrderLineError();
    throw err;
  }
  if (lineEditorFor(line.product?.type) === 'package' && line.package) throw new PackageLineError({ ...line, package: line.package });
  if (!editableLine(line)) throw new NoOrderLineError();
  const placed = placedPictureUuids([line.templateData.userResources]);
  const [sets, { product }, definition] = await Promise.all([customerPictureSets(), getProduct(line.product.uuid), getTemplate(line.template.uuid, line.template.version)]);
  const pictureSet = pictureSetOrFail(sets, env, placed);
  const doc = editorDocument(definition, line.templateData.userResources, line.templateData.year);
  const placedUploads = await uploadsAmong(placed, sets);
  return started({
    init: { doc, context: { mode: 'update', lineUuid, product, pictureSet, lang: env.lang, options: env.options, partOfPackage: false, placedUploads } },
    backTo: CART_PATH,
  });
}
