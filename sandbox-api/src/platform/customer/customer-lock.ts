import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customers } from '../db/tables';

/** A transaction's handle: a database too. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A customer's rows that count or rank (a company's users and e-mails, a profile's phones and addresses: one primary,
 * a maximum) are changed one writer at a time: the customer row is the lock.
 */
export async function lockCustomer(tx: Transaction, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}
