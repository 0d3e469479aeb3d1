import type {
  StandingPayment,
  StandingPaymentRun,
  StandingPaymentStatus,
  StandingPaymentsRequest,
  StandingPaymentType,
  SubscriptionFrequency,
} from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { accounts, users } from '../../../platform/db/tables';
import { postJournal, type JournalInput, type PostedJournal } from '../../../money/ledger';
import { standingOrderRuns, standingOrders } from './tables';

/**
 * The reads and writes of standing payments (issue 15 item 5; spec 02 §3, §4 "Standing payments", §7 "Standing
 * payments"): the orders, their runs (one per order and due date) and the journals the runs post. An order's run
 * happens inside `transaction`, under a lock on the order.
 */

/** A standing order as kept. */
export type StandingOrderRecord = typeof standingOrders.$inferSelect;
/** One due date of a standing order as kept: executed (its journal) or skipped (why). */
export type StandingRunRecord = typeof standingOrderRuns.$inferSelect;
/** A new standing order. */
export type NewStandingOrder = typeof standingOrders.$inferInsert;
/** A new run of a standing order. */
export type NewStandingRun = typeof standingOrderRuns.$inferInsert;

/** An account a run pays from or to, as a run checks and prices it. */
export interface StandingAccount {
  id: number;
  currencyCode: string;
  statusId: number;
}

/** The list filter of spec 02 §7, the amounts parsed and the e-mail part lower-cased. */
export interface StandingListFilter {
  type?: StandingPaymentsRequest['type'] | undefined;
  /** A part of the beneficiary's e-mail, lower-cased. */
  beneficiaryEmail?: string | undefined;
  fromAmount?: Decimal | undefined;
  toAmount?: Decimal | undefined;
}

/** An amount as the API writes it: the shortest decimal. */
export const amountText = (value: string) => new Decimal(value).toFixed();

function toPayment(order: StandingOrderRecord, lastRun: StandingRunRecord | undefined): StandingPayment {
  const status = order.status as StandingPaymentStatus;
  const run: StandingPaymentRun | undefined = lastRun && {
    dueDate: lastRun.dueDate,
    status: lastRun.status as StandingPaymentRun['status'],
    ...(lastRun.journalId !== null ? { transactionId: lastRun.journalId } : {}),
    ...(lastRun.reason !== null ? { reason: lastRun.reason } : {}),
  };
  return {
    id: order.id,
    type: order.type as StandingPaymentType,
    amount: amountText(order.amount),
    currencyCode: order.currencyCode,
    fromAccount: order.fromAccountId,
    toAccount: order.toAccountId,
    beneficiaryEmail: order.beneficiaryEmail,
    frequency: order.frequency as SubscriptionFrequency,
    startDate: order.startDate,
    ...(order.endDate !== null ? { endDate: order.endDate } : {}),
    ...(order.transactionsTotal !== null
      ? {
          transactions: order.transactionsTotal,
          remaining: Math.max(0, order.transactionsTotal - order.transactionsDone),
        }
      : {}),
    executed: order.transactionsDone,
    ...(status === 'active' && order.nextDate !== null ? { nextExecution: order.nextDate } : {}),
    status,
    userCancel: order.userCancel,
    ...(run ? { lastRun: run } : {}),
  };
}

