import { describe, expect, it } from 'vitest';
import { isEmbedded, rememberedEmbedding, runsInFrame, shopIsEmbedded } from '../../../../src/shop/embedding/embeddedMode';
import { pageLoadMessage, postPageLoad } from '../../../../src/shop/embedding/hostMessage';

/** A window as far as these modules look: its parent, address and session storage. */
function fakeWindow({ inFrame, search = '', stored = null }: { inFrame: boolean; search?: string; stored?: string | null }) {
  const posted: { message: unknown; origin: string }[] = [];
  const session = new Map<string, string>(stored ? [['shop.embedded', stored]] : []);
  const parent = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
  const win: { parent?: unknown; location: { search: string }; sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> } = {
    location: { search },
    sessionStorage: {
      getItem: (k: string) => session.get(k) ?? null,
      setItem: (k: string, v: string) => void session.set(k, v),
      removeItem: (k: string) => void session.delete(k),
    },
  };
  win.parent = inFrame ? parent : win;
  return { win: win as unknown as Window, posted, session };
}

describe('embedded mode (spec 2 §2.1)', () => {
  it('is on inside a frame, or after embedded=1 for the rest of the visit', () => {
    expect(isEmbedded({ inFrame: true, search: '', remembered: null })).toBe(true);
    expect(isEmbedded({ inFrame: false, search: '?embedded=1', remembered: null })).toBe(true);
    expect(isEmbedded({ inFrame: false, search: '', remembered: '1' })).toBe(true);
    expect(isEmbedded({ inFrame: false, search: '?embedded=0', remembered: '1' })).toBe(false);
    expect(isEmbedded({ inFrame: false, search: '?embedded=yes', remembered: null })).toBe(false);
    expect(rememberedEmbedding('?a=b', '1')).toBe('1');
  });

  it('remembers the query in session storage and forgets it on embedded=0', () => {
    const first = fakeWindow({ inFrame: false, search: '?embedded=1' });
    expect(shopIsEmbedded(first.win)).toBe(true);
    expect(first.session.get('shop.embedded')).toBe('1');
    expect(shopIsEmbedded(fakeWindow({ inFrame: false, stored: '1' }).win)).toBe(true);
    const off = fakeWindow({ inFrame: false, search: '?embedded=0', stored: '1' });
    expect(shopIsEmbedded(off.win)).toBe(false);
    expect(off.session.has('shop.embedded')).toBe(false);
    expect(shopIsEmbedded(fakeWindow({ inFrame: true }).win)).toBe(true);
    expect(runsInFrame(fakeWindow({ inFrame: false }).win)).toBe(false);
  });
});

describe('the page-load message to the host page (spec 1 §7)', () => {
  it('carries the item count and the total rounded to two decimals', () => {
    expect(pageLoadMessage({ itemCount: 3, totalPrice: 269.1049999 })).toEqual({ type: 'page-load', itemCount: 3, totalCost: 269.1 });
    expect(pageLoadMessage({ itemCount: 1, totalPrice: 0.125 })).toEqual({ type: 'page-load', itemCount: 1, totalCost: 0.13 });
  });

  it('goes to the parent only inside a frame', () => {
    const framed = fakeWindow({ inFrame: true });
    expect(postPageLoad({ itemCount: 2, totalPrice: 99.999 }, framed.win)).toBe(true);
    expect(framed.posted).toEqual([{ message: { type: 'page-load', itemCount: 2, totalCost: 100 }, origin: '*' }]);
    const alone = fakeWindow({ inFrame: false });
    expect(postPageLoad({ itemCount: 2, totalPrice: 5 }, alone.win)).toBe(false);
  });
});
