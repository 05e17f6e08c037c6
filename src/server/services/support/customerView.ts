/** A customer's account as support sees it: sets, uploads, cart, orders, recordings, the audit log. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { OrderSummary } from '../../../api/contract/support';
import type { Db } from '../../db/client';
import { orders, pictureSets, subjects, users } from '../../db/schema';
import type { Lang } from '../../messages';
import { cartOf } from '../../routes/cart';
import { listRecordings } from '../debug/recordings';
import { orderReference } from '../orders/receipt';
import type { OrderRow } from '../orders/orderStore';
import { listUserPictureSets } from '../pictureSets/pictureSetViews';
import { recentUserImages, toUploadedImage } from '../userImages/store';
import { auditOfCustomer } from './auditLog';

export type CustomerRow = typeof users.$inferSelect;

export async function findCustomer(db: Db, uuid: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.uuid, uuid), eq(users.role, 'customer')))
    .limit(1);
  return row ?? null;
}

export const customerSummaryOf = (row: Pick<CustomerRow, 'uuid' | 'name' | 'email' | 'mobile'>) => ({ uuid: row.uuid, name: row.name, email: row.email, mobile: row.mobile });

/** The staff members who placed some of the orders, by uuid. */
async function staffOf(db: Db, rows: readonly Pick<OrderRow, 'placedByStaffUuid'>[]): Promise<Map<string, { name: string; email: string }>> {
  const uuids = [...new Set(rows.flatMap((r) => (r.placedByStaffUuid ? [r.placedByStaffUuid] : [])))];
  if (uuids.length === 0) return new Map();
  const staff = await db.select({ uuid: users.uuid, name: users.name, email: users.email }).from(users).where(inArray(users.uuid, uuids));
  return new Map(staff.map((s) => [s.uuid, { name: s.name, email: s.email }]));
}

export async function orderSummaries(db: Db, rows: readonly OrderRow[]): Promise<OrderSummary[]> {
  const staff = await staffOf(db, rows);
  return rows.map((o) => ({
    uuid: o.uuid,
    reference: orderReference(o.uuid),
    state: o.state,
    totalPrice: Number(o.totalPrice),
    currency: o.currency,
    createdAt: o.createdAt.toISOString(),
    placedBy: o.placedByStaffUuid ? (staff.get(o.placedByStaffUuid) ?? null) : null,
  }));
}

export async function customerView(db: Db, customer: CustomerRow, now: Date, lang: Lang) {
  const [sets, uploads, cart, orderRows, recordings, audit] = await Promise.all([
    listUserPictureSets(db, customer.uuid, now, lang),
    recentUserImages(db, customer.uuid),
    cartOf(db, customer.uuid, lang),
    db.select().from(orders).where(eq(orders.userUuid, customer.uuid)).orderBy(desc(orders.createdAt)),
    listRecordings(db, 100, customer.uuid),
    auditOfCustomer(db, customer.uuid),
  ]);
  const codes =
    sets.length === 0
      ? []
      : await db
          .select({ setUuid: pictureSets.uuid, code: subjects.code })
          .from(pictureSets)
          .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
          .where(
            inArray(
              pictureSets.uuid,
              sets.map((s) => s.uuid),
            ),
          );
  const codeOf = new Map(codes.map((c) => [c.setUuid, c.code]));
  return {
    customer: { ...customerSummaryOf(customer), createdAt: customer.createdAt.toISOString() },
    pictureSets: sets.map((set) => ({ ...set, code: codeOf.get(set.uuid) ?? '' })),
    uploads: uploads.map(toUploadedImage),
    cart,
    orders: await orderSummaries(db, orderRows),
    recordings,
    audit,
  };
}
