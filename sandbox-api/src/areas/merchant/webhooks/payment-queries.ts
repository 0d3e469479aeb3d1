import type { MerchantPaymentRequest } from '@portal/api/catalogue';
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { accounts, customers, users } from '../../../platform/db/tables';
import { journals, ledgerEntries } from '../../../money/ledger-tables';
import { lockAccounts, postJournal, type JournalInput, type PostedJournal } from '../../../money/ledger';
import { merchantPaymentRequests, merchantRefunds } from './tables';
import { toPaymentRequest, type PaymentRequestInsert } from './records';

/** A ledger entry of a journal, with its journal and the account it moved: what a received payment is read from. */
export interface JournalEntryRecord {
  journalId: number;
  journalCustomerId: number;
  type: string;
  status: string;
  counterpartyName: string;
  counterpartyEmail: string | null;
  description: string;
  createdAt: Date;
  accountId: number;
  amount: string;
  kind: string;
  customerId: number;
  currencyCode: string;
}

/** A party of a payment as a payee sees them: a name and an e-mail. */
export interface Party {
  name: string;
  email: string;
}

/**
 * The ledger as the merchant's payments read it, the refunds of them and the public merchant API's payment requests
 * (issue 33 item 3).
 */
export function createPaymentQueries(db: Database) {
  return {
    /** The entries of these journals, in the order they were written. */
    async journalEntries(journalIds: readonly number[]): Promise<JournalEntryRecord[]> {
      return db
        .select({
          journalId: journals.id,
          journalCustomerId: journals.customerId,
          type: journals.type,
          status: journals.status,
          counterpartyName: journals.counterpartyName,
          counterpartyEmail: journals.counterpartyEmail,
          description: journals.description,
          createdAt: journals.createdAt,
          accountId: ledgerEntries.accountId,
          amount: ledgerEntries.amount,
          kind: ledgerEntries.kind,
          customerId: accounts.customerId,
          currencyCode: accounts.currencyCode,
        })
        .from(ledgerEntries)
        .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
        .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
        .where(inArray(ledgerEntries.journalId, [...journalIds]))
        .orderBy(asc(ledgerEntries.id));
    },

    /**
     * The journals of completed payments of these types that credited an account of the customer, newest first (one
     * per credit; `limit` of them), or only `journalId`'s.
     */
    async receivedJournalIds(
      customerId: number,
      types: readonly string[],
      options: { limit: number; journalId?: number },
    ): Promise<number[]> {
      const rows = await db
        .select({ journalId: journals.id })
        .from(ledgerEntries)
        .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
        .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
        .where(
          and(
            eq(accounts.customerId, customerId),
            eq(ledgerEntries.kind, 'principal'),
            gt(ledgerEntries.amount, '0'),
            eq(journals.status, 'completed'),
            inArray(journals.type, [...types]),
            ...(options.journalId !== undefined ? [eq(journals.id, options.journalId)] : []),
          ),
        )
        .orderBy(desc(journals.createdAt), desc(journals.id))
        .limit(options.limit);
      return rows.map((row) => row.journalId);
    },

    /** A journal's type, if there is such a journal. */
    async journalType(journalId: number): Promise<string | undefined> {
      const [row] = await db.select({ type: journals.type }).from(journals).where(eq(journals.id, journalId));
      return row?.type;
    },

    /** The batch a journal belongs to (a mass transfer's row), if any. */
    async journalBatchId(journalId: number): Promise<number | null | undefined> {
      const [row] = await db
        .select({ batchId: journals.batchId })
        .from(journals)
        .where(eq(journals.id, journalId));
      return row?.batchId;
    },

    /** Every journal of a batch. */
    async batchJournalIds(batchId: number): Promise<number[]> {
      return (await db.select({ id: journals.id }).from(journals).where(eq(journals.batchId, batchId))).map(
        (row) => row.id,
      );
    },

    /** The payer as a payee sees them: the business name or the person's name, and the e-mail of its first user. */
    async partyOf(customerId: number): Promise<Party> {
      const [row] = await db
        .select({
          businessName: customers.businessName,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(customers)
        .leftJoin(users, eq(users.customerId, customers.id))
        .where(eq(customers.id, customerId))
        .orderBy(asc(users.id))
        .limit(1);
      if (!row) return { name: '', email: '' };
      return {
        name: row.businessName ?? `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
        email: row.email ?? '',
      };
    },

    // ---- Refunds ---------------------------------------------------------------------------------------------------

    /** The refunds made of a merchant's received payments: the payment each returned, and when. */
    async refundsOf(customerId: number): Promise<{ paymentJournalId: number; at: Date }[]> {
      return db
        .select({ paymentJournalId: merchantRefunds.paymentJournalId, at: merchantRefunds.createdAt })
        .from(merchantRefunds)
        .where(eq(merchantRefunds.customerId, customerId));
    },

    /** How much of each of these payments was refunded (payments with no refund are left out). */
    async refundedAmounts(journalIds: readonly number[]): Promise<Map<number, string>> {
      if (journalIds.length === 0) return new Map();
      const rows = await db
        .select({
          journalId: merchantRefunds.paymentJournalId,
          total: sql<string>`sum(${merchantRefunds.amount})`,
        })
        .from(merchantRefunds)
        .where(inArray(merchantRefunds.paymentJournalId, [...journalIds]))
        .groupBy(merchantRefunds.paymentJournalId);
      return new Map(rows.map((row) => [row.journalId, String(row.total)]));
    },

    /** How much of one payment was refunded so far (null: nothing). */
    async refundedTotal(journalId: number): Promise<string | null> {
      const [done] = await db
        .select({ total: sql<string | null>`sum(${merchantRefunds.amount})` })
        .from(merchantRefunds)
        .where(eq(merchantRefunds.paymentJournalId, journalId));
      return done?.total ?? null;
    },

    /** Stores a refund of a payment; answers its id. */
    async insertRefund(values: typeof merchantRefunds.$inferInsert): Promise<number> {
      const [row] = await db.insert(merchantRefunds).values(values).returning({ id: merchantRefunds.id });
      return row!.id;
    },

    /** Locks the accounts a refund moves money between (ledger.ts). */
    async lockAccounts(ids: readonly number[]): Promise<void> {
      await lockAccounts(db, ids);
    },

    /** Writes a ledger journal (a savepoint when bound to a transaction). */
    postJournal: (input: JournalInput): Promise<PostedJournal> => postJournal(db, input),

    // ---- Payment requests ------------------------------------------------------------------------------------------

    async insertPaymentRequest(values: PaymentRequestInsert): Promise<MerchantPaymentRequest> {
      const [row] = await db.insert(merchantPaymentRequests).values(values).returning();
      return toPaymentRequest(row!);
    },

    /** The customer's payment request `id`, if it has it. */
    async paymentRequest(customerId: number, id: number): Promise<MerchantPaymentRequest | undefined> {
      const [row] = await db
        .select()
        .from(merchantPaymentRequests)
        .where(and(eq(merchantPaymentRequests.id, id), eq(merchantPaymentRequests.customerId, customerId)));
      return row ? toPaymentRequest(row) : undefined;
    },

    /**
     * Marks paid the open payment request `id` of the merchant in the payment's currency for at most the amount
     * paid; answers its id, or undefined when no such open request matched.
     */
    async markPaymentRequestPaid(payment: {
      id: number;
      customerId: number;
      currencyCode: string;
      amount: string;
    }): Promise<number | undefined> {
      const [paid] = await db
        .update(merchantPaymentRequests)
        .set({ status: 'paid' })
        .where(
          and(
            eq(merchantPaymentRequests.id, payment.id),
            eq(merchantPaymentRequests.customerId, payment.customerId),
            eq(merchantPaymentRequests.status, 'open'),
            eq(merchantPaymentRequests.currencyCode, payment.currencyCode),
            lte(merchantPaymentRequests.amount, payment.amount),
          ),
        )
        .returning({ id: merchantPaymentRequests.id });
      return paid?.id;
    },
  };
}
