import { describe, expect, it } from 'vitest';
import { EMBEDDED_ANSWERS_ELEMENT_ID, scriptJson } from '../../../../src/api/contract/embeddedAnswers';
import { pageAnswersFor } from '../../../../src/shop/editorPage/pageAnswers';

const PATH = '/products/cards/cards/p/t';

/** A document with (or without) the answers element's text. */
const page = (text: string | null) => ({ getElementById: (id: string) => (id === EMBEDDED_ANSWERS_ELEMENT_ID && text !== null ? { textContent: text } : null) }) as unknown as Document;

describe("pageAnswersFor: the page's answers, only when they are readable and made for this page", () => {
  it('reads the answers made for this path (the JSON as the server escapes it)', () => {
    const answers = { 'GET /api/webshop/settings': { name: '</script><b>' } };
    expect(pageAnswersFor(page(scriptJson({ path: PATH, answers })), PATH)).toEqual(answers);
  });

  it('has none without the element, for another page, or with answers of the wrong shape', () => {
    expect(pageAnswersFor(page(null), PATH)).toBeNull();
    expect(pageAnswersFor(page(JSON.stringify({ path: '/products/cards', answers: {} })), PATH)).toBeNull();
    expect(pageAnswersFor(page(JSON.stringify({ path: PATH, answers: [] })), PATH)).toBeNull();
    expect(pageAnswersFor(page(JSON.stringify({ path: PATH })), PATH)).toBeNull();
    expect(pageAnswersFor(page('null'), PATH)).toBeNull();
  });

  it('has none when the JSON cannot be read (and says so in the console)', () => {
    const warn = console.warn;
    const warned: unknown[] = [];
    console.warn = (...args: unknown[]) => warned.push(args);
    try {
      expect(pageAnswersFor(page('{"path":"/pro'), PATH)).toBeNull();
    } finally {
      console.warn = warn;
    }
    expect(warned).toHaveLength(1);
  });
});
