import type { ApproveType, Beneficiary, PermissionFlag, TransferType } from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { createInvoiceQueries } from '../invoices/repository';
import { postBatchJournals } from '../mass/posting';
import { accounts, currencies, customerAccess, customers, users } from '../../../platform/db/tables';
import { batchTransfers, externalCards } from '../../accounts/balances/tables';
import { devices } from '../../auth/devices/tables';
import { exchangeRates, transferLimits, transferOperations, transferTemplates } from './tables';
import { journals, ledgerEntries } from '../../../money/ledger-tables';
import { isPayoutBlacklisted, payoutBlacklistedAmong } from '../blacklist/repository';
import { batchJournalIds, splitAccountIds, splitIncomingPayments } from '../../contracts/contracts/execution';
import {
  lockAccounts,
  postJournal,
  type JournalInput,
  type Posting,
  type PostedJournal,
} from '../../../money/ledger';
import type { TransferPlan } from './engine';

/**
 * The reads and writes of the transfers area (issue 5). Rows become the module's records here, so the services
 * never see a column name; amounts stay decimal strings.
 */

/** Stored statuses of an operation (the check constraint of `transfer_operations`). */
export type OperationStatus =
  'awaitingCode' | 'awaitingApproval' | 'completed' | 'processing' | 'declined' | 'failed' | 'refused';

/**
 * How an operation is approved: an approve type of the customer, or `queue` when it waits for a colleague
 * (access right 3, spec 02 §4). `queue` is ours and is answered as `none` with `approvalTransactionCreated`.
 */
export type StoredApproveType = ApproveType | 'queue';

/** The signed-in user acting for a customer, with what decides their transfers (spec 02 §4, §6). */
export interface Actor {
  customerId: number;
  customerType: number;
  permissions: Partial<Record<PermissionFlag, boolean>>;
  approveMode: ApproveType;
  /** The user's access right for the acting customer (0 when they have none). */
  accessRight: number;
  userId: number;
  email: string;
  phone: string | null;
  name: string;
}

export interface AccountRecord {
  id: number;
  customerId: number;
  type: number;
  statusId: number;
  currencyCode: string;
  balance: string;
  balanceMin: string;
}

export interface OperationRecord {
  id: string;
  requestId: number;
  customerId: number;
  userId: number;
  type: TransferType;
  status: OperationStatus;
  fromAccountId: number;
  amount: string;
  fee: string;
  currencyCode: string;
  payee: string;
  payeeName: string;
  plan: TransferPlan;
  approveType: StoredApproveType;
  codeHash: string | null;
  /** Wrong codes the current code still takes before the operation fails. */
  codeAttemptsLeft: number;
  /** Wrong codes over every code of the operation (a resend does not reset it). */
  wrongCodes: number;
  /** Fresh codes or prompts asked for after the first. */
  codeResends: number;
  codeExpiresAt: Date | null;
  approvalSentTo: string | null;
  idempotencyKey: string | null;
  journalId: number | null;
  batchId: number | null;
  decidedBy: number | null;
  failureReason: string | null;
  createdAt: Date;
}

export type NewOperation = Omit<
  OperationRecord,
  | 'id'
  | 'requestId'
  | 'journalId'
  | 'decidedBy'
  | 'failureReason'
  | 'createdAt'
  | 'batchId'
  | 'wrongCodes'
  | 'codeResends'
> & { batchId?: number | null; createdAt?: Date };

export type OperationPatch = Partial<
  Pick<
    OperationRecord,
    | 'status'
    | 'amount'
    | 'fee'
    | 'currencyCode'
    | 'payee'
    | 'payeeName'
    | 'plan'
    | 'codeHash'
    | 'codeAttemptsLeft'
    | 'wrongCodes'
    | 'codeResends'
    | 'codeExpiresAt'
    | 'approvalSentTo'
    | 'journalId'
    | 'decidedBy'
    | 'failureReason'
    | 'approveType'
    | 'fromAccountId'
  >
>;

export interface PayeeUser {
  userId: number;
  customerId: number;
  email: string;
  name: string;
}

export interface BatchRecord {
  id: number;
  customerId: number;
  accountId: number;
  name: string;
  type: string;
  status: string;
  count: number;
  totalAmount: string;
  currencyCode: string;
  createdAt: Date;
}

