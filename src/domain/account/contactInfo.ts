/**
 * The account's contact information form (spec 3 §5): the same rules as the checkout's address
 * (name, address, postal code and city required) and the registration's mobile number. Imported
 * from its own path: the mobile rule brings libphonenumber's metadata.
 */
import { fullNameProblem } from '../checkout/shippingForm';
import { mobileProblem } from '../validation/mobile';

export interface ContactInfo {
  name: string;
  address: string;
  address2: string;
  postal_code: string;
  city: string;
  mobile: string;
}

export type ContactField = keyof ContactInfo;
export type ContactInfoProblem = 'required' | 'invalidName' | 'invalidMobile';
export type ContactInfoProblems = Partial<Record<ContactField, ContactInfoProblem>>;

/** Every field's problem; an empty object means the form may be sent. address2 is optional. */
export function contactInfoProblems(info: ContactInfo): ContactInfoProblems {
  const problems: ContactInfoProblems = {};
  const name = fullNameProblem(info.name);
  if (name) problems.name = name === 'required' ? 'required' : 'invalidName';
  for (const field of ['address', 'postal_code', 'city'] as const) if (!info[field].trim()) problems[field] = 'required';
  const mobile = mobileProblem(info.mobile);
  if (mobile) problems.mobile = mobile === 'required' ? 'required' : 'invalidMobile';
  return problems;
}

/** The first problem in form order, for an answer that names one field. */
export function firstContactInfoProblem(info: ContactInfo): { field: ContactField; problem: ContactInfoProblem } | null {
  const problems = contactInfoProblems(info);
  const field = (['name', 'address', 'address2', 'postal_code', 'city', 'mobile'] as const).find((f) => problems[f]);
  return field ? { field, problem: problems[field]! } : null;
}
