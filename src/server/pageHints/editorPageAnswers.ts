/**
 * The answers a signed-in customer's create page of the editor carries in its HTML
 * (api/contract/embeddedAnswers): the shell's settings and session, the customer's picture sets,
 * the product, the template, and the template filled for the current set's subject. The editor
 * then opens without waiting for any of them, the fill above all, which could only be asked once
 * the others had come. Asked of the app's own routes in-process with the page's cookies, so
 * each answer is the one the browser's call would get: another family's set, a product that does
 * not exist or a visitor get no answer here, and the browser's own call gets the API's refusal.
 */
import { answerKey, EMBEDDED_ANSWERS_ELEMENT_ID, fillTemplateBody, scriptJson, type EmbeddedAnswers } from '../../api/contract/embeddedAnswers';
import { getSession } from '../../api/contract/auth';
import type { CreateTarget } from '../../api/contract/editorPages';
import { pathFor } from '../../api/contract/paths';
import { listPictureSets } from '../../api/contract/pictureSets';
import { getSettings } from '../../api/contract/settings';
import { fillTemplate, getCurrentTemplate, getProduct } from '../../api/contract/templates';
import type { AppContext } from '../http/context';
import { currentSubject } from '../services/packages/offers';
import { signedInCreateTarget } from './editorPageHints';

/** The shell's and the create page's first reads (GET paths), which the page asks for before anything else. */
const createPageReads = (target: CreateTarget): string[] => [
  getSettings.path,
  getSession.path,
  listPictureSets.path,
  pathFor(getProduct.path, { uuid: target.productUuid }),
  pathFor(getCurrentTemplate.path, { uuid: target.templateUuid }),
];

/** A successful answer's body, or undefined for anything else (the browser asks the API itself). */
async function bodyOf(answer: Promise<Response>): Promise<unknown> {
  const res = await answer;
  return res.status === 200 ? res.json() : undefined;
}

export interface EditorPageAnswers {
  embedded: EmbeddedAnswers;
  /** The fill's answer, when there is one: what the first canvas draws (the page's picture hints follow it). */
  fill: unknown;
}

/** The answers for the page at `pathname`; null when it is no create page or nobody is signed in. */
export async function editorPageAnswers(c: AppContext, pathname: string, api: typeof fetch): Promise<EditorPageAnswers | null> {
  const page = signedInCreateTarget(pathname, c.get('session'));
  if (!page) return null;
  const { target, userUuid, session } = page;
  const reads = createPageReads(target).map(async (path) => [answerKey('GET', path), await bodyOf(api(path))] as const);
  const fill = currentSubject(c.get('deps').db, userUuid, session.currentPictureSetUuid).then(async (subject) => {
    if (!subject) return null;
    const body = JSON.stringify(fillTemplateBody(target.templateUuid, subject.uuid));
    const answer = await bodyOf(api(fillTemplate.path, { method: 'POST', body, headers: { 'content-type': 'application/json' } }));
    return [answerKey('POST', fillTemplate.path, body), answer] as const;
  });
  const filled = await fill;
  const answered = [...(await Promise.all(reads)), filled].filter((entry) => entry !== null && entry[1] !== undefined);
  return { embedded: { path: pathname, answers: Object.fromEntries(answered as [string, unknown][]) }, fill: filled?.[1] };
}

/** The answers as the page carries them: a JSON script element. */
export const answersTag = (embedded: EmbeddedAnswers): string => `<script id="${EMBEDDED_ANSWERS_ELEMENT_ID}" type="application/json">${scriptJson(embedded)}</script>`;
