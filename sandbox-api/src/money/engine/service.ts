import { RESPONSE_CODES, type SubmitResult } from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { methodError } from '../../platform/http/errors';
import { invalidField } from '../amounts';
import type { SubmitOptions, TransferEngine, TransferPlan } from './engine';
import { assertWithinLimits, periodStart } from './limits';
import type { Actor, OperationRecord } from './repository';
import { createEngineCodes } from './engine-codes';
import { createEngineDelivery } from './engine-delivery';
import { createEngineExecution } from './engine-execution';
import {
  APPROVAL_CODE_ATTEMPTS,
  APPROVAL_CODE_TTL_MS,
  ENGINE_TEXTS,
  UUID_PATTERN,
  CODE_MODES,
  type TransferEngineDeps,
  planFingerprint,
  approvalCodeHash,
  requestFingerprint,
  storedRequestFingerprint,
  newCode,
} from './engine-rules';

export {
  APPROVAL_CODE_ATTEMPTS,
  APPROVAL_CODE_TTL_MS,
  ENGINE_TEXTS,
  MAX_CODE_RESENDS,
  MAX_WRONG_CODES,
  approvalCodeHash,
  planFingerprint,
  requestFingerprint,
} from './engine-rules';
export type { TransferEngineDeps } from './engine-rules';

/**
 * The approval engine (spec 02 §4 "Approval of a transaction", issue 5). Every transfer kind submits a plan here:
 * the capability and the limits are checked, the operation is stored once per idempotency key, and then
 * - right 3 (initiate only): it waits in the company's approval queue, whatever its kind;
 * - typeApprove none (and between own accounts for anyone else): the journal is posted at once;
 * - sms, otp, approvalCode: a 6-digit code goes to the outbox, bound to the whole plan (amount, payee...);
 * - push: a prompt goes to the user's device, whose decision executes or refuses the plan it showed.
 * Only the user who submitted an operation confirms, resends or amends it; others are answered NF.
 * Executing posts the plan's journal and tells the payer (and a p2p payee) over the live channel.
 */
