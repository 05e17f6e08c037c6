import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../../src/api/contract/settings';
import { visibleMenuItems } from '../../../../src/shop/menu/menuVisibility';

const item = (id: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  title: { nb: id },
  type: 'route',
  target: `/${id}`,
  device: 0,
  visibility: 0,
  children: [],
  ...extra,
});

const ids = (items: MenuItem[]): unknown => items.map((i) => (i.children.length ? { [i.id]: ids(i.children) } : i.id));

describe('menu visibility', () => {
  const menu = [
    item('always'),
    item('signedIn', { visibility: 1 }),
    item('signedOut', { visibility: 2 }),
    item('desktopOnly', { device: 2 }),
    item('group', { type: 'parent', target: '', children: [item('child'), item('childSignedIn', { visibility: 1 })] }),
    item('emptyForVisitors', { type: 'parent', target: '', children: [item('onlyMembers', { visibility: 1 })] }),
  ];

  it('shows a visitor the always and signed-out items', () => {
    expect(ids(visibleMenuItems(menu, false))).toEqual(['always', 'signedOut', { group: ['child'] }]);
  });

  it('shows a signed-in customer the always and signed-in items', () => {
    expect(ids(visibleMenuItems(menu, true))).toEqual([
      'always',
      'signedIn',
      { group: ['child', 'childSignedIn'] },
      { emptyForVisitors: ['onlyMembers'] },
    ]);
  });

  it('never shows device 2 items', () => {
    expect(visibleMenuItems([item('x', { device: 2, visibility: 1 })], true)).toEqual([]);
  });
});
