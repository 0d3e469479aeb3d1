import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { merchantSavedButtons } from './tables';
import type { Page } from './paging';

export type ButtonRow = typeof merchantSavedButtons.$inferSelect;
export type ButtonInsert = typeof merchantSavedButtons.$inferInsert;

/** The merchant's saved buttons. */
export function createButtonQueries(db: Database) {
  return {
    async buttons(customerId: number, page: Page) {
      const where = eq(merchantSavedButtons.customerId, customerId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(merchantSavedButtons)
          .where(where)
          .orderBy(asc(merchantSavedButtons.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(merchantSavedButtons).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async button(customerId: number, id: number): Promise<ButtonRow | undefined> {
      const [row] = await db
        .select()
        .from(merchantSavedButtons)
        .where(and(eq(merchantSavedButtons.customerId, customerId), eq(merchantSavedButtons.id, id)));
      return row;
    },

    async insertButton(row: ButtonInsert): Promise<ButtonRow> {
      const [inserted] = await db.insert(merchantSavedButtons).values(row).returning();
      return inserted!;
    },

    async updateButton(customerId: number, id: number, values: Partial<ButtonInsert>) {
      const [row] = await db
        .update(merchantSavedButtons)
        .set(values)
        .where(and(eq(merchantSavedButtons.customerId, customerId), eq(merchantSavedButtons.id, id)))
        .returning();
      return row;
    },

    async deleteButton(customerId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(merchantSavedButtons)
        .where(and(eq(merchantSavedButtons.customerId, customerId), eq(merchantSavedButtons.id, id)))
        .returning({ id: merchantSavedButtons.id });
      return rows.length > 0;
    },
  };
}
