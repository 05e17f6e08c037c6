import { fileURLToPath } from 'node:url';

/**
 * `@chakra-ui/react/theme/<part>` resolves to that one module of Chakra's theme. Chakra's public
 * `@chakra-ui/react/theme` is a single module that imports every recipe; as long as the first
 * screen imports it, the bundler files every recipe under the first JS, also the ones only lazily
 * loaded screens use (src/chakra). The shop's theme therefore imports exactly the parts it uses.
 */
export const chakraThemeModules = {
  find: /^@chakra-ui\/react\/theme\/(.+)$/,
  replacement: `${fileURLToPath(new URL('../../node_modules/@chakra-ui/react/dist/esm/theme', import.meta.url))}/$1.js`,
};
