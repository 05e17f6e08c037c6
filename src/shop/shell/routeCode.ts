/**
 * The code of the lazily loaded screens a route shows, read from the route table itself (the
 * screens its matched routes' elements name), so a page starts loading it before its first render
 * reaches them; a server-rendered page is hydrated once it has come (main.tsx). A lazily loaded
 * area with routes of its own (the account area under /my-account/*) exports them as
 * `nestedRoutes`: the rest of the address is matched against them once the area has loaded.
 * A screen left out here would suspend while its part of the page is hydrated; an update reaching
 * that part meanwhile makes React draw it anew, the page jumps, and a tap on it is lost.
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

const nestedRoutesOf = (module: unknown): RouteObject[] | undefined => (module as { nestedRoutes?: RouteObject[] } | null)?.nestedRoutes;

/** Starts loading the screens `pathname` shows; settles when each has loaded or failed (the screen shows a failure itself). */
export function loadRouteCode(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const rest = matches.at(-1)?.params['*'];
  const screens = matches.flatMap((match) => lazyScreensIn(match.route.element));
  return Promise.allSettled(
    screens.map(async (screen) => {
      const nested = nestedRoutesOf(await screen.load());
      if (nested && rest !== undefined) await loadRouteCode(nested, `/${rest}`);
    }),
  ).then(() => undefined);
}
