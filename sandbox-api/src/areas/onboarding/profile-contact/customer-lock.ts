import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { customers } from '../../../platform/db/tables';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Serialises a customer's changes that count or rank its rows (one primary, a maximum). */
export async function lockCustomer(tx: Transaction, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}
