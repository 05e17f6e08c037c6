import { useCartSummaryStore } from '../cart/cartSummaryStore';
import { useSessionStore } from '../session/sessionStore';
import { useSettingsStore } from '../settings/settingsStore';
import type { PageData } from './pageData';

type StoreData = Pick<PageData, 'settings' | 'session' | 'cartSummary'>;

/** Fills the shop's stores with what the server read (before its render, and before hydrating). */
export function fillShopStores({ settings, session, cartSummary }: StoreData): void {
  useSettingsStore.setState({ settings });
  useSessionStore.setState({ session });
  useCartSummaryStore.setState({ itemCount: cartSummary.itemCount, totalPrice: cartSummary.totalPrice });
}

/** The server, after a render: the next request starts from nothing. */
export function emptyShopStores(): void {
  useSettingsStore.setState({ settings: null });
  useSessionStore.setState({ session: null });
  useCartSummaryStore.setState({ itemCount: 0, totalPrice: 0 });
}

/** Whether settings and session are there (filled from the page data or the server's render). */
export const shopStoresFilled = (): boolean =>
  useSettingsStore.getState().settings !== null && useSessionStore.getState().session !== null;
