import { randomInt } from 'node:crypto';
import { canSendTransfer, transferCapabilities } from '@portal/api/transfers';
import {
  NO_OPERATION_ID_TEXT,
  RESPONSE_CODES,
  TRANSACTION_REJECTED_TEXT,
  type ApproveType,
  type ConfirmTransactionResponse,
  type CustomerLimit,
  type ResendApprovalResponse,
  type SubmitResult,
  type TransferType,
} from '@portal/api/contract';
import Decimal from 'decimal.js';
import { ApiError, methodError } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { sha256Hex } from '../../lib/crypto';
import { maskEmail, maskPhone } from '../../lib/mask';
import { invalidField } from '../accounts/amounts';
import type { OutboxSender } from '../auth/service';
import type { PushPrompts } from '../devices/prompts';
import type { LivePublisher } from '../live/service';
import type { SubmitOptions, TransferEngine, TransferPlan } from './engine';
import { roundMoney } from './fees';
import { assertWithinLimits, customerLimits, limitTypeOf } from './limits';
import type {
  Actor,
  OperationRecord,
  StoredApproveType,
  TransferQueries,
  TransferRepository,
} from './repository';

/**
 * The approval engine (spec 02 §4 "Approval of a transaction", issue 5). Every transfer kind submits a plan here:
 * the capability and the limits are checked, the operation is stored once per idempotency key, and then
 * - right 3 (initiate only): it waits in the company's approval queue;
 * - typeApprove none (and between own accounts): the journal is posted at once;
 * - sms, otp, approvalCode: a 6-digit code goes to the outbox, bound to the amount and the payee;
 * - push: a prompt goes to the user's device, whose decision executes or refuses it.
 * Executing posts the plan's journal and tells the payer (and a p2p payee) over the live channel.
 */

/** Wrong codes an operation survives before it fails (ours). */
export const APPROVAL_CODE_ATTEMPTS = 3;
/** How long a code is good for (ours). */
export const APPROVAL_CODE_TTL_MS = 10 * 60_000;

/** Texts of the engine's refusals (the portal shows them as the server's message, spec 02 §8). */
export const ENGINE_TEXTS = {
  wrongCode: 'The approval code is wrong.',
  codeExpired: 'The approval code has expired. Submit the transfer again.',
  attemptsUsed: 'Too many wrong codes: the transfer was cancelled.',
  notAwaitingCode: 'This transfer is not waiting for an approval code.',
  operationNotFound: 'No such transfer operation.',
  insufficientFunds: 'Insufficient funds',
  notAllowed: 'Your access to this account does not allow this kind of transfer.',
  rejected: TRANSACTION_REJECTED_TEXT,
} as const;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TransferEngineDeps {
  repository: TransferRepository;
  outbox: OutboxSender;
  prompts: PushPrompts;
  live: LivePublisher;
  clock: Clock;
}

/** What executing an operation came to. */
type Execution =
  | { kind: 'executed'; operation: OperationRecord; journalId: number }
  | { kind: 'failed'; operation: OperationRecord; reason: string }
  | { kind: 'stale'; operation: OperationRecord | null };

/** The code's hash is bound to what it approves: a changed amount or payee no longer matches. */
export function approvalCodeHash(code: string, amount: string, payee: string): string {
  return sha256Hex(`${code}|${new Decimal(amount).toFixed()}|${payee}`);
}

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function publicApproveType(type: StoredApproveType): ApproveType {
  return type === 'queue' ? 'none' : type;
}

/** A refusal of an operation answered again (an idempotent replay of a failed submit). */
function failureError(reason: string | null): ApiError {
  if (reason === ENGINE_TEXTS.insufficientFunds)
    return methodError(RESPONSE_CODES.insufficientFunds, ENGINE_TEXTS.insufficientFunds);
  return methodError(RESPONSE_CODES.approvalFailed, reason ?? ENGINE_TEXTS.rejected);
}

