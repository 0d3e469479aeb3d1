import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { accounts, customers, users } from '../../../platform/db/tables';
import { postJournal, type JournalInput, type PostedJournal } from '../../../money/ledger';
import { payoutBlacklistedAmong } from '../../../money/payout-blacklist';
import { createBatchQueries } from './batch-queries';
import { createPayoutQueries } from './payout-queries';

export type { BatchInsert, BatchRow, PaymentInsert, PaymentRow } from './batch-queries';

/** An account as a batch upload checks it. */
export type AccountRow = typeof accounts.$inferSelect;

/**
 * The reads and writes of global pay (issue 48): batches and their payments on the sender's side, payouts on the
 * recipient's, and the ledger journals that move their money. Rows are the slice's records (BatchRow, PaymentRow).
 */
function createGlobalPayQueries(db: Database) {
  return {
    ...createBatchQueries(db),
    ...createPayoutQueries(db),

    /** The customer's account `accountId`, if it has it. */
    async account(customerId: number, accountId: number): Promise<AccountRow | undefined> {
      const [row] = await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.id, accountId), eq(accounts.customerId, customerId)));
      return row;
    },

    /** The customer's type (0 a person, 1 a business), if there is such a customer. */
    async customerType(customerId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ customerType: customers.customerType })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row?.customerType;
    },

    /** The sender as its recipients read it: the business name, else its first user's name. */
    async senderName(customerId: number): Promise<string> {
      const [customer] = await db
        .select({ businessName: customers.businessName })
        .from(customers)
        .where(eq(customers.id, customerId));
      if (customer?.businessName) return customer.businessName;
      const [user] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.customerId, customerId))
        .orderBy(asc(users.id))
        .limit(1);
      return user ? `${user.firstName} ${user.lastName}` : 'A sender';
    },

    /** The payees of these e-mails a global payout of the customer may not go to (the payout blacklist). */
    blacklistedAmong: (customerId: number, emails: string[]): Promise<Set<string>> =>
      payoutBlacklistedAmong(db, customerId, emails, 'globalPay'),

    /** Writes a ledger journal (a savepoint when bound to a transaction). */
    postJournal: (input: JournalInput): Promise<PostedJournal> => postJournal(db, input),
  };
}

export type GlobalPayQueries = ReturnType<typeof createGlobalPayQueries>;

/** Global pay's reads and writes, on the database or inside one transaction. */
export function createGlobalPayRepository(db: Database) {
  return {
    ...createGlobalPayQueries(db),
    /** Runs `work` in one database transaction, with the queries bound to it. */
    transaction<T>(work: (queries: GlobalPayQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createGlobalPayQueries(tx)));
    },
  };
}

export type GlobalPayRepository = ReturnType<typeof createGlobalPayRepository>;
