/** Support's search: customers by e-mail, mobile number or subject code, orders by reference. */
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { SearchMatch } from '../../../api/contract/support';
import type { Db } from '../../db/client';
import { orders, pictureSets, subjects, userPictureSets, users, type OrderStateValue } from '../../db/schema';
import { orderReference } from '../orders/receipt';
import { escapeLike, parseSearchTerm } from './searchTerm';

/** Enough to pick from; a term that matches more should be made longer. */
export const SEARCH_LIMIT = 25;

const customerColumns = { uuid: users.uuid, name: users.name, email: users.email, mobile: users.mobile };
type CustomerRow = { uuid: string; name: string; email: string; mobile: string };

export interface SearchResult {
  customers: (CustomerRow & { matches: SearchMatch[] })[];
  orders: { uuid: string; reference: string; state: OrderStateValue; createdAt: string; customer: CustomerRow }[];
}

export async function searchSupport(db: Db, raw: string): Promise<SearchResult> {
  const term = parseSearchTerm(raw);
  const isCustomer = eq(users.role, 'customer');
  const [byEmail, byMobile, byCode, orderRows] = await Promise.all([
    db
      .select(customerColumns)
      .from(users)
      .where(and(isCustomer, ilike(users.email, `%${escapeLike(term.email)}%`)))
      .orderBy(users.email)
      .limit(SEARCH_LIMIT),
    term.mobileDigits
      ? db
          .select(customerColumns)
          .from(users)
          .where(and(isCustomer, sql`regexp_replace(${users.mobile}, '[^0-9]', '', 'g') like ${`%${term.mobileDigits}%`}`))
          .orderBy(users.email)
          .limit(SEARCH_LIMIT)
      : [],
    term.code
      ? db
          .select(customerColumns)
          .from(subjects)
          .innerJoin(pictureSets, eq(pictureSets.subjectUuid, subjects.uuid))
          .innerJoin(userPictureSets, eq(userPictureSets.pictureSetUuid, pictureSets.uuid))
          .innerJoin(users, eq(users.uuid, userPictureSets.userUuid))
          .where(and(isCustomer, eq(subjects.code, term.code)))
          // Newest holders first: the parent on the phone has usually just added the code, and a
          // code a whole class's families share would otherwise fill the list alphabetically.
          .orderBy(desc(userPictureSets.addedAt), users.email)
          .limit(SEARCH_LIMIT)
      : [],
    term.orderPrefix
      ? db
          .select({ order: { uuid: orders.uuid, state: orders.state, createdAt: orders.createdAt }, customer: customerColumns })
          .from(orders)
          .innerJoin(users, eq(users.uuid, orders.userUuid))
          .where(sql`${orders.uuid}::text like ${`${term.orderPrefix}%`}`)
          .orderBy(desc(orders.createdAt))
          .limit(SEARCH_LIMIT)
      : [],
  ]);

  const customers = new Map<string, CustomerRow & { matches: SearchMatch[] }>();
  const add = (rows: readonly CustomerRow[], match: SearchMatch) => {
    for (const row of rows) {
      const found = customers.get(row.uuid) ?? { ...row, matches: [] };
      if (!found.matches.includes(match)) found.matches.push(match);
      customers.set(row.uuid, found);
    }
  };
  add(byCode, 'code');
  add(byMobile, 'mobile');
  add(byEmail, 'email');
  add(
    orderRows.map((r) => r.customer),
    'order',
  );
  return {
    customers: [...customers.values()].slice(0, SEARCH_LIMIT),
    orders: orderRows.map(({ order, customer }) => ({
      uuid: order.uuid,
      reference: orderReference(order.uuid),
      state: order.state,
      createdAt: order.createdAt.toISOString(),
      customer,
    })),
  };
}
