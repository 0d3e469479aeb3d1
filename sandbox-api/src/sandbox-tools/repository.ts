import { desc, eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { outboxMessages, users } from '../platform/db/tables';

/** A message the sandbox "sent", as the developer tools show it. */
export interface OutboxMessage {
  id: number;
  channel: string;
  to: string;
  text: string;
  code: string | null;
  createdAt: string;
}

export function createToolsRepository(db: Database) {
  return {
    /** Newest first, for one recipient or everyone. */
    async listOutbox(to: string | undefined, limit: number): Promise<OutboxMessage[]> {
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(to === undefined ? undefined : eq(outboxMessages.recipient, to))
        .orderBy(desc(outboxMessages.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        text: row.text,
        code: row.code,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async findCustomerIdByEmail(email: string): Promise<number | null> {
      const [row] = await db
        .select({ customerId: users.customerId })
        .from(users)
        .where(eq(users.email, email));
      return row?.customerId ?? null;
    },
  };
}

export type ToolsRepository = ReturnType<typeof createToolsRepository>;
