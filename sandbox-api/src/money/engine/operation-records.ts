import type {
  ApproveType,
  PasskeyApprovalPayment,
  PermissionFlag,
  TransferType,
} from '@portal/api/catalogue';
import { formatAmount } from '../fees';
import { type transferOperations } from './tables';
import type { TransferPlan } from './engine';

/** The records the transfers repository maps its rows to (services never see a column name). */

/** Stored statuses of an operation (the check constraint of `transfer_operations`). */
export type OperationStatus =
  'awaitingCode' | 'awaitingApproval' | 'completed' | 'processing' | 'declined' | 'failed' | 'refused';

/**
 * How an operation is approved: an approve type of the customer, or `queue` when it waits for a colleague
 * (access right 3, spec 02 §4). `queue` is ours and is answered as `none` with `approvalTransactionCreated`.
 */
export type StoredApproveType = ApproveType | 'queue';

/** The signed-in user acting for a customer, with what decides their transfers (spec 02 §4, §6). */
export interface Actor {
  customerId: number;
  customerType: number;
  permissions: Partial<Record<PermissionFlag, boolean>>;
  approveMode: ApproveType;
  /** The user's access right for the acting customer (0 when they have none). */
  accessRight: number;
  userId: number;
  email: string;
  phone: string | null;
  name: string;
}

export interface AccountRecord {
  id: number;
  customerId: number;
  type: number;
  statusId: number;
  currencyCode: string;
  balance: string;
  balanceMin: string;
}

export interface OperationRecord {
  id: string;
  requestId: number;
  customerId: number;
  userId: number;
  type: TransferType;
  status: OperationStatus;
  fromAccountId: number;
  amount: string;
  fee: string;
  currencyCode: string;
  payee: string;
  payeeName: string;
  plan: TransferPlan;
  approveType: StoredApproveType;
  codeHash: string | null;
  /** Wrong codes the current code still takes before the operation fails. */
  codeAttemptsLeft: number;
  /** Wrong codes over every code of the operation (a resend does not reset it). */
  wrongCodes: number;
  /** Fresh codes or prompts asked for after the first. */
  codeResends: number;
  codeExpiresAt: Date | null;
  approvalSentTo: string | null;
  idempotencyKey: string | null;
  journalId: number | null;
  batchId: number | null;
  decidedBy: number | null;
  failureReason: string | null;
  createdAt: Date;
}

export type NewOperation = Omit<
  OperationRecord,
  | 'id'
  | 'requestId'
  | 'journalId'
  | 'decidedBy'
  | 'failureReason'
  | 'createdAt'
  | 'batchId'
  | 'wrongCodes'
  | 'codeResends'
> & { batchId?: number | null; createdAt?: Date };

export type OperationPatch = Partial<
  Pick<
    OperationRecord,
    | 'status'
    | 'amount'
    | 'fee'
    | 'currencyCode'
    | 'payee'
    | 'payeeName'
    | 'plan'
    | 'codeHash'
    | 'codeAttemptsLeft'
    | 'wrongCodes'
    | 'codeResends'
    | 'codeExpiresAt'
    | 'approvalSentTo'
    | 'journalId'
    | 'decidedBy'
    | 'failureReason'
    | 'approveType'
    | 'fromAccountId'
  >
>;

export interface PayeeUser {
  userId: number;
  customerId: number;
  email: string;
  name: string;
}

export interface BatchRecord {
  id: number;
  customerId: number;
  accountId: number;
  name: string;
  type: string;
  status: string;
  count: number;
  totalAmount: string;
  currencyCode: string;
  createdAt: Date;
}

/** Filters of the approval lists (spec 02 §7 "Approvals"). */
export interface ApprovalFilter {
  customerId: number;
  mass: boolean;
  transactionType?: TransferType;
  from?: Date;
  toBefore?: Date;
  createdBy?: number;
}

/** Operation statuses that use up a limit: everything not refused, declined or failed. */
export const LIVE_STATUSES: OperationStatus[] = [
  'awaitingCode',
  'awaitingApproval',
  'completed',
  'processing',
];

export const userName = (row: { firstName: string; lastName: string }) =>
  `${row.firstName} ${row.lastName}`.trim();

export function toOperation(row: typeof transferOperations.$inferSelect): OperationRecord {
  return {
    ...row,
    type: row.type as TransferType,
    status: row.status as OperationStatus,
    plan: row.plan as unknown as TransferPlan,
    approveType: row.approveType as StoredApproveType,
  };
}

/**
 * A payment as an approval binds and shows it (issue 50): the amount in the currency's minor units, the payee's
 * account and name. A passkey's challenge is derived from these, when asked and again when verified.
 */
export function approvalPaymentOf(
  operation: Pick<OperationRecord, 'amount' | 'currencyCode' | 'payee' | 'payeeName'>,
): PasskeyApprovalPayment {
  return {
    amount: formatAmount(operation.amount, operation.currencyCode),
    currencyCode: operation.currencyCode,
    payeeName: operation.payeeName,
    payee: operation.payee,
  };
}

/**
 * What a passkey approval covers (issue 50): what names it (an operation and its plan, the queue's requests, a
 * batch) and the payments it binds; the challenge is derived from them when asked and again when verified.
 */
export interface ApprovalSubject {
  subject: string;
  payments: PasskeyApprovalPayment[];
}
