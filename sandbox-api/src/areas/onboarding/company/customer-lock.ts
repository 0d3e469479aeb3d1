import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { customers } from '../../../platform/db/tables';

/** A transaction's handle: a database too. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The company's rows are changed one writer at a time: the customer row is the lock. */
export async function lockCustomer(tx: Transaction, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}
