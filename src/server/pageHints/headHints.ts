/**
 * Preload hints (`<link rel=preload|modulepreload>`) written into a page, so the browser starts
 * downloads the page will make before its scripts have run. A preload is only used when the page
 * later asks for the same URL the same way: font files go with `crossorigin` (CORS mode,
 * same-origin cookies), an <img>'s picture as an image, and a picture a canvas draws as the
 * `fetch` the engine decodes it from (engine/render/images.ts).
 */
export type HeadHint =
  | { kind: 'module'; href: string }
  /** A picture shown in an <img> of the page. */
  | { kind: 'image'; href: string; high?: boolean }
  /** A picture the page draws on a canvas. */
  | { kind: 'canvasPicture'; href: string }
  | { kind: 'font'; href: string };

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

export function hintTag(hint: HeadHint): string {
  const href = `href="${escapeAttribute(hint.href)}"`;
  switch (hint.kind) {
    case 'module':
      return `<link rel="modulepreload" crossorigin ${href}>`;
    case 'image':
      return `<link rel="preload" as="image" ${href}${hint.high ? ' fetchpriority="high"' : ''}>`;
    case 'canvasPicture':
      return `<link rel="preload" as="fetch" crossorigin ${href}>`;
    case 'font':
      return `<link rel="preload" as="font" type="font/woff2" crossorigin ${href}>`;
  }
}

/** Whether a tag of the page (`html`) loads `href` already: a script's or a link's address, not a mention in the page's data. */
const pageLoads = (html: string, href: string) => [`src="${escapeAttribute(href)}"`, `href="${escapeAttribute(href)}"`].some((attribute) => html.includes(attribute));

/** The tags of the hints the page (`html`) does not load already, each URL once. */
export function hintTags(html: string, hints: readonly HeadHint[]): string[] {
  const seen = new Set<string>();
  return hints.filter((h) => !seen.has(h.href) && !pageLoads(html, h.href) && seen.add(h.href)).map(hintTag);
}

/** The page with the hints at the end of its head (after its own script, which goes first); each URL once. */
export function withHeadHints(html: string, hints: readonly HeadHint[]): string {
  if (hints.length === 0) return html;
  const tags = hintTags(html, hints);
  const at = html.indexOf('</head>');
  if (at < 0) return html;
  return `${html.slice(0, at)}${tags.join('\n')}\n${html.slice(at)}`;
}
