import { describe, expect, it } from 'vitest';
import { SERVER_STYLES_ATTRIBUTE, serverStyleTags } from '../../../../src/shop/ssr/emotionCache';

describe('serverStyleTags', () => {
  it("writes the page's own rules under the shop's attribute, not emotion's, so emotion does not move them", () => {
    const tags = serverStyleTags([{ key: 'shop', ids: ['a1', 'b2'], css: '.shop-a1{color:red}.shop-b2{margin:0}' }]);
    expect(tags).toBe(`<style ${SERVER_STYLES_ATTRIBUTE}="a1 b2">.shop-a1{color:red}.shop-b2{margin:0}</style>`);
    expect(tags).not.toContain('data-emotion');
  });

  it("keeps a <Global>'s sheet as emotion writes it, for that component to find, and leaves out empty chunks", () => {
    const tags = serverStyleTags([
      { key: 'shop-global', ids: ['g1'], css: 'body{margin:0}' },
      { key: 'shop', ids: [], css: '' },
    ]);
    expect(tags).toBe('<style data-emotion="shop-global g1">body{margin:0}</style>');
  });
});
