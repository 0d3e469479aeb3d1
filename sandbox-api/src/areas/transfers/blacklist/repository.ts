import type { BlacklistUser, BlockType } from '@portal/api/catalogue';
import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { blacklistedEmails } from '../../auth/security/tables';
import { payoutBlacklist } from '../payments/tables';

/**
 * The payout blacklist (issue 15 item 6; spec 02 §2, §3 "Blacklist user", §5 outBlacklist, §7 "Security settings"):
 * a customer's own list of e-mails it refuses to pay out to, each blocking every payout (`all`), p2p only or global
 * pay only. E-mails are kept lower-cased. The global `blacklisted_emails` blocks everyone's payouts to an e-mail.
 */

/** The payout kinds a blacklist entry can block. */
export type PayoutKind = Exclude<BlockType, 'all'>;

/** The block types that stop a payout of this kind. */
const blockingTypes = (kind: PayoutKind): BlockType[] => ['all', kind];

/** Whether a payout of `kind` from `customerId` to `email` is refused (spec 02 §5 outBlacklist). */
export async function isPayoutBlacklisted(
  db: Database,
  customerId: number,
  email: string,
  kind: PayoutKind,
): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  const [global] = await db
    .select({ email: blacklistedEmails.email })
    .from(blacklistedEmails)
    .where(eq(blacklistedEmails.email, normalized));
  if (global) return true;
  const [own] = await db
    .select({ email: payoutBlacklist.email })
    .from(payoutBlacklist)
    .where(
      and(
        eq(payoutBlacklist.customerId, customerId),
        eq(payoutBlacklist.email, normalized),
        eq(payoutBlacklist.active, true),
        inArray(payoutBlacklist.blockType, blockingTypes(kind)),
      ),
    );
  return own !== undefined;
}

/** Which of these e-mails a payout of `kind` from `customerId` may not go to. */
export async function payoutBlacklistedAmong(
  db: Database,
  customerId: number,
  emails: string[],
  kind: PayoutKind,
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const global = await db
    .select({ email: blacklistedEmails.email })
    .from(blacklistedEmails)
    .where(inArray(blacklistedEmails.email, emails));
  const own = await db
    .select({ email: payoutBlacklist.email })
    .from(payoutBlacklist)
    .where(
      and(
        eq(payoutBlacklist.customerId, customerId),
        eq(payoutBlacklist.active, true),
        inArray(payoutBlacklist.email, emails),
        inArray(payoutBlacklist.blockType, blockingTypes(kind)),
      ),
    );
  return new Set([...global, ...own].map((row) => row.email));
}

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
