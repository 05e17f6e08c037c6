/**
 * The checkout's state (spec 1 §3 'Checkout state') and its steps (spec 1 §4): load, choose a
 * delivery option (payment options are cleared and reloaded), choose a payment option (sent to
 * the server, the cart updated), then create the transaction. Calls that fail keep which step
 * failed (the prefix of spec 1 §8) with the original error; the screens word them.
 */
import { useMemo } from 'react';
import { create } from '../state/createStore';
import {
  createTransaction,
  getPaymentOptions,
  removeRebateCode,
  setPaymentOption,
  startCheckout,
  verifyRebateCode,
  type Checkout,
  type CheckoutCart,
  type DeliveryMethod,
  type DeliveryType,
  type PaymentOption,
} from '../../api/client/checkout';
import {
  applyResolvedAddress,
  editShippingForm,
  emptyShippingForm,
  INITIAL_CHECKOUT_STEP,
  preselectedDeliveryOption,
  preselectedMethod,
  preselectedPaymentOption,
  type CheckoutStep,
  type ContactDetails,
  type ResolvedAddress,
  type ShippingField,
  type ShippingForm,
} from '../../domain/checkout';
import { trackBeginCheckout } from '../analytics/track';
import { keepDraft, takeDraft, type CheckoutDraft } from './checkoutDraft';
import { deliveryOptionData, optionChoices, type DeliveryInput, type OptionChoice } from './deliveryChoice';
import { paymentOptionData, type PaymentDetails } from './paymentDetails';

/** Spec 1 §8: the helper's failures carry one of these prefixes before the original message. */
export type FailurePrefix =
  | 'createCheckout'
  | 'fetchPaymentOptions'
  | 'setPaymentOption'
  | 'useVoucher'
  | 'removeVoucher'
  | 'buyDigitalSets'
  | 'addCatalogues'
  | 'createTransaction';

