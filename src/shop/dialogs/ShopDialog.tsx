/**
 * The shop's dialog (ShopDialogFrame), mounted the first time it opens. A closed dialog shows
 * nothing, yet Chakra's dialog machine, focus trap and portal are about 20 KB gzip that no
 * screen needs before something opens; the shell preloads them once the page is idle.
 */
import { lazy, Suspense, useState } from 'react';
import type { ShopDialogProps } from './ShopDialogFrame';

export const preloadShopDialog = () => import('./ShopDialogFrame');
const ShopDialogFrame = lazy(() => preloadShopDialog().then((m) => ({ default: m.ShopDialogFrame })));

export function ShopDialog(props: ShopDialogProps) {
  const [opened, setOpened] = useState(props.open);
  // Kept mounted after the first open, so closing animates and reopening is instant.
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ShopDialogFrame {...props} />
    </Suspense>
  );
}
