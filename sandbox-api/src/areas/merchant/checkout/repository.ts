import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { customerAccess, users } from '../../../platform/db/tables';
import { journals } from '../../../money/ledger-tables';

/**
 * The reads of the hosted checkout (issue 33 item 4): the e-mail a merchant is paid at, and the texts of a paying
 * transfer's journal that may carry a `PR-{id}`. The saved buttons and the payment requests are other slices'
 * (service.ts `CheckoutButtons`, `PaymentRequests`).
 */

/** The texts of a journal a payer may have written a payment reference in. */
export interface JournalTexts {
  description: string | null;
  reference: string | null;
  note: string | null;
}

export function createCheckoutRepository(db: Database) {
  return {
    /** The e-mail a p2p transfer reaches the merchant by: its full-access (else first) active user's. */
    async payeeEmail(customerId: number): Promise<string | undefined> {
      const [payee] = await db
        .select({ email: users.email })
        .from(users)
        .leftJoin(
          customerAccess,
          and(eq(customerAccess.userId, users.id), eq(customerAccess.customerId, users.customerId)),
        )
        .where(and(eq(users.customerId, customerId), eq(users.status, 'active')))
        .orderBy(desc(sql`coalesce(${customerAccess.accessRight}, 0)`), asc(users.id))
        .limit(1);
      return payee?.email;
    },

    /** The description, reference and note of a journal; undefined for an unknown one. */
    async journalTexts(journalId: number): Promise<JournalTexts | undefined> {
      const [journal] = await db
        .select({ description: journals.description, reference: journals.reference, note: journals.note })
        .from(journals)
        .where(eq(journals.id, journalId));
      return journal;
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
