import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new screen starts at its top, as a full page load would. The first screen is left where the
 * browser put it: at the top of a new page, where a reload or Back left it, or where the reader
 * scrolled to while a server-rendered page was still being taken over (scrolling it back then
 * moved the tiles under a finger already on its way to one).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
