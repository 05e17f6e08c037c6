import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-ssr/**', 'bench/editor/floor/dist/**', 'var/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  // The library floor's pages run in the browser.
  { files: ['bench/editor/floor/src/**/*.js'], languageOptions: { globals: globals.browser } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The shop's code takes Konva's core and the shapes it draws with from src/engine/render/konva.ts:
  // Konva's and react-konva's own entries bring every shape, filter and the Transformer into the editor's chunk.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/engine/render/konva.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'konva', message: "Import { Konva } from src/engine/render/konva.ts (Konva's core and the shapes the engine uses)." },
            { name: 'react-konva', message: "Import from 'react-konva/lib/ReactKonvaCore' (react-konva without every Konva shape)." },
          ],
        },
      ],
    },
  },
  // Browser specs drive pages from outside and hold no React: useEnglish and test.use are not hooks.
  { files: ['tests/e2e/**', 'tests/visual/**', 'tests/a11y/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
);
