import { describe, expect, it } from 'vitest';
import { isPublicPage, rendersOnServer } from '../../../../src/shop/ssr/serverPages';

const PRODUCT = 'f686e0ca-5937-58ee-a068-910194691011';
const TEMPLATE = 'e81b52ae-ad3a-5a34-a20a-b1632610263e';

describe('which pages the server renders', () => {
  it("renders the editor's create pages (their frame), in each of the create routes' shapes, for signed-in customers only", () => {
    for (const path of [`/products/cards/${PRODUCT}/${TEMPLATE}`, `/products/cards/cards/${PRODUCT}/${TEMPLATE}`, `/products/categories/gifts/mugs/${PRODUCT}/${TEMPLATE}`]) {
      expect(rendersOnServer(path), path).toBe(true);
      expect(isPublicPage(path), path).toBe(false);
    }
  });

  it('leaves a path that names no template, and a cart line opened again, to the browser', () => {
    expect(rendersOnServer(`/products/cards/cards/${PRODUCT}/not-a-uuid`)).toBe(false);
    expect(rendersOnServer(`/products/unknown-type/${PRODUCT}/${TEMPLATE}`)).toBe(false);
    expect(rendersOnServer(`/shopping-cart/edit/${TEMPLATE}`)).toBe(false);
  });
});
