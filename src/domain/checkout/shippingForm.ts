/**
 * The postage shipping form (spec 1 §3, §5): which fields it shows for a shop and country, in
 * which order, and what is wrong with what the customer typed.
 */
import { emailProblem } from '../validation';
import { postalCodeAfterCity } from './delivery';
import type { CheckoutProblem } from './problems';

export type ShippingField = 'name' | 'address' | 'address2' | 'postalCode' | 'city' | 'state';

export interface ShippingForm {
  name: string;
  address: string;
  address2: string;
  postalCode: string;
  city: string;
  state: string;
  /** True only while the address is the one an autocomplete suggestion filled in. */
  verifiedAddress: boolean;
  /** Keep the address on the account for the next order. */
  saveAddress: boolean;
}

/** The shop options that shape the form (a subset of the site's shop options). */
export interface AddressFormOptions {
  gatherAddress2: boolean;
  gatherState: boolean;
  hidePostalCode: boolean;
}

export const emptyShippingForm = (): ShippingForm => ({
  name: '',
  address: '',
  address2: '',
  postalCode: '',
  city: '',
  state: '',
  verifiedAddress: false,
  saveAddress: false,
});

/** The fields the form shows, top to bottom, for this shop and its country. */
export function shippingFields(options: AddressFormOptions, country: string): ShippingField[] {
  const fields: ShippingField[] = ['name', 'address'];
  if (options.gatherAddress2) fields.push('address2');
  const postal: ShippingField[] = options.hidePostalCode ? [] : ['postalCode'];
  if (postalCodeAfterCity(country)) fields.push('city', ...postal);
  else fields.push(...postal, 'city');
  if (options.gatherState) fields.push('state');
  return fields;
}

export type ShippingProblems = Partial<Record<ShippingField, CheckoutProblem>>;

/** What is wrong with each shown field; an empty object means the form may go on. */
export function shippingProblems(form: ShippingForm, options: AddressFormOptions): ShippingProblems {
  const required: ShippingField[] = ['name', 'address', 'city'];
  if (!options.hidePostalCode) required.push('postalCode');
  if (options.gatherState) required.push('state');
  const problems: ShippingProblems = {};
  for (const field of required) if (!form[field].trim()) problems[field] = 'required';
  return problems;
}

export const isShippingFormValid = (form: ShippingForm, options: AddressFormOptions): boolean =>
  Object.keys(shippingProblems(form, options)).length === 0;

/**
 * Spec 1 §4: any edit resets verifiedAddress, because the typed address is no longer the one the
 * address service confirmed. Ticking saveAddress is no edit of the address.
 */
export function editShippingForm(form: ShippingForm, field: ShippingField | 'saveAddress', value: string | boolean): ShippingForm {
  if (field === 'saveAddress') return { ...form, saveAddress: value === true };
  return { ...form, [field]: String(value), verifiedAddress: false };
}

/** An address the autocomplete service resolved: it fills the address fields and marks them verified. */
export interface ResolvedAddress {
  address1: string;
  address2: string;
  postalCode: string;
  city: string;
  state: string;
}

export const applyResolvedAddress = (form: ShippingForm, address: ResolvedAddress): ShippingForm => ({
  ...form,
  address: address.address1,
  address2: address.address2,
  postalCode: address.postalCode,
  city: address.city,
  state: address.state,
  verifiedAddress: true,
});

/** Contact details for pickups and digital delivery (spec 1 §5). */
export interface ContactDetails {
  name: string;
  emailAddress: string;
}

export type ContactProblems = Partial<Record<keyof ContactDetails, CheckoutProblem>>;

export function contactProblems(contact: ContactDetails): ContactProblems {
  const problems: ContactProblems = {};
  const name = fullNameProblem(contact.name);
  if (name) problems.name = name;
  const email = emailProblem(contact.emailAddress);
  if (email) problems.emailAddress = email;
  return problems;
}

/**
 * A full name: something that is not only digits or punctuation. The spec leaves the exact format
 * to shared validators it does not show, so this rejects only what cannot be a name.
 */
export function fullNameProblem(value: string): CheckoutProblem | null {
  const name = value.trim();
  if (!name) return 'required';
  return /\p{L}/u.test(name) ? null : 'invalidName';
}
