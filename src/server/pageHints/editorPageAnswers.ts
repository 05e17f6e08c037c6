/**
 * The answers a signed-in customer's create page of the editor carries in its HTML
 * (api/contract/embeddedAnswers): the shell's settings and session, the customer's picture sets,
 * the product, the template, and the template filled for the current set's subject. The editor
 * then opens without waiting for any of them, the fill above all, which could only be asked once
 * the others had come. Asked of the app's own routes in-process with the page's cookies, so
 * each answer is the one the browser's call would get: another family's set, a product that does
 * not exist or a visitor get no answer here, and the browser's own call gets the API's refusal.
 */
import { createTargetOfPath } from '../../api/contract/editorPages';
import { answerKey, EMBEDDED_ANSWERS_ELEMENT_ID, fillTemplateBody, scriptJson, type EmbeddedAnswers } from '../../api/contract/embeddedAnswers';
import { fillTemplate } from '../../api/contract/templates';
import type { AppContext } from '../http/context';
import { currentSubject } from '../services/packages/offers';
import { createPageReads } from './editorPageHints';
import type { HeadHint } from './headHints';

/** A successful answer's body, or undefined for anything else (the browser asks the API itself). */
async function bodyOf(answer: Promise<Response>): Promise<unknown> {
  const res = await answer;
  return res.status === 200 ? res.json() : undefined;
}

/** The answers for the page at `pathname`; null when it is no create page or nobody is signed in. */
export async function editorPageAnswers(c: AppContext, pathname: string, api: typeof fetch): Promise<EmbeddedAnswers | null> {
  const target = createTargetOfPath(pathname);
  const session = c.get('session');
  const userUuid = session?.user?.uuid;
  if (!target || !session || !userUuid) return null;
  const reads = createPageReads(target).map(async (path) => [answerKey('GET', path), await bodyOf(api(path))] as const);
  const fill = currentSubject(c.get('deps').db, userUuid, session.currentPictureSetUuid).then(async (subject) => {
    if (!subject) return null;
    const body = JSON.stringify(fillTemplateBody(target.templateUuid, subject.uuid));
    const answer = await bodyOf(api(fillTemplate.path, { method: 'POST', body, headers: { 'content-type': 'application/json' } }));
    return [answerKey('POST', fillTemplate.path, body), answer] as const;
  });
  const answered = [...(await Promise.all(reads)), await fill].filter((entry) => entry !== null && entry[1] !== undefined);
  return { path: pathname, answers: Object.fromEntries(answered as [string, unknown][]) };
}

/** The page with its answers in a JSON script element at the end of its head. */
export function withEmbeddedAnswers(html: string, embedded: EmbeddedAnswers): string {
  const at = html.indexOf('</head>');
  if (at < 0) return html;
  return `${html.slice(0, at)}<script id="${EMBEDDED_ANSWERS_ELEMENT_ID}" type="application/json">${scriptJson(embedded)}</script>\n${html.slice(at)}`;
}

/** The hints without preloads of calls the page carries the answer to (the browser would fetch them for nothing). */
export const withoutAnsweredCalls = (hints: readonly HeadHint[], embedded: EmbeddedAnswers | null): HeadHint[] =>
  hints.filter((hint) => !(hint.kind === 'fetch' && embedded && answerKey('GET', hint.href) in embedded.answers));
