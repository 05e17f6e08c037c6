/**
 * The answers the server wrote into this page for its first calls (a create page of the editor:
 * settings, session, picture sets, product, template and its fill). Taken once, and only on the
 * page they were made for: unreadable JSON or another page's answers leave every call to the
 * network, as does a request they do not name (the fill of another set than the server chose).
 */
import { EMBEDDED_ANSWERS_ELEMENT_ID, type EmbeddedAnswers } from '../../api/contract/embeddedAnswers';
import { setApiTransport } from '../../api/client/call';
import { answeringFromPage } from '../../api/client/embeddedAnswers';

/** The page's answers for `pathname`, or null when it has none that can be used. */
export function pageAnswersFor(doc: Document, pathname: string): EmbeddedAnswers['answers'] | null {
  const text = doc.getElementById(EMBEDDED_ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  let data: Partial<EmbeddedAnswers> | null;
  try {
    data = JSON.parse(text) as Partial<EmbeddedAnswers> | null;
  } catch (err) {
    console.warn('The page carries unreadable answers; asking the server instead', err);
    return null;
  }
  const { answers } = data ?? {};
  if (data?.path !== pathname || typeof answers !== 'object' || answers === null || Array.isArray(answers)) return null;
  return answers;
}

/** Before the first call: the API client takes this page's answers first. */
export function answerFromPage(pathname: string): void {
  const answers = pageAnswersFor(document, pathname);
  if (answers) setApiTransport(answeringFromPage(answers, window.location.origin, window.fetch.bind(window)));
}