function createStandingQueries(db: Database) {
  return {
    /** Writes a ledger journal (a savepoint when bound to a transaction: a refusal undoes only the journal). */
    post: (input: JournalInput): Promise<PostedJournal> => postJournal(db, input),

    /** The active orders due by `today`, by id. */
    async dueOrderIds(today: string): Promise<number[]> {
      const due = await db
        .select({ id: standingOrders.id })
        .from(standingOrders)
        .where(and(eq(standingOrders.status, 'active'), lte(standingOrders.nextDate, today)))
        .orderBy(asc(standingOrders.id));
      return due.map(({ id }) => id);
    },

    /** An order, locked for the rest of the transaction (two clock moves never pay twice). */
    async lockOrder(id: number): Promise<StandingOrderRecord | undefined> {
      const [locked] = await db.select().from(standingOrders).where(eq(standingOrders.id, id)).for('update');
      return locked;
    },

    /** Keeps where an order's runs got to. */
    async saveProgress(
      order: Pick<StandingOrderRecord, 'id' | 'status' | 'nextDate' | 'transactionsDone'>,
    ): Promise<void> {
      await db
        .update(standingOrders)
        .set({ status: order.status, nextDate: order.nextDate, transactionsDone: order.transactionsDone })
        .where(eq(standingOrders.id, order.id));
    },

    /** The run of an order on a due date, if it ran. */
    async run(orderId: number, dueDate: string): Promise<StandingRunRecord | undefined> {
      const [done] = await db
        .select()
        .from(standingOrderRuns)
        .where(and(eq(standingOrderRuns.orderId, orderId), eq(standingOrderRuns.dueDate, dueDate)));
      return done;
    },

    /** The accounts of these ids that exist. */
    async accounts(ids: number[]): Promise<StandingAccount[]> {
      return db
        .select({ id: accounts.id, currencyCode: accounts.currencyCode, statusId: accounts.statusId })
        .from(accounts)
        .where(inArray(accounts.id, ids));
    },

    /** Keeps a run; a run already kept for the order and date stays as it was. */
    async recordRun(run: NewStandingRun): Promise<void> {
      await db.insert(standingOrderRuns).values(run).onConflictDoNothing();
    },

    /** Whether an order whose first payment is this journal is kept. */
    async hasOrderOfJournal(journalId: number): Promise<boolean> {
      const [kept] = await db
        .select({ id: standingOrders.id })
        .from(standingOrders)
        .where(eq(standingOrders.firstJournalId, journalId));
      return kept !== undefined;
    },

    /** A user's e-mail; undefined for an unknown user. */
    async userEmail(userId: number): Promise<string | undefined> {
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return user?.email;
    },

    async insertOrder(order: NewStandingOrder): Promise<void> {
      await db.insert(standingOrders).values(order);
    },

    /** The customer's standing payments, newest first, each with its latest run. */
    async list(customerId: number, filter: StandingListFilter): Promise<StandingPayment[]> {
      const { beneficiaryEmail: email, fromAmount, toAmount } = filter;
      const orders = await db
        .select()
        .from(standingOrders)
        .where(
          and(
            eq(standingOrders.customerId, customerId),
            ...(filter.type ? [eq(standingOrders.type, filter.type)] : []),
          ),
        )
        .orderBy(desc(standingOrders.id));
      const kept = orders.filter(
        (order) =>
          (!email || order.beneficiaryEmail.toLowerCase().includes(email)) &&
          (!fromAmount || new Decimal(order.amount).greaterThanOrEqualTo(fromAmount)) &&
          (!toAmount || new Decimal(order.amount).lessThanOrEqualTo(toAmount)),
      );
      const runs =
        kept.length === 0
          ? []
          : await db
              .select()
              .from(standingOrderRuns)
              .where(
                inArray(
                  standingOrderRuns.orderId,
                  kept.map((order) => order.id),
                ),
              )
              .orderBy(desc(standingOrderRuns.dueDate));
      const lastRun = new Map<number, StandingRunRecord>();
      for (const run of runs) if (!lastRun.has(run.orderId)) lastRun.set(run.orderId, run);
      return kept.map((order) => toPayment(order, lastRun.get(order.id)));
    },

    /** Whether the customer's order `id` exists and the payer may cancel it; undefined when it does not exist. */
    async userCancel(customerId: number, id: number): Promise<boolean | undefined> {
      const [order] = await db
        .select()
        .from(standingOrders)
        .where(and(eq(standingOrders.id, id), eq(standingOrders.customerId, customerId)));
      return order?.userCancel;
    },

    /** Cancels order `id` if it is active; false when it was not. */
    async cancel(id: number, at: Date): Promise<boolean> {
      const [cancelled] = await db
        .update(standingOrders)
        .set({ status: 'cancelled', nextDate: null, cancelledAt: at })
        .where(and(eq(standingOrders.id, id), eq(standingOrders.status, 'active')))
        .returning({ id: standingOrders.id });
      return cancelled !== undefined;
    },
  };
}

export type StandingQueries = ReturnType<typeof createStandingQueries>;

export function createStandingRepository(db: Database) {
  return {
    ...createStandingQueries(db),
    /** Runs `work` in one database transaction, with the queries bound to it. */
    transaction<T>(work: (queries: StandingQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createStandingQueries(tx)));
    },
  };
}

export type StandingRepository = ReturnType<typeof createStandingRepository>;
