/**
 * API answers a page carries in its HTML, so the browser's first calls for them need no round
 * trip: the server asks its own routes in-process with the page request's cookies (the same
 * answers, under the same access rules, as the browser's calls would get) and writes them into a
 * JSON script element. The browser takes each answer once, for exactly the request it was made
 * for; any other call, and every call of a later page, goes to the network as before.
 */

export const EMBEDDED_ANSWERS_ELEMENT_ID = 'shop-embedded-answers';

export interface EmbeddedAnswers {
  /** The page (its path) the answers were made for: another page does not use them. */
  path: string;
  /** Answer bodies (status 200, JSON) by answerKey. */
  answers: Record<string, unknown>;
}

/** Names a request: method, path with query, and the JSON body as sent. */
export const answerKey = (method: string, pathWithQuery: string, body?: string): string => (body === undefined ? `${method} ${pathWithQuery}` : `${method} ${pathWithQuery} ${body}`);

/** The fill's request body, built here for the browser's call and the server's answer alike, so both name it the same. */
export const fillTemplateBody = (templateUuid: string, subjectUuid: string) => ({ template: { uuid: templateUuid }, subject: { uuid: subjectUuid } });

/** JSON for a script element: `<` escaped, so no text in it can end the script or open a comment. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
