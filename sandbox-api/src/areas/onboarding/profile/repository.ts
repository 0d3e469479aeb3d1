import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { notificationSettings } from './tables';
import { documentHolder } from '../../../documents/holder';

export type { DocumentHolder } from '../../../documents/holder';

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

    /** The customer with the name documents carry (documents/holder.ts). */
    holder: (customerId: number) => documentHolder(db, customerId),
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
