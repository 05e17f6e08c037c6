/** Whether a voucher can be used now (pure; the caller counts its uses). */
import { roundToOre } from '../../../domain/pricing';
import type { CheckoutTextKey } from './messages';

export interface VoucherLimits {
  validFrom: Date | null;
  validTo: Date | null;
  /** Null: no limit. */
  usageLimit: number | null;
  /** NOK the products must reach. */
  minimumAmount: number;
}

export type VoucherProblem =
  | { key: Extract<CheckoutTextKey, 'voucherExpired' | 'voucherUsedUp'> }
  | { key: 'voucherNotYetValid'; validFrom: Date }
  | { key: 'voucherBelowMinimum'; minimum: number; remaining: number };

/** Checked in this order: dates, uses, then the amount (the only one the customer can fix in the cart). */
export function voucherProblem(voucher: VoucherLimits, at: { now: Date; uses: number; productTotal: number }): VoucherProblem | null {
  if (voucher.validFrom && at.now < voucher.validFrom) return { key: 'voucherNotYetValid', validFrom: voucher.validFrom };
  if (voucher.validTo && at.now > voucher.validTo) return { key: 'voucherExpired' };
  if (voucher.usageLimit !== null && at.uses >= voucher.usageLimit) return { key: 'voucherUsedUp' };
  if (at.productTotal < voucher.minimumAmount) {
    return { key: 'voucherBelowMinimum', minimum: voucher.minimumAmount, remaining: roundToOre(voucher.minimumAmount - at.productTotal) };
  }
  return null;
}

/** Whether a voucher is usable at all right now, whatever the cart holds (for hasActiveRebateCampaigns). */
export const voucherActive = (voucher: VoucherLimits, now: Date, uses: number): boolean =>
  (!voucher.validFrom || now >= voucher.validFrom) && (!voucher.validTo || now <= voucher.validTo) && (voucher.usageLimit === null || uses < voucher.usageLimit);

/** Codes are stored upper-case and typed any way. */
export const normalizeVoucherCode = (code: string): string => code.trim().toUpperCase();
