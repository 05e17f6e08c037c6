import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CHAKRA_THEME_FILE, chakraThemeData, lightOnly, renderChakraTheme } from '../../../../scripts/gen-chakra-theme';

describe('chakraTheme.gen.ts', () => {
  it('is what the generator writes from the installed Chakra now', async () => {
    if ((await readFile(CHAKRA_THEME_FILE, 'utf8')) !== renderChakraTheme(chakraThemeData())) {
      expect.fail('src/shop/theme/chakraTheme.gen.ts is stale: run npm run gen:chakra-theme');
    }
  });
});

describe('lightOnly', () => {
  it('keeps the light value of a token with a light and a dark one, at any depth, and leaves other values alone', () => {
    expect(
      lightOnly({
        bg: { DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.black}' } }, plain: { value: '{colors.gray.50}' } },
        shadow: { value: { _light: '0 1px red', _dark: '0 1px blue' }, description: 'kept' },
      }),
    ).toEqual({
      bg: { DEFAULT: { value: '{colors.white}' }, plain: { value: '{colors.gray.50}' } },
      shadow: { value: '0 1px red', description: 'kept' },
    });
  });
});
