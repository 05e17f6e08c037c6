import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { COMPILE_HINT, compileHints, mappingsOneLineDown } from '../../../scripts/build/compileHints';

const chunk = (name: string, code: string) => ({ type: 'chunk', name, fileName: `assets/${name}-x1.js`, code, map: { version: 3, mappings: 'AAAA;AACA' } });
const mapAsset = (name: string) => ({ type: 'asset', fileName: `assets/${name}-x1.js.map`, source: JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA;AACA' }) });

function build(names: string[]) {
  const bundle = {
    'assets/editor-x1.js': chunk('editor', 'const a=1;\nexport{a};'),
    'assets/editor-x1.js.map': mapAsset('editor'),
    'assets/cart-x1.js': chunk('cart', 'export const b=2;'),
    'assets/cart-x1.js.map': mapAsset('cart'),
  } as unknown as Rollup.OutputBundle;
  const { generateBundle } = compileHints(names);
  if (!generateBundle || typeof generateBundle !== 'object') throw new Error('the plugin has no ordered generateBundle hook');
  (generateBundle.handler as (options: unknown, bundle: Rollup.OutputBundle) => void)({}, bundle);
  return bundle as unknown as Record<string, { code?: string; map?: { mappings: string }; source?: string }>;
}

describe('the build marks chosen chunks for eager compiling', () => {
  it('puts the hint on the first line of a named chunk, and moves its source map down by that line', () => {
    const bundle = build(['editor']);
    expect(bundle['assets/editor-x1.js'].code).toBe(`${COMPILE_HINT}\nconst a=1;\nexport{a};`);
    expect(bundle['assets/editor-x1.js'].map?.mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(bundle['assets/editor-x1.js.map'].source ?? '')).toEqual({ version: 3, sources: ['a.ts'], mappings: ';AAAA;AACA' });
  });

  it('leaves every other chunk and its map as they were', () => {
    const bundle = build(['editor']);
    expect(bundle['assets/cart-x1.js'].code).toBe('export const b=2;');
    expect(JSON.parse(bundle['assets/cart-x1.js.map'].source ?? '').mappings).toBe('AAAA;AACA');
  });

  it('moves mappings down by one line, each line of them kept', () => {
    expect(mappingsOneLineDown('AAAA,CAAC;;EAEE')).toBe(';AAAA,CAAC;;EAEE');
  });
});
