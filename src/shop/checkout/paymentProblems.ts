/** What is wrong with the payment step's detail fields (spec 1 §5). */
import type { PaymentOption } from '../../api/client/checkout';
import type { CheckoutProblem } from '../../domain/checkout';
import { personNumberProblem } from '../../domain/checkout/personNumber';
import { mobileProblem } from '../../domain/validation/mobile';
import type { PaymentDetails } from './paymentDetails';

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
