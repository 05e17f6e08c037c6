/** Vouchers as stored: finding one by code, counting its uses, checking it against a cart. */
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { voucherUses, vouchers } from '../../db/schema';
import type { Lang } from '../../messages';
import { formatMoney } from '../../../domain/pricing';
import { CheckoutError } from './checkoutError';
import { normalizeVoucherCode, voucherActive, voucherProblem, type VoucherLimits } from './voucherRules';
import type { VoucherTerms } from './totals';

export type VoucherRow = typeof vouchers.$inferSelect;

export const voucherLimits = (row: VoucherRow): VoucherLimits => ({
  validFrom: row.validFrom,
  validTo: row.validTo,
  usageLimit: row.usageLimit,
  minimumAmount: Number(row.minimumAmount),
});

export const voucherTerms = (row: VoucherRow): VoucherTerms => ({ kind: row.kind, value: Number(row.value) });

export async function findVoucherByCode(db: Db, code: string): Promise<VoucherRow | null> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, normalizeVoucherCode(code))).limit(1);
  return row ?? null;
}

export async function findVoucher(db: Db, uuid: string): Promise<VoucherRow | null> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.uuid, uuid)).limit(1);
  return row ?? null;
}

/**
 * Holds the voucher's row until the transaction ends: uses counted after this see every use
 * committed before, and a parallel redemption waits here until this one has been recorded.
 */
export async function lockVoucher(db: Db, uuid: string): Promise<void> {
  await db.select({ uuid: vouchers.uuid }).from(vouchers).where(eq(vouchers.uuid, uuid)).for('update');
}

export async function voucherUseCount(db: Db, voucherUuid: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(voucherUses).where(eq(voucherUses.voucherUuid, voucherUuid));
  return Number(row.n);
}

/** Whether any voucher can be used now (the checkout shows the voucher field only then). */
export async function hasActiveVouchers(db: Db, now: Date): Promise<boolean> {
  const rows = await db
    .select({ voucher: vouchers, uses: sql<string>`(select count(*) from ${voucherUses} where ${voucherUses.voucherUuid} = ${vouchers.uuid})` })
    .from(vouchers);
  return rows.some((r) => voucherActive(voucherLimits(r.voucher), now, Number(r.uses)));
}

/** Throws the reason a voucher cannot be used on products worth `productTotal`. */
export async function assertVoucherUsable(db: Db, voucher: VoucherRow, productTotal: number, now: Date, lang: Lang): Promise<void> {
  const problem = voucherProblem(voucherLimits(voucher), { now, uses: await voucherUseCount(db, voucher.uuid), productTotal });
  if (!problem) return;
  if (problem.key === 'voucherNotYetValid') {
    throw new CheckoutError(400, 'voucherNotYetValid', { date: problem.validFrom.toLocaleDateString(lang === 'en' ? 'en-GB' : 'nb-NO', { timeZone: 'Europe/Oslo' }) }, 'code');
  }
  if (problem.key === 'voucherBelowMinimum') {
    throw new CheckoutError(400, 'voucherBelowMinimum', { minimum: formatMoney(problem.minimum), remaining: formatMoney(problem.remaining) }, 'code');
  }
  throw new CheckoutError(400, problem.key, {}, 'code');
}
