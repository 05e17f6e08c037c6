import { describe, expect, it } from 'vitest';
import { isPublicPage, rendersOnServer } from '../../../../src/shop/ssr/serverPages';

const SET = '0b7a3c1e-5d2f-4a8b-9c6d-1e2f3a4b5c6d';

describe('rendersOnServer', () => {
  it('renders checkout and the account sub-pages that show the session\'s data', () => {
    for (const path of [
      '/shopping-cart/checkout',
      '/my-account',
      '/my-account/orders',
      `/my-account/orders/${SET}`,
      '/my-account/cancel-picture-packages',
      '/my-account/add-picture-set',
      '/my-account/picture-sets',
      `/my-account/picture-sets/${SET}/`,
    ]) {
      expect(rendersOnServer(path), path).toBe(true);
      expect(isPublicPage(path), path).toBe(false);
    }
  });

  it('leaves the picture-set flows, the editor and support to the browser', () => {
    for (const path of [
      `/my-account/picture-sets/${SET}/favorites`,
      `/my-account/picture-sets/${SET}/yearbook-pose`,
      '/my-account/new-set',
      '/new-picture-set/favorites',
      '/products/packages',
      '/products/digital-portraits',
      '/support',
    ]) {
      expect(rendersOnServer(path), path).toBe(false);
    }
  });
});
