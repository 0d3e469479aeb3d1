import {
  RESPONSE_CODES,
  type StandingPayment,
  type StandingPaymentRun,
  type StandingPaymentsRequest,
  type StandingPaymentsResponse,
  type StandingPaymentStatus,
  type StandingPaymentType,
  SUBSCRIPTION_FREQUENCIES,
  type SubscriptionFrequency,
} from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { accounts, users } from '../../../platform/db/tables';
import { standingOrderRuns, standingOrders } from './tables';
import { ApiError, methodError } from '../../../platform/http/errors';
import { isoDate, type SandboxClock } from '../../../platform/clock/clock';
import { invalidField } from '../../../money/amounts';
import { postJournal } from '../../../money/ledger';
import type { LivePublisher } from '../../../platform/live/service';
import { betweenAccountsPostings, type BetweenAccountsService } from '../../../money/engine/between-accounts';
import type { OperationRecord } from '../../../money/engine/repository';
import { dueDate, nextDueDate } from './schedule';

/**
 * Standing payments (issue 15 item 5; spec 02 §3, §4 "Standing payments", §7 "Standing payments"). A
 * between-accounts transfer with subscription fields makes its first payment at once and keeps an order here; on
 * the sandbox clock's due dates (`runDue`, called when `/sandbox/clock` moves) each order pays once per date: one
 * journal, idempotent per order and date (`standing:<id>:<date>` and the run's key), or a skipped run that says
 * why (insufficient funds, an account no longer active). An order ends after its end date or its count; the payer
 * cancels it only when it was made cancellable (subscriptionUserCancel).
 */

export const STANDING_TEXTS = {
  notFound: 'No such standing payment',
  notCancellable: 'This standing payment cannot be cancelled by the payer',
  notActive: 'This standing payment has already ended',
  insufficientFunds: 'Insufficient funds',
} as const;

type OrderRow = typeof standingOrders.$inferSelect;
type RunRow = typeof standingOrderRuns.$inferSelect;

export interface StandingServiceDeps {
  db: Database;
  /** The sandbox clock: due dates are its dates. */
  clock: SandboxClock;
  live: LivePublisher;
  /** Prices each payment as the transfer between own accounts does (rate, fee). */
  between: Pick<BetweenAccountsService, 'paymentMeta'>;
}

export interface RunSummary {
  executed: number;
  skipped: number;
  finished: number;
}

const amountText = (value: string) => new Decimal(value).toFixed();

/** Whether a due date is past the order's end (its end date, or its count reached). */
function ended(order: Pick<OrderRow, 'endDate' | 'transactionsTotal' | 'transactionsDone'>, next: string) {
  if (order.transactionsTotal !== null && order.transactionsDone >= order.transactionsTotal) return true;
  return order.endDate !== null && next > order.endDate;
}

