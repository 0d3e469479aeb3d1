import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { merchantIpnMessages, merchantIpnSettings, merchantPaymentNotificationSettings } from './tables';
import type { Page } from './paging';

export type IpnMessageRow = typeof merchantIpnMessages.$inferSelect;
export type IpnSettingsRow = typeof merchantIpnSettings.$inferSelect;

/** IPN settings and messages, and the payment notifications' settings. */
export function createIpnQueries(db: Database) {
  return {
    async ipnSettings(customerId: number): Promise<IpnSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(merchantIpnSettings)
        .where(eq(merchantIpnSettings.customerId, customerId));
      return row;
    },

    async saveIpnSettings(
      customerId: number,
      values: Partial<Omit<IpnSettingsRow, 'customerId'>>,
      at: Date,
    ): Promise<IpnSettingsRow> {
      const [row] = await db
        .insert(merchantIpnSettings)
        .values({ customerId, ...values, updatedAt: at })
        .onConflictDoUpdate({ target: merchantIpnSettings.customerId, set: { ...values, updatedAt: at } })
        .returning();
      return row!;
    },

    async ipnMessages(customerId: number, page: Page) {
      const where = eq(merchantIpnMessages.customerId, customerId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(merchantIpnMessages)
          .where(where)
          .orderBy(desc(merchantIpnMessages.createdAt), desc(merchantIpnMessages.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(merchantIpnMessages).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async ipnMessage(customerId: number, id: number): Promise<IpnMessageRow | undefined> {
      const [row] = await db
        .select()
        .from(merchantIpnMessages)
        .where(and(eq(merchantIpnMessages.customerId, customerId), eq(merchantIpnMessages.id, id)));
      return row;
    },

    /** A new message for a payment; undefined when that payment has one already. */
    async insertIpnMessage(row: typeof merchantIpnMessages.$inferInsert): Promise<IpnMessageRow | undefined> {
      const [inserted] = await db.insert(merchantIpnMessages).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async updateIpnMessage(
      id: number,
      values: Partial<
        Pick<
          IpnMessageRow,
          'status' | 'body' | 'responseStatus' | 'responseBody' | 'attempts' | 'confirmedAt'
        >
      >,
    ): Promise<IpnMessageRow | undefined> {
      const [row] = await db
        .update(merchantIpnMessages)
        .set(values)
        .where(eq(merchantIpnMessages.id, id))
        .returning();
      return row;
    },

    // ---- Payment notifications ---------------------------------------------------------------------------

    async paymentNotificationSettings(customerId: number) {
      const [row] = await db
        .select()
        .from(merchantPaymentNotificationSettings)
        .where(eq(merchantPaymentNotificationSettings.customerId, customerId));
      return row;
    },

    async savePaymentNotificationSettings(
      customerId: number,
      values: { statusId?: number; secretHash?: string },
      at: Date,
    ) {
      const [row] = await db
        .insert(merchantPaymentNotificationSettings)
        .values({ customerId, ...values, updatedAt: at })
        .onConflictDoUpdate({
          target: merchantPaymentNotificationSettings.customerId,
          set: { ...values, updatedAt: at },
        })
        .returning();
      return row!;
    },
  };
}
