import { describe, expect, it } from 'vitest';
import { lcpImage } from '../../../../src/shop/ssr/lcpImage';
import { pageDocument } from '../../../../src/shop/ssr/pageDocument';

const TILE =
  '<div><img alt="Kort" loading="lazy" src="/a.webp?lang=nb&amp;v=1"><img alt="Jul &quot;1&quot;" fetchPriority="high" loading="eager" src="/d/360.webp?lang=nb&amp;v=x" srcSet="/d/180.webp?lang=nb&amp;v=x 180w, /d/360.webp?lang=nb&amp;v=x 360w" sizes="(min-width: 62em) 23vw, 45vw"></div>';

describe('lcpImage', () => {
  it('takes the first high-priority <img> of a page with its srcset and sizes, unescaped, as React writes them', () => {
    expect(lcpImage(TILE)).toEqual({
      href: '/d/360.webp?lang=nb&v=x',
      srcset: '/d/180.webp?lang=nb&v=x 180w, /d/360.webp?lang=nb&v=x 360w',
      sizes: '(min-width: 62em) 23vw, 45vw',
    });
  });

  it('is nothing on a page without a high-priority image', () => {
    expect(lcpImage('<img src="/x.webp" loading="lazy">')).toBeNull();
  });

  it('is written into the head as a preload the <img> uses (the same srcset and sizes)', () => {
    const html = pageDocument('<html lang="nb"><head><title>x</title></head><body><div id="root"></div></body></html>', {
      language: 'nb',
      title: 'Shop',
      styles: '',
      html: TILE,
      data: { settings: {}, session: {}, cartSummary: {}, pictureSets: null, language: 'nb', texts: {}, answers: {} } as never,
      preloadImage: lcpImage(TILE),
    });
    expect(html).toContain(
      '<link rel="preload" as="image" href="/d/360.webp?lang=nb&amp;v=x" imagesrcset="/d/180.webp?lang=nb&amp;v=x 180w, /d/360.webp?lang=nb&amp;v=x 360w" imagesizes="(min-width: 62em) 23vw, 45vw" fetchpriority="high">',
    );
  });
});
