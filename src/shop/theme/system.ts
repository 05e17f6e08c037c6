import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { alertSlotRecipe } from '@chakra-ui/react/theme/recipes/alert';
import { badgeRecipe } from '@chakra-ui/react/theme/recipes/badge';
import { buttonRecipe } from '@chakra-ui/react/theme/recipes/button';
import { containerRecipe } from '@chakra-ui/react/theme/recipes/container';
import { fieldSlotRecipe } from '@chakra-ui/react/theme/recipes/field';
import { headingRecipe } from '@chakra-ui/react/theme/recipes/heading';
import { iconRecipe } from '@chakra-ui/react/theme/recipes/icon';
import { inputRecipe } from '@chakra-ui/react/theme/recipes/input';
import { linkRecipe } from '@chakra-ui/react/theme/recipes/link';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme/recipes/native-select';
import { separatorRecipe } from '@chakra-ui/react/theme/recipes/separator';
import { skeletonRecipe } from '@chakra-ui/react/theme/recipes/skeleton';
import { spinnerRecipe } from '@chakra-ui/react/theme/recipes/spinner';
import { markOnce } from '../../engine/react';
import { chakraThemeData } from './chakraTheme.gen';

/**
 * Chakra's default theme with only the recipes of the components the shop uses: `defaultConfig`
 * carries all ~80 recipes (and importing it also builds Chakra's own default system at start), which
 * made the theme a large part of the first JS. A component whose recipe is missing renders
 * unstyled, so tests/unit/shop/theme/recipes.test.ts checks every Chakra component imported under
 * src/ against this list.
 */
const chakraTheme = defineConfig({
  preflight: true,
  // As in Chakra's theme module (see scripts/build/chakraThemeModules.ts for why it is not imported).
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  // Its tokens, styles and global CSS, trimmed at build time (scripts/gen-chakra-theme.ts).
  globalCss: chakraThemeData.globalCss,
  theme: {
    ...chakraThemeData.theme,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
    },
  },
});

/**
 * A calm fjord-teal palette with a warm sand accent: photos are the colourful part of the page,
 * so the frame around them stays quiet.
 */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg', minHeight: '100%' },
    // Keyboard users must always see where they are (spec: focus visible).
    ':focus-visible': { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
  theme: {
    keyframes: {
      // The cart badge's 1 s bump when the item count changes (spec 1 §9).
      cartBadgeBump: {
        '0%': { transform: 'scale(1)' },
        '25%': { transform: 'scale(1.5)' },
        '50%': { transform: 'scale(0.9)' },
        '75%': { transform: 'scale(1.15)' },
        '100%': { transform: 'scale(1)' },
      },
    },
    tokens: {
      fonts: {
        heading: { value: "'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#eef7f6' },
          100: { value: '#d4ebe8' },
          200: { value: '#aad6d0' },
          300: { value: '#79bbb2' },
          400: { value: '#4c9c93' },
          500: { value: '#33817a' },
          600: { value: '#286864' },
          700: { value: '#235553' },
          800: { value: '#1f4544' },
          900: { value: '#1c3a3a' },
          950: { value: '#0e2323' },
        },
        sand: {
          50: { value: '#fbf8f3' },
          100: { value: '#f5eee2' },
          200: { value: '#eadcc3' },
          300: { value: '#dcc49c' },
          500: { value: '#b98d4f' },
          700: { value: '#7d5c2f' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          subtle: { value: '{colors.brand.50}' },
          muted: { value: '{colors.brand.100}' },
          emphasized: { value: '{colors.brand.200}' },
          solid: { value: '{colors.brand.600}' },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: '{colors.brand.500}' },
        },
        'bg.canvas': { value: '{colors.sand.50}' },
      },
    },
    recipes: {
      // Touch targets of at least 44 px (sizes.11) for every button and field by default.
      button: { defaultVariants: { size: 'lg' } },
      input: { defaultVariants: { size: 'lg' } },
    },
  },
});

let created: SystemContext | null = null;

/**
 * The shop's system, made on its first use (the first render) rather than when the module runs:
 * making it is 100-200 ms of a phone's main thread at Lighthouse's 4x slowdown, and apart from
 * the task that runs the shop's modules the page has two long tasks instead of one longer one,
 * each blocking taps for 50 ms less (total blocking time).
 */
export function shopSystem(): SystemContext {
  if (!created) {
    markOnce('shop:theme-start');
    created = createSystem(defaultBaseConfig, chakraTheme, config);
    markOnce('shop:theme-end');
  }
  return created;
}