/** Filters of the approval lists (spec 02 §7 "Approvals"). */
export interface ApprovalFilter {
  customerId: number;
  mass: boolean;
  transactionType?: TransferType;
  from?: Date;
  toBefore?: Date;
  createdBy?: number;
}

/** Operation statuses that use up a limit: everything not refused, declined or failed. */
const LIVE_STATUSES: OperationStatus[] = ['awaitingCode', 'awaitingApproval', 'completed', 'processing'];

const userName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

function toOperation(row: typeof transferOperations.$inferSelect): OperationRecord {
  return {
    ...row,
    type: row.type as TransferType,
    status: row.status as OperationStatus,
    plan: row.plan as unknown as TransferPlan,
    approveType: row.approveType as StoredApproveType,
  };
}

function createTransferQueries(db: Database) {
  return {
    /** Invoices, so that paying one is checked and recorded in the payment's transaction (invoices/). */
    invoices: createInvoiceQueries(db),
    /** Writes a ledger journal (a savepoint when bound to a transaction: a refusal undoes only the journal). */
    post: (input: JournalInput): Promise<PostedJournal> => postJournal(db, input),
    /** Writes a mass transfer's journals, all or none (a savepoint when bound to a transaction; mass/posting.ts). */
    postBatch: (input: Parameters<typeof postBatchJournals>[1]) => postBatchJournals(db, input),
    /** Beneficiaries' accounts a revenue split of these postings would credit (contracts/execution.ts). */
    splitAccountIds: (postings: readonly Posting[], on: Date): Promise<number[]> =>
      splitAccountIds(db, postings, on),
    /** Splits the incoming payments just posted (a journal, or a batch's rows) by the payees' contracts. */
    splitIncoming: async (posted: { journalId: number; batchId?: number }): Promise<void> => {
      await splitIncomingPayments(
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

    // --- exchange rates ---

    async rate(fromCurrencyCode: string, toCurrencyCode: string): Promise<string | null> {
      const [row] = await db
        .select({ rate: exchangeRates.rate })
        .from(exchangeRates)
        .where(
          and(
            eq(exchangeRates.fromCurrencyCode, fromCurrencyCode),
            eq(exchangeRates.toCurrencyCode, toCurrencyCode),
          ),
        );
      return row?.rate ?? null;
    },

    async rates(): Promise<{ fromCurrencyCode: string; toCurrencyCode: string; rate: string }[]> {
      return db
        .select({
          fromCurrencyCode: exchangeRates.fromCurrencyCode,
          toCurrencyCode: exchangeRates.toCurrencyCode,
          rate: exchangeRates.rate,
        })
        .from(exchangeRates)
        .orderBy(asc(exchangeRates.fromCurrencyCode), asc(exchangeRates.toCurrencyCode));
    },

    async saveRate(fromCurrencyCode: string, toCurrencyCode: string, rate: string, now: Date): Promise<void> {
      await db
        .insert(exchangeRates)
        .values({ fromCurrencyCode, toCurrencyCode, rate, updatedAt: now })
        .onConflictDoUpdate({
          target: [exchangeRates.fromCurrencyCode, exchangeRates.toCurrencyCode],
          set: { rate, updatedAt: now },
        });
    },

    async currencyExists(code: string): Promise<boolean> {
      const [row] = await db
        .select({ code: currencies.code })
        .from(currencies)
        .where(eq(currencies.code, code));
      return row !== undefined;
    },

    // --- limits ---

    async limitOverrides(
      customerId: number,
      limitType: string,
      currencyCode: string,
    ): Promise<{ period: string; max: string }[]> {
      return db
        .select({ period: transferLimits.period, max: transferLimits.max })
        .from(transferLimits)
        .where(
          and(
            eq(transferLimits.customerId, customerId),
            eq(transferLimits.type, limitType),
            eq(transferLimits.currencyCode, currencyCode),
          ),
        );
    },

    /**
     * What the customer sent of these kinds in a currency since a time: operations not refused, declined or
     * failed, plus journals of those kinds made without an operation (seeded history). An operation whose code
     * expired (by `now`) can no longer execute, so it uses nothing even before a confirm marks it failed.
     */
    async usedAmount(
      customerId: number,
      types: readonly string[],
      currencyCode: string,
      since: Date,
      now: Date,
    ): Promise<string> {
      const [operations] = await db
        .select({ sum: sql<string | null>`sum(${transferOperations.amount})::text` })
        .from(transferOperations)
        .where(
          and(
            eq(transferOperations.customerId, customerId),
            inArray(transferOperations.type, [...types]),
            eq(transferOperations.currencyCode, currencyCode),
            inArray(transferOperations.status, LIVE_STATUSES),
            gte(transferOperations.createdAt, since),
            sql`not (${transferOperations.status} = 'awaitingCode' and ${transferOperations.codeExpiresAt} is not null and ${transferOperations.codeExpiresAt} <= ${now})`,
          ),
        );
      const [other] = await db
        .select({ sum: sql<string | null>`(-sum(${ledgerEntries.amount}))::text` })
        .from(ledgerEntries)
        .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
        .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
        .where(
          and(
            eq(journals.customerId, customerId),
            inArray(journals.type, [...types]),
            ne(journals.status, 'refused'),
            gte(journals.createdAt, since),
            eq(accounts.customerId, customerId),
            eq(ledgerEntries.currencyCode, currencyCode),
            eq(ledgerEntries.kind, 'principal'),
            sql`${ledgerEntries.amount} < 0`,
            sql`not exists (select 1 from ${transferOperations} where ${transferOperations.journalId} = ${journals.id})`,
          ),
        );
      return new Decimal(operations?.sum ?? 0).plus(other?.sum ?? 0).toFixed();
    },

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

    // --- payees ---

    async userByEmail(email: string): Promise<PayeeUser | null> {
      const [row] = await db
        .select({
          userId: users.id,
          customerId: users.customerId,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          businessName: customers.businessName,
        })
        .from(users)
        .innerJoin(customers, eq(customers.id, users.customerId))
        .where(and(eq(users.email, email), eq(users.status, 'active')));
      if (!row) return null;
      return {
        userId: row.userId,
        customerId: row.customerId,
        email: row.email,
        name: row.businessName ?? userName(row),
      };
    },

    /**
     * The global blacklist (`blacklisted_emails`) or the customer's own payout blacklist entry that blocks p2p
     * (blockType all or p2p; areas/transfers/blacklist).
     */
    async isBlacklisted(customerId: number, email: string): Promise<boolean> {
      return isPayoutBlacklisted(db, customerId, email, 'p2p');
    },

    async blacklistedAmong(customerId: number, emails: string[]): Promise<Set<string>> {
      return payoutBlacklistedAmong(db, customerId, emails, 'p2p');
    },

    // --- templates and beneficiaries ---

    async saveTemplate(template: {
      customerId: number;
      templateName: string;
      type: TransferType;
      details: Record<string, string>;
      countryCode?: string;
      currencyCode?: string;
    }): Promise<void> {
      await db
        .insert(transferTemplates)
        .values({
          ...template,
          // Own checks of a wire or eft payee (ours): a template made from a submitted transfer is valid.
          wireStatus: template.type === 'wire' ? 1 : null,
          eftStatus: template.type === 'eft' ? 1 : null,
        })
        .onConflictDoUpdate({
          target: [transferTemplates.customerId, transferTemplates.type, transferTemplates.templateName],
          set: {
            details: template.details,
            currencyCode: template.currencyCode,
            countryCode: template.countryCode,
          },
        });
    },

    async templates(customerId: number, type?: TransferType): Promise<Beneficiary[]> {
      const rows = await db
        .select()
        .from(transferTemplates)
        .where(
          and(
            eq(transferTemplates.customerId, customerId),
            type ? eq(transferTemplates.type, type) : undefined,
          ),
        )
        .orderBy(asc(transferTemplates.templateName));
      return rows.map((row) => ({
        id: row.id,
        templateName: row.templateName,
        type: row.type as TransferType,
        details: row.details,
        ...(row.wireStatus === null ? {} : { wireStatus: row.wireStatus }),
        ...(row.eftStatus === null ? {} : { eftStatus: row.eftStatus }),
        ...(row.countryCode === null ? {} : { countryCode: row.countryCode }),
        ...(row.currencyCode === null ? {} : { currencyCode: row.currencyCode }),
      }));
    },

    async externalCards(
      customerId: number,
    ): Promise<{ id: number; cardNumber: string; holderName: string }[]> {
      const rows = await db
        .select()
        .from(externalCards)
        .where(and(eq(externalCards.customerId, customerId), ne(externalCards.status, 'deleted')))
        .orderBy(asc(externalCards.id));
      // Masked as the card lists show them: the BIN, then the last four (spec 02 §9 mask).
      return rows.map((row) => ({
        id: row.id,
        cardNumber: `${row.bin}******${row.last4}`,
        holderName: row.cardHolderName,
      }));
    },

    /** The customer's executed operations of these kinds, newest first. */
    async executedOperations(
      customerId: number,
      types: readonly string[],
      limit: number,
    ): Promise<OperationRecord[]> {
      const rows = await db
        .select()
        .from(transferOperations)
        .where(
          and(
            eq(transferOperations.customerId, customerId),
            inArray(transferOperations.type, [...types]),
            inArray(transferOperations.status, ['completed', 'processing']),
            isNotNull(transferOperations.journalId),
          ),
        )
        .orderBy(desc(transferOperations.createdAt), desc(transferOperations.requestId))
        .limit(limit);
      return rows.map(toOperation);
    },

    async operationByJournal(customerId: number, journalId: number): Promise<OperationRecord | null> {
      const [row] = await db
        .select()
        .from(transferOperations)
        .where(
          and(eq(transferOperations.customerId, customerId), eq(transferOperations.journalId, journalId)),
        );
      return row ? toOperation(row) : null;
    },

    // --- the business approval queue ---

    async approvalPage(
      filter: ApprovalFilter,
      page: { offset: number; limit: number },
    ): Promise<{
      rows: (OperationRecord & { createdByName: string })[];
      total: number;
      totals: { currencyCode: string; count: number; amount: string }[];
    }> {
      const where = and(
        eq(transferOperations.customerId, filter.customerId),
        eq(transferOperations.approveType, 'queue'),
        filter.mass ? isNotNull(transferOperations.batchId) : isNull(transferOperations.batchId),
        filter.transactionType ? eq(transferOperations.type, filter.transactionType) : undefined,
        filter.from ? gte(transferOperations.createdAt, filter.from) : undefined,
        filter.toBefore ? sql`${transferOperations.createdAt} < ${filter.toBefore}` : undefined,
        filter.createdBy ? eq(transferOperations.userId, filter.createdBy) : undefined,
      );
      const [rows, [total], totals] = await Promise.all([
        db
          .select({ operation: transferOperations, firstName: users.firstName, lastName: users.lastName })
          .from(transferOperations)
          .innerJoin(users, eq(users.id, transferOperations.userId))
          .where(where)
          .orderBy(desc(transferOperations.createdAt), desc(transferOperations.requestId))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(transferOperations).where(where),
        db
          .select({
            currencyCode: transferOperations.currencyCode,
            count: count(),
            amount: sql<string>`sum(${transferOperations.amount})::text`,
          })
          .from(transferOperations)
          .where(where)
          .groupBy(transferOperations.currencyCode)
          .orderBy(asc(transferOperations.currencyCode)),
      ]);
      return {
        rows: rows.map((row) => ({ ...toOperation(row.operation), createdByName: userName(row) })),
        total: total?.total ?? 0,
        totals,
      };
    },

    async pendingCounts(customerId: number): Promise<{ single: number; mass: number }> {
      const [single] = await db
        .select({ total: count() })
        .from(transferOperations)
        .where(
          and(
            eq(transferOperations.customerId, customerId),
            eq(transferOperations.status, 'awaitingApproval'),
            isNull(transferOperations.batchId),
          ),
        );
      const [mass] = await db
        .select({ total: count() })
        .from(batchTransfers)
        .where(and(eq(batchTransfers.customerId, customerId), eq(batchTransfers.status, 'awaitingApproval')));
      return { single: single?.total ?? 0, mass: mass?.total ?? 0 };
    },

    /** Batches that went through the approval queue: those with operations. */
    async batchPage(
      filter: ApprovalFilter,
      page: { offset: number; limit: number },
    ): Promise<{
      rows: (BatchRecord & { createdBy: number; createdByName: string; fee: string })[];
      total: number;
    }> {
      const queued = db
        .selectDistinct({ batchId: transferOperations.batchId })
        .from(transferOperations)
        .where(
          and(
            eq(transferOperations.customerId, filter.customerId),
            isNotNull(transferOperations.batchId),
            filter.createdBy ? eq(transferOperations.userId, filter.createdBy) : undefined,
          ),
        );
      const where = and(
        eq(batchTransfers.customerId, filter.customerId),
        inArray(batchTransfers.id, sql`(${queued})`),
        filter.transactionType ? eq(batchTransfers.type, filter.transactionType) : undefined,
        filter.from ? gte(batchTransfers.createdAt, filter.from) : undefined,
        filter.toBefore ? sql`${batchTransfers.createdAt} < ${filter.toBefore}` : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(batchTransfers)
          .where(where)
          .orderBy(desc(batchTransfers.createdAt), desc(batchTransfers.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(batchTransfers).where(where),
      ]);
      const ids = rows.map((row) => row.id);
      const owners =
        ids.length === 0
          ? []
          : await db
              .select({
                batchId: transferOperations.batchId,
                userId: transferOperations.userId,
                firstName: users.firstName,
                lastName: users.lastName,
                fee: sql<string>`sum(${transferOperations.fee})::text`,
              })
              .from(transferOperations)
              .innerJoin(users, eq(users.id, transferOperations.userId))
              .where(inArray(transferOperations.batchId, ids))
              .groupBy(
                transferOperations.batchId,
                transferOperations.userId,
                users.firstName,
                users.lastName,
              );
      return {
        rows: rows.map((row) => {
          const owner = owners.find((candidate) => candidate.batchId === row.id);
          return {
            id: row.id,
            customerId: row.customerId,
            accountId: row.accountId,
            name: row.name,
            type: row.type,
            status: row.status,
            count: row.count,
            totalAmount: row.totalAmount,
            currencyCode: row.currencyCode,
            createdAt: row.createdAt,
            createdBy: owner?.userId ?? 0,
            createdByName: owner ? userName(owner) : '',
            fee: owner?.fee ?? '0',
          };
        }),
        total: total?.total ?? 0,
      };
    },

    async batch(id: number, lock = false): Promise<BatchRecord | null> {
      const query = db.select().from(batchTransfers).where(eq(batchTransfers.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /**
     * Takes a batch waiting for approval into `status` in one statement: of two approvers deciding it at once,
     * only one gets it (false for the other, or when it is not waiting, not the customer's, or missing).
     */
    async claimBatch(id: number, customerId: number, status: string): Promise<boolean> {
      const rows = await db
        .update(batchTransfers)
        .set({ status })
        .where(
          and(
            eq(batchTransfers.id, id),
            eq(batchTransfers.customerId, customerId),
            eq(batchTransfers.status, 'awaitingApproval'),
          ),
        )
        .returning({ id: batchTransfers.id });
      return rows.length === 1;
    },

    async setBatchStatus(id: number, status: string): Promise<void> {
      await db.update(batchTransfers).set({ status }).where(eq(batchTransfers.id, id));
    },

    /** Users with access to the company and their rights (spec 02 §6). */
    async businessUsers(
      customerId: number,
    ): Promise<{ userId: number; name: string; email: string; accessRight: number }[]> {
      const rows = await db
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          accessRight: customerAccess.accessRight,
        })
        .from(customerAccess)
        .innerJoin(users, eq(users.id, customerAccess.userId))
        .where(and(eq(customerAccess.customerId, customerId), eq(users.isAdmin, false)))
        .orderBy(asc(users.id));
      return rows.map((row) => ({
        userId: row.userId,
        name: userName(row),
        email: row.email,
        accessRight: row.accessRight,
      }));
    },

    /** The name of the user's first approved device: where a push approval goes. */
    async approvedDeviceName(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ name: devices.name })
        .from(devices)
        .where(and(eq(devices.userId, userId), eq(devices.approved, true)))
        .orderBy(asc(devices.id))
        .limit(1);
      return row?.name ?? null;
    },
  };
}

export type TransferQueries = ReturnType<typeof createTransferQueries>;

/** The reads and writes of the transfers area, on the database or inside one transaction. */
export function createTransferRepository(db: Database) {
  return {
    ...createTransferQueries(db),
    /** Runs `work` in one database transaction, with the queries bound to it. */
    transaction<T>(work: (queries: TransferQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createTransferQueries(tx)));
    },
  };
}

export type TransferRepository = ReturnType<typeof createTransferRepository>;
