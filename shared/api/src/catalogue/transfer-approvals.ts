import type { DecimalString } from './accounts';
import { type TransferType } from './transfer-basics';

// Business approval queue (spec 02 §3 "Approval request entities", §7 "Approvals")

export interface ApprovalListRequest {
  page: number;
  /** spec 02 §9: 50. */
  size: number;
  transactionType?: TransferType;
  groupedTransactionType?: 'single' | 'mass';
  fromDate?: string;
  toDate?: string;
  createdBy?: number;
}
export type ApprovalRequestStatus = 'pending' | 'approved' | 'declined' | 'failed';
export interface ApprovalRequestItem {
  /** The approval transaction id (what approve and decline take). */
  id: number;
  transactionType: TransferType;
  amount: DecimalString;
  fee: DecimalString;
  currencyCode: string;
  fromAccountId: number;
  payeeName: string;
  payee: string;
  /** ISO date-time. */
  created: string;
  createdBy: number;
  createdByName: string;
  status: ApprovalRequestStatus;
  /** Why it failed when approved (e.g. insufficient funds). */
  failureReason?: string;
}
export interface ApprovalTotal {
  currencyCode: string;
  count: number;
  amount: DecimalString;
}
export interface ApprovalListResponse {
  requests: ApprovalRequestItem[];
  totals: ApprovalTotal[];
  total: number;
}
export interface MassApprovalItem {
  batchId: number;
  batchName: string;
  transactionType: TransferType;
  count: number;
  amount: DecimalString;
  currencyCode: string;
  created: string;
  createdBy: number;
  createdByName: string;
  status: ApprovalRequestStatus;
}
export interface MassApprovalListResponse {
  requests: MassApprovalItem[];
  totals: ApprovalTotal[];
  total: number;
}
export interface ApproveRequestsRequest {
  transactionIds: number[];
  declined: boolean;
}
export interface ApproveRequestsResponse {
  results: { id: number; status: ApprovalRequestStatus; transactionId?: number; message?: string }[];
}
export interface ApproveMassRequest {
  batchId: number;
  declined: boolean;
}
/** spec 02 §3 "Counters". */
export interface ApprovalCountsResponse {
  massTransactionRequestCount: number;
  transactionRequestCount: number;
}
export interface BusinessUsersResponse {
  users: { userId: number; name: string; email: string; accessRight: number }[];
}

/** spec 02 §9 "Approval list page size". */
export const APPROVAL_PAGE_SIZE = 50;
/** spec 02 §7: the p2p recent list asks for permission 3d and limit 3. */
export const RECENT_P2P_LIMIT = 3;
/** spec 02 §9: eft to these countries needs a bank code and a branch code. */
export const EFT_BANK_CODE_COUNTRIES = ['BR', 'JP', 'HK', 'LK'] as const;
/** spec 02 §8, §5: confirming without a request id. */
export const NO_OPERATION_ID_TEXT = 'Not Operation Id, Fail Operation';
/** spec 02 §4: the live channel said the transaction was rejected. */
export const TRANSACTION_REJECTED_TEXT = 'Transaction was rejected.';
/** spec 02 §9 "Popup success close timer". */
export const POPUP_SUCCESS_CLOSE_MS = 3000;
/** Access-rights values (spec 02 §6). */
export const ACCESS_RIGHTS = { none: 0, read: 1, full: 2, initiate: 3, confirmed: 4, uploading: 5 } as const;
