import { createElement, Fragment, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../../../src/shop/loading/lazyScreen';
import { loadRouteCode } from '../../../../src/shop/shell/routeCode';

const Wrapper = ({ children }: { children?: ReactNode }) => createElement(Fragment, null, children);
const Layout = () => null;

function screen(name: string) {
  const importer = vi.fn(() => Promise.resolve({ [name]: () => null }));
  return { importer, Screen: lazyScreen(importer, (m) => m[name]) };
}

describe('loadRouteCode', () => {
  const front = screen('Front');
  const cart = screen('Cart');
  const editor = screen('Editor');
  const routes: RouteObject[] = [
    {
      element: createElement(Layout),
      children: [
        { index: true, element: createElement(front.Screen) },
        { path: 'shopping-cart', element: createElement(Wrapper, null, createElement(cart.Screen)) },
        { path: 'products/:type/:uuid', element: createElement(Wrapper, null, createElement(Wrapper, null, createElement(editor.Screen))) },
      ],
    },
  ];

  it("loads the screens of the matched route, also when wrapped in other elements, and no other screen's", async () => {
    await loadRouteCode(routes, '/shopping-cart');
    expect(cart.importer).toHaveBeenCalledTimes(1);
    expect(front.importer).not.toHaveBeenCalled();
    await loadRouteCode(routes, '/products/cards/123');
    expect(editor.importer).toHaveBeenCalledTimes(1);
    await loadRouteCode(routes, '/');
    expect(front.importer).toHaveBeenCalledTimes(1);
  });

  it('settles when a screen fails to load, and loads nothing for a path no route matches', async () => {
    const broken = lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), () => Layout);
    await expect(loadRouteCode([{ path: 'x', element: createElement(broken) }], '/x')).resolves.toBeUndefined();
    await expect(loadRouteCode(routes, '/nowhere/at/all')).resolves.toBeUndefined();
  });

  it("loads the screens of a lazily loaded area's own routes, matched against the rest of the address", async () => {
    const list = screen('List');
    const detail = screen('Detail');
    const nestedRoutes: RouteObject[] = [
      { element: createElement(Layout), children: [{ path: 'sets', element: createElement(Wrapper, null, createElement(list.Screen)) }, { path: 'sets/:uuid', element: createElement(detail.Screen) }] },
    ];
    const areaImporter = vi.fn(() => Promise.resolve({ Area: () => null, nestedRoutes }));
    const area = lazyScreen(areaImporter, (m) => m.Area);
    const top: RouteObject[] = [{ path: 'account/*', element: createElement(area) }];

    await loadRouteCode(top, '/account/sets/42');
    expect(areaImporter).toHaveBeenCalledTimes(1);
    expect(detail.importer).toHaveBeenCalledTimes(1);
    expect(list.importer).not.toHaveBeenCalled();
    await loadRouteCode(top, '/account/sets');
    expect(list.importer).toHaveBeenCalledTimes(1);
  });
});
