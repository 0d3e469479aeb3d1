import { transferCapabilities } from '@portal/api/transfers';
import {
  APPROVAL_PAGE_SIZE,
  RESPONSE_CODES,
  type ApprovalCountsResponse,
  type ApprovalListRequest,
  type ApprovalListResponse,
  type ApprovalRequestStatus,
  type ApproveRequestsResponse,
  type BusinessUsersResponse,
  type MassApprovalListResponse,
  type TransferType,
  PASSKEY_TEXTS,
} from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { methodError } from '../../../platform/http/errors';
import { invalidField } from '../../../money/amounts';
import type { TransferServiceDeps } from '../../../money/engine/between-accounts';
import { formatAmount } from '../../../money/fees';
import type { Actor, ApprovalFilter, OperationRecord } from '../../../money/engine/repository';
import { approvalPaymentOf, type ApprovalSubject } from '../../../money/engine/operation-records';
import { planFingerprint } from '../../../money/engine/engine-rules';

/**
 * The business approval queue (spec 02 §3 "Approval request entities", §7 "Approvals"): what an initiator (right
 * 3) submitted waits here until a colleague with right 2 or 4 approves it (it executes) or declines it.
 */

export const APPROVAL_TEXTS = {
  notApprover: 'Only users with full access or approval rights approve transfers.',
  ownRequest: 'You cannot approve or decline your own request.',
  notFound: 'No such approval request.',
  decided: 'This request was decided already.',
  noAccess: 'No access',
} as const;

const DAY_MS = 24 * 60 * 60_000;

/** Stored operation status → the queue's status. */
export function requestStatusOf(status: OperationRecord['status']): ApprovalRequestStatus {
  switch (status) {
    case 'awaitingApproval':
    case 'awaitingCode':
      return 'pending';
    case 'completed':
    case 'processing':
      return 'approved';
    case 'declined':
    case 'refused':
      return 'declined';
    default:
      return 'failed';
  }
}

/** Batch status (the history's batch statuses, plus awaitingApproval) → the queue's status. */
function batchStatusOf(status: string): ApprovalRequestStatus {
  if (status === 'awaitingApproval') return 'pending';
  if (status === 'completed' || status === 'partiallyCompleted' || status === 'processing') return 'approved';
  if (status === 'refused') return 'declined';
  return 'failed';
}

/**
 * What an approved batch came to, from its operations' results: all approved is completed, some is
 * partiallyCompleted, none is refused (the history's batch statuses have no failed).
 */
function massStatusOf(results: ApproveRequestsResponse['results']): string {
  const approved = results.filter((result) => result.status === 'approved').length;
  if (approved === 0) return 'refused';
  return approved === results.length ? 'completed' : 'partiallyCompleted';
}

/** What names a passkey approval of single requests: their ids, in order. */
function requestsSubject(operations: readonly OperationRecord[]): string {
  return `requests:${operations.map((operation) => operation.requestId).join(',')}`;
}

function dateBound(field: string, value: string | undefined): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()))
    throw invalidField(field, 'must be a date YYYY-MM-DD');
  return date;
}

/** Proves the approver's passkey over these payments (the passkey-approval slice's verification), or throws. */
export type QueueProof = (subject: ApprovalSubject) => Promise<void>;