function toPayment(order: OrderRow, lastRun: RunRow | undefined): StandingPayment {
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

function parseFilterAmount(text: string | undefined): Decimal | undefined {
  if (text === undefined || text === '') return undefined;
  return new Decimal(text);
}

export function createStandingService({ db, clock, live, between }: StandingServiceDeps) {
  /** One due date of one order, inside the order's lock: a journal, or a skipped run that says why. */
  async function runOnce(tx: Database, order: OrderRow, due: string): Promise<'executed' | 'skipped'> {
    const [done] = await tx
      .select()
      .from(standingOrderRuns)
      .where(and(eq(standingOrderRuns.orderId, order.id), eq(standingOrderRuns.dueDate, due)));
    if (done) return done.status as 'executed' | 'skipped';
    const pair = await tx
      .select({ id: accounts.id, currencyCode: accounts.currencyCode, statusId: accounts.statusId })
      .from(accounts)
      .where(inArray(accounts.id, [order.fromAccountId, order.toAccountId]));
    const from = pair.find((row) => row.id === order.fromAccountId);
    const to = pair.find((row) => row.id === order.toAccountId);
    let journalId: number | null = null;
    let reason: string | null = null;
    if (!from || !to || from.statusId !== 2 || to.statusId !== 2) reason = 'An account is no longer active';
    else
      try {
        const amount = amountText(order.amount);
        const meta = await between.paymentMeta(from, to, amount);
        const posted = await postJournal(tx, {
          customerId: order.customerId,
          type: 'betweenAccounts',
          status: 'completed',
          description: `Standing payment ${order.id}: ${from.id} → ${to.id}`,
          note: `Standing payment ${order.id}, due ${due}`,
          fee: meta.fee,
          ...(from.currencyCode === to.currencyCode ? {} : { exchangeRate: meta.exchangeRate }),
          idempotencyKey: `standing:${order.id}:${due}`,
          postings: betweenAccountsPostings(from, to, amount, meta),
        });
        journalId = posted.journalId;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        reason =
          error.body.responseCode === RESPONSE_CODES.insufficientFunds
            ? STANDING_TEXTS.insufficientFunds
            : (error.body.responseDescription ?? 'Refused');
      }
    await tx
      .insert(standingOrderRuns)
      .values({
        orderId: order.id,
        dueDate: due,
        status: journalId === null ? 'skipped' : 'executed',
        journalId,
        reason,
      })
      .onConflictDoNothing();
    if (journalId !== null)
      live.publish(order.customerId, {
        type: 'transaction',
        payload: { accountId: order.fromAccountId, transactionId: journalId, status: 'completed' },
      });
    return journalId === null ? 'skipped' : 'executed';
  }

  /** Every due date of one order up to today, under a lock on the order (two clock moves never pay twice). */
  async function runOrder(orderId: number, today: string, summary: RunSummary): Promise<void> {
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(standingOrders)
        .where(eq(standingOrders.id, orderId))
        .for('update');
      if (!locked || locked.status !== 'active') return;
      const order = { ...locked };
      const frequency = order.frequency as SubscriptionFrequency;
      while (order.status === 'active' && order.nextDate !== null && order.nextDate <= today) {
        const due = order.nextDate;
        if (ended(order, due)) {
          order.status = 'finished';
          order.nextDate = null;
          summary.finished += 1;
          break;
        }
        const outcome = await runOnce(tx as unknown as Database, order, due);
        summary[outcome] += 1;
        if (outcome === 'executed') order.transactionsDone += 1;
        const next = nextDueDate(order.startDate, frequency, due);
        if (ended(order, next)) {
          order.status = 'finished';
          order.nextDate = null;
          summary.finished += 1;
        } else order.nextDate = next;
      }
      await tx
        .update(standingOrders)
        .set({ status: order.status, nextDate: order.nextDate, transactionsDone: order.transactionsDone })
        .where(eq(standingOrders.id, order.id));
    });
  }

  /**
   * Keeps the standing order of an executed between-accounts transfer with subscription fields (its details, as
   * `subscriptionDetails` wrote them): at once for a transfer that needs no approval, and when a colleague approves
   * a queued one (access right 3, spec 02 §4). The order's first payment is that journal; a journal is kept once.
   */
  async function onOperationSettled(operation: OperationRecord, executed: boolean): Promise<void> {
    const { details } = operation.plan;
    const frequency = details.subscriptionFrequency as SubscriptionFrequency | undefined;
    if (!executed || operation.type !== 'betweenAccounts' || operation.journalId === null) return;
    if (!frequency || !SUBSCRIPTION_FREQUENCIES.includes(frequency)) return;
    const [kept] = await db
      .select({ id: standingOrders.id })
      .from(standingOrders)
      .where(eq(standingOrders.firstJournalId, operation.journalId));
    if (kept) return;
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, operation.userId));
    const startDate = isoDate(clock.now());
    const draft = {
      endDate: details.subscriptionEndDate ?? null,
      transactionsTotal: details.subscriptionTransactions ? Number(details.subscriptionTransactions) : null,
      transactionsDone: 1,
    };
    const next = dueDate(startDate, frequency, 1);
    const finished = ended(draft, next);
    await db.insert(standingOrders).values({
      customerId: operation.customerId,
      userId: operation.userId,
      type: 'betweenAccounts',
      fromAccountId: operation.fromAccountId,
      toAccountId: Number(details.toAccount),
      beneficiaryEmail: user?.email ?? '',
      amount: operation.amount,
      currencyCode: operation.currencyCode,
      frequency,
      startDate,
      ...draft,
      userCancel: details.subscriptionUserCancel === 'true',
      nextDate: finished ? null : next,
      status: finished ? 'finished' : 'active',
      firstJournalId: operation.journalId,
    });
  }

  return {
    onOperationSettled,

    /** Runs every order due by the sandbox clock's today. */
    async runDue(): Promise<RunSummary> {
      const today = isoDate(clock.now());
      const due = await db
        .select({ id: standingOrders.id })
        .from(standingOrders)
        .where(and(eq(standingOrders.status, 'active'), lte(standingOrders.nextDate, today)))
        .orderBy(asc(standingOrders.id));
      const summary: RunSummary = { executed: 0, skipped: 0, finished: 0 };
      for (const { id } of due) await runOrder(id, today, summary);
      return summary;
    },

    /** The customer's standing payments, newest first, by the filter of spec 02 §7. */
    async list(customerId: number, filter: StandingPaymentsRequest): Promise<StandingPaymentsResponse> {
      const fromAmount = parseFilterAmount(filter.fromAmount);
      const toAmount = parseFilterAmount(filter.toAmount);
      if (fromAmount && toAmount && fromAmount.greaterThan(toAmount))
        throw invalidField('toAmount', 'must not be below fromAmount');
      const email = filter.beneficiaryEmail?.trim().toLowerCase();
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
      const lastRun = new Map<number, RunRow>();
      for (const run of runs) if (!lastRun.has(run.orderId)) lastRun.set(run.orderId, run);
      return { subscriptions: kept.map((order) => toPayment(order, lastRun.get(order.id))) };
    },

    /** Cancels an active order the payer may cancel (spec 02 §4); NF for another customer's or a missing one. */
    async cancel(customerId: number, id: number): Promise<void> {
      const [order] = await db
        .select()
        .from(standingOrders)
        .where(and(eq(standingOrders.id, id), eq(standingOrders.customerId, customerId)));
      if (!order) throw methodError(RESPONSE_CODES.notFound, STANDING_TEXTS.notFound);
      if (!order.userCancel) throw methodError(RESPONSE_CODES.accessDenied, STANDING_TEXTS.notCancellable);
      const [cancelled] = await db
        .update(standingOrders)
        .set({ status: 'cancelled', nextDate: null, cancelledAt: clock.now() })
        .where(and(eq(standingOrders.id, id), eq(standingOrders.status, 'active')))
        .returning({ id: standingOrders.id });
      if (!cancelled) throw methodError(RESPONSE_CODES.accessDenied, STANDING_TEXTS.notActive);
    },
  };
}

export type StandingService = ReturnType<typeof createStandingService>;
