import type { BlockType } from '@portal/api/catalogue';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { blacklistedEmails } from '../platform/customer/tables';
import { payoutBlacklist } from './payout-blacklist-tables';

/**
 * Whether a payout may go to a payee (issue 15 item 6; spec 02 §5 outBlacklist): every payout kind asks it before it
 * sends. The global `blacklisted_emails` blocks everyone's payouts to an e-mail; a customer's own payout blacklist
 * (transfers/blacklist lists and edits it) blocks every payout (`all`), p2p only or global pay only. E-mails are kept
 * lower-cased.
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
