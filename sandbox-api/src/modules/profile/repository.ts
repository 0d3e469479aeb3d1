import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, notificationSettings, users } from '../../db/schema';

/** The customer a legal document is issued to: personal or business, their name and when they joined. */
export interface DocumentHolder {
  customerId: number;
  business: boolean;
  name: string;
  since: Date;
}

export function createProfileRepository(db: Database) {
  return {
    /** The values this user changed, by item. */
    async notificationValues(userId: number): Promise<Map<string, string>> {
      const rows = await db
        .select({ identified: notificationSettings.identified, value: notificationSettings.value })
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId));
      return new Map(rows.map((row) => [row.identified, row.value]));
    },

    /** Sets one item's value (a second call with the same value changes nothing). */
    async setNotificationValue(userId: number, identified: string, value: string, now: Date): Promise<void> {
      await db
        .insert(notificationSettings)
        .values({ userId, identified, value, updatedAt: now })
        .onConflictDoUpdate({
          target: [notificationSettings.userId, notificationSettings.identified],
          set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
        });
    },

    /** The customer with the name documents carry: a business's name, else its first user's. */
    async holder(customerId: number): Promise<DocumentHolder | undefined> {
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
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
