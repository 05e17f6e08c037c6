/**
 * The picture a rendered page paints largest, for a preload in its head: the first <img> the page
 * marked fetchpriority="high" (the front page's backdrop, a template list's first tile), with its
 * srcset and sizes so the preload fetches the very file the <img> picks. Pure.
 */
export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

// React writes the attributes as named in JSX (fetchPriority, srcSet); HTML reads them in any case.
const PRIORITY_IMG = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i;

/** React's attribute escaping undone: & " ' < > as written in the HTML. */
const unescapeAttribute = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

function attribute(tag: string, name: string): string | undefined {
  const found = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return found ? unescapeAttribute(found[1]) : undefined;
}

export function lcpImage(html: string): PreloadImage | null {
  const tag = PRIORITY_IMG.exec(html)?.[0];
  const href = tag && attribute(tag, 'src');
  if (!tag || !href) return null;
  const srcset = attribute(tag, 'srcset');
  const sizes = attribute(tag, 'sizes');
  return { href, ...(srcset ? { srcset } : {}), ...(sizes ? { sizes } : {}) };
}
