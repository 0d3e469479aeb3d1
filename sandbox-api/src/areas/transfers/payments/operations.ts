import { randomInt, timingSafeEqual } from 'node:crypto';
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
} from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { ApiError, methodError } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import { sha256Hex } from '../../../platform/lib/crypto';
import { maskEmail, maskPhone } from '../../../platform/lib/mask';
import { invalidField } from '../../../money/amounts';
import { journalAccountIds } from '../../../money/ledger';
import type { OutboxSender } from '../../../platform/outbox';
import type { PushPrompts } from '../../auth/devices/prompts';
import type { LivePublisher } from '../../../platform/live/service';
import type { SubmitOptions, TransferEngine, TransferPlan } from './engine';
import { roundMoney } from '../../../money/fees';
import { assertWithinLimits, customerLimits, limitTypeOf, periodStart } from './limits';
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
 * - right 3 (initiate only): it waits in the company's approval queue, whatever its kind;
 * - typeApprove none (and between own accounts for anyone else): the journal is posted at once;
 * - sms, otp, approvalCode: a 6-digit code goes to the outbox, bound to the whole plan (amount, payee...);
 * - push: a prompt goes to the user's device, whose decision executes or refuses the plan it showed.
 * Only the user who submitted an operation confirms, resends or amends it; others are answered NF.
 * Executing posts the plan's journal and tells the payer (and a p2p payee) over the live channel.
 */

/** Wrong codes one code survives before the operation fails (ours). */
export const APPROVAL_CODE_ATTEMPTS = 3;
/** Wrong codes over all the codes of an operation (resends included) before it fails (ours, against guessing). */
export const MAX_WRONG_CODES = 5;
/** Fresh codes or prompts one operation may ask for after the first (ours). */
export const MAX_CODE_RESENDS = 5;
/** How long a code is good for (ours). */
export const APPROVAL_CODE_TTL_MS = 10 * 60_000;

/** Texts of the engine's refusals (the portal shows them as the server's message, spec 02 §8). */
export const ENGINE_TEXTS = {
  wrongCode: 'The approval code is wrong.',
  codeExpired: 'The approval code has expired. Submit the transfer again.',
  attemptsUsed: 'Too many wrong codes: the transfer was cancelled.',
  notAwaitingCode: 'This transfer is not waiting for an approval code.',
  operationNotFound: 'No such transfer operation.',
  noAccess: 'No access',
  tooManyCodes: 'Too many codes requested.',
  planChanged: 'The transfer changed after it was sent for approval: submit it again.',
  insufficientFunds: 'Insufficient funds',
  notAllowed: 'Your access to this account does not allow this kind of transfer.',
  rejected: TRANSACTION_REJECTED_TEXT,
  invoiceNotOpen: 'This invoice is not open for payment: it was paid or rejected.',
} as const;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The approve types that send a code: only these operations can be amended (spec 02 §4, issue 5). */
const CODE_MODES: readonly StoredApproveType[] = ['sms', 'otp', 'approvalCode'];

/** TA1 with the engine's one text for a missing operation id (spec 02 §5, §8). */
function noOperationId(): ApiError {
  return new ApiError(200, {
    responseCode: RESPONSE_CODES.invalidParameters,
    responseDescription: NO_OPERATION_ID_TEXT,
  });
}

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

type FingerprintedPlan = Pick<
  TransferPlan,
  'type' | 'fromAccountId' | 'currencyCode' | 'amount' | 'fee' | 'payee' | 'payeeName' | 'details'
>;

/**
 * A canonical fingerprint of what an approval approves: the kind, the source account, the currency, amount and
 * fee (as decimals, so `100` and `100.00` agree), the payee and its name, and every payee detail (SWIFT, network,
 * reference...) sorted by name. Any change to one of them changes it.
 */
export function planFingerprint(plan: FingerprintedPlan): string {
  const details = Object.entries(plan.details).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return sha256Hex(
    JSON.stringify([
      plan.type,
      plan.fromAccountId,
      plan.currencyCode,
      new Decimal(plan.amount).toFixed(),
      new Decimal(plan.fee).toFixed(),
      plan.payee,
      plan.payeeName,
      details,
    ]),
  );
}

/** The code's hash is bound to what it approves (the plan's fingerprint): an amended plan no longer matches. */
export function approvalCodeHash(code: string, fingerprint: string): string {
  return sha256Hex(`${code}|${fingerprint}`);
}

