import { earlyTapsScript } from './earlyTaps';
import type { PreloadImage } from './lcpImage';
import { PAGE_DATA_ELEMENT_ID, pageDataJson, type PageData } from './pageData';

const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export interface PageParts {
  language: string;
  title: string;
  /** Emotion's style tags of what the render used. */
  styles: string;
  /** The rendered shop (inside #root). */
  html: string;
  data: PageData;
  /** The page's largest image: the browser starts it with the HTML, before the CSS says so. */
  preloadImage: PreloadImage | null;
}

function preloadTag({ href, srcset, sizes }: PreloadImage): string {
  const set = srcset ? ` imagesrcset="${escapeAttribute(srcset)}"${sizes ? ` imagesizes="${escapeAttribute(sizes)}"` : ''}` : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(href)}"${set} fetchpriority="high">`;
}

/** The built index.html with a rendered page in it. Pure. */
export function pageDocument(template: string, parts: PageParts): string {
  const head = [
    // Runs as the head is read, before the page's HTML: a tap before the shop has taken it over is held, not lost.
    earlyTapsScript(),
    parts.preloadImage ? preloadTag(parts.preloadImage) : '',
    parts.styles,
  ].join('');
  // Replacer functions: a `$` in the page (a price, a text) is no replacement pattern there.
  const replaced = template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeAttribute(parts.language)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(parts.title)}</title>`)
    .replace('</head>', () => `${head}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${parts.html}</div><script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${pageDataJson(parts.data)}</script>`,
    );
  if (!replaced.includes(`id="${PAGE_DATA_ELEMENT_ID}"`)) throw new Error('index.html has no empty <div id="root"></div> to render into');
  return replaced;
}
