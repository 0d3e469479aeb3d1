import { RESPONSE_CODES } from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { ApiError } from '../../platform/http/errors';
import { journalAccountIds } from '../ledger';
import type { TransferPlan } from './engine';
import type { OperationRecord, TransferQueries } from './repository';
import { ENGINE_TEXTS, type TransferEngineDeps, type Execution, planFingerprint } from './engine-rules';

/**
 * Executing an operation (its journal posted, once) or refusing it, and telling the parties and the kinds built on
 * the engine (settled listeners) what came of it.
 */
export function createEngineExecution({ repository, live, clock }: TransferEngineDeps) {
  /**
   * The accounts executing a plan posts to, with the beneficiaries' accounts its revenue splits would credit (issue
   * 32 item 6): locked at once, in id order, so that a payment and its split never wait crosswise (issue 22).
   */
  async function accountsToLock(queries: TransferQueries, plan: TransferPlan): Promise<number[]> {
    const postings = plan.batch
      ? plan.batch.journals.flatMap((journal) => journal.postings)
      : plan.journal.postings;
    return [
      ...journalAccountIds(plan.journal.postings),
      ...(await queries.splitAccountIds(postings, clock.now())),
    ];
  }

  /** Posts the operation's journal inside the caller's transaction; a refusal for funds fails the operation. */
  async function executeIn(
    queries: TransferQueries,
    operation: OperationRecord,
    decidedBy: number | null,
  ): Promise<Execution> {
    const { plan } = operation;
    const now = clock.now();
    // An invoice is paid once: it is locked and must still be open when its payment posts (issue 15 item 4).
    if (plan.invoiceId !== undefined && !(await queries.invoices.lockOpen(plan.invoiceId))) {
      const reason = ENGINE_TEXTS.invoiceNotOpen;
      await queries.updateOperation(
        operation.id,
        { status: 'failed', failureReason: reason, decidedBy, codeHash: null },
        now,
      );
      return { kind: 'failed', operation: { ...operation, status: 'failed', failureReason: reason }, reason };
    }
    try {
      // With the accounts a revenue split will use, in id order (a first lock after a code or an approval).
      await queries.lockAccounts(await accountsToLock(queries, plan));
      // A mass transfer posts its rows, one journal each, all or none (issue 15).
      const posted = plan.batch
        ? await queries.postBatch({
            customerId: operation.customerId,
            type: operation.type,
            batch: { ...plan.batch, ...(operation.batchId !== null ? { id: operation.batchId } : {}) },
            createdAt: now,
          })
        : await queries.post({
            customerId: operation.customerId,
            type: operation.type,
            status: plan.journal.status,
            description: plan.journal.description,
            counterpartyName: plan.journal.counterpartyName,
            counterpartyEmail: plan.journal.counterpartyEmail,
            reference: plan.journal.reference,
            note: plan.journal.note,
            fee: operation.fee,
            exchangeRate: plan.journal.exchangeRate,
            batchId: operation.batchId ?? undefined,
            postings: plan.journal.postings,
            // Dated by the engine's clock, the sandbox's (issue 47 item 3): the day a payee's contract splits on.
            createdAt: now,
          });
      const { journalId } = posted;
      // The payees' revenue-split contracts take their share in this same transaction (issue 32 item 6).
      await queries.splitIncoming(posted);
      const status = plan.journal.status;
      if (plan.invoiceId !== undefined)
        await queries.invoices.markPaid(plan.invoiceId, {
          journalId,
          payerAccountId: operation.fromAccountId,
          at: now,
        });
      await queries.updateOperation(operation.id, { status, journalId, decidedBy, codeHash: null }, now);
      return { kind: 'executed', operation: { ...operation, status, journalId }, journalId };
    } catch (error) {
      if (!(error instanceof ApiError) || error.body.responseCode !== RESPONSE_CODES.insufficientFunds)
        throw error;
      const reason = ENGINE_TEXTS.insufficientFunds;
      await queries.updateOperation(
        operation.id,
        { status: 'failed', failureReason: reason, decidedBy, codeHash: null },
        now,
      );
      return { kind: 'failed', operation: { ...operation, status: 'failed', failureReason: reason }, reason };
    }
  }

  /** Kinds built on the engine that settle something of their own when an operation is decided (global pay). */
  const settledListeners: ((operation: OperationRecord, executed: boolean) => Promise<void>)[] = [];

  /** Tells the payer, and a p2p payee, that money moved (the accounts reload). */
  async function publishExecuted(operation: OperationRecord, journalId: number): Promise<void> {
    for (const listener of settledListeners) await listener({ ...operation, journalId }, true);
    const status = operation.plan.journal.status;
    live.publish(operation.customerId, {
      type: 'transaction',
      payload: {
        accountId: operation.fromAccountId,
        transactionId: journalId,
        operationId: operation.id,
        status,
      },
    });
    const payee = operation.plan.creditedCustomerId;
    // A paid invoice: both parties' invoice lists reload (issue 15 item 4).
    const invoiceId = operation.plan.invoiceId;
    if (invoiceId !== undefined)
      for (const customerId of new Set([operation.customerId, payee ?? operation.customerId]))
        live.publish(customerId, { type: 'invoices.changed', payload: { invoiceId, status: 'paid' } });
    if (payee === undefined || payee === operation.customerId) return;
    for (const posting of operation.plan.journal.postings) {
      if (new Decimal(posting.amount).lessThanOrEqualTo(0)) continue;
      const account = await repository.account(posting.accountId);
      if (account?.customerId === payee) {
        live.publish(payee, {
          type: 'transaction',
          payload: { accountId: account.id, transactionId: journalId },
        });
        return;
      }
    }
  }

  function publishRefused(operation: OperationRecord): void {
    for (const listener of settledListeners) void listener(operation, false).catch(() => undefined);
    live.publish(operation.customerId, {
      type: 'transaction',
      payload: {
        accountId: operation.fromAccountId,
        transactionId: 0,
        operationId: operation.id,
        status: 'refused',
      },
    });
  }

  /** The company's approval counters changed: its users' badges reload (spec 02 §3 "Counters"). */
  async function publishApprovalCounts(customerId: number): Promise<void> {
    const counts = await repository.pendingCounts(customerId);
    live.publish(customerId, {
      type: 'approvals.changed',
      payload: { massTransactionRequestCount: counts.mass, transactionRequestCount: counts.single },
    });
  }

  /**
   * Executes an operation that waited (for a code, a device or a colleague), once. With `shownFingerprint` (a
   * push decision) it executes only the plan that was shown: another one fails the operation.
   */
  async function execute(
    operationId: string,
    decidedBy: number | null,
    shownFingerprint?: string,
  ): Promise<Execution> {
    const execution = await repository.transaction(async (queries): Promise<Execution> => {
      const operation = await queries.operation(operationId, true);
      if (!operation || (operation.status !== 'awaitingCode' && operation.status !== 'awaitingApproval'))
        return { kind: 'stale', operation };
      if (shownFingerprint !== undefined && planFingerprint(operation.plan) !== shownFingerprint) {
        const reason = ENGINE_TEXTS.planChanged;
        await queries.updateOperation(
          operation.id,
          { status: 'failed', failureReason: reason, decidedBy, codeHash: null },
          clock.now(),
        );
        return {
          kind: 'failed',
          operation: { ...operation, status: 'failed', failureReason: reason },
          reason,
        };
      }
      return executeIn(queries, operation, decidedBy);
    });
    if (execution.kind === 'executed') await publishExecuted(execution.operation, execution.journalId);
    if (execution.kind === 'failed') publishRefused(execution.operation);
    return execution;
  }

  /** Refuses (a push rejection) or declines (a colleague) an operation that waited. */
  async function reject(
    operationId: string,
    status: 'refused' | 'declined',
    decidedBy: number | null,
  ): Promise<OperationRecord | null> {
    const operation = await repository.transaction(async (queries) => {
      const found = await queries.operation(operationId, true);
      if (!found || (found.status !== 'awaitingCode' && found.status !== 'awaitingApproval')) return null;
      await queries.updateOperation(found.id, { status, decidedBy, codeHash: null }, clock.now());
      return { ...found, status };
    });
    if (operation) publishRefused(operation);
    return operation;
  }

  return {
    settledListeners,
    accountsToLock,
    executeIn,
    publishExecuted,
    publishRefused,
    publishApprovalCounts,
    execute,
    reject,
  };
}

export type EngineExecution = ReturnType<typeof createEngineExecution>;
