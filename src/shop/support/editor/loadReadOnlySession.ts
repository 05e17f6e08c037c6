/**
 * What support opens read-only in the editor: an order line as it was ordered, or a document
 * state of a /debug recording. Either is drawn with the customer's own pictures and uploads.
 */
import { listEditorStates } from '../../../api/client/debug';
import { getSupportCustomer, getSupportOrder, type SupportCustomer } from '../../../api/client/support';
import { getProduct, getTemplate } from '../../../api/client/templates';
import type { EditorInit, EditorOptions } from '../../../editor';
import { editorPictureSet } from '../../pictures/editorPictureSet';
import { editorDocument } from '../../editorSession/editorSession';
import { placedPictureUuids } from '../../pictures/placedPictures';
import { supportOrderPath, supportRecordingPath } from '../../routes';

export interface ReadOnlySession {
  init: EditorInit;
  customer: SupportCustomer['customer'];
  /** Where Back and Close lead. */
  backTo: string;
  /** An order line: what 'Add to the customer's cart' puts there. */
  orderLine: { orderUuid: string; lineUuid: string; reference: string } | null;
}

/** The line or state cannot open in the editor (it was not made there, or names no product); the key says why. */
export class NotOpenableError extends Error {
  constructor(readonly reason: 'notTemplateLine' | 'noProduct' | 'noPictureSet' | 'noState') {
    super(reason);
  }
}

interface Made {
  productUuid: string | null;
  template: { uuid: string; version: number };
  templateData: { year: number; lang?: 'nb' | 'en'; userResources: unknown };
}

async function readOnlyInit(made: Made, account: SupportCustomer, env: { lang: 'nb' | 'en'; options: EditorOptions }): Promise<EditorInit> {
  if (!made.productUuid) throw new NotOpenableError('noProduct');
  const [{ product }, definition] = await Promise.all([getProduct(made.productUuid), getTemplate(made.template.uuid, made.template.version)]);
  const doc = editorDocument(definition, made.templateData.userResources, made.templateData.year);
  const placed = placedPictureUuids([doc.resources]);
  const pictureSet = editorPictureSet(account.pictureSets, null, placed);
  if (!pictureSet) throw new NotOpenableError('noPictureSet');
  const placedUploads = account.uploads.filter((u) => placed.includes(u.uuid));
  // The line's own language: its month names are drawn in it.
  return { doc, context: { mode: 'read-only', product, pictureSet, lang: made.templateData.lang ?? env.lang, options: env.options, partOfPackage: false, placedUploads } };
}

export async function loadOrderLineSession(orderUuid: string, lineUuid: string, env: { lang: 'nb' | 'en'; options: EditorOptions }): Promise<ReadOnlySession> {
  const order = await getSupportOrder(orderUuid);
  const line = order.lines.find((l) => l.uuid === lineUuid);
  if (!line?.template || !line.templateData) throw new NotOpenableError('notTemplateLine');
  const account = await getSupportCustomer(order.customer.uuid);
  const init = await readOnlyInit({ productUuid: line.product?.uuid ?? null, template: line.template, templateData: line.templateData }, account, env);
  return {
    init,
    customer: account.customer,
    backTo: supportOrderPath(order.order.uuid),
    orderLine: { orderUuid: order.order.uuid, lineUuid: line.uuid, reference: order.order.reference },
  };
}

export async function loadRecordedStateSession(recordingUuid: string, seq: number, env: { lang: 'nb' | 'en'; options: EditorOptions }): Promise<ReadOnlySession> {
  const { recording, states } = await listEditorStates(recordingUuid);
  const state = states.find((s) => s.seq === seq);
  if (!state) throw new NotOpenableError('noState');
  if (!recording.userUuid) throw new NotOpenableError('noPictureSet');
  const account = await getSupportCustomer(recording.userUuid);
  return { init: await readOnlyInit(state, account, env), customer: account.customer, backTo: supportRecordingPath(recordingUuid), orderLine: null };
}
