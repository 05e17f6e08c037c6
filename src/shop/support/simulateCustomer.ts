/** Support staff sign in as a customer: the shop's stores then hold the customer's sets, session and cart. */
import { simulateUser } from '../../api/client/support';
import { useCartSummaryStore } from '../cart/cartSummaryStore';
import { usePictureSetsStore } from '../pictures/pictureSetsStore';
import { useSessionStore } from '../session/sessionStore';

export async function simulateCustomer(email: string): Promise<void> {
  await simulateUser(email);
  usePictureSetsStore.getState().clear();
  await Promise.all([useSessionStore.getState().refresh(), useCartSummaryStore.getState().refresh()]);
}
