/**
 * What the customer chose in the checkout, kept for the tab while the payment page has them: a
 * declined or cancelled payment sends them back to a checkout that starts afresh, and they should
 * retry with one tap instead of choosing the delivery, typing the address and picking the payment
 * again. The draft is taken (read and removed) when the checkout resumes.
 */
import type { DeliveryType } from '../../api/client/checkout';
import type { ContactDetails, ShippingForm } from '../../domain/checkout';

export interface CheckoutDraft {
  methodType: DeliveryType;
  deliveryOptionUuid: string;
  subjectUuid: string | null;
  shipping: ShippingForm;
  contact: ContactDetails;
  paymentOptionUuid: string;
  /** The personal number is never stored in the browser; the mobile number is the account's own. */
  mobilePhone: string;
  orderComment: string;
  termsAccepted: boolean;
}

const DRAFT_KEY = 'shop.checkoutDraft';

export function keepDraft(draft: CheckoutDraft, store: Pick<Storage, 'setItem'> | undefined = globalThis.sessionStorage): void {
  // A browser that refuses storage (private mode, a full quota) only loses the kept choices, never the purchase.
  try {
    store?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    return;
  }
}

/** The kept draft once; an unreadable one counts as none. */
export function takeDraft(store: Pick<Storage, 'getItem' | 'removeItem'> | undefined = globalThis.sessionStorage): CheckoutDraft | null {
  try {
    const text = store?.getItem(DRAFT_KEY);
    store?.removeItem(DRAFT_KEY);
    return text ? (JSON.parse(text) as CheckoutDraft) : null;
  } catch {
    return null;
  }
}
