import { useCartSummaryStore } from '../cart/cartSummaryStore';
import { usePictureSetsStore } from '../pictures/pictureSetsStore';
import { useSessionStore } from '../session/sessionStore';
import { useSettingsStore } from '../settings/settingsStore';
import type { PageData } from '../ssr/pageData';

type StoreData = Pick<PageData, 'settings' | 'session' | 'cartSummary' | 'pictureSets'>;

/** Fills the shop's stores with what the server read (before its render, and before hydrating). */
export function fillShopStores({ settings, session, cartSummary, pictureSets }: StoreData): void {
  usePictureSetsStore.setState({ pictureSets });
  useSettingsStore.setState({ settings });
  useSessionStore.setState({ session });
  useCartSummaryStore.setState({ itemCount: cartSummary.itemCount, totalPrice: cartSummary.totalPrice });
}

/** The server, after a render: the next request starts from nothing. */
export function emptyShopStores(): void {
  usePictureSetsStore.setState({ pictureSets: null });
  useSettingsStore.setState({ settings: null });
  useSessionStore.setState({ session: null });
  useCartSummaryStore.setState({ itemCount: 0, totalPrice: 0 });
}

/** Whether settings and session are there (filled from the page data or the server's render). */
export const shopStoresFilled = (): boolean =>
  useSettingsStore.getState().settings !== null && useSessionStore.getState().session !== null;
