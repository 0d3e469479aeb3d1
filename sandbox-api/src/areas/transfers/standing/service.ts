import {
  RESPONSE_CODES,
  type StandingPaymentsRequest,
  type StandingPaymentsResponse,
  SUBSCRIPTION_FREQUENCIES,
  type SubscriptionFrequency,
} from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { ApiError, methodError } from '../../../platform/http/errors';
import { isoDate, type SandboxClock } from '../../../platform/clock/clock';
import { invalidField } from '../../../money/amounts';
import type { LivePublisher } from '../../../platform/live/service';
import { betweenAccountsPostings, type BetweenAccountsService } from '../../../money/engine/between-accounts';
import type { OperationRecord } from '../../../money/engine/repository';
import {
  amountText,
  type StandingOrderRecord,
  type StandingQueries,
  type StandingRepository,
} from './repository';
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

export interface StandingServiceDeps {
  /** The orders, their runs and journals (repository.ts). */
  repository: StandingRepository;
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

/** Whether a due date is past the order's end (its end date, or its count reached). */
function ended(
  order: Pick<StandingOrderRecord, 'endDate' | 'transactionsTotal' | 'transactionsDone'>,
  next: string,
) {
  if (order.transactionsTotal !== null && order.transactionsDone >= order.transactionsTotal) return true;
  return order.endDate !== null && next > order.endDate;
}

function parseFilterAmount(text: string | undefined): Decimal | undefined {
  if (text === undefined || text === '') return undefined;
  return new Decimal(text);
}

export function createStandingService({ repository, clock, live, between }: StandingServiceDeps) {
  /** One due date of one order, inside the order's lock: a journal, or a skipped run that says why. */
  async function runOnce(
    tx: StandingQueries,
    order: StandingOrderRecord,
    due: string,
  ): Promise<'executed' | 'skipped'> {
    const done = await tx.run(order.id, due);
    if (done) return done.status as 'executed' | 'skipped';
    const pair = await tx.accounts([order.fromAccountId, order.toAccountId]);
    const from = pair.find((row) => row.id === order.fromAccountId);
    const to = pair.find((row) => row.id === order.toAccountId);
    let journalId: number | null = null;
    let reason: string | null = null;
    if (!from || !to || from.statusId !== 2 || to.statusId !== 2) reason = 'An account is no longer active';
    else
      try {
        const amount = amountText(order.amount);
        const meta = await between.paymentMeta(from, to, amount);
        const posted = await tx.post({
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
    await tx.recordRun({
      orderId: order.id,
      dueDate: due,
      status: journalId === null ? 'skipped' : 'executed',
      journalId,
      reason,
    });
    if (journalId !== null)
      live.publish(order.customerId, {
        type: 'transaction',
        payload: { accountId: order.fromAccountId, transactionId: journalId, status: 'completed' },
      });
    return journalId === null ? 'skipped' : 'executed';
  }

  /** Every due date of one order up to today, under a lock on the order (two clock moves never pay twice). */
  async function runOrder(orderId: number, today: string, summary: RunSummary): Promise<void> {
    await repository.transaction(async (tx) => {
      const locked = await tx.lockOrder(orderId);
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
        const outcome = await runOnce(tx, order, due);
        summary[outcome] += 1;
        if (outcome === 'executed') order.transactionsDone += 1;
        const next = nextDueDate(order.startDate, frequency, due);
        if (ended(order, next)) {
          order.status = 'finished';
          order.nextDate = null;
          summary.finished += 1;
        } else order.nextDate = next;
      }
      await tx.saveProgress(order);
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
    if (await repository.hasOrderOfJournal(operation.journalId)) return;
    const beneficiaryEmail = await repository.userEmail(operation.userId);
    const startDate = isoDate(clock.now());
    const draft = {
      endDate: details.subscriptionEndDate ?? null,
      transactionsTotal: details.subscriptionTransactions ? Number(details.subscriptionTransactions) : null,
      transactionsDone: 1,
    };
    const next = dueDate(startDate, frequency, 1);
    const finished = ended(draft, next);
    await repository.insertOrder({
      customerId: operation.customerId,
      userId: operation.userId,
      type: 'betweenAccounts',
      fromAccountId: operation.fromAccountId,
      toAccountId: Number(details.toAccount),
      beneficiaryEmail: beneficiaryEmail ?? '',
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
      const due = await repository.dueOrderIds(today);
      const summary: RunSummary = { executed: 0, skipped: 0, finished: 0 };
      for (const id of due) await runOrder(id, today, summary);
      return summary;
    },

    /** The customer's standing payments, newest first, by the filter of spec 02 §7. */
    async list(customerId: number, filter: StandingPaymentsRequest): Promise<StandingPaymentsResponse> {
      const fromAmount = parseFilterAmount(filter.fromAmount);
      const toAmount = parseFilterAmount(filter.toAmount);
      if (fromAmount && toAmount && fromAmount.greaterThan(toAmount))
        throw invalidField('toAmount', 'must not be below fromAmount');
      const email = filter.beneficiaryEmail?.trim().toLowerCase();
      return {
        subscriptions: await repository.list(customerId, {
          type: filter.type,
          beneficiaryEmail: email,
          fromAmount,
          toAmount,
        }),
      };
    },

    /** Cancels an active order the payer may cancel (spec 02 §4); NF for another customer's or a missing one. */
    async cancel(customerId: number, id: number): Promise<void> {
      const userCancel = await repository.userCancel(customerId, id);
      if (userCancel === undefined) throw methodError(RESPONSE_CODES.notFound, STANDING_TEXTS.notFound);
      if (!userCancel) throw methodError(RESPONSE_CODES.accessDenied, STANDING_TEXTS.notCancellable);
      if (!(await repository.cancel(id, clock.now())))
        throw methodError(RESPONSE_CODES.accessDenied, STANDING_TEXTS.notActive);
    },
  };
}

export type StandingService = ReturnType<typeof createStandingService>;
