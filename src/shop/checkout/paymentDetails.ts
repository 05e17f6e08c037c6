/**
 * The payment step's detail fields (spec 1 §5): a mobile number when the option verifies it, a
 * personal number of an adult when it asks for one.
 */
import type { PaymentOption, PaymentOptionData } from '../../api/client/checkout';
import { normalizePersonNumber, personNumberProblem, type CheckoutProblem } from '../../domain/checkout';
import { mobileProblem } from '../../domain/validation/mobile';

export interface PaymentDetails {
  mobilePhone: string;
  pid: string;
}

export type PaymentProblems = Partial<Record<keyof PaymentDetails, CheckoutProblem>>;

export function paymentProblems(option: PaymentOption, details: PaymentDetails, today = new Date()): PaymentProblems {
  const problems: PaymentProblems = {};
  if (option.verifyMobile) {
    const mobile = mobileProblem(details.mobilePhone);
    if (mobile) problems.mobilePhone = mobile;
  }
  if (option.requirePersonNo) {
    const pid = personNumberProblem(details.pid, today);
    if (pid) problems.pid = pid;
  }
  return problems;
}

/** Only what the option asks for goes to the server. */
export function paymentOptionData(option: PaymentOption, details: PaymentDetails): PaymentOptionData {
  return {
    ...(option.verifyMobile ? { mobilePhone: details.mobilePhone.trim() } : {}),
    ...(option.requirePersonNo ? { pid: normalizePersonNumber(details.pid) } : {}),
  };
}
