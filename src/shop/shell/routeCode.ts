/**
 * The code of the lazily loaded screens a route shows, read from the route table itself (the
 * screens its matched routes' elements name), so a page starts loading it before its first render
 * reaches them; a server-rendered page is hydrated once it has come (main.tsx).
 */
import { Children, isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { isLazyScreen, type LazyScreen } from '../loading/lazyScreen';

function lazyScreensIn(node: ReactNode): LazyScreen[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return [];
    return [...(isLazyScreen(child.type) ? [child.type] : []), ...lazyScreensIn(child.props.children)];
  });
}

/** Starts loading the screens `pathname` shows; settles when each has loaded or failed (the screen shows a failure itself). */
export function loadRouteCode(routes: RouteObject[], pathname: string): Promise<void> {
  const screens = (matchRoutes(routes, pathname) ?? []).flatMap((match) => lazyScreensIn(match.route.element));
  return Promise.allSettled(screens.map((screen) => screen.load())).then(() => undefined);
}
