/**
 * Browser side of the bundled fonts: Vite turns every @fontsource file of the font table into an
 * asset URL, and `ensureFontLoaded` registers and loads a family before any text is measured or
 * drawn, so a text never jumps from a fallback font to the real one.
 */
import type { FontFamily } from '../model/fonts';
import { availableWeight, fontFilesOf, type FontFile, type FontWeight } from './fontTable';

// Only URLs are bundled here; a file is fetched when its family is first loaded.
const FONT_URLS = import.meta.glob('/node_modules/@fontsource/*/files/*-latin*-normal.woff2', {
  query: '?url',
  import: 'default',
  eager: true,
}) as Record<string, string>;

export function fontFileUrl(file: FontFile): string {
  const url = FONT_URLS[`/node_modules/${file.packageFile}`];
  if (!url) throw new Error(`Font file not bundled: ${file.packageFile}`);
  return url;
}

const loading = new Map<string, Promise<void>>();

/**
 * Resolves once the family is ready to draw at that weight (bold falls back to the regular cut
 * where the family has none). Each family/weight is fetched once; later calls share the promise.
 */
export function ensureFontLoaded(family: FontFamily, weight: FontWeight = 400): Promise<void> {
  const shipped = availableWeight(family, weight);
  const key = `${family}/${shipped}`;
  let ready = loading.get(key);
  if (!ready) {
    ready = Promise.all(
      fontFilesOf(family, shipped).map(async (file) => {
        const face = new FontFace(family, `url(${fontFileUrl(file)}) format('woff2')`, {
          weight: String(file.weight),
          style: 'normal',
          unicodeRange: file.unicodeRange,
        });
        // Loaded before it is added, so canvas text never sees a half-registered family.
        await face.load();
        document.fonts.add(face);
      }),
    ).then(() => undefined);
    // A failed fetch may be retried by the next caller instead of failing forever.
    ready.catch(() => loading.delete(key));
    loading.set(key, ready);
  }
  return ready;
}
