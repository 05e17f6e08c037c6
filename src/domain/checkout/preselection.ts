/**
 * What the checkout chooses for the customer before they do (spec 1 §4): a single delivery
 * method; a method's first option, or for postage the one saved before; the first payment
 * option, or the saved one.
 */
import type { DeliveryType } from './delivery';

/** The only method when there is one; with several, none until the customer chooses. */
export function preselectedMethod<M>(methods: readonly M[]): M | null {
  return methods.length === 1 ? methods[0]! : null;
}

/** The saved option when it is still offered, else the first. */
function savedOrFirst<O extends { uuid: string }>(options: readonly O[], savedUuid: string | null): O | null {
  return (savedUuid ? options.find((o) => o.uuid === savedUuid) : undefined) ?? options[0] ?? null;
}

/**
 * The delivery option to start a method with: the first, except that postage starts at the
 * option saved for it (the customer's last postage choice).
 */
export function preselectedDeliveryOption<O extends { uuid: string }>(
  method: { type: DeliveryType; options: readonly O[] },
  savedUuid: string | null,
): O | null {
  return savedOrFirst(method.options, method.type === 'postage' ? savedUuid : null);
}

/** The payment option to start with: the saved one when offered, else the first. */
export function preselectedPaymentOption<O extends { uuid: string }>(options: readonly O[], savedUuid: string | null): O | null {
  return savedOrFirst(options, savedUuid);
}
