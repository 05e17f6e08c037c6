/**
 * The shell's side menu and shared dialogs. All of them start closed, and their code (Chakra's
 * dialog and drawer machines, focus trap, portal: about 20 KB gzip) is not needed to show a
 * page, so it loads once the page is idle (with every screen's ShopDialog frame), or at once
 * when something opens first. Once loaded they stay mounted, so closing animates as usual.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useDialogStore } from '../dialogs/dialogStore';
import { preloadShopDialog } from '../dialogs/ShopDialog';
import { useMenuStore } from '../menu/menuStore';

const loadDialogs = () => import('./ShellDialogsBody');
const ShellDialogsBody = lazy(() => loadDialogs().then((m) => ({ default: m.ShellDialogsBody })));

/** After the first screen has had its time: a phone is busiest right after load. */
const IDLE_LOAD_DELAY_MS = 2000;

export function ShellDialogs() {
  const dialogOpen = useDialogStore((s) => s.open !== null);
  const menuOpen = useMenuStore((s) => s.open);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      void preloadShopDialog().catch(() => undefined);
      loadDialogs().then(
        () => setWanted(true),
        // Offline for a moment: the first open asks again.
        () => undefined,
      );
    }, IDLE_LOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // Latched: once shown they stay mounted, also when the menu was opened before the idle load.
  if (!wanted && (dialogOpen || menuOpen)) setWanted(true);
  if (!wanted && !dialogOpen && !menuOpen) return null;
  return (
    <Suspense fallback={null}>
      <ShellDialogsBody />
    </Suspense>
  );
}
