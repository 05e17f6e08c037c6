/**
 * The shop's dialog (ShopDialogFrame), mounted the first time it opens. A closed dialog shows
 * nothing, yet Chakra's dialog machine, focus trap and portal are about 20 KB gzip that no
 * screen needs before something opens; the shell preloads them once the page is idle.
 */
import { lazy, Suspense, useState } from 'react';
import type { ShopDialogProps } from './ShopDialogFrame';

export const preloadShopDialog = () => import('./ShopDialogFrame');
const ShopDialogFrame = lazy(() => preloadShopDialog().then((m) => ({ default: m.ShopDialogFrame })));

interface LazyShopDialogProps extends ShopDialogProps {
  /**
   * Mount the frame at once (closed) instead of on the first open. For the dialogs the side menu
   * opens: Chakra must see the menu close and the dialog open in one update, or the dialog keeps
   * the menu's `pointer-events: none` on the page as the style to restore when it closes.
   */
  mountAtOnce?: boolean;
}

export function ShopDialog({ mountAtOnce = false, ...props }: LazyShopDialogProps) {
  const [opened, setOpened] = useState(props.open || mountAtOnce);
  // Kept mounted after the first open, so closing animates and reopening is instant.
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ShopDialogFrame {...props} />
    </Suspense>
  );
}
