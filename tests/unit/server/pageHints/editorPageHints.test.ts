import { describe, expect, it } from 'vitest';
import { createTargetOfPath, isUpdatePath } from '../../../../src/api/contract/editorPages';
import { chunksWithTexts, staticClosure, type Manifest } from '../../../../src/server/pageHints/buildManifest';
import { withHeadHints } from '../../../../src/server/pageHints/headHints';
import { editorCodeHints } from '../../../../src/server/pageHints/editorPageHints';
import { answersTag } from '../../../../src/server/pageHints/editorPageAnswers';

const PRODUCT = '7f1c2a3b-1111-4a2b-8c3d-000000000001';
const TEMPLATE = '7f1c2a3b-2222-4a2b-8c3d-000000000002';

describe('createTargetOfPath: the create page a path opens, as the router matches it', () => {
  it('reads the three create routes of spec 2 §2.2, with or without a trailing slash', () => {
    expect(createTargetOfPath(`/products/cards/${PRODUCT}/${TEMPLATE}`)).toEqual({ type: 'cards', productUuid: PRODUCT, templateUuid: TEMPLATE });
    expect(createTargetOfPath(`/products/photogifts/mugs/${PRODUCT}/${TEMPLATE}/`)).toEqual({ type: 'photogifts', category: 'mugs', productUuid: PRODUCT, templateUuid: TEMPLATE });
    expect(createTargetOfPath(`/products/categories/mugs/white/${PRODUCT}/${TEMPLATE}`)).toEqual({ category: 'mugs', productUuid: PRODUCT, templateUuid: TEMPLATE });
  });

  it('answers null for lists, other pages and paths whose segments name no template', () => {
    for (const path of ['/', '/products/cards', '/products/categories/mugs/white', `/products/cards/${PRODUCT}`, `/products/packages/${PRODUCT}/${TEMPLATE}`, `/products/cards/${PRODUCT}/x`, `/products/cards/%E0%A4%A/${TEMPLATE}`]) {
      expect(createTargetOfPath(path), path).toBeNull();
    }
  });

  it('knows a cart line update page', () => {
    expect(isUpdatePath('/shopping-cart/edit/abc')).toBe(true);
    expect(isUpdatePath('/shopping-cart')).toBe(false);
  });
});

const manifest: Manifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_shared-B.js'], dynamicImports: ['src/shop/i18n/resources/nb.ts', 'src/shop/i18n/resources/en.ts'] },
  '_shared-B.js': { file: 'assets/shared-B.js' },
  'src/shop/i18n/resources/nb.ts': { file: 'assets/nb-C.js', isDynamicEntry: true },
  'src/shop/i18n/resources/en.ts': { file: 'assets/en-D.js', isDynamicEntry: true },
  'src/shop/editorPage/EditorPage.tsx': { file: 'assets/EditorPage-E.js', isDynamicEntry: true, imports: ['index.html', '_frame-F.js'], dynamicImports: ['src/shop/editorPage/EditorSessionPage.tsx'] },
  '_frame-F.js': { file: 'assets/frame-F.js' },
  'src/shop/editorPage/EditorSessionPage.tsx': { file: 'assets/EditorSessionPage-G.js', isDynamicEntry: true, imports: ['index.html', '_editor-H.js', '_frame-F.js'] },
  '_editor-H.js': { file: 'assets/editor-H.js', dynamicImports: ['src/editor/i18n/nb.ts', 'src/shop/packages/PackageEditorPage.tsx'] },
  'src/editor/i18n/nb.ts': { file: 'assets/nb-I.js', isDynamicEntry: true, imports: ['_shared-B.js'] },
  'src/shop/packages/PackageEditorPage.tsx': { file: 'assets/PackageEditorPage-J.js', isDynamicEntry: true },
};

describe('the editor pages code from the build manifest', () => {
  it('follows static imports once each, in load order', () => {
    expect(staticClosure(manifest, ['src/shop/editorPage/EditorSessionPage.tsx'])).toEqual(['src/shop/editorPage/EditorSessionPage.tsx', 'index.html', '_shared-B.js', '_editor-H.js', '_frame-F.js']);
  });

  it("adds the texts in the page's language that the chunks load at once, not other lazily loaded screens", () => {
    const keys = chunksWithTexts(manifest, ['src/shop/editorPage/EditorSessionPage.tsx'], 'nb');
    expect(keys).toContain('src/editor/i18n/nb.ts');
    expect(keys).toContain('src/shop/i18n/resources/nb.ts');
    expect(keys).not.toContain('src/shop/i18n/resources/en.ts');
    expect(keys).not.toContain('src/shop/packages/PackageEditorPage.tsx');
  });

  it('names every chunk of both editor modules but the shop script the page has already', () => {
    const hrefs = editorCodeHints(manifest, 'en').map((h) => h.href);
    expect(hrefs).toEqual(expect.arrayContaining(['/assets/EditorPage-E.js', '/assets/EditorSessionPage-G.js', '/assets/editor-H.js', '/assets/frame-F.js', '/assets/en-D.js']));
    expect(hrefs).not.toContain('/assets/index-A.js');
    expect(hrefs).not.toContain('/assets/nb-C.js');
  });
});

describe('withHeadHints', () => {
  const html = '<html><head><script type="module" crossorigin src="/assets/index-A.js"></script></head><body></body></html>';

  it('writes each hint once at the end of the head, escaped, leaving out what the page names already', () => {
    const out = withHeadHints(html, [
      { kind: 'module', href: '/assets/editor-B.js' },
      { kind: 'module', href: '/assets/index-A.js' },
      { kind: 'image', href: '/templates/all/x.png', high: true },
      { kind: 'canvasPicture', href: '/media/a"b.jpg' },
      { kind: 'font', href: '/assets/f.woff2' },
      { kind: 'module', href: '/assets/editor-B.js' },
    ]);
    expect(out).toBe(
      '<html><head><script type="module" crossorigin src="/assets/index-A.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/editor-B.js">\n' +
        '<link rel="preload" as="image" href="/templates/all/x.png" fetchpriority="high">\n' +
        '<link rel="preload" as="fetch" crossorigin href="/media/a&quot;b.jpg">\n' +
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/f.woff2">\n' +
        '</head><body></body></html>',
    );
  });

  it('leaves a page without hints as it is', () => {
    expect(withHeadHints(html, [])).toBe(html);
  });

  it("hints a file the page only mentions in its data (the build's list of lazily loaded code), not in a tag that loads it", () => {
    const withList = html.replace('</head>', '<script id="lazy-code" type="application/json">{"editor":["/assets/editor-B.js"]}</script></head>');
    expect(withHeadHints(withList, [{ kind: 'module', href: '/assets/editor-B.js' }])).toContain('<link rel="modulepreload" crossorigin href="/assets/editor-B.js">');
  });
});

describe('answersTag: the answers as the page carries them', () => {
  it('is a JSON script element with no text that could end the script', () => {
    const embedded = { path: '/products/cards/p/t', answers: { 'GET /api/webshop/session': { user: { name: '</script><script>alert(1)</script>' } } } };
    const json = /^<script id="shop-embedded-answers" type="application\/json">(.*)<\/script>$/.exec(answersTag(embedded))?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('<');
    expect(JSON.parse(json!)).toEqual(embedded);
  });
});