export class CheckoutFailure extends Error {
  constructor(
    readonly prefix: FailurePrefix,
    readonly error: unknown,
  ) {
    super(`${prefix}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export interface CheckoutState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  loadFailure: CheckoutFailure | null;
  data: Checkout | null;
  cart: CheckoutCart | null;
  paymentOptions: PaymentOption[];
  currentStep: CheckoutStep;
  methodType: DeliveryType | null;
  deliveryOptionUuid: string | null;
  shipping: ShippingForm;
  contact: ContactDetails;
  subjectUuid: string | null;
  paymentOptionUuid: string | null;
  paymentDetails: PaymentDetails;
  orderComment: string;
  termsAccepted: boolean;
  /** A step's call under way (payment options loading or the payment option being set). */
  isWorking: boolean;
  stepFailure: CheckoutFailure | null;
  isCreatingTransaction: boolean;
  createTransactionError: unknown;
  transaction: { uuid: string; orderUuid: string; redirectUrl: string } | null;

  /** Starts the checkout; `resume` takes the choices kept when the customer went to pay (see checkoutDraft.ts). */
  load(resume?: boolean): Promise<void>;
  /** Shows a checkout already started (the one the server's render started for the page), from step 1. */
  show(data: Checkout): void;
  chooseMethod(type: DeliveryType): void;
  chooseDeliveryOption(uuid: string): void;
  chooseSubject(uuid: string): void;
  editShipping(field: ShippingField | 'saveAddress', value: string | boolean): void;
  takeResolvedAddress(address: ResolvedAddress): void;
  editContact(field: keyof ContactDetails, value: string): void;
  confirmDelivery(): Promise<void>;
  choosePaymentOption(uuid: string): void;
  editPaymentDetails(field: keyof PaymentDetails, value: string): void;
  confirmPayment(): Promise<void>;
  editStep(step: CheckoutStep): void;
  applyVoucher(code: string): Promise<void>;
  /** Stops using the voucher code; the cart comes back priced without it. */
  removeVoucher(): Promise<void>;
  setOrderComment(comment: string): void;
  setTermsAccepted(accepted: boolean): void;
  buy(client: 'desktop' | 'mobile'): Promise<string | null>;
}

const initial = {
  status: 'idle' as const,
  loadFailure: null,
  data: null,
  cart: null,
  paymentOptions: [],
  currentStep: INITIAL_CHECKOUT_STEP,
  methodType: null,
  deliveryOptionUuid: null,
  shipping: emptyShippingForm(),
  contact: { name: '', emailAddress: '' },
  subjectUuid: null,
  paymentOptionUuid: null,
  paymentDetails: { mobilePhone: '', pid: '' },
  orderComment: '',
  termsAccepted: false,
  isWorking: false,
  stepFailure: null,
  isCreatingTransaction: false,
  createTransactionError: null,
  transaction: null,
};

/** The method the customer chose, from the checkout's list. */
export const chosenMethod = (s: Pick<CheckoutState, 'data' | 'methodType'>): DeliveryMethod | null =>
  s.data?.deliveryOptions.find((m) => m.type === s.methodType) ?? null;

export const chosenOption = (s: Pick<CheckoutState, 'data' | 'methodType' | 'deliveryOptionUuid'>): OptionChoice | null => {
  const method = chosenMethod(s);
  return method ? (optionChoices(method).find((o) => o.uuid === s.deliveryOptionUuid) ?? null) : null;
};

export const chosenPaymentOption = (s: Pick<CheckoutState, 'paymentOptions' | 'paymentOptionUuid'>): PaymentOption | null =>
  s.paymentOptions.find((o) => o.uuid === s.paymentOptionUuid) ?? null;

export const deliveryInput = (s: CheckoutState): DeliveryInput | null => {
  if (!s.data || !s.methodType) return null;
  return {
    type: s.methodType,
    option: chosenOption(s),
    shipping: s.shipping,
    contact: s.contact,
    subjectUuid: s.subjectUuid,
    options: s.data.options,
  };
};

/** The option a method starts with, and for school pickup the subject it names first. */
function startOf(data: Checkout, method: DeliveryMethod) {
  const saved = data.deliveryOption?.type === 'postage' ? data.deliveryOption.uuid : null;
  const option = preselectedDeliveryOption({ type: method.type, options: optionChoices(method) }, saved);
  return { deliveryOptionUuid: option?.uuid ?? null, subjectUuid: option?.subjects[0]?.uuid ?? null };
}

/** A started checkout at its first step: the method and option preselected, the forms filled from the account. */
function readyState(data: Checkout): Partial<CheckoutState> {
  const method = preselectedMethod(data.deliveryOptions);
  const { user } = data;
  return {
    ...initial,
    status: 'ready',
    data,
    cart: data.cart,
    methodType: method?.type ?? null,
    ...(method ? startOf(data, method) : {}),
    shipping: { ...emptyShippingForm(), name: user.name, ...user.address },
    contact: { name: user.name, emailAddress: user.emailAddress },
    paymentDetails: { mobilePhone: user.mobilePhone, pid: '' },
  };
}

/** The server, after a render: the next customer's page starts from nothing. */
export const emptyCheckoutStore = (): void => useCheckoutStore.setState(initial);

export const useCheckoutStore = create<CheckoutState>((set, get) => ({
  ...initial,

  load: async (resume = false) => {
    const draft = resume ? takeDraft() : null;
    set({ ...initial, shipping: emptyShippingForm(), status: 'loading' });
    try {
      const data = await startCheckout();
      set(readyState(data));
      trackBeginCheckout(data.cart);
    } catch (error) {
      console.error(error);
      set({ status: 'failed', loadFailure: new CheckoutFailure('createCheckout', error) });
      return;
    }
    if (draft) await resumeDraft(draft);
  },

  show: (data) => set(readyState(data)),

  chooseMethod: (type) => {
    const { data } = get();
    const method = data?.deliveryOptions.find((m) => m.type === type);
    if (!data || !method) return;
    set({ methodType: type, ...startOf(data, method) });
  },

  chooseDeliveryOption: (uuid) => {
    const option = chosenOption({ ...get(), deliveryOptionUuid: uuid });
    if (!option) return;
    const keepSubject = option.subjects.some((s) => s.uuid === get().subjectUuid);
    set({ deliveryOptionUuid: uuid, subjectUuid: keepSubject ? get().subjectUuid : (option.subjects[0]?.uuid ?? null) });
  },

  chooseSubject: (uuid) => set({ subjectUuid: uuid }),

  editShipping: (field, value) => set({ shipping: editShippingForm(get().shipping, field, value) }),

  takeResolvedAddress: (address) => set({ shipping: applyResolvedAddress(get().shipping, address) }),

  editContact: (field, value) => set({ contact: { ...get().contact, [field]: value } }),

  confirmDelivery: async () => {
    const { data, deliveryOptionUuid } = get();
    if (!data || !deliveryOptionUuid) return;
    // Spec 1 §4: the payment options are cleared and reloaded for the new delivery option.
    set({ isWorking: true, stepFailure: null, paymentOptions: [], paymentOptionUuid: null });
    try {
      const answer = await getPaymentOptions(data.checkoutUuid, deliveryOptionUuid);
      const option = preselectedPaymentOption(answer.paymentOptions, get().paymentOptionUuid ?? data.paymentOption?.uuid ?? null);
      set({
        isWorking: false,
        cart: answer.cart,
        paymentOptions: answer.paymentOptions,
        paymentOptionUuid: option?.uuid ?? null,
        currentStep: 'select-payment-option',
      });
    } catch (error) {
      console.error(error);
      set({ isWorking: false, stepFailure: new CheckoutFailure('fetchPaymentOptions', error) });
    }
  },

  choosePaymentOption: (uuid) => set({ paymentOptionUuid: uuid }),

  editPaymentDetails: (field, value) => set({ paymentDetails: { ...get().paymentDetails, [field]: value } }),

  confirmPayment: async () => {
    const { data, deliveryOptionUuid, paymentOptionUuid } = get();
    if (!data || !deliveryOptionUuid || !paymentOptionUuid) return;
    set({ isWorking: true, stepFailure: null });
    try {
      const answer = await setPaymentOption(data.checkoutUuid, deliveryOptionUuid, paymentOptionUuid);
      set({ isWorking: false, cart: answer.cart, currentStep: 'confirm-order', data: { ...data, paymentOption: { uuid: paymentOptionUuid } } });
    } catch (error) {
      console.error(error);
      set({ isWorking: false, stepFailure: new CheckoutFailure('setPaymentOption', error) });
    }
  },

  editStep: (step) => set({ currentStep: step, stepFailure: null, createTransactionError: null }),

  applyVoucher: async (code) => {
    const { data, deliveryOptionUuid, currentStep } = get();
    if (!data) return;
    try {
      // The delivery option counts only once it is confirmed (the server prices its shipping).
      const confirmed = currentStep !== 'select-delivery-option' ? (deliveryOptionUuid ?? undefined) : undefined;
      const answer = await verifyRebateCode(data.checkoutUuid, code, confirmed);
      set({ cart: answer.cart });
    } catch (error) {
      throw new CheckoutFailure('useVoucher', error);
    }
  },

  removeVoucher: async () => {
    const { data } = get();
    if (!data) return;
    try {
      const answer = await removeRebateCode(data.checkoutUuid);
      set({ cart: answer.cart });
    } catch (error) {
      throw new CheckoutFailure('removeVoucher', error);
    }
  },

  setOrderComment: (comment) => set({ orderComment: comment }),

  setTermsAccepted: (accepted) => set({ termsAccepted: accepted }),

  buy: async (client) => {
    const state = get();
    const input = deliveryInput(state);
    const payment = chosenPaymentOption(state);
    if (!state.data || !input || !state.deliveryOptionUuid || !payment || state.isCreatingTransaction) return null;
    set({ isCreatingTransaction: true, createTransactionError: null });
    try {
      const answer = await createTransaction(state.data.checkoutUuid, {
        deliveryOptionUuid: state.deliveryOptionUuid,
        paymentOptionUuid: payment.uuid,
        deliveryOptionData: deliveryOptionData(input),
        paymentOptionData: paymentOptionData(payment, state.paymentDetails),
        client,
        comment: state.data.options.disableOrderComment ? '' : state.orderComment.trim(),
      });
      const transaction = { uuid: answer.transaction.uuid, orderUuid: answer.order.uuid, redirectUrl: answer.transaction.redirectUrl };
      keepDraft({
        methodType: input.type,
        deliveryOptionUuid: state.deliveryOptionUuid,
        subjectUuid: state.subjectUuid,
        shipping: state.shipping,
        contact: state.contact,
        paymentOptionUuid: payment.uuid,
        mobilePhone: state.paymentDetails.mobilePhone,
        orderComment: state.orderComment,
        termsAccepted: state.termsAccepted,
      });
      set({ isCreatingTransaction: false, transaction });
      return transaction.redirectUrl;
    } catch (error) {
      console.error(new CheckoutFailure('createTransaction', error));
      set({ isCreatingTransaction: false, createTransactionError: error });
      return null;
    }
  },
}));

/**
 * Puts the kept choices back as far as the checkout still offers them, and walks the steps the
 * customer had confirmed: the delivery (the server prices it), then the payment unless it asks
 * for the personal number, which is not kept. A choice no longer offered stops the walk there.
 */
async function resumeDraft(draft: CheckoutDraft): Promise<void> {
  const store = useCheckoutStore.getState();
  if (!store.data?.deliveryOptions.some((m) => m.type === draft.methodType)) return;
  store.chooseMethod(draft.methodType);
  useCheckoutStore.setState({ shipping: draft.shipping, contact: draft.contact, orderComment: draft.orderComment, termsAccepted: draft.termsAccepted });
  useCheckoutStore.setState((s) => ({ paymentDetails: { ...s.paymentDetails, mobilePhone: draft.mobilePhone } }));
  store.chooseDeliveryOption(draft.deliveryOptionUuid);
  if (useCheckoutStore.getState().deliveryOptionUuid !== draft.deliveryOptionUuid) return;
  if (draft.subjectUuid) store.chooseSubject(draft.subjectUuid);
  await store.confirmDelivery();
  const after = useCheckoutStore.getState();
  const payment = after.paymentOptions.find((o) => o.uuid === draft.paymentOptionUuid);
  if (after.currentStep !== 'select-payment-option' || !payment) return;
  store.choosePaymentOption(payment.uuid);
  if (!payment.requirePersonNo) await store.confirmPayment();
}

/** The chosen option, computed from stable parts of the state (a selector making new objects would loop). */
export function useChosenOption(): OptionChoice | null {
  const data = useCheckoutStore((s) => s.data);
  const methodType = useCheckoutStore((s) => s.methodType);
  const deliveryOptionUuid = useCheckoutStore((s) => s.deliveryOptionUuid);
  return useMemo(() => chosenOption({ data, methodType, deliveryOptionUuid }), [data, methodType, deliveryOptionUuid]);
}