export function createApprovalsService({ repository, engine }: TransferServiceDeps) {
  async function approver(customerId: number, userId: number): Promise<Actor> {
    const actor = await repository.actor(customerId, userId);
    if (!actor || !transferCapabilities(actor).approves)
      throw methodError(RESPONSE_CODES.transferUnavailable, APPROVAL_TEXTS.notApprover);
    return actor;
  }

  /**
   * Before an approval executes anything: with a passkey proof, the proof over these requests' payments; without
   * one, an approver whose customer approves with a passkey, and who has one, is told to use it (issue 50).
   */
  async function requireProof(
    actor: Actor,
    operations: readonly OperationRecord[],
    subject: string,
    proof: QueueProof | undefined,
  ): Promise<void> {
    if (proof) {
      await proof({ subject, payments: operations.map(approvalPaymentOf) });
      return;
    }
    if (await engine.passkeyRequired(actor))
      throw methodError(RESPONSE_CODES.approvalFailed, PASSKEY_TEXTS.useYourPasskey);
  }

  /** The pending single requests of the queue among these ids, in id order. */
  async function pendingRequests(customerId: number, transactionIds: readonly number[]) {
    const operations: OperationRecord[] = [];
    for (const id of [...new Set(transactionIds)].sort((a, b) => a - b)) {
      const operation = await repository.operationByRequestId(id);
      if (
        operation &&
        operation.customerId === customerId &&
        operation.approveType === 'queue' &&
        operation.batchId === null &&
        operation.status === 'awaitingApproval'
      )
        operations.push(operation);
    }
    return operations;
  }

  function filterOf(customerId: number, request: ApprovalListRequest, mass: boolean): ApprovalFilter {
    const from = dateBound('fromDate', request.fromDate);
    const to = dateBound('toDate', request.toDate);
    return {
      customerId,
      mass,
      ...(request.transactionType ? { transactionType: request.transactionType } : {}),
      ...(from ? { from } : {}),
      // toDate is inclusive.
      ...(to ? { toBefore: new Date(to.getTime() + DAY_MS) } : {}),
      ...(request.createdBy ? { createdBy: request.createdBy } : {}),
    };
  }

  function pageOf(request: ApprovalListRequest): { offset: number; limit: number } {
    const size = Math.min(Math.max(request.size, 1), APPROVAL_PAGE_SIZE);
    const page = Math.max(request.page, 1);
    return { offset: (page - 1) * size, limit: size };
  }

  /** Approves (executes) or declines one queued operation, as the approver. */
  async function decide(
    actor: Actor,
    operation: OperationRecord,
    declined: boolean,
    /** The plan a passkey approved (issue 50): only that plan executes. */
    proven?: OperationRecord,
  ): Promise<ApproveRequestsResponse['results'][number]> {
    const id = operation.requestId;
    if (operation.userId === actor.userId)
      return { id, status: requestStatusOf(operation.status), message: APPROVAL_TEXTS.ownRequest };
    if (operation.status !== 'awaitingApproval')
      return { id, status: requestStatusOf(operation.status), message: APPROVAL_TEXTS.decided };
    if (declined) {
      const rejected = await engine.reject(operation.id, 'declined', actor.userId);
      return rejected
        ? { id, status: 'declined' }
        : { id, status: requestStatusOf(operation.status), message: APPROVAL_TEXTS.decided };
    }
    const execution = await engine.execute(
      operation.id,
      actor.userId,
      proven ? planFingerprint(proven.plan) : undefined,
    );
    if (execution.kind === 'executed') return { id, status: 'approved', transactionId: execution.journalId };
    if (execution.kind === 'failed') return { id, status: 'failed', message: execution.reason };
    return { id, status: 'pending', message: APPROVAL_TEXTS.decided };
  }

  return {
    async getApprovalRequests(
      customerId: number,
      request: ApprovalListRequest,
    ): Promise<ApprovalListResponse> {
      const mass = request.groupedTransactionType === 'mass';
      const { rows, total, totals } = await repository.approvalPage(
        filterOf(customerId, request, mass),
        pageOf(request),
      );
      return {
        requests: rows.map((row) => ({
          id: row.requestId,
          transactionType: row.type,
          amount: formatAmount(row.amount, row.currencyCode),
          fee: formatAmount(row.fee, row.currencyCode),
          currencyCode: row.currencyCode,
          fromAccountId: row.fromAccountId,
          payeeName: row.payeeName,
          payee: row.payee,
          created: row.createdAt.toISOString(),
          createdBy: row.userId,
          createdByName: row.createdByName,
          status: requestStatusOf(row.status),
          ...(row.failureReason ? { failureReason: row.failureReason } : {}),
        })),
        totals: totals.map((row) => ({
          currencyCode: row.currencyCode,
          count: row.count,
          amount: formatAmount(row.amount, row.currencyCode),
        })),
        total,
      };
    },

    async getMassApprovalRequests(
      customerId: number,
      request: ApprovalListRequest,
    ): Promise<MassApprovalListResponse> {
      const filter = filterOf(customerId, request, true);
      const [{ rows, total }, all] = await Promise.all([
        repository.batchPage(filter, pageOf(request)),
        // Totals run over the whole filter, not the page.
        repository.batchPage(filter, { offset: 0, limit: 10_000 }),
      ]);
      const totals = new Map<string, { count: number; amount: Decimal }>();
      for (const row of all.rows) {
        const entry = totals.get(row.currencyCode) ?? { count: 0, amount: new Decimal(0) };
        entry.count += 1;
        entry.amount = entry.amount.plus(row.totalAmount);
        totals.set(row.currencyCode, entry);
      }
      return {
        requests: rows.map((row) => ({
          batchId: row.id,
          batchName: row.name,
          transactionType: row.type as TransferType,
          count: row.count,
          amount: formatAmount(row.totalAmount, row.currencyCode),
          currencyCode: row.currencyCode,
          created: row.createdAt.toISOString(),
          createdBy: row.createdBy,
          createdByName: row.createdByName,
          status: batchStatusOf(row.status),
        })),
        totals: [...totals].map(([currencyCode, entry]) => ({
          currencyCode,
          count: entry.count,
          amount: formatAmount(entry.amount, currencyCode),
        })),
        total,
      };
    },

    /** Approve or decline (spec 02 §7): one result per id; nobody decides their own request. */
    async approveRequests(
      customerId: number,
      userId: number,
      transactionIds: number[],
      declined: boolean,
      proof?: QueueProof,
    ): Promise<ApproveRequestsResponse> {
      const actor = await approver(customerId, userId);
      // With a passkey, exactly the requests it was made for execute, as they were then (issue 50).
      let proven: Map<number, OperationRecord> | undefined;
      if (!declined) {
        const pending = await pendingRequests(customerId, transactionIds);
        await requireProof(actor, pending, requestsSubject(pending), proof);
        if (proof) proven = new Map(pending.map((operation) => [operation.requestId, operation]));
      }
      const results: ApproveRequestsResponse['results'] = [];
      for (const id of [...new Set(transactionIds)]) {
        const operation = await repository.operationByRequestId(id);
        if (
          !operation ||
          operation.customerId !== customerId ||
          operation.approveType !== 'queue' ||
          operation.batchId !== null
        ) {
          results.push({ id, status: 'failed', message: APPROVAL_TEXTS.notFound });
          continue;
        }
        if (proven && !proven.has(id)) {
          results.push({ id, status: requestStatusOf(operation.status), message: APPROVAL_TEXTS.decided });
          continue;
        }
        results.push(await decide(actor, operation, declined, proven?.get(id)));
      }
      await engine.publishApprovalCounts(customerId);
      return { results };
    },

    /**
     * Mass approve or decline (spec 02 §7): every operation of the batch; the batch takes the outcome. The batch
     * is claimed first in one statement, so of two approvers at once only one decides it (the other is told it
     * was decided); its final status follows what its operations came to.
     */
    async approveMassRequest(
      customerId: number,
      userId: number,
      batchId: number,
      declined: boolean,
      proof?: QueueProof,
    ): Promise<ApproveRequestsResponse> {
      const actor = await approver(customerId, userId);
      const batch = await repository.batch(batchId);
      // Another customer's or none: ENOA for both, as batch ids are sequential (spec 01 §8, issue 12).
      if (!batch || batch.customerId !== customerId)
        throw methodError(RESPONSE_CODES.noAccess, APPROVAL_TEXTS.noAccess);
      if (batch.status !== 'awaitingApproval')
        throw methodError(RESPONSE_CODES.notFound, APPROVAL_TEXTS.decided);
      const operations = await repository.batchOperations(batchId, customerId);
      if (operations.some((operation) => operation.userId === actor.userId))
        throw methodError(RESPONSE_CODES.approvalFailed, APPROVAL_TEXTS.ownRequest);
      if (!declined) await requireProof(actor, operations, `batch:${batchId}`, proof);
      // `processing` while its operations are decided (the queue shows it approved, not pending).
      if (!(await repository.claimBatch(batchId, customerId, declined ? 'refused' : 'processing')))
        throw methodError(RESPONSE_CODES.notFound, APPROVAL_TEXTS.decided);
      const results: ApproveRequestsResponse['results'] = [];
      for (const operation of operations)
        results.push(await decide(actor, operation, declined, proof ? operation : undefined));
      if (!declined) await repository.setBatchStatus(batchId, massStatusOf(results));
      await engine.publishApprovalCounts(customerId);
      return { results };
    },

    /**
     * What a passkey approval of the queue covers (issue 50): the pending requests among `transactionIds`, or the
     * pending batch's operations, and the approver who asks.
     */
    async queueSubject(
      customerId: number,
      userId: number,
      request: { transactionIds?: number[] | undefined; batchId?: number | undefined },
    ): Promise<ApprovalSubject> {
      await approver(customerId, userId);
      if (request.batchId !== undefined) {
        const batch = await repository.batch(request.batchId);
        if (!batch || batch.customerId !== customerId)
          throw methodError(RESPONSE_CODES.noAccess, APPROVAL_TEXTS.noAccess);
        if (batch.status !== 'awaitingApproval')
          throw methodError(RESPONSE_CODES.notFound, APPROVAL_TEXTS.decided);
        const operations = await repository.batchOperations(request.batchId, customerId);
        return { subject: `batch:${request.batchId}`, payments: operations.map(approvalPaymentOf) };
      }
      const pending = await pendingRequests(customerId, request.transactionIds ?? []);
      if (pending.length === 0) throw methodError(RESPONSE_CODES.notFound, APPROVAL_TEXTS.notFound);
      return { subject: requestsSubject(pending), payments: pending.map(approvalPaymentOf) };
    },

    async getApprovalCounts(customerId: number): Promise<ApprovalCountsResponse> {
      const counts = await repository.pendingCounts(customerId);
      return { massTransactionRequestCount: counts.mass, transactionRequestCount: counts.single };
    },

    async getBusinessUsers(customerId: number): Promise<BusinessUsersResponse> {
      return { users: await repository.businessUsers(customerId) };
    },
  };
}

export type ApprovalsService = ReturnType<typeof createApprovalsService>;