export function createTransferEngine(deps: TransferEngineDeps) {
  const { repository, prompts, clock } = deps;
  const delivery = createEngineDelivery(deps);
  const execution = createEngineExecution(deps);
  const { actorFor, approvalMethods, approvalModeOf, sendApproval, answerOf, limitsFor } = delivery;
  const {
    settledListeners,
    accountsToLock,
    executeIn,
    publishExecuted,
    publishApprovalCounts,
    execute,
    reject,
  } = execution;

  /**
   * Amends an operation still waiting for its code: the code sent before no longer fits (issue 5). Only the
   * submitter amends, only a code operation (sms, otp, approvalCode: a push prompt already showed its plan), and
   * only while its code is good.
   */
  async function amend(actor: Actor, plan: TransferPlan, operationId: string): Promise<SubmitResult> {
    const notAmendable = () =>
      invalidField('operationId', 'is not a transfer of yours waiting for its approval code');
    if (!UUID_PATTERN.test(operationId)) throw notAmendable();
    const amended = await repository.transaction(async (queries) => {
      await queries.lockCustomer(actor.customerId);
      const operation = await queries.operation(operationId, true);
      const now = clock.now();
      if (
        !operation ||
        operation.customerId !== actor.customerId ||
        operation.userId !== actor.userId ||
        operation.status !== 'awaitingCode' ||
        !(CODE_MODES.includes(operation.approveType) || operation.approveType === 'passkey') ||
        operation.type !== plan.type
      )
        throw notAmendable();
      if (operation.codeExpiresAt === null || operation.codeExpiresAt <= now)
        throw invalidField('operationId', 'its approval code has expired: submit the transfer again');
      const { limits, limitType } = await limitsFor(queries, plan);
      // The operation's own amount is among the used ones of a period only when it was created in that period
      // (and in the same currency); there the amended amount takes its place.
      const ownAmount = operation.currencyCode === plan.currencyCode ? operation.amount : '0';
      assertWithinLimits(
        limits.map((limit) =>
          limit.period === 'transaction' || operation.createdAt < periodStart(limit.period, now)
            ? limit
            : { ...limit, remaining: new Decimal(limit.remaining).plus(ownAmount).toFixed() },
        ),
        limitType,
        plan.amount,
      );
      // The key stays bound to the request it was first used for.
      const stored = { ...plan, requestFingerprint: storedRequestFingerprint(operation) };
      const patch = {
        amount: plan.amount,
        fee: plan.fee,
        currencyCode: plan.currencyCode,
        payee: plan.payee,
        payeeName: plan.payeeName,
        plan: stored,
        fromAccountId: plan.fromAccountId,
      };
      await queries.updateOperation(operation.id, patch, now);
      return { ...operation, ...patch };
    });
    return answerOf(amended);
  }

  // A push approval of a transfer: the device's decision executes (the plan it showed) or refuses it (spec 02 §4).
  prompts.onDecision('transaction', async (prompt, approved) => {
    const operationId = String(prompt.payload.operationId ?? '');
    if (!UUID_PATTERN.test(operationId)) return;
    const operation = await repository.operation(operationId);
    if (!operation || operation.userId !== prompt.userId) return;
    if (!approved) {
      await reject(operationId, 'refused', prompt.userId);
      return;
    }
    // A prompt without a fingerprint showed nothing we can check: it executes nothing.
    const shown = prompt.payload.planFingerprint;
    await execute(operationId, prompt.userId, typeof shown === 'string' ? shown : '');
  });

  const engine = {
    /** Calls `listener` once an operation executed (after its journal) or was refused, declined or failed. */
    onSettled(listener: (operation: OperationRecord, executed: boolean) => Promise<void>): void {
      settledListeners.push(listener);
    },
    approvalMethods,
    actorFor,
    execute,
    /** Whether this approver's decision needs their passkey: their customer approves with one, and they have one. */
    async passkeyRequired(actor: Actor): Promise<boolean> {
      return actor.approveMode === 'passkey' && (await deps.passkeys?.hasPasskey(actor.userId)) === true;
    },
    reject,
    publishApprovalCounts,
    limitsFor,

    async submit(plan: TransferPlan, options: SubmitOptions): Promise<SubmitResult> {
      const actor = await actorFor(plan.customerId, plan.userId, plan.type);
      if (options.operationId !== undefined && options.operationId !== '')
        return amend(actor, plan, options.operationId);
      const mode = await approvalModeOf(actor, plan.type);
      const code = CODE_MODES.includes(mode) ? newCode() : null;
      const now = clock.now();
      const fingerprint = requestFingerprint(plan);
      const outcome = await repository.transaction(async (queries) => {
        await queries.lockCustomer(plan.customerId);
        // Posted in this transaction: its accounts are locked before the operation's row refers to one (issue 22).
        if (mode === 'none') await queries.lockAccounts(await accountsToLock(queries, plan));
        if (options.idempotencyKey !== undefined) {
          const existing = await queries.operationByKey(plan.customerId, options.idempotencyKey);
          if (existing) return { kind: 'existing', operation: existing } as const;
        }
        const stored = {
          ...plan,
          ...(options.idempotencyKey !== undefined ? { requestFingerprint: fingerprint } : {}),
        };
        const { limits, limitType } = await limitsFor(queries, plan);
        // A mass transfer is many transfers: the mass service checks each row against the limits (issue 15).
        if (!plan.batch) assertWithinLimits(limits, limitType, plan.amount);
        const operation = await queries.insertOperation({
          customerId: plan.customerId,
          userId: plan.userId,
          type: plan.type,
          status: mode === 'queue' ? 'awaitingApproval' : 'awaitingCode',
          fromAccountId: plan.fromAccountId,
          amount: plan.amount,
          fee: plan.fee,
          currencyCode: plan.currencyCode,
          payee: plan.payee,
          payeeName: plan.payeeName,
          plan: stored,
          approveType: mode,
          codeHash: code === null ? null : approvalCodeHash(code, planFingerprint(plan)),
          codeAttemptsLeft: code === null && mode !== 'push' ? 0 : APPROVAL_CODE_ATTEMPTS,
          codeExpiresAt:
            mode === 'none' || mode === 'queue' ? null : new Date(now.getTime() + APPROVAL_CODE_TTL_MS),
          approvalSentTo: null,
          idempotencyKey: options.idempotencyKey ?? null,
          // A mass request in the approval queue is its batch (spec 02 §7 "Mass approve or decline (batchId...)").
          ...(plan.batch?.id !== undefined ? { batchId: plan.batch.id } : {}),
          createdAt: now,
        });
        if (!operation) {
          // A concurrent submit with the same key got there first (the unique index): answer its operation.
          const existing = await queries.operationByKey(plan.customerId, options.idempotencyKey ?? '');
          if (!existing) throw new Error('Operation insert conflicted without an idempotency key');
          return { kind: 'existing', operation: existing } as const;
        }
        if (mode === 'none') return executeIn(queries, operation, null);
        return { kind: 'created', operation } as const;
      });
      if (outcome.kind === 'existing') {
        // A key answers again only the request it was first used for (never another kind's outcome).
        if (storedRequestFingerprint(outcome.operation) !== fingerprint)
          throw invalidField('idempotencyKey', 'was used for another request');
        return answerOf(outcome.operation);
      }
      if (plan.templateName && (outcome.kind === 'executed' || outcome.kind === 'created'))
        await repository.saveTemplate({
          customerId: plan.customerId,
          templateName: plan.templateName,
          type: plan.type,
          details: plan.details,
          currencyCode: plan.currencyCode,
          ...(plan.countryCode ? { countryCode: plan.countryCode } : {}),
        });
      if (outcome.kind === 'stale') throw new Error('A new operation cannot be stale');
      if (outcome.kind === 'failed')
        throw methodError(RESPONSE_CODES.insufficientFunds, ENGINE_TEXTS.insufficientFunds);
      if (outcome.kind === 'executed') {
        await publishExecuted(outcome.operation, outcome.journalId);
        return answerOf(outcome.operation);
      }
      const { operation } = outcome;
      if (mode === 'queue') {
        await publishApprovalCounts(plan.customerId);
        return answerOf(operation);
      }
      const approvalSentTo = await sendApproval(operation, mode, code);
      if (approvalSentTo) await repository.updateOperation(operation.id, { approvalSentTo }, clock.now());
      return answerOf({ ...operation, approvalSentTo: approvalSentTo ?? null });
    },

    ...createEngineCodes(deps, delivery, execution),
  };
  return engine satisfies TransferEngine;
}

export type TransferEngineService = ReturnType<typeof createTransferEngine>;
