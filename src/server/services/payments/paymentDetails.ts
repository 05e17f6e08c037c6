/** The payment details an option asks for (spec 1 §5): mobile number when verifyMobile, personal number and age when requirePersonNo. Pure. */
import { mobileProblem } from '../../../domain/validation/mobile';
import { CheckoutError } from '../checkout/checkoutError';
import { MINIMUM_INVOICE_AGE, personNumberProblem } from '../../../domain/checkout/personNumber';
import { normalizePersonNumber } from '../../../domain/checkout/personNumberInput';

export function checkPaymentData(
  option: { verifyMobile: boolean; requirePersonNo: boolean },
  data: { mobilePhone?: string; pid?: string },
  now: Date,
): { mobilePhone?: string; pid?: string } {
  const kept: { mobilePhone?: string; pid?: string } = {};
  if (option.verifyMobile) {
    const problem = mobileProblem(data.mobilePhone ?? '');
    if (problem) throw new CheckoutError(400, problem === 'required' ? 'required' : 'invalidMobile', {}, 'paymentOptionData.mobilePhone');
    kept.mobilePhone = data.mobilePhone!.trim();
  }
  if (option.requirePersonNo) {
    const problem = personNumberProblem(data.pid ?? '', now);
    if (problem) {
      // The shop's own rule (src/domain/checkout), told in the server's words.
      const message = problem === 'underAge' ? 'tooYoung' : problem === 'invalidPersonNumber' ? 'invalidPersonNo' : 'required';
      throw new CheckoutError(400, message, { age: MINIMUM_INVOICE_AGE }, 'paymentOptionData.pid');
    }
    kept.pid = normalizePersonNumber(data.pid!);
  }
  return kept;
}
