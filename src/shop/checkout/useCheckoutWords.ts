/**
 * Words the checkout screens share: a price ('Free' at 0, spec 1 §9), a delivery time in
 * business days (singular or plural), a problem key as its message, and a failure as its
 * spec 1 §8 prefix followed by the original message.
 */
import { useTranslation } from '../../i18n';
import type { CheckoutProblem } from '../../domain/checkout';
import { errorText } from '../forms/errorText';
import { formatMoney } from '../money/formatMoney';
import { useSettings } from '../settings/settingsStore';
import type { CheckoutFailure } from './checkoutStore';
import { useCheckoutTexts } from './i18n';

export function useCheckoutWords() {
  const { t } = useCheckoutTexts();
  const { t: shopT } = useTranslation();
  const { currency } = useSettings().site;
  return {
    t,
    money: (amount: number) => formatMoney(amount, currency),
    price: (amount: number) => (amount === 0 ? t('delivery.free') : formatMoney(amount, currency)),
    businessDays: (count: number) => t('delivery.businessDays', { count }),
    problem: (problem: CheckoutProblem | null | undefined) => (problem ? t(`problems.${problem}`) : null),
    /** The server's message, or the shop's "could not reach" text when there was no answer. */
    reason: (error: unknown) => errorText(error, shopT('common.networkError')),
    failure: (failure: CheckoutFailure) => `${t(`errors.${failure.prefix}`)}: ${errorText(failure.error, shopT('common.networkError'))}`,
  };
}
