import { asc, eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { customers, users } from '../platform/db/tables';

/** The customer a document is issued to: personal or business, the name documents carry and when they joined. */
export interface DocumentHolder {
  customerId: number;
  business: boolean;
  name: string;
  since: Date;
}

/** The customer with the name documents carry: a business's name, else its first user's. */
export async function documentHolder(db: Database, customerId: number): Promise<DocumentHolder | undefined> {
  const [row] = await db
    .select({
      customerType: customers.customerType,
      businessName: customers.businessName,
      createdAt: customers.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(customers)
    .leftJoin(users, eq(users.customerId, customers.id))
    .where(eq(customers.id, customerId))
    .orderBy(asc(users.id))
    .limit(1);
  if (!row) return undefined;
  const business = row.customerType === 1;
  const person = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return {
    customerId,
    business,
    name: (business ? row.businessName : person) || person || `Customer ${customerId}`,
    since: row.createdAt,
  };
}
