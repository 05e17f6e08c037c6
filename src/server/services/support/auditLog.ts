/** The audit log of what support staff did to customers' accounts and orders. */
import { desc, eq } from 'drizzle-orm';
import type { AuditEntry } from '../../../api/contract/support';
import type { Db } from '../../db/client';
import { supportAuditLog, users, type SupportAction } from '../../db/schema';
import { orderReference } from '../orders/receipt';

export interface AuditRecord {
  staffUuid: string;
  customerUuid: string;
  action: SupportAction;
  orderUuid?: string;
  orderLineUuid?: string;
}

export async function recordAudit(db: Db, record: AuditRecord, at: Date): Promise<void> {
  await db.insert(supportAuditLog).values({ ...record, at });
}

/** Newest first: the customer page shows what was done lately. */
export async function auditOfCustomer(db: Db, customerUuid: string, limit = 200): Promise<AuditEntry[]> {
  const rows = await db
    .select({ entry: supportAuditLog, staffName: users.name, staffEmail: users.email })
    .from(supportAuditLog)
    .innerJoin(users, eq(users.uuid, supportAuditLog.staffUuid))
    .where(eq(supportAuditLog.customerUuid, customerUuid))
    .orderBy(desc(supportAuditLog.at), desc(supportAuditLog.uuid))
    .limit(limit);
  return rows.map(({ entry, staffName, staffEmail }) => ({
    at: entry.at.toISOString(),
    action: entry.action,
    staff: { name: staffName, email: staffEmail },
    order: entry.orderUuid ? { uuid: entry.orderUuid, reference: orderReference(entry.orderUuid) } : null,
    orderLineUuid: entry.orderLineUuid,
  }));
}
