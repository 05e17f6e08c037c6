/**
 * The payment step's detail fields (spec 1 §5): a mobile number when the option verifies it, a
 * personal number of an adult when it asks for one. Their rules are in paymentProblems.ts, which
 * only the payment step loads (the mobile rule brings libphonenumber's metadata).
 */
import type { PaymentOption, PaymentOptionData } from '../../api/client/checkout';
import { normalizePersonNumber } from '../../domain/checkout';

export interface PaymentDetails {
  mobilePhone: string;
  pid: string;
}

/** Only what the option asks for goes to the server. */
export function paymentOptionData(option: PaymentOption, details: PaymentDetails): PaymentOptionData {
  return {
    ...(option.verifyMobile ? { mobilePhone: details.mobilePhone.trim() } : {}),
    ...(option.requirePersonNo ? { pid: normalizePersonNumber(details.pid) } : {}),
  };
}