/** Whether a code approves this plan, compared in constant time. */
function codeMatches(code: string, plan: FingerprintedPlan, codeHash: string): boolean {
  const given = Buffer.from(approvalCodeHash(code, planFingerprint(plan)), 'hex');
  const stored = Buffer.from(codeHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * What an idempotency key was first used for: the kind, the source account, the amount and the payee. The same
 * key with another request is refused rather than answered with the first request's outcome.
 */
export function requestFingerprint(
  plan: Pick<TransferPlan, 'type' | 'fromAccountId' | 'amount' | 'payee'>,
): string {
  return sha256Hex(
    JSON.stringify([plan.type, plan.fromAccountId, new Decimal(plan.amount).toFixed(), plan.payee]),
  );
}

/** The fingerprint stored with an operation's key (computed for operations stored without one). */
function storedRequestFingerprint(operation: OperationRecord): string {
  return operation.plan.requestFingerprint ?? requestFingerprint(operation.plan);
}

/** AF for a refused code, with the wrong codes the operation still takes (0: it is over, spec 02 §4). */
function codeRefusal(text: string, attemptsLeft: number): ApiError {
  return new ApiError(200, {
    responseCode: RESPONSE_CODES.approvalFailed,
    responseDescription: text,
    attemptsLeft: Math.max(0, attemptsLeft),
  });
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
    // Right 3 initiates only (spec 02 §4, §6): every kind waits for a colleague, between own accounts too (issue 12).
    if (transferCapabilities(actor).initiateOnly) return 'queue';
    // Otherwise between own accounts has no code to ask (spec 02 §3 gives it no operationId).
    if (type === 'betweenAccounts') return 'none';
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
      'id' | 'userId' | 'customerId' | 'amount' | 'currencyCode' | 'payeeName' | 'payee' | 'plan'
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
        // The decision executes only the plan this prompt showed (an amended plan is refused).
        payload: { operationId: operation.id, planFingerprint: planFingerprint(operation.plan) },
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

  /** What a stored operation answers to its submit (the first answer, again, for a replayed key). */
  async function answerOf(operation: OperationRecord): Promise<SubmitResult> {
    if (operation.status === 'failed') throw failureError(operation.failureReason);
    if (operation.status === 'declined' || operation.status === 'refused')
      throw methodError(RESPONSE_CODES.approvalFailed, ENGINE_TEXTS.rejected);
    return {
      operationId: operation.id,
      approveType: publicApproveType(operation.approveType),
      ...(operation.approvalSentTo ? { approvalSentTo: operation.approvalSentTo } : {}),
      // What this operation actually uses (sms without a phone, push without a device fall back to otp); a
      // queued one lists the customer's setting.
      availableApprovalMethods:
        operation.approveType === 'queue'
          ? await approvalMethods(operation.customerId)
          : [operation.approveType],
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
        !CODE_MODES.includes(operation.approveType) ||
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

  /**
   * The operation behind an id (uuid, or the request id for `trxid`) that this user submitted for this
   * customer; anyone else's is answered ENOA (spec 01 §8), and so is a missing one: a request id is sequential and
   * two answers would tell which exist (issue 12).
   */
  async function ownOperation(customerId: number, userId: number, id: string): Promise<OperationRecord> {
    const operation = UUID_PATTERN.test(id)
      ? await repository.operation(id)
      : /^\d{1,9}$/.test(id)
        ? await repository.operationByRequestId(Number(id))
        : null;
    if (!operation || operation.customerId !== customerId || operation.userId !== userId)
      throw methodError(RESPONSE_CODES.noAccess, ENGINE_TEXTS.noAccess);
    return operation;
  }

  /**
   * A fresh code (or push prompt) for an operation waiting for one; the old code stops working. The fresh code
   * takes no more wrong codes than the operation has left in all, and an operation gets at most
   * MAX_CODE_RESENDS fresh ones.
   */
  async function reissue(operationId: string): Promise<ResendApprovalResponse> {
    const now = clock.now();
    const prepared = await repository.transaction(async (queries) => {
      const operation = await queries.operation(operationId, true);
      if (!operation || operation.status !== 'awaitingCode')
        throw methodError(RESPONSE_CODES.approvalFailed, ENGINE_TEXTS.notAwaitingCode);
      if (operation.codeResends >= MAX_CODE_RESENDS)
        throw methodError(RESPONSE_CODES.invalidParameters, ENGINE_TEXTS.tooManyCodes);
      const code = operation.approveType === 'push' ? null : newCode();
      await queries.updateOperation(
        operation.id,
        {
          ...(code === null ? {} : { codeHash: approvalCodeHash(code, planFingerprint(operation.plan)) }),
          codeAttemptsLeft: Math.min(APPROVAL_CODE_ATTEMPTS, MAX_WRONG_CODES - operation.wrongCodes),
          codeResends: operation.codeResends + 1,
          codeExpiresAt: new Date(now.getTime() + APPROVAL_CODE_TTL_MS),
        },
        now,
      );
      return { operation, code };
    });
    const approvalSentTo = await sendApproval(
      prepared.operation,
      prepared.operation.approveType,
      prepared.code,
    );
    if (approvalSentTo) await repository.updateOperation(operationId, { approvalSentTo }, clock.now());
    return approvalSentTo ? { approvalSentTo } : {};
  }

  const engine = {
    /** Calls `listener` once an operation executed (after its journal) or was refused, declined or failed. */
    onSettled(listener: (operation: OperationRecord, executed: boolean) => Promise<void>): void {
      settledListeners.push(listener);
    },
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

    /**
     * Approve with the code (spec 02 §3 "Approve payload"), by operationId or by `trxid` (spec 02 §7 "Confirm by
     * method: (trxid, approvalCode)"); without either: TA1 (spec 02 §5, §8). Only the submitter confirms (others:
     * NF). An AF refusal carries `attemptsLeft` (0 when the operation is over).
     */
    async confirmTransaction(
      customerId: number,
      userId: number,
      id: { operationId?: string | undefined; trxid?: string | undefined },
      approvalCode: string,
    ): Promise<ConfirmTransactionResponse> {
      const given = [id.operationId, id.trxid].find((value) => value !== undefined && value.trim() !== '');
      if (given === undefined) throw noOperationId();
      const found = await ownOperation(customerId, userId, given.trim());
      const now = clock.now();
      const outcome = await repository.transaction(
        async (queries): Promise<Execution | { kind: 'refused'; text: string; attemptsLeft: number }> => {
          const operation = await queries.operation(found.id, true);
          if (!operation) return { kind: 'stale', operation: null };
          if (operation.status !== 'awaitingCode' || operation.codeHash === null)
            return { kind: 'refused', text: ENGINE_TEXTS.notAwaitingCode, attemptsLeft: 0 };
          if (operation.codeExpiresAt !== null && operation.codeExpiresAt <= now) {
            await queries.updateOperation(
              operation.id,
              {
                status: 'failed',
                failureReason: ENGINE_TEXTS.codeExpired,
                codeHash: null,
                codeAttemptsLeft: 0,
              },
              now,
            );
            return { kind: 'refused', text: ENGINE_TEXTS.codeExpired, attemptsLeft: 0 };
          }
          if (!codeMatches(approvalCode.trim(), operation.plan, operation.codeHash)) {
            const wrongCodes = operation.wrongCodes + 1;
            // This code's attempts, capped by what remains over all the codes of the operation.
            const attemptsLeft = Math.min(operation.codeAttemptsLeft - 1, MAX_WRONG_CODES - wrongCodes);
            if (attemptsLeft <= 0) {
              await queries.updateOperation(
                operation.id,
                {
                  status: 'failed',
                  failureReason: ENGINE_TEXTS.attemptsUsed,
                  codeHash: null,
                  codeAttemptsLeft: 0,
                  wrongCodes,
                },
                now,
              );
              return { kind: 'refused', text: ENGINE_TEXTS.attemptsUsed, attemptsLeft: 0 };
            }
            await queries.updateOperation(operation.id, { codeAttemptsLeft: attemptsLeft, wrongCodes }, now);
            return { kind: 'refused', text: ENGINE_TEXTS.wrongCode, attemptsLeft };
          }
          return executeIn(queries, operation, operation.userId);
        },
      );
      if (outcome.kind === 'stale')
        throw methodError(RESPONSE_CODES.notFound, ENGINE_TEXTS.operationNotFound);
      if (outcome.kind === 'refused') throw codeRefusal(outcome.text, outcome.attemptsLeft);
      if (outcome.kind === 'failed') {
        publishRefused(outcome.operation);
        // 51 for funds; AF with the reason otherwise (an invoice paid meanwhile).
        throw failureError(outcome.reason);
      }
      await publishExecuted(outcome.operation, outcome.journalId);
      return { transactionId: outcome.journalId, status: outcome.operation.plan.journal.status };
    },

    /** Resend (spec 02 §4 "A retry (resend) exists ... by trxid"): a new code or a new push prompt. */
    async resendApproval(
      customerId: number,
      userId: number,
      id: string | undefined,
    ): Promise<ResendApprovalResponse> {
      if (id === undefined || id.trim() === '') throw noOperationId();
      return reissue((await ownOperation(customerId, userId, id.trim())).id);
    },

    /** "Approval code generate or request" (spec 02 §7): a fresh code of an approvalCode operation. */
    async requestApprovalCode(
      customerId: number,
      userId: number,
      operationId: string | undefined,
    ): Promise<ResendApprovalResponse> {
      if (operationId === undefined || operationId.trim() === '') throw noOperationId();
      const operation = await ownOperation(customerId, userId, operationId.trim());
      if (operation.approveType !== 'approvalCode')
        throw invalidField('operationId', 'is not approved by an approval code');
      return reissue(operation.id);
    },
  };
  return engine satisfies TransferEngine;
}

export type TransferEngineService = ReturnType<typeof createTransferEngine>;
