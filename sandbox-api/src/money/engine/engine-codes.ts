import {
  PASSKEY_TEXTS,
  RESPONSE_CODES,
  type ConfirmTransactionResponse,
  type ResendApprovalResponse,
} from '@portal/api/catalogue';
import { methodError } from '../../platform/http/errors';
import { invalidField } from '../amounts';
import type { OperationRecord } from './repository';
import type { EngineDelivery } from './engine-delivery';
import type { EngineExecution } from './engine-execution';
import {
  APPROVAL_CODE_ATTEMPTS,
  MAX_WRONG_CODES,
  MAX_CODE_RESENDS,
  APPROVAL_CODE_TTL_MS,
  ENGINE_TEXTS,
  UUID_PATTERN,
  noOperationId,
  type TransferEngineDeps,
  type Execution,
  planFingerprint,
  approvalCodeHash,
  codeMatches,
  codeRefusal,
  newCode,
  failureError,
} from './engine-rules';

/** The submitter's approval codes: confirm with one, ask for a fresh one. */
export function createEngineCodes(
  { repository, clock }: TransferEngineDeps,
  { sendApproval }: EngineDelivery,
  { executeIn, publishExecuted, publishRefused, execute }: EngineExecution,
) {
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
      // A passkey approval has nothing to resend, and never turns into a code: the customer chose the passkey so that
      // a session and a mailbox together cannot approve (issue 50).
      if (operation.approveType === 'passkey')
        throw methodError(RESPONSE_CODES.approvalFailed, PASSKEY_TEXTS.usePasskey);
      if (operation.codeResends >= MAX_CODE_RESENDS)
        throw methodError(RESPONSE_CODES.invalidParameters, ENGINE_TEXTS.tooManyCodes);
      const { approveType } = operation;
      const code = approveType === 'push' ? null : newCode();
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
      return { operation, approveType, code };
    });
    const approvalSentTo = await sendApproval(prepared.operation, prepared.approveType, prepared.code);
    if (approvalSentTo) await repository.updateOperation(operationId, { approvalSentTo }, clock.now());
    return approvalSentTo ? { approvalSentTo } : {};
  }

  return {
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

    /**
     * The operation a passkey approves (issue 50): the submitter's, waiting for its passkey, its code time not
     * over (an expired one fails, as an expired code does).
     */
    async passkeyOperation(
      customerId: number,
      userId: number,
      operationId: string,
    ): Promise<OperationRecord> {
      if (operationId.trim() === '') throw noOperationId();
      const operation = await ownOperation(customerId, userId, operationId.trim());
      if (operation.status !== 'awaitingCode' || operation.approveType !== 'passkey')
        throw methodError(RESPONSE_CODES.approvalFailed, ENGINE_TEXTS.notAwaitingCode);
      if (operation.codeExpiresAt !== null && operation.codeExpiresAt <= clock.now()) {
        await repository.updateOperation(
          operation.id,
          { status: 'failed', failureReason: ENGINE_TEXTS.codeExpired, codeAttemptsLeft: 0 },
          clock.now(),
        );
        throw codeRefusal(ENGINE_TEXTS.codeExpired, 0);
      }
      return operation;
    },

    /**
     * Executes an operation a passkey approved (issue 50): `prove` verifies the assertion against the operation as
     * read; the plan executed is that one (an amendment in between fails it, as a push decision on a changed plan).
     */
    async confirmWithProof(
      operation: OperationRecord,
      prove: (operation: OperationRecord) => Promise<void>,
    ): Promise<ConfirmTransactionResponse> {
      await prove(operation);
      const outcome = await execute(operation.id, operation.userId, planFingerprint(operation.plan));
      if (outcome.kind === 'stale')
        throw methodError(RESPONSE_CODES.approvalFailed, ENGINE_TEXTS.notAwaitingCode);
      if (outcome.kind === 'failed') throw failureError(outcome.reason);
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
}
