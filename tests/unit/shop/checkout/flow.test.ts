/**
 * The checkout store's steps against a mocked client (spec 1 §4, §8): a single method and its
 * first option are preselected, postage starts at the saved option, choosing a delivery option
 * clears and reloads the payment options, the payment choice goes to the server, failures carry
 * the spec's prefixes, and the transaction carries what the forms hold.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Checkout, DeliveryMethod, PaymentOption } from '../../../../src/api/client/checkout';
import { ApiCallError } from '../../../../src/api/client/call';
import { personNumber } from '../../../support/personNumber';

const client = vi.hoisted(() => ({
  startCheckout: vi.fn(),
  getPaymentOptions: vi.fn(),
  setPaymentOption: vi.fn(),
  verifyRebateCode: vi.fn(),
  removeRebateCode: vi.fn(),
  createTransaction: vi.fn(),
}));
vi.mock('../../../../src/api/client/checkout', () => client);

const { useCheckoutStore, chosenOption } = await import('../../../../src/shop/checkout/checkoutStore');
const { deliveryOptionData, isDeliveryComplete, optionChoices } = await import('../../../../src/shop/checkout/deliveryChoice');
const { paymentOptionData } = await import('../../../../src/shop/checkout/paymentDetails');
const { paymentProblems } = await import('../../../../src/shop/checkout/paymentProblems');

const option = (uuid: string, price: number, extra: Partial<DeliveryMethod['deliveryOptions'][number]> = {}) => ({
  uuid,
  name: uuid,
  description: '',
  price,
  deliverytime: 3,
  expire: null,
  isExpress: false,
  ...extra,
});

const postage: DeliveryMethod = { name: 'Post', type: 'postage', price: 79, deliveryOptions: [option('post-normal', 79), option('post-express', 149, { isExpress: true })], pickupLocations: [] };
const school: DeliveryMethod = {
  name: 'School',
  type: 'school-pickup',
  price: 0,
  deliveryOptions: [option('school-a', 0, { subjects: [{ uuid: 's1', name: 'Ola' }, { uuid: 's2', name: 'Kari' }] })],
  pickupLocations: [],
};
const store: DeliveryMethod = {
  name: 'Store',
  type: 'store-pickup',
  price: 49,
  deliveryOptions: [],
  pickupLocations: [
    { uuid: 'aaaaaaaa-0000-0000-0001-000000000001', pickupname: 'Oslo', pickupcity: 'Oslo', pickupaddress1: 'Gate 1', pickuppostalcode: '0150', price: 49, deliveryTime: { seconds: 0, string: '5 days' } },
    { uuid: 'aaaaaaaa-0000-0000-0001-111111111111', pickupname: 'Oslo', pickupcity: 'Oslo', pickupaddress1: 'Gate 1', pickuppostalcode: '0150', price: 129, deliveryTime: { seconds: 0, string: '1 day' } },
  ],
};

const card: PaymentOption = { uuid: 'card', title: 'Card', mobileTitle: 'Card', description: '', mobileDescription: '', verifyMobile: false, requirePersonNo: false, enabledPaymentMethods: [] };
const invoice: PaymentOption = { ...card, uuid: 'invoice', title: 'Invoice', requirePersonNo: true };
const mobile: PaymentOption = { ...card, uuid: 'mobile', title: 'Mobile', verifyMobile: true };

const cart = (total: number) => ({ orderLines: [], summary: { itemCount: 1, totalPrice: total }, rebateCode: null });

function checkout(methods: DeliveryMethod[], saved: Partial<Pick<Checkout, 'deliveryOption' | 'paymentOption'>> = {}): Checkout {
  return {
    checkoutUuid: 'co-1',
    cart: cart(100),
    deliveryOptions: methods,
    user: {
      uuid: 'u',
      name: 'Kari Nordmann',
      emailAddress: 'kari@example.no',
      mobilePhone: '41234567',
      acceptMail: false,
      lang: 'en',
      isAnonymousUser: false,
      isSimulated: false,
      isSupport: false,
      address: { address: 'Storgata 1', address2: '', postalCode: '0155', city: 'Oslo', state: '' },
    },
    hasActiveRebateCampaigns: true,
    termsOfPurchase: '<p>Terms</p>',
    options: {
      gatherAddress2: false,
      gatherState: false,
      states: [],
      hidePostalCode: false,
      showDisabledDeliveryCountry: false,
      useAddressAutocompleteService: true,
      acceptMailDefaultOn: false,
      disableAcceptMailOptionWhenRegisteringUser: false,
      disableOrderComment: false,
    },
    upsaleList: [],
    catalogueMaxDeliveryTime: null,
    deliveryOption: null,
    paymentOption: null,
    ...saved,
  } as Checkout;
}

const state = () => useCheckoutStore.getState();

beforeEach(() => {
  for (const fn of Object.values(client)) fn.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('checkout start', () => {
  it('preselects a single method and its first option, and fills the forms from the user', async () => {
    client.startCheckout.mockResolvedValue(checkout([postage]));
    await state().load();
    expect(state()).toMatchObject({ status: 'ready', methodType: 'postage', deliveryOptionUuid: 'post-normal', currentStep: 'select-delivery-option' });
    expect(state().shipping).toMatchObject({ name: 'Kari Nordmann', address: 'Storgata 1', postalCode: '0155', city: 'Oslo', verifiedAddress: false });
    expect(state().contact).toEqual({ name: 'Kari Nordmann', emailAddress: 'kari@example.no' });
  });

  it('selects no method of several until chosen; postage then starts at the saved option', async () => {
    client.startCheckout.mockResolvedValue(checkout([postage, school], { deliveryOption: { uuid: 'post-express', type: 'postage' } }));
    await state().load();
    expect(state().methodType).toBeNull();
    state().chooseMethod('school-pickup');
    expect(state()).toMatchObject({ deliveryOptionUuid: 'school-a', subjectUuid: 's1' });
    state().chooseMethod('postage');
    expect(state().deliveryOptionUuid).toBe('post-express');
  });

  it('a failed start carries the prefix "Failed to create checkout"', async () => {
    client.startCheckout.mockRejectedValue(new ApiCallError(400, 'The cart is empty'));
    await state().load();
    expect(state().status).toBe('failed');
    expect(state().loadFailure?.prefix).toBe('createCheckout');
    expect(state().loadFailure?.message).toBe('createCheckout: The cart is empty');
  });
});

describe('steps', () => {
  beforeEach(async () => {
    client.startCheckout.mockResolvedValue(checkout([postage], { paymentOption: { uuid: 'invoice' } }));
    await state().load();
  });

  it('delivery then payment: options cleared and reloaded, the saved payment option preselected, the choice sent', async () => {
    let answer!: (v: unknown) => void;
    client.getPaymentOptions.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const pending = state().confirmDelivery();
    expect(state().paymentOptions).toEqual([]);
    expect(client.getPaymentOptions).toHaveBeenCalledWith('co-1', 'post-normal');
    answer({ paymentOptions: [card, invoice], cart: cart(179) });
    await pending;
    expect(state()).toMatchObject({ currentStep: 'select-payment-option', paymentOptionUuid: 'invoice' });
    expect(state().cart?.summary.totalPrice).toBe(179);

    state().choosePaymentOption('card');
    client.setPaymentOption.mockResolvedValue({ cart: cart(180) });
    await state().confirmPayment();
    expect(client.setPaymentOption).toHaveBeenCalledWith('co-1', 'post-normal', 'card');
    expect(state()).toMatchObject({ currentStep: 'confirm-order' });
    expect(state().cart?.summary.totalPrice).toBe(180);
  });

  it('failures keep the step and carry their prefixes', async () => {
    client.getPaymentOptions.mockRejectedValue(new ApiCallError(500, 'Down'));
    await state().confirmDelivery();
    expect(state().currentStep).toBe('select-delivery-option');
    expect(state().stepFailure?.prefix).toBe('fetchPaymentOptions');

    client.getPaymentOptions.mockResolvedValue({ paymentOptions: [card], cart: cart(100) });
    await state().confirmDelivery();
    client.setPaymentOption.mockRejectedValue(new ApiCallError(400, 'Not allowed'));
    await state().confirmPayment();
    expect(state().currentStep).toBe('select-payment-option');
    expect(state().stepFailure?.prefix).toBe('setPaymentOption');
  });

  it('a refused voucher rejects with "Failed to use voucher code" and the reason; an accepted one updates the cart', async () => {
    client.verifyRebateCode.mockRejectedValue(new ApiCallError(400, 'Unknown voucher code'));
    await expect(state().applyVoucher('NOPE')).rejects.toMatchObject({ prefix: 'useVoucher', message: 'useVoucher: Unknown voucher code' });
    client.verifyRebateCode.mockResolvedValue({ cart: { ...cart(90), rebateCode: 'HOST10' } });
    await state().applyVoucher('HOST10');
    expect(state().cart?.rebateCode).toBe('HOST10');
    // Before the delivery step is done no delivery option is sent.
    expect(client.verifyRebateCode).toHaveBeenLastCalledWith('co-1', 'HOST10', undefined);
  });

  it('removing the voucher takes the cart the server prices without it; a failure carries "Failed to remove voucher code"', async () => {
    client.verifyRebateCode.mockResolvedValue({ cart: { ...cart(90), rebateCode: 'HOST10' } });
    await state().applyVoucher('HOST10');
    client.removeRebateCode.mockRejectedValue(new ApiCallError(404, 'No such checkout'));
    await expect(state().removeVoucher()).rejects.toMatchObject({ prefix: 'removeVoucher', message: 'removeVoucher: No such checkout' });
    expect(state().cart?.rebateCode).toBe('HOST10');
    client.removeRebateCode.mockResolvedValue({ cart: cart(100) });
    await state().removeVoucher();
    expect(client.removeRebateCode).toHaveBeenLastCalledWith('co-1');
    expect([state().cart?.rebateCode, state().cart?.summary.totalPrice]).toEqual([null, 100]);
  });

  it('buy: the creating flag, the body the forms make, the redirect; a failure stores the error and clears on retry', async () => {
    client.getPaymentOptions.mockResolvedValue({ paymentOptions: [card], cart: cart(100) });
    await state().confirmDelivery();
    client.setPaymentOption.mockResolvedValue({ cart: cart(100) });
    await state().confirmPayment();
    state().setOrderComment('  Please hurry ');
    state().setTermsAccepted(true);

    client.createTransaction.mockRejectedValueOnce(new ApiCallError(400, 'The cart is empty'));
    expect(await state().buy('mobile')).toBeNull();
    expect((state().createTransactionError as Error).message).toBe('The cart is empty');

    let answer!: (v: unknown) => void;
    client.createTransaction.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const pending = state().buy('mobile');
    expect(state()).toMatchObject({ isCreatingTransaction: true, createTransactionError: null });
    answer({ transaction: { uuid: 't-1', state: 'awaiting_payment', redirectUrl: '/m/shopping-cart/checkout/payment/t-1' }, order: { uuid: 'o-1' } });
    expect(await pending).toBe('/m/shopping-cart/checkout/payment/t-1');
    expect(state().transaction).toEqual({ uuid: 't-1', orderUuid: 'o-1', redirectUrl: '/m/shopping-cart/checkout/payment/t-1' });
    expect(client.createTransaction).toHaveBeenLastCalledWith('co-1', {
      deliveryOptionUuid: 'post-normal',
      paymentOptionUuid: 'card',
      deliveryOptionData: { deliveryAddress: { name: 'Kari Nordmann', address: 'Storgata 1', address2: '', postalCode: '0155', city: 'Oslo', state: '' }, saveAddress: false },
      paymentOptionData: {},
      client: 'mobile',
      comment: 'Please hurry',
    });
  });
});

describe('delivery choice', () => {
  const options = checkout([]).options;
  const shipping = { name: 'Kari', address: 'Gate 1', address2: 'x', postalCode: '0150', city: 'Oslo', state: 'y', verifiedAddress: false, saveAddress: false };
  const contact = { name: 'Kari Nordmann', emailAddress: 'kari@example.no' };

  it('store pickup offers its pickup locations, the express one marked', () => {
    expect(optionChoices(store).map((o) => [o.uuid.slice(-12), o.isExpress, o.deliveryTimeText])).toEqual([
      ['000000000001', false, '5 days'],
      ['111111111111', true, '1 day'],
    ]);
  });

  it('is complete with an option and a valid form for its type', () => {
    const [schoolOption] = optionChoices(school);
    expect(isDeliveryComplete({ type: 'school-pickup', option: schoolOption!, shipping, contact, subjectUuid: 's2', options })).toBe(true);
    expect(isDeliveryComplete({ type: 'school-pickup', option: schoolOption!, shipping, contact, subjectUuid: 'other', options })).toBe(false);
    expect(isDeliveryComplete({ type: 'school-pickup', option: schoolOption!, shipping, contact: { ...contact, emailAddress: 'x' }, subjectUuid: 's1', options })).toBe(false);
    expect(isDeliveryComplete({ type: 'postage', option: null, shipping, contact, subjectUuid: null, options })).toBe(false);
    expect(isDeliveryComplete({ type: 'postage', option: optionChoices(postage)[0]!, shipping: { ...shipping, city: '' }, contact, subjectUuid: null, options })).toBe(false);
  });

  it('sends the address for postage (fields the shop does not gather left empty), contact details and subject otherwise', () => {
    const [post] = optionChoices(postage);
    expect(deliveryOptionData({ type: 'postage', option: post!, shipping: { ...shipping, saveAddress: true }, contact, subjectUuid: null, options })).toEqual({
      deliveryAddress: { name: 'Kari', address: 'Gate 1', address2: '', postalCode: '0150', city: 'Oslo', state: '' },
      saveAddress: true,
    });
    const [schoolOption] = optionChoices(school);
    expect(deliveryOptionData({ type: 'school-pickup', option: schoolOption!, shipping, contact, subjectUuid: 's2', options })).toEqual({ contactInfo: contact, subject: 's2' });
  });
});

describe('payment details', () => {
  it('asks a mobile number only of options that verify it, a personal number only of those that require it', () => {
    expect(paymentProblems(card, { mobilePhone: '', pid: '' })).toEqual({});
    expect(paymentProblems(mobile, { mobilePhone: '', pid: '' })).toEqual({ mobilePhone: 'required' });
    expect(paymentProblems(mobile, { mobilePhone: '123', pid: '' })).toEqual({ mobilePhone: 'invalidMobile' });
    expect(paymentProblems(mobile, { mobilePhone: '412 34 567', pid: '' })).toEqual({});
    const adult = personNumber(new Date(1990, 5, 1));
    expect(paymentProblems(invoice, { mobilePhone: '', pid: adult })).toEqual({});
    expect(paymentProblems(invoice, { mobilePhone: '', pid: personNumber(new Date(2015, 5, 1)) })).toEqual({ pid: 'underAge' });
    expect(paymentOptionData(invoice, { mobilePhone: '41234567', pid: `${adult.slice(0, 6)} ${adult.slice(6)}` })).toEqual({ pid: adult });
    expect(paymentOptionData(mobile, { mobilePhone: ' 41234567 ', pid: adult })).toEqual({ mobilePhone: '41234567' });
  });
});

it('chosenOption finds the option of the chosen method', () => {
  expect(chosenOption({ data: checkout([store]), methodType: 'store-pickup', deliveryOptionUuid: 'aaaaaaaa-0000-0000-0001-111111111111' })?.price).toBe(129);
});
