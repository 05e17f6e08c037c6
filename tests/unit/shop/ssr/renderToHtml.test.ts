import { createElement, lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { pageDocument } from '../../../../src/shop/ssr/pageDocument';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../../../src/shop/ssr/pageData';
import { renderToHtml } from '../../../../src/shop/ssr/renderToHtml';

const TEMPLATE = `<!doctype html><html lang="nb"><head><title>Skolefoto</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

const data = (overrides: Partial<PageData> = {}): PageData =>
  ({ settings: {}, session: {}, cartSummary: { itemCount: 0, totalPrice: 0 }, pictureSets: null, language: 'en', texts: {}, answers: {}, ...overrides }) as PageData;

describe('pageDocument', () => {
  it('writes the language, title, styles, preload, page and data into index.html', () => {
    const html = pageDocument(TEMPLATE, {
      language: 'en',
      title: 'Shop & Co',
      styles: '<style data-shop-styles="a1">.a1{}</style>',
      html: '<h1>Price $& $1 kr</h1>',
      data: data(),
      preloadImage: { href: '/media/site/front page.jpg' },
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Shop &amp; Co</title>');
    expect(html).toContain('<link rel="preload" as="image" href="/media/site/front page.jpg" fetchpriority="high"><style data-shop-styles="a1">.a1{}</style></head>');
    // `$&` and `$1` in the page are text, not replacement patterns.
    expect(html).toContain('<div id="root"><h1>Price $& $1 kr</h1></div>');
    expect(html.indexOf(`id="${PAGE_DATA_ELEMENT_ID}"`)).toBeLessThan(html.indexOf('/assets/index.js'));
  });

  it('keeps text in the data from ending the script element', () => {
    const evil = '</script><script>alert(1)</script><!--';
    const html = pageDocument(TEMPLATE, { language: 'nb', title: 'x', styles: '', html: '', data: data({ answers: { text: evil } }), preloadImage: null });
    const script = html.slice(html.indexOf(`<script id="${PAGE_DATA_ELEMENT_ID}"`));
    const json = script.slice(script.indexOf('>') + 1, script.indexOf('</script>'));
    expect(json).not.toContain('<');
    expect((JSON.parse(json) as PageData).answers.text).toBe(evil);
  });

  it('refuses a template without an empty root to render into', () => {
    expect(() => pageDocument('<html lang="nb"><body></body></html>', { language: 'nb', title: 'x', styles: '', html: '', data: data(), preloadImage: null })).toThrow(/root/);
  });
});

describe('renderToHtml', () => {
  it('waits for lazily loaded parts before answering', async () => {
    const Later = lazy(() => new Promise<{ default: () => ReturnType<typeof createElement> }>((resolve) => setTimeout(() => resolve({ default: () => createElement('p', null, 'arrived') }), 20)));
    const html = await renderToHtml(createElement(Suspense, { fallback: createElement('span', null, 'waiting') }, createElement(Later)), 2000);
    expect(html).toContain('<p>arrived</p>');
    expect(html).not.toContain('waiting');
  });

  it('sends a large lazily loaded part in place, not hidden behind its fallback (a browser without JS runs no script to show it)', async () => {
    const rows = Array.from({ length: 400 }, (_, i) => createElement('li', { key: i }, `tile ${i} `.repeat(10)));
    const Later = lazy(() => new Promise<{ default: () => ReturnType<typeof createElement> }>((resolve) => setTimeout(() => resolve({ default: () => createElement('ul', null, rows) }), 20)));
    const page = createElement('main', null, createElement('h1', null, 'Kort'), createElement(Suspense, { fallback: createElement('span', null, 'waiting') }, createElement(Later)));
    const html = await renderToHtml(page, 2000);
    expect(html).toMatch(/^<main><h1>Kort<\/h1><!--\$--><ul>/);
    expect(html).not.toContain('waiting');
    expect(html).not.toContain('hidden');
  });

  it('rejects when a part throws, also inside a Suspense boundary', async () => {
    const Broken = () => {
      throw new Error('broken screen');
    };
    await expect(renderToHtml(createElement(Suspense, { fallback: null }, createElement(Broken)), 2000)).rejects.toThrow('broken screen');
  });

  it('rejects when the render takes longer than its time', async () => {
    const Never = lazy(() => new Promise<never>(() => undefined));
    await expect(renderToHtml(createElement(Suspense, { fallback: null }, createElement(Never)), 50)).rejects.toThrow(/longer than 50 ms/);
  });
});
