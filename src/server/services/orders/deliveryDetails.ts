/**
 * The delivery details a transaction needs (spec 1 §3 delivery option data, §5 rules), checked
 * for the chosen delivery type and turned into what the order keeps. Pure.
 */
import type { DeliveryType } from '../../../api/contract/checkout';
import type { ShopOptions } from '../../../api/contract/settings';
import { emailProblem } from '../../../domain/validation';
import type { OrderDeliveryData } from '../../db/schema';
import { CheckoutError } from '../checkout/checkoutError';
import type { OfferedOption } from '../checkout/deliveryMethods';

export interface DeliveryDataInput {
  deliveryAddress?: { name: string; address: string; address2?: string; postalCode?: string; city: string; state?: string };
  contactInfo?: { name: string; emailAddress: string };
  subject?: string;
}

/** Why a postal code cannot be shipped to (the address service's register), or null. */
export type PostalCodeCheck = (postalCode: string) => 'format' | 'unknown' | 'notAddressable' | null;

const POSTAL_CODE_KEYS = { format: 'postalCodeFormat', unknown: 'postalCodeUnknown', notAddressable: 'postalCodeNotAddressable' } as const;

const FIELD = 'deliveryOptionData';
const required = (field: string) => new CheckoutError(400, 'required', {}, `${FIELD}.${field}`);

export function checkDeliveryData(
  chosen: OfferedOption,
  data: DeliveryDataInput,
  options: Pick<ShopOptions, 'hidePostalCode' | 'gatherState'>,
  postalCodeCheck: PostalCodeCheck | null,
): OrderDeliveryData {
  const type: DeliveryType = chosen.type;
  if (type === 'postage') {
    const a = data.deliveryAddress;
    if (!a) throw required('deliveryAddress');
    for (const field of ['name', 'address', 'city'] as const) if (!a[field]) throw required(`deliveryAddress.${field}`);
    if (!options.hidePostalCode && !a.postalCode) throw required('deliveryAddress.postalCode');
    const postalProblem = a.postalCode && postalCodeCheck ? postalCodeCheck(a.postalCode) : null;
    if (postalProblem) throw new CheckoutError(400, POSTAL_CODE_KEYS[postalProblem], { postalCode: a.postalCode! }, `${FIELD}.deliveryAddress.postalCode`);
    if (options.gatherState && !a.state) throw required('deliveryAddress.state');
    return {
      address: { name: a.name, address1: a.address, address2: a.address2 ?? '', city: a.city, state: a.state ?? '', postalCode: a.postalCode ?? '' },
      contactInfo: contactOf(data, false),
      school: null,
      subject: null,
    };
  }
  const contactInfo = contactOf(data, true)!;
  const option = chosen.option;
  if (type === 'school-pickup') {
    const subjects = option.subjects ?? [];
    const wanted = data.subject?.trim();
    const subject = wanted ? subjects.find((s) => s.uuid === wanted.toLowerCase() || s.name === wanted) : subjects.length === 1 ? subjects[0] : undefined;
    if (!subject) throw new CheckoutError(400, 'unknownSchoolSubject', {}, `${FIELD}.subject`);
    return { address: null, contactInfo, school: { name: option.name }, subject: subject.name };
  }
  if (type === 'store-pickup') {
    const address = {
      name: option.pickupname ?? option.name,
      address1: option.pickupaddress1 ?? '',
      address2: '',
      city: option.pickupcity ?? '',
      state: '',
      postalCode: option.pickuppostalcode ?? '',
    };
    return { address, contactInfo, school: null, subject: null };
  }
  return { address: null, contactInfo, school: null, subject: null };
}

/** Contact details: required (name and a valid e-mail) for every type but postage, where they are optional. */
function contactOf(data: DeliveryDataInput, needed: boolean): OrderDeliveryData['contactInfo'] {
  const c = data.contactInfo;
  if (!c || (!c.name && !c.emailAddress)) {
    if (needed) throw required('contactInfo.name');
    return null;
  }
  if (!c.name) throw required('contactInfo.name');
  const problem = emailProblem(c.emailAddress);
  if (problem) throw new CheckoutError(400, problem === 'required' ? 'required' : 'invalidEmail', {}, `${FIELD}.contactInfo.emailAddress`);
  return { name: c.name, emailAddress: c.emailAddress.trim() };
}
