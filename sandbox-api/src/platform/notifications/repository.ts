import type { NotificationParams, PortalNotification } from '@portal/api/catalogue';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customerNotifications } from './tables';
import { customers, users } from '../db/tables';

type Row = typeof customerNotifications.$inferSelect;

function toNotification(row: Row): PortalNotification {
  return {
    id: row.id,
    type: row.type as PortalNotification['type'],
    severity: row.severity as PortalNotification['severity'],
    text: row.text,
    params: row.params,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

/** Notifications per customer (schema-notifications.ts), newest first. */
export function createNotificationRepository(db: Database) {
  const unreadOf = async (customerId: number): Promise<number> => {
    const [row] = await db
      .select({ unread: count() })
      .from(customerNotifications)
      .where(and(eq(customerNotifications.customerId, customerId), isNull(customerNotifications.readAt)));
    return row?.unread ?? 0;
  };

  return {
    async insert(
      customerId: number,
      values: { type: string; severity: string; text: string; params: NotificationParams; createdAt: Date },
    ): Promise<PortalNotification> {
      const [row] = await db
        .insert(customerNotifications)
        .values({ customerId, ...values })
        .returning();
      return toNotification(row!);
    },

    async list(
      customerId: number,
      { offset, limit, unreadOnly }: { offset: number; limit: number; unreadOnly: boolean },
    ): Promise<{ items: PortalNotification[]; total: number; unread: number }> {
      const where = unreadOnly
        ? and(eq(customerNotifications.customerId, customerId), isNull(customerNotifications.readAt))
        : eq(customerNotifications.customerId, customerId);
      const rows = await db
        .select()
        .from(customerNotifications)
        .where(where)
        // Newest first; the id breaks ties of one instant, so pages never overlap.
        .orderBy(desc(customerNotifications.createdAt), desc(customerNotifications.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ total: count() }).from(customerNotifications).where(where);
      return {
        items: rows.map(toNotification),
        total: total?.total ?? 0,
        unread: await unreadOf(customerId),
      };
    },

    /** Marks the customer's own unread ones (the given ids, or all) read; answers the unread count left. */
    async markRead(customerId: number, ids: readonly string[] | 'all', at: Date): Promise<number> {
      const mine = and(
        eq(customerNotifications.customerId, customerId),
        isNull(customerNotifications.readAt),
      );
      if (ids === 'all' || ids.length > 0) {
        await db
          .update(customerNotifications)
          .set({ readAt: at })
          .where(ids === 'all' ? mine : and(mine, inArray(customerNotifications.id, [...ids])));
      }
      return unreadOf(customerId);
    },

    unread: unreadOf,

    /** The customer of the user signing in with this e-mail, or null. */
    async customerIdByEmail(email: string): Promise<number | null> {
      const [row] = await db
        .select({ customerId: users.customerId })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
      return row?.customerId ?? null;
    },

    async customerExists(customerId: number): Promise<boolean> {
      const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
      return row !== undefined;
    },

    /** Whether the customer has any notification (the seed adds its demo ones once). */
    async hasAny(customerId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: customerNotifications.id })
        .from(customerNotifications)
        .where(eq(customerNotifications.customerId, customerId))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
