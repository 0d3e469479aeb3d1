import type { SupportAction } from '@portal/api/catalogue';
import { count, desc, eq } from 'drizzle-orm';
import type { NewSupportAction } from '../../../platform/pipeline/support-actions';
import type { Database } from '../../../platform/db/client';
import { supportActions } from './tables';
import { users } from '../../../platform/db/tables';

export function createSupportActionRepository(db: Database) {
  return {
    async insert(action: NewSupportAction): Promise<void> {
      await db.insert(supportActions).values(action);
    },

    /** A page of the customer's records, newest first, with the administrator's name. */
    async page(
      customerId: number,
      pageNumber: number,
      pageSize: number,
    ): Promise<{ items: SupportAction[]; total: number }> {
      const rows = await db
        .select({
          occurredAt: supportActions.occurredAt,
          firstName: users.firstName,
          lastName: users.lastName,
          operation: supportActions.operation,
          responseCode: supportActions.responseCode,
        })
        .from(supportActions)
        .innerJoin(users, eq(users.id, supportActions.adminUserId))
        .where(eq(supportActions.customerId, customerId))
        .orderBy(desc(supportActions.occurredAt), desc(supportActions.id))
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize);
      const [total] = await db
        .select({ value: count() })
        .from(supportActions)
        .where(eq(supportActions.customerId, customerId));
      return {
        items: rows.map((row) => ({
          date: row.occurredAt.toISOString(),
          // The customer sees who helped them, not the staff member's full name.
          supportName: `${row.firstName} ${row.lastName.slice(0, 1)}.`,
          operation: row.operation,
          responseCode: row.responseCode,
        })),
        total: total?.value ?? 0,
      };
    },
  };
}

export type SupportActionRepository = ReturnType<typeof createSupportActionRepository>;
