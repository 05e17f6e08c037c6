import { describe, expect, it } from 'vitest';
import { parseSiteImageVariant, siteImageSrcSet } from '../../../src/domain/siteImages/siteImageVariants';

describe('site image variants', () => {
  it('offers every width of a site image as a srcset', () => {
    expect(siteImageSrcSet('/media/site/frontpage.jpg')).toBe(
      '/media/site/frontpage.jpg/640.webp 640w, /media/site/frontpage.jpg/1280.webp 1280w, /media/site/frontpage.jpg/1920.webp 1920w',
    );
  });

  it('offers none for an image elsewhere or a name the site folder does not serve', () => {
    for (const url of ['https://cdn.example.no/front.jpg', '/media/pictures/x/640/original.jpg', '/media/site/../secret.jpg', '/media/site/front.gif', '']) {
      expect(siteImageSrcSet(url)).toBeNull();
    }
  });

  it('reads only the widths it makes, in their one spelling', () => {
    expect(parseSiteImageVariant('1280.webp')).toBe(1280);
    for (const variant of ['1000.webp', '01280.webp', '1280.jpg', '1280', 'webp']) expect(parseSiteImageVariant(variant)).toBeNull();
  });
});
