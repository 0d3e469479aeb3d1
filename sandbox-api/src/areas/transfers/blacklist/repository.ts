import type { BlacklistUser, BlockType } from '@portal/api/catalogue';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';

import { payoutBlacklist } from '../../../money/payout-blacklist-tables';

/**
 * The payout blacklist (issue 15 item 6; spec 02 §2, §3 "Blacklist user", §5 outBlacklist, §7 "Security settings"):
 * a customer's own list of e-mails it refuses to pay out to, each blocking every payout (`all`), p2p only or global
 * pay only. E-mails are kept lower-cased. The global `blacklisted_emails` blocks everyone's payouts to an e-mail.
 */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function createBlacklistRepository(db: Database) {
  return {
    /** The customer's entries, oldest first; `email` finds a part of the address, `type` one block type. */
    async list(customerId: number, filter: { email?: string; type?: BlockType }): Promise<BlacklistUser[]> {
      const part = filter.email?.trim().toLowerCase();
      const rows = await db
        .select()
        .from(payoutBlacklist)
        .where(
          and(
            eq(payoutBlacklist.customerId, customerId),
            eq(payoutBlacklist.active, true),
            ...(part ? [ilike(payoutBlacklist.email, `%${escapeLike(part)}%`)] : []),
            ...(filter.type ? [eq(payoutBlacklist.blockType, filter.type)] : []),
          ),
        )
        .orderBy(asc(payoutBlacklist.createdAt), asc(payoutBlacklist.email));
      return rows.map((row) => ({
        email: row.email,
        blockType: row.blockType as BlockType,
        created: row.createdAt.toISOString(),
      }));
    },

    /** Adds an e-mail, or changes the block type of one already there. */
    async add(customerId: number, email: string, blockType: BlockType): Promise<void> {
      await db
        .insert(payoutBlacklist)
        .values({ customerId, email, blockType })
        .onConflictDoUpdate({
          target: [payoutBlacklist.customerId, payoutBlacklist.email],
          set: { blockType, active: true },
        });
    },

    /** Removes an e-mail; false when it was not on the list. */
    async remove(customerId: number, email: string): Promise<boolean> {
      const removed = await db
        .delete(payoutBlacklist)
        .where(and(eq(payoutBlacklist.customerId, customerId), eq(payoutBlacklist.email, email)))
        .returning({ email: payoutBlacklist.email });
      return removed.length > 0;
    },
  };
}

export type BlacklistRepository = ReturnType<typeof createBlacklistRepository>;
