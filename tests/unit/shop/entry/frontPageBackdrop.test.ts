import { describe, expect, it } from 'vitest';
import { frontPageBackdrop } from '../../../../src/shop/entry/frontPageBackdrop';

describe('frontPageBackdrop', () => {
  it('lets the browser pick a WebP width of a site image, sized to cover a portrait screen', () => {
    const backdrop = frontPageBackdrop('/media/site/frontpage.jpg');
    expect(backdrop.src).toBe('/media/site/frontpage.jpg');
    expect(backdrop.srcSet).toContain('/media/site/frontpage.jpg/640.webp 640w');
    expect(backdrop.sizes).toBe('(orientation: portrait) 178vh, 100vw');
  });

  it('shows an image from elsewhere as it is', () => {
    expect(frontPageBackdrop('https://cdn.example.no/front.jpg')).toEqual({ src: 'https://cdn.example.no/front.jpg' });
  });
});
