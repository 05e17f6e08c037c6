import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { lazyCodeFiles } from '../../../scripts/build/lazyCodeList';

const ROOT = '/repo';
const chunk = (fileName: string, imports: string[], extra: { isEntry?: boolean; facadeModuleId?: string } = {}) => ({ type: 'chunk', fileName, imports, isEntry: false, facadeModuleId: null, ...extra });

const bundle = Object.fromEntries(
  [
    chunk('assets/index-a.js', ['assets/runtime-b.js'], { isEntry: true, facadeModuleId: `${ROOT}/src/shop/main.tsx` }),
    chunk('assets/runtime-b.js', []),
    chunk('assets/EditorSessionPage-c.js', ['assets/editor-d.js', 'assets/runtime-b.js', 'assets/skeleton-e.js'], { facadeModuleId: `${ROOT}/src/shop/editorPage/EditorSessionPage.tsx` }),
    chunk('assets/editor-d.js', ['assets/skeleton-e.js', 'assets/runtime-b.js']),
    chunk('assets/skeleton-e.js', ['assets/runtime-b.js']),
    chunk('assets/CartPage-f.js', ['assets/skeleton-e.js'], { facadeModuleId: `${ROOT}/src/shop/cartPage/CartPage.tsx` }),
    { type: 'asset', fileName: 'assets/font-g.woff2' },
  ].map((c) => [c.fileName, c]),
) as unknown as Rollup.OutputBundle;

describe("the build's list of lazily loaded code", () => {
  it("names a module's chunk and every chunk it imports statically, without what the page's own script loads", () => {
    expect(lazyCodeFiles(bundle, { editor: 'src/shop/editorPage/EditorSessionPage.tsx', cart: 'src/shop/cartPage/CartPage.tsx' }, ROOT)).toEqual({
      editor: ['/assets/EditorSessionPage-c.js', '/assets/editor-d.js', '/assets/skeleton-e.js'],
      cart: ['/assets/CartPage-f.js', '/assets/skeleton-e.js'],
    });
  });

  it('fails the build for a module no chunk is made from', () => {
    expect(() => lazyCodeFiles(bundle, { gone: 'src/shop/Gone.tsx' }, ROOT)).toThrow('no chunk is made from src/shop/Gone.tsx');
  });
});
