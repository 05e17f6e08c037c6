/**
 * The shop's Chakra system carries only the recipes of the components it uses (src/shop/theme/
 * system.ts keeps them out of the first JS). A component whose recipe is missing renders
 * unstyled without any error, so this finds every Chakra component imported under src/, follows
 * the components those use inside Chakra, and expects each recipe key they ask for that Chakra's
 * default theme styles to be in the shop's system.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import * as carryOwn from '../../../../src/chakra';
import { addSlotRecipe } from '../../../../src/chakra/withRecipe';
import { PALETTES_LEFT_OUT } from '../../../../scripts/gen-chakra-theme';
import { shopSystem } from '../../../../src/shop/theme/system';

const system = shopSystem();

const CARRY_OWN = path.join('src', 'chakra') + path.sep;
const CHAKRA_ESM = 'node_modules/@chakra-ui/react/dist/esm';
const COMPONENTS = path.join(CHAKRA_ESM, 'components');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Names imported from '@chakra-ui/react' under src/, outside src/chakra (whose components bring their own recipe). */
function importedChakraNames(files = sourceFiles('src').filter((file) => !file.startsWith(CARRY_OWN))): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of match[1].split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** The recipe keys the given components (and the Chakra components they use) look up. */
function recipeKeysOf(names: Set<string>): Set<string> {
  const index = readFileSync(path.join(CHAKRA_ESM, 'index.js'), 'utf8');
  const folders = new Set(readdirSync(COMPONENTS));
  const kebab = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  const queue = [...names].map((name) => index.match(new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from '\\./components/([^/']+)`))?.[1] ?? kebab(name));
  const seen = new Set<string>();
  const keys = new Set<string>();
  while (queue.length > 0) {
    const folder = queue.pop()!;
    if (seen.has(folder) || !folders.has(folder)) continue;
    seen.add(folder);
    const dir = path.join(COMPONENTS, folder);
    const code = readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(dir, f), 'utf8'))
      .join('\n');
    for (const match of code.matchAll(/key: "(\w+)"/g)) keys.add(match[1]);
    for (const match of code.matchAll(/from '\.\.\/([a-z-]+)\//g)) queue.push(match[1]);
  }
  return keys;
}

describe('the shop theme', () => {
  it('has every token of Chakra’s default theme (it assembles them from Chakra’s modules itself) but those of the palettes it leaves out', () => {
    const chakras = createSystem(defaultConfig).tokens.allTokens.map((token) => token.name);
    expect(chakras.length).toBeGreaterThan(500);
    const missing = chakras.filter((name) => !system.tokens.getByName(name));
    const paletteOf = (name: string) => /^colors\.([a-z]+)\./.exec(name)?.[1];
    expect(missing.filter((name) => !PALETTES_LEFT_OUT.includes(paletteOf(name) ?? ''))).toEqual([]);
    expect(new Set(missing.map(paletteOf))).toEqual(new Set(PALETTES_LEFT_OUT));
    expect(system._config.cssVarsPrefix).toBe(defaultConfig.cssVarsPrefix);
    expect(system._config.cssVarsRoot).toBe(defaultConfig.cssVarsRoot);
  });

  it('leaves out only palettes nothing names: no colour in the shop’s code, no Chakra recipe it uses', () => {
    const named = new RegExp(`(['"\`{:=\\s.])(${PALETTES_LEFT_OUT.join('|')})(\\.[a-zA-Z0-9]+|['"\`])`);
    const inCode = sourceFiles('src')
      .filter((file) => !file.endsWith(path.join('theme', 'system.ts')))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && named.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
    expect(inCode).toEqual([]);
    const recipes = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes } as Record<string, unknown>;
    const used = [...recipeKeysOf(importedChakraNames())].filter((key) => recipes[key]);
    expect(used).toContain('alert');
    const palettesOfRecipes = used.flatMap((key) => [...JSON.stringify(recipes[key]).matchAll(/"colorPalette":"(\w+)"/g)].map((m) => `${key}: ${m[1]}`));
    expect(palettesOfRecipes).toContain('alert: blue');
    expect(palettesOfRecipes.filter((entry) => PALETTES_LEFT_OUT.includes(entry.split(': ')[1]))).toEqual([]);
  });

  it('gives each semantic token its light value only: the shop has no dark mode', () => {
    const css = JSON.stringify(system.getTokenCss());
    expect(css).toContain('"--chakra-colors-bg":"var(--chakra-colors-white)"');
    expect(css).toContain('"--chakra-colors-fg-muted":"var(--chakra-colors-gray-600)"');
    expect(css).not.toContain('.dark');
    const chakras = createSystem(defaultConfig);
    expect(JSON.stringify(chakras.getTokenCss())).toContain('.dark');
  });

  it('has the recipe of every Chakra component the shop uses', () => {
    const styledByChakra = new Set([...Object.keys(defaultConfig.theme?.recipes ?? {}), ...Object.keys(defaultConfig.theme?.slotRecipes ?? {})]);
    const needed = [...recipeKeysOf(importedChakraNames())].filter((key) => styledByChakra.has(key));
    expect(needed).toContain('button');
    const missing = needed.filter((key) => !system.isRecipe(key) && !system.isSlotRecipe(key));
    expect(missing).toEqual([]);
  });

  it('leaves the components of src/chakra to bring their own recipe, and nothing imports them from Chakra directly', () => {
    const ownNames = new Set(Object.keys(carryOwn));
    expect(ownNames).toContain('Tabs');
    const direct = sourceFiles('src')
      .filter((file) => !file.startsWith(CARRY_OWN))
      .flatMap((file) => [...importedChakraNames([file])].filter((name) => ownNames.has(name)).map((name) => `${file}: ${name}`));
    expect(direct).toEqual([]);
  });
});

describe('a recipe added when its component first renders', () => {
  it('styles the component from then on, and a theme’s own recipe wins', () => {
    const fresh = createSystem(defaultBaseConfig, { theme: { slotRecipes: { own: { slots: ['root'], base: { root: { color: 'red' } } } } } });
    expect(fresh.isSlotRecipe('tabs')).toBe(false);
    addSlotRecipe(fresh, 'tabs', tabsSlotRecipe);
    expect(fresh.isSlotRecipe('tabs')).toBe(true);
    expect(fresh.getSlotRecipeFn('tabs')({}).root).toBeTruthy();
    const own = fresh.getSlotRecipe('own');
    addSlotRecipe(fresh, 'own', tabsSlotRecipe);
    expect(fresh.getSlotRecipe('own')).toBe(own);
  });
});
