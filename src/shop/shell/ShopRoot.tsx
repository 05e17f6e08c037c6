import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useToastsWanted } from '../feedback/toaster';
import { useHydrated } from '../ssr/useHydrated';
import { AppLoader } from './AppLoader';

// Toasts only follow what a visitor does, so their renderer (Chakra's toast machine) loads with
// the first toast (feedback/toaster.ts); the toaster that screens call lives in the first bundle.
const Toaster = lazy(() => import('../feedback/Toaster').then((m) => ({ default: m.Toaster })));

/** The route tree's root: the shop's start (settings, session, texts) around every screen. */
export function ShopRoot() {
  // Toasts render into a portal of their own, which has no place in the server's HTML.
  const hydrated = useHydrated();
  const toastsWanted = useToastsWanted((s) => s.wanted);
  return (
    <>
      <AppLoader>
        <Outlet />
      </AppLoader>
      {hydrated && toastsWanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
