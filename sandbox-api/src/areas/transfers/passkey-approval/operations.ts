import type { PasskeyAssertion, PasskeyApprovalOptions } from '@portal/api/catalogue';
import { APPROVAL_PAGE_SIZE } from '@portal/api/catalogue';
import type { TransferEngineService } from '../../../money/engine/service';
import { approvalPaymentOf } from '../../../money/engine/operation-records';
import {
  approveRequestsResponseSchema,
  confirmTransactionResponseSchema,
} from '../../../money/engine/schemas';
import { idSchema, text } from '../../../platform/http/schemas';
import type { MethodDefinitions, ObjectSchema } from '../../../platform/pipeline/types';
import type { ApproveRequestsResponse } from '@portal/api/catalogue';

/** What names the payments an approval covers and the payments themselves (the challenge is bound to them). */
export interface ApprovalSubject {
  subject: string;
  payments: PasskeyApprovalOptions['payments'];
}

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

const webAuthnJson = { type: 'object', additionalProperties: true, maxProperties: 16 } as const;
const uuidSchema = { type: 'string', minLength: 36, maxLength: 36 } as const;
const assertionProperties = { challengeId: uuidSchema, credential: webAuthnJson } as const;
const transactionIdsSchema = {
  type: 'array',
  minItems: 1,
  maxItems: APPROVAL_PAGE_SIZE,
  items: idSchema,
} as const;

const paymentSchema = {
  type: 'object',
  properties: {
    amount: { type: 'string' },
    currencyCode: { type: 'string' },
    payeeName: { type: 'string' },
    payee: { type: 'string' },
  },
  required: ['amount', 'currencyCode', 'payeeName', 'payee'],
} as const;
const approvalOptionsSchema: ObjectSchema = {
  type: 'object',
  properties: {
    challengeId: { type: 'string' },
    options: webAuthnJson,
    payments: { type: 'array', items: paymentSchema },
    spc: {
      type: 'object',
      properties: {
        credentialIds: { type: 'array', items: { type: 'string' } },
        rpId: { type: 'string' },
        challenge: { type: 'string' },
        payeeName: { type: 'string' },
        payeeOrigin: { type: 'string' },
        total: {
          type: 'object',
          properties: { currency: { type: 'string' }, value: { type: 'string' } },
          required: ['currency', 'value'],
        },
        instrumentName: { type: 'string' },
        timeout: { type: 'integer' },
      },
      required: [
        'credentialIds',
        'rpId',
        'challenge',
        'payeeName',
        'payeeOrigin',
        'total',
        'instrumentName',
        'timeout',
      ],
    },
  },
  required: ['challengeId', 'options', 'payments'],
};

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
      requestSchema: { type: 'object', properties: { operationId: text(64) }, required: ['operationId'] },
      responseSchema: approvalOptionsSchema,
      async handle(context) {
        const { userId } = context.caller();
        const operation = await engine.passkeyOperation(
          await context.actingCustomerId(),
          userId,
          context.request.operationId,
        );
        return passkeys.approvalOptions(
          userId,
          { subject: `op:${operation.id}`, payments: [approvalPaymentOf(operation)] },
          context.origin(),
        );
      },
    },
    confirmTransactionWithPasskey: {
      requestSchema: {
        type: 'object',
        properties: { operationId: text(64), ...assertionProperties },
        required: ['operationId', 'challengeId', 'credential'],
      },
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
            { subject: `op:${current.id}`, payments: [approvalPaymentOf(current)] },
            context.origin(),
          ),
        );
      },
    },
    getPasskeyQueueApproval: {
      requestSchema: {
        type: 'object',
        properties: { transactionIds: transactionIdsSchema, batchId: idSchema },
      },
      responseSchema: approvalOptionsSchema,
      async handle(context) {
        const { userId } = context.caller();
        const subject = await queue.queueSubject(await context.actingCustomerId(), userId, context.request);
        return passkeys.approvalOptions(userId, subject, context.origin());
      },
    },
    approveRequestsWithPasskey: {
      requestSchema: {
        type: 'object',
        properties: { transactionIds: transactionIdsSchema, ...assertionProperties },
        required: ['transactionIds', 'challengeId', 'credential'],
      },
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
      requestSchema: {
        type: 'object',
        properties: { batchId: idSchema, ...assertionProperties },
        required: ['batchId', 'challengeId', 'credential'],
      },
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