export function createTransferEngine({ repository, outbox, prompts, live, clock }: TransferEngineDeps) {
  /** The actor, refused with TNA when their customer type, flags and access right do not allow the kind. */
  async function actorFor(customerId: number, userId: number, type: TransferType): Promise<Actor> {
    const actor = await repository.actor(customerId, userId);
    if (!actor || !canSendTransfer(actor, type))
      throw methodError(RESPONSE_CODES.transferUnavailable, ENGINE_TEXTS.notAllowed);
    return actor;
  }

  async function approvalMethods(customerId: number): Promise<ApproveType[]> {
    // The product offers no switch between methods: the one method is the customer's typeApprove.
    return [await repository.customerApproveMode(customerId)];
  }

  /** How this actor's submit of this kind is approved (spec 02 §4). */
  async function approvalModeOf(actor: Actor, type: TransferType): Promise<StoredApproveType> {
    // Between own accounts has no operation to approve (spec 02 §3 gives it no operationId).
    if (type === 'betweenAccounts') return 'none';
    if (transferCapabilities(actor).initiateOnly) return 'queue';
    const mode = actor.approveMode;
    // Without a phone or a device, the code goes by e-mail (otp) rather than nowhere.
    if (mode === 'sms' && !actor.phone) return 'otp';
    if (mode === 'push' && !(await repository.approvedDeviceName(actor.userId))) return 'otp';
    return mode;
  }

  /** Sends a new code or push prompt for an operation; answers where it went. */
  async function sendApproval(
    operation: Pick<
      OperationRecord,
      'id' | 'userId' | 'customerId' | 'amount' | 'currencyCode' | 'payeeName' | 'payee'
    >,
    mode: StoredApproveType,
    code: string | null,
  ): Promise<string | undefined> {
    const actor = await repository.actor(operation.customerId, operation.userId);
    if (!actor) return undefined;
    const what = `${roundMoney(operation.amount, operation.currencyCode)} ${operation.currencyCode} to ${operation.payeeName || operation.payee}`;
    if (mode === 'push') {
      await prompts.create({
        userId: actor.userId,
        kind: 'transaction',
        payload: { operationId: operation.id },
        text: `Approve the transfer of ${what}`,
      });
      return (await repository.approvedDeviceName(actor.userId)) ?? undefined;
    }
    if (code === null) return undefined;
    if (mode === 'sms' && actor.phone) {
      // The outbox files SMS under the user's e-mail (as the sign-in SMS), the text names the phone.
      await outbox.send({
        channel: 'sms',
        to: actor.email,
        text: `To ${actor.phone}: your code for the transfer of ${what} is ${code}`,
        code,
      });
      return maskPhone(actor.phone);
    }
    await outbox.send({
      channel: mode === 'approvalCode' ? 'email' : 'otp',
      to: actor.email,
      text: `Your ${mode === 'approvalCode' ? 'approval code' : 'one-time code'} for the transfer of ${what} is ${code}`,
      code,
    });
    return maskEmail(actor.email);
  }

  /** Posts the operation's journal inside the caller's transaction; a refusal for funds fails the operation. */
  async function executeIn(
    queries: TransferQueries,
    operation: OperationRecord,
    decidedBy: number | null,
  ): Promise<Execution> {
    const { plan } = operation;
    const now = clock.now();
    try {
      const { journalId } = await queries.post({
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
      });
      const status = plan.journal.status;
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

  /** Tells the payer, and a p2p payee, that money moved (the accounts reload). */
  async function publishExecuted(operation: OperationRecord, journalId: number): Promise<void> {
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

  /** What a stored operation answers to its submit (the first answer, again, for a replayed key). */
  async function answerOf(operation: OperationRecord): Promise<SubmitResult> {
    if (operation.status === 'failed') throw failureError(operation.failureReason);
    if (operation.status === 'declined' || operation.status === 'refused')
      throw methodError(RESPONSE_CODES.approvalFailed, ENGINE_TEXTS.rejected);
    return {
      operationId: operation.id,
      approveType: publicApproveType(operation.approveType),
      ...(operation.approvalSentTo ? { approvalSentTo: operation.approvalSentTo } : {}),
      availableApprovalMethods: await approvalMethods(operation.customerId),
      ...(operation.journalId !== null ? { transactionId: operation.journalId } : {}),
      fee: roundMoney(operation.fee, operation.currencyCode),
      ...(operation.approveType === 'queue' ? { approvalTransactionCreated: true } : {}),
    };
  }

  async function limitsFor(
    queries: TransferQueries,
    plan: TransferPlan,
  ): Promise<{ limits: CustomerLimit[]; limitType: ReturnType<typeof limitTypeOf> }> {
    const limitType = limitTypeOf(plan.type);
    const limits = await customerLimits(queries, plan.customerId, limitType, plan.currencyCode, clock.now());
    return { limits, limitType };
  }

  /** Amends an operation still waiting for its code: the code sent before no longer fits (issue 5). */
  async function amend(actor: Actor, plan: TransferPlan, operationId: string): Promise<SubmitResult> {
    const notAmendable = () => invalidField('operationId', 'is not a transfer waiting for its approval code');
    if (!UUID_PATTERN.test(operationId)) throw notAmendable();
    const amended = await repository.transaction(async (queries) => {
      await queries.lockCustomer(actor.customerId);
      const operation = await queries.operation(operationId, true);
      if (
        !operation ||
        operation.customerId !== actor.customerId ||
        operation.status !== 'awaitingCode' ||
        operation.type !== plan.type
      )
        throw notAmendable();
      const { limits, limitType } = await limitsFor(queries, plan);
      // The operation's own amount is among the used ones; the amended amount takes its place.
      const ownAmount = operation.currencyCode === plan.currencyCode ? operation.amount : '0';
      assertWithinLimits(
        limits.map((limit) =>
          limit.period === 'transaction'
            ? limit
            : { ...limit, remaining: new Decimal(limit.remaining).plus(ownAmount).toFixed() },
        ),
        limitType,
        plan.amount,
      );
      const patch = {
        amount: plan.amount,
        fee: plan.fee,
        currencyCode: plan.currencyCode,
        payee: plan.payee,
        payeeName: plan.payeeName,
        plan,
        fromAccountId: plan.fromAccountId,
      };
      await queries.updateOperation(operation.id, patch, clock.now());
      return { ...operation, ...patch };
    });
    return answerOf(amended);
  }

  /** Executes an operation that waited (for a code, a device or a colleague), once. */
  async function execute(operationId: string, decidedBy: number | null): Promise<Execution> {
    const execution = await repository.transaction(async (queries) => {
      const operation = await queries.operation(operationId, true);
      if (!operation || (operation.status !== 'awaitingCode' && operation.status !== 'awaitingApproval'))
        return { kind: 'stale', operation } as const;
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

  // A push approval of a transfer: the device's decision executes or refuses it (spec 02 §4).
  prompts.onDecision('transaction', async (prompt, approved) => {
    const operationId = String(prompt.payload.operationId ?? '');
    const operation = await repository.operation(operationId);
    if (!operation || operation.userId !== prompt.userId) return;
    if (approved) await execute(operationId, prompt.userId);
    else await reject(operationId, 'refused', prompt.userId);
  });

  /** The operation of the acting customer behind an id (uuid, or the request id for `trxid`). */
  async function ownOperation(customerId: number, id: string): Promise<OperationRecord> {
    const operation = UUID_PATTERN.test(id)
      ? await repository.operation(id)
      : /^\d{1,9}$/.test(id)
        ? await repository.operationByRequestId(Number(id))
        : null;
    if (!operation || operation.customerId !== customerId)
      throw methodError(RESPONSE_CODES.notFound, ENGINE_TEXTS.operationNotFound);
    return operation;
  }

  /** A fresh code (or push prompt) for an operation waiting for one; the old code stops working. */
  async function reissue(operation: OperationRecord): Promise<ResendApprovalResponse> {
    if (operation.status !== 'awaitingCode')
      throw methodError(RESPONSE_CODES.approvalFailed, ENGINE_TEXTS.notAwaitingCode);
    const code = operation.approveType === 'push' ? null : newCode();
    const approvalSentTo = await sendApproval(operation, operation.approveType, code);
    await repository.updateOperation(
      operation.id,
      {
        ...(code === null ? {} : { codeHash: approvalCodeHash(code, operation.amount, operation.payee) }),
        codeAttemptsLeft: APPROVAL_CODE_ATTEMPTS,
        codeExpiresAt: new Date(clock.now().getTime() + APPROVAL_CODE_TTL_MS),
        ...(approvalSentTo ? { approvalSentTo } : {}),
      },
      clock.now(),
    );
    return approvalSentTo ? { approvalSentTo } : {};
  }

  const engine = {
    approvalMethods,
    actorFor,
    execute,
    reject,
    publishApprovalCounts,
    limitsFor,

    async submit(plan: TransferPlan, options: SubmitOptions): Promise<SubmitResult> {
      const actor = await actorFor(plan.customerId, plan.userId, plan.type);
      if (options.operationId !== undefined && options.operationId !== '')
        return amend(actor, plan, options.operationId);
      const mode = await approvalModeOf(actor, plan.type);
      const code = mode === 'sms' || mode === 'otp' || mode === 'approvalCode' ? newCode() : null;
      const now = clock.now();
      const outcome = await repository.transaction(async (queries) => {
        await queries.lockCustomer(plan.customerId);
        if (options.idempotencyKey !== undefined) {
          const existing = await queries.operationByKey(plan.customerId, options.idempotencyKey);
          if (existing) return { kind: 'existing', operation: existing } as const;
        }
        const { limits, limitType } = await limitsFor(queries, plan);
        assertWithinLimits(limits, limitType, plan.amount);
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
          plan,
          approveType: mode,
          codeHash: code === null ? null : approvalCodeHash(code, plan.amount, plan.payee),
          codeAttemptsLeft: code === null && mode !== 'push' ? 0 : APPROVAL_CODE_ATTEMPTS,
          codeExpiresAt:
            mode === 'none' || mode === 'queue' ? null : new Date(now.getTime() + APPROVAL_CODE_TTL_MS),
          approvalSentTo: null,
          idempotencyKey: options.idempotencyKey ?? null,
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
      if (outcome.kind === 'existing') return answerOf(outcome.operation);
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

    /** Approve with the code (spec 02 §3 "Approve payload"); without an operation id: TA1 (spec 02 §5, §8). */
    async confirmTransaction(
      customerId: number,
      operationId: string | undefined,
      approvalCode: string,
    ): Promise<ConfirmTransactionResponse> {
      if (operationId === undefined || operationId.trim() === '')
        throw new ApiError(200, {
          responseCode: RESPONSE_CODES.invalidParameters,
          responseDescription: NO_OPERATION_ID_TEXT,
        });
      if (!UUID_PATTERN.test(operationId))
        throw methodError(RESPONSE_CODES.notFound, ENGINE_TEXTS.operationNotFound);
      const now = clock.now();
      const outcome = await repository.transaction(
        async (queries): Promise<Execution | { kind: 'refused'; text: string }> => {
          const operation = await queries.operation(operationId, true);
          if (!operation || operation.customerId !== customerId) return { kind: 'stale', operation: null };
          if (operation.status !== 'awaitingCode' || operation.codeHash === null)
            return { kind: 'refused', text: ENGINE_TEXTS.notAwaitingCode };
          if (operation.codeExpiresAt !== null && operation.codeExpiresAt <= now) {
            await queries.updateOperation(
              operation.id,
              { status: 'failed', failureReason: ENGINE_TEXTS.codeExpired, codeHash: null },
              now,
            );
            return { kind: 'refused', text: ENGINE_TEXTS.codeExpired };
          }
          if (
            approvalCodeHash(approvalCode.trim(), operation.amount, operation.payee) !== operation.codeHash
          ) {
            const attemptsLeft = operation.codeAttemptsLeft - 1;
            if (attemptsLeft <= 0) {
              await queries.updateOperation(
                operation.id,
                {
                  status: 'failed',
                  failureReason: ENGINE_TEXTS.attemptsUsed,
                  codeHash: null,
                  codeAttemptsLeft: 0,
                },
                now,
              );
              return { kind: 'refused', text: ENGINE_TEXTS.attemptsUsed };
            }
            await queries.updateOperation(operation.id, { codeAttemptsLeft: attemptsLeft }, now);
            return { kind: 'refused', text: ENGINE_TEXTS.wrongCode };
          }
          return executeIn(queries, operation, operation.userId);
        },
      );
      if (outcome.kind === 'stale')
        throw methodError(RESPONSE_CODES.notFound, ENGINE_TEXTS.operationNotFound);
      if (outcome.kind === 'refused') throw methodError(RESPONSE_CODES.approvalFailed, outcome.text);
      if (outcome.kind === 'failed') {
        publishRefused(outcome.operation);
        throw methodError(RESPONSE_CODES.insufficientFunds, ENGINE_TEXTS.insufficientFunds);
      }
      await publishExecuted(outcome.operation, outcome.journalId);
      return { transactionId: outcome.journalId, status: outcome.operation.plan.journal.status };
    },

    /** Resend (spec 02 §4 "A retry (resend) exists ... by trxid"): a new code or a new push prompt. */
    async resendApproval(customerId: number, id: string | undefined): Promise<ResendApprovalResponse> {
      if (id === undefined || id.trim() === '')
        throw new ApiError(200, {
          responseCode: RESPONSE_CODES.invalidParameters,
          responseDescription: NO_OPERATION_ID_TEXT,
        });
      return reissue(await ownOperation(customerId, id.trim()));
    },

    /** "Approval code generate or request" (spec 02 §7): a fresh code of an approvalCode operation. */
    async requestApprovalCode(customerId: number, operationId: string): Promise<ResendApprovalResponse> {
      if (operationId.trim() === '')
        throw new ApiError(200, {
          responseCode: RESPONSE_CODES.invalidParameters,
          responseDescription: NO_OPERATION_ID_TEXT,
        });
      const operation = await ownOperation(customerId, operationId.trim());
      if (operation.approveType !== 'approvalCode')
        throw invalidField('operationId', 'is not approved by an approval code');
      return reissue(operation);
    },
  };
  return engine satisfies TransferEngine;
}

export type TransferEngineService = ReturnType<typeof createTransferEngine>;
