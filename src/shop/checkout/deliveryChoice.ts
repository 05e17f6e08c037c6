/**
 * What the delivery step needs to know about the customer's choice: the options a method offers
 * (store pickup offers its pickup locations), whether the step may go on, the data the
 * transaction carries, and the price and time to show for an option.
 */
import type { DeliveryMethod, DeliveryOptionData, DeliveryType } from '../../api/client/checkout';
import {
  contactProblems,
  isExpress,
  isShippingFormValid,
  type AddressFormOptions,
  type ContactDetails,
  type ShippingForm,
} from '../../domain/checkout';

/** One choosable option, whatever the method: a delivery option or a pickup location. */
export interface OptionChoice {
  uuid: string;
  name: string;
  price: number;
  isExpress: boolean;
  /** Business days (postage and school pickup). */
  businessDays: number | null;
  /** The pickup location's own delivery time text. */
  deliveryTimeText: string | null;
  subjects: { uuid: string; name: string }[];
  address: { address: string; postalCode: string; city: string } | null;
}

export function optionChoices(method: DeliveryMethod): OptionChoice[] {
  if (method.type === 'store-pickup' && method.pickupLocations.length > 0) {
    return method.pickupLocations.map((l) => ({
      uuid: l.uuid,
      name: l.pickupname,
      price: l.price,
      isExpress: isExpress({ uuid: l.uuid, price: l.price }),
      businessDays: null,
      deliveryTimeText: l.deliveryTime.string,
      subjects: [],
      address: { address: l.pickupaddress1, postalCode: l.pickuppostalcode, city: l.pickupcity },
    }));
  }
  return method.deliveryOptions.map((o) => ({
    uuid: o.uuid,
    name: o.name,
    price: o.price,
    isExpress: o.isExpress,
    businessDays: o.deliverytime,
    deliveryTimeText: null,
    subjects: o.subjects ?? [],
    address: o.pickupaddress1 ? { address: o.pickupaddress1, postalCode: o.pickuppostalcode ?? '', city: o.pickupcity ?? '' } : null,
  }));
}

export interface DeliveryInput {
  type: DeliveryType;
  option: OptionChoice | null;
  shipping: ShippingForm;
  contact: ContactDetails;
  subjectUuid: string | null;
  options: AddressFormOptions;
}

/** The delivery step's Next is enabled only with an option and a valid form for its type. */
export function isDeliveryComplete(input: DeliveryInput): boolean {
  if (!input.option) return false;
  if (input.type === 'postage') return isShippingFormValid(input.shipping, input.options);
  if (Object.keys(contactProblems(input.contact)).length > 0) return false;
  if (input.type === 'school-pickup' && input.option.subjects.length > 0) return input.option.subjects.some((s) => s.uuid === input.subjectUuid);
  return true;
}

/** What the transaction carries about the delivery (spec 1 §3 delivery option data). */
export function deliveryOptionData(input: DeliveryInput): DeliveryOptionData {
  if (input.type === 'postage') {
    const { name, address, address2, postalCode, city, state } = input.shipping;
    return {
      deliveryAddress: {
        name: name.trim(),
        address: address.trim(),
        address2: input.options.gatherAddress2 ? address2.trim() : '',
        postalCode: input.options.hidePostalCode ? '' : postalCode.trim(),
        city: city.trim(),
        state: input.options.gatherState ? state.trim() : '',
      },
      saveAddress: input.shipping.saveAddress,
    };
  }
  const contactInfo = { name: input.contact.name.trim(), emailAddress: input.contact.emailAddress.trim() };
  if (input.type === 'school-pickup' && input.subjectUuid) return { contactInfo, subject: input.subjectUuid };
  return { contactInfo };
}

/** An express option's name says so, unless the name already does ("Post – express"). */
export function optionTitle(option: Pick<OptionChoice, 'name' | 'isExpress'>, expressWord: string): string {
  if (!option.isExpress || option.name.toLowerCase().includes(expressWord.toLowerCase())) return option.name;
  return `${option.name} (${expressWord})`;
}
