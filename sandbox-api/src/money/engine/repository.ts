import type { ApproveType, PermissionFlag } from '@portal/api/catalogue';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { batchJournalIds, postBatchJournals } from '../batch-posting';
import { accounts, customerAccess, customers, users } from '../../platform/db/tables';
import { transferOperations } from './tables';
import type { IncomingPaymentHooks } from '../incoming';
import { lockAccounts, postJournal, type JournalInput, type Posting, type PostedJournal } from '../ledger';
import { createApprovalQueries } from './approval-queries';
import { createLimitQueries } from './limit-queries';
import {
  toOperation,
  userName,
  type Actor,
  type AccountRecord,
  type OperationRecord,
  type NewOperation,
  type OperationPatch,
} from './operation-records';
import { createPayeeQueries } from './payee-queries';
import { createRateQueries } from './rate-queries';

export type {
  OperationStatus,
  StoredApproveType,
  Actor,
  AccountRecord,
  OperationRecord,
  NewOperation,
  OperationPatch,
  PayeeUser,
  BatchRecord,
  ApprovalFilter,
} from './operation-records';

/**
 * The reads and writes of the transfers area (issue 5). Rows become the module's records here, so the services
 * never see a column name; amounts stay decimal strings.
 */

function createTransferQueries(db: Database, hooks: IncomingPaymentHooks) {
  return {
    /** Invoices, so that paying one is checked and recorded in the payment's transaction (money/incoming.ts). */
    invoices: hooks.invoices(db),
    /** Writes a ledger journal (a savepoint when bound to a transaction: a refusal undoes only the journal). */
    post: (input: JournalInput): Promise<PostedJournal> => postJournal(db, input),
    /** Writes a mass transfer's journals, all or none (a savepoint when bound to a transaction; mass/posting.ts). */
    postBatch: (input: Parameters<typeof postBatchJournals>[1]) => postBatchJournals(db, input),
    /** Beneficiaries' accounts a revenue split of these postings would credit (money/incoming.ts). */
    splitAccountIds: (postings: readonly Posting[], on: Date): Promise<number[]> =>
      hooks.splits.accountsToCredit(db, postings, on),
    /** Splits the incoming payments just posted (a journal, or a batch's rows) by the payees' contracts. */
    splitIncoming: async (posted: { journalId: number; batchId?: number }): Promise<void> => {
      await hooks.splits.splitPosted(
        db,
        posted.batchId === undefined ? [posted.journalId] : await batchJournalIds(db, posted.batchId),
      );
    },
    /** Locks the accounts a journal will post to, before anything refers to them (ledger.ts). */
    lockAccounts: async (ids: readonly number[]): Promise<void> => {
      await lockAccounts(db, ids);
    },

    async actor(customerId: number, userId: number): Promise<Actor | null> {
      const [row] = await db
        .select({ customer: customers, user: users })
        .from(customers)
        .innerJoin(users, eq(users.id, userId))
        .where(eq(customers.id, customerId));
      if (!row) return null;
      const [access] = await db
        .select({ accessRight: customerAccess.accessRight })
        .from(customerAccess)
        .where(and(eq(customerAccess.userId, userId), eq(customerAccess.customerId, customerId)));
      return {
        customerId,
        customerType: row.customer.customerType,
        permissions: (row.customer.permissions ?? {}) as Partial<Record<PermissionFlag, boolean>>,
        approveMode: row.customer.transactionApproveMode as ApproveType,
        accessRight: access?.accessRight ?? 0,
        userId,
        email: row.user.email,
        phone: row.user.phone,
        name: userName(row.user),
      };
    },

    async customerApproveMode(customerId: number): Promise<ApproveType> {
      const [row] = await db
        .select({ mode: customers.transactionApproveMode })
        .from(customers)
        .where(eq(customers.id, customerId));
      return (row?.mode ?? 'none') as ApproveType;
    },

    /** A customer's display name: the business name, else its first user's name. */
    async customerName(customerId: number): Promise<string> {
      const [row] = await db
        .select({
          businessName: customers.businessName,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(customers)
        .leftJoin(users, eq(users.customerId, customers.id))
        .where(eq(customers.id, customerId))
        .orderBy(asc(users.id))
        .limit(1);
      if (!row) return '';
      return row.businessName ?? userName({ firstName: row.firstName ?? '', lastName: row.lastName ?? '' });
    },

    async account(id: number): Promise<AccountRecord | null> {
      const [row] = await db
        .select({
          id: accounts.id,
          customerId: accounts.customerId,
          type: accounts.type,
          statusId: accounts.statusId,
          currencyCode: accounts.currencyCode,
          balance: accounts.balance,
          balanceMin: accounts.balanceMin,
        })
        .from(accounts)
        .where(eq(accounts.id, id));
      return row ?? null;
    },

    /** The customer's first active account of this type in a currency (the p2p payee's account). */
    async activeAccountOf(
      customerId: number,
      type: number,
      currencyCode: string,
    ): Promise<AccountRecord | null> {
      const [row] = await db
        .select({
          id: accounts.id,
          customerId: accounts.customerId,
          type: accounts.type,
          statusId: accounts.statusId,
          currencyCode: accounts.currencyCode,
          balance: accounts.balance,
          balanceMin: accounts.balanceMin,
        })
        .from(accounts)
        .where(
          and(
            eq(accounts.customerId, customerId),
            eq(accounts.type, type),
            eq(accounts.currencyCode, currencyCode),
            eq(accounts.statusId, 2),
          ),
        )
        .orderBy(asc(accounts.id))
        .limit(1);
      return row ?? null;
    },

    /** The currencies of the customer's active accounts. */
    async customerCurrencies(customerId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ currencyCode: accounts.currencyCode })
        .from(accounts)
        .where(and(eq(accounts.customerId, customerId), eq(accounts.statusId, 2)))
        .orderBy(asc(accounts.currencyCode));
      return rows.map((row) => row.currencyCode);
    },

    ...createRateQueries(db),
    ...createLimitQueries(db),

    // --- operations ---

    /**
     * Serialises one customer's submits (limits and idempotency are decided under this lock). Not `FOR UPDATE`:
     * that also blocks the key-share lock a transfer to this customer takes on it through `accounts.customer_id`
     * (PostgreSQL checks the key again when a transaction updates an account row it already updated, as a journal
     * does), and two crossing transfers would deadlock (issue 22).
     */
    async lockCustomer(customerId: number): Promise<void> {
      await db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, customerId))
        .for('no key update');
    },

    async operationByKey(customerId: number, idempotencyKey: string): Promise<OperationRecord | null> {
      const [row] = await db
        .select()
        .from(transferOperations)
        .where(
          and(
            eq(transferOperations.customerId, customerId),
            eq(transferOperations.idempotencyKey, idempotencyKey),
          ),
        );
      return row ? toOperation(row) : null;
    },

    /** Null when the same idempotency key got there first. */
    async insertOperation(operation: NewOperation): Promise<OperationRecord | null> {
      const [row] = await db
        .insert(transferOperations)
        .values({ ...operation, plan: operation.plan as unknown as Record<string, unknown> })
        .onConflictDoNothing()
        .returning();
      return row ? toOperation(row) : null;
    },

    async operation(id: string, lock = false): Promise<OperationRecord | null> {
      const query = db.select().from(transferOperations).where(eq(transferOperations.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ? toOperation(row) : null;
    },

    async operationByRequestId(requestId: number, lock = false): Promise<OperationRecord | null> {
      const query = db.select().from(transferOperations).where(eq(transferOperations.requestId, requestId));
      const [row] = lock ? await query.for('update') : await query;
      return row ? toOperation(row) : null;
    },

    async batchOperations(batchId: number, customerId: number): Promise<OperationRecord[]> {
      const rows = await db
        .select()
        .from(transferOperations)
        .where(and(eq(transferOperations.batchId, batchId), eq(transferOperations.customerId, customerId)))
        .orderBy(asc(transferOperations.requestId));
      return rows.map(toOperation);
    },

    async updateOperation(id: string, patch: OperationPatch, now: Date): Promise<void> {
      const { plan, ...rest } = patch;
      await db
        .update(transferOperations)
        .set({
          ...rest,
          ...(plan ? { plan: plan as unknown as Record<string, unknown> } : {}),
          updatedAt: now,
        })
        .where(eq(transferOperations.id, id));
    },

    ...createPayeeQueries(db),
    ...createApprovalQueries(db),
  };
}

export type TransferQueries = ReturnType<typeof createTransferQueries>;

/**
 * The reads and writes of the transfers area, on the database or inside one transaction; `hooks` are what other
 * areas do as a payment lands (contracts' splits, invoices), registered at wiring (areas.ts).
 */
export function createTransferRepository(db: Database, hooks: IncomingPaymentHooks) {
  return {
    ...createTransferQueries(db, hooks),
    /** Runs `work` in one database transaction, with the queries bound to it. */
    transaction<T>(work: (queries: TransferQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createTransferQueries(tx, hooks)));
    },
  };
}

export type TransferRepository = ReturnType<typeof createTransferRepository>;
