import type { PasskeyAssertion, PasskeyApprovalOptions } from '@portal/api/catalogue';
import type { TransferEngineService } from '../../../money/engine/service';
import {
  approvalPaymentOf,
  type ApprovalSubject,
  type OperationRecord,
} from '../../../money/engine/operation-records';
import { planFingerprint } from '../../../money/engine/engine-rules';
import {
  approveRequestsResponseSchema,
  confirmTransactionResponseSchema,
} from '../../../money/engine/schemas';
import type { MethodDefinitions } from '../../../platform/pipeline/types';
import {
  approvalOptionsSchema,
  approveMassWithPasskeySchema,
  approveRequestsWithPasskeySchema,
  confirmWithPasskeySchema,
  operationIdSchema,
  queueApprovalSchema,
} from './schemas';
import type { ApproveRequestsResponse } from '@portal/api/catalogue';

/** The auth area's passkeys, as a payment approval needs them (a port: src/areas.ts wires it). */
export interface PasskeyApprovals {
  approvalOptions(
    userId: number,
    subject: ApprovalSubject,
    origin: string | undefined,
  ): Promise<PasskeyApprovalOptions>;
  verifyApproval(
    userId: number,
    assertion: PasskeyAssertion,
    subject: ApprovalSubject,
    origin: string | undefined,
  ): Promise<void>;
}

/** The approval queue's decisions, with a proof (the payments slice's approvals service; a port). */
export interface QueueDecisions {
  queueSubject(
    customerId: number,
    userId: number,
    request: { transactionIds?: number[] | undefined; batchId?: number | undefined },
  ): Promise<ApprovalSubject>;
  approveRequests(
    customerId: number,
    userId: number,
    transactionIds: number[],
    declined: boolean,
    proof: (subject: ApprovalSubject) => Promise<void>,
  ): Promise<ApproveRequestsResponse>;
  approveMassRequest(
    customerId: number,
    userId: number,
    batchId: number,
    declined: boolean,
    proof: (subject: ApprovalSubject) => Promise<void>,
  ): Promise<ApproveRequestsResponse>;
}

type PasskeyApprovalMethod =
  | 'getPasskeyApproval'
  | 'getPasskeyQueueApproval'
  | 'confirmTransactionWithPasskey'
  | 'approveRequestsWithPasskey'
  | 'approveMassRequestWithPasskey';

/**
 * One operation's approval: named by the operation and its whole plan (source account, fee, payee, amount), so an
 * amendment of anything in it makes another subject, and the payment it binds.
 */
function operationSubject(operation: OperationRecord): ApprovalSubject {
  return {
    subject: `op:${operation.id}:${planFingerprint(operation.plan)}`,
    payments: [approvalPaymentOf(operation)],
  };
}

/**
 * Payments approved with a passkey (issue 50 item 3): the submitter's own operation (approveType `passkey`) and
 * the approval queue's decisions (maker-checker). The challenge is derived from the payments when asked and again
 * when answered, so an assertion approves only the payments it was made for, as they were.
 */
export function createPasskeyApprovalMethods({
  engine,
  passkeys,
  queue,
}: {
  engine: Pick<TransferEngineService, 'passkeyOperation' | 'confirmWithProof'>;
  passkeys: PasskeyApprovals;
  queue: QueueDecisions;
}): Pick<MethodDefinitions, PasskeyApprovalMethod> {
  return {
    getPasskeyApproval: {
      requestSchema: operationIdSchema,
      responseSchema: approvalOptionsSchema,
      async handle(context) {
        const { userId } = context.caller();
        const operation = await engine.passkeyOperation(
          await context.actingCustomerId(),
          userId,
          context.request.operationId,
        );
        return passkeys.approvalOptions(userId, operationSubject(operation), context.origin());
      },
    },
    confirmTransactionWithPasskey: {
      requestSchema: confirmWithPasskeySchema,
      responseSchema: confirmTransactionResponseSchema,
      async handle(context) {
        const { userId } = context.caller();
        const { operationId, challengeId, credential } = context.request;
        const operation = await engine.passkeyOperation(
          await context.actingCustomerId(),
          userId,
          operationId,
        );
        return engine.confirmWithProof(operation, (current) =>
          passkeys.verifyApproval(
            userId,
            { challengeId, credential },
            operationSubject(current),
            context.origin(),
          ),
        );
      },
    },
    getPasskeyQueueApproval: {
      requestSchema: queueApprovalSchema,
      responseSchema: approvalOptionsSchema,
      async handle(context) {
        const { userId } = context.caller();
        const subject = await queue.queueSubject(await context.actingCustomerId(), userId, context.request);
        return passkeys.approvalOptions(userId, subject, context.origin());
      },
    },
    approveRequestsWithPasskey: {
      requestSchema: approveRequestsWithPasskeySchema,
      responseSchema: approveRequestsResponseSchema,
      async handle(context) {
        const { userId } = context.caller();
        const { transactionIds, challengeId, credential } = context.request;
        return queue.approveRequests(
          await context.actingCustomerId(),
          userId,
          transactionIds,
          false,
          (subject) =>
            passkeys.verifyApproval(userId, { challengeId, credential }, subject, context.origin()),
        );
      },
    },
    approveMassRequestWithPasskey: {
      requestSchema: approveMassWithPasskeySchema,
      responseSchema: approveRequestsResponseSchema,
      async handle(context) {
        const { userId } = context.caller();
        const { batchId, challengeId, credential } = context.request;
        return queue.approveMassRequest(await context.actingCustomerId(), userId, batchId, false, (subject) =>
          passkeys.verifyApproval(userId, { challengeId, credential }, subject, context.origin()),
        );
      },
    },
  };
}
