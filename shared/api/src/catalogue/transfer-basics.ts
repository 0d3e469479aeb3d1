import type { DecimalString } from './accounts';

// The kinds of transfer, how one is approved, and what every submit carries and answers.

/** External transfer kinds (spec 02 §1, §7 "Submit by type"). */
export const EXTERNAL_TRANSFER_TYPES = [
  'wire',
  'eft',
  'oct',
  'crypto_eft',
  'instant_payment',
  'interac',
] as const;
export type ExternalTransferType = (typeof EXTERNAL_TRANSFER_TYPES)[number];
/** Whether a transfer type is one of the external kinds. */
export function isExternalTransferType(type: string): type is ExternalTransferType {
  return (EXTERNAL_TRANSFER_TYPES as readonly string[]).includes(type);
}
/** Every kind a single transfer can be; `betweenAccounts` is the own-accounts type of spec 02 §9. */
export type TransferType = 'betweenAccounts' | 'p2p' | ExternalTransferType;

/**
 * How a transaction is approved: the user's typeApprove setting (spec 02 §4), and `passkey` (issue 50, beyond the
 * spec: a WebAuthn assertion over a challenge bound to the payment).
 */
export const APPROVE_TYPES = ['none', 'push', 'sms', 'otp', 'approvalCode', 'passkey'] as const;
export type ApproveType = (typeof APPROVE_TYPES)[number];

/** Standing-order fields of a transfer (spec 02 §3 "Between-accounts transfer", §7 "P2P"). */
export const SUBSCRIPTION_FREQUENCIES = ['weekly', 'monthly', 'quarterly'] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];
export interface SubscriptionFields {
  subscriptionFrequency?: SubscriptionFrequency;
  /** `YYYY-MM-DD`, inclusive. */
  subscriptionEndDate?: string;
  /** How many payments in all, the first included. */
  subscriptionTransactions?: number;
  /** The payer may cancel the standing order. */
  subscriptionUserCancel?: boolean;
}

/** Every submit may carry a client key: the same key twice is the same transfer (DESIGN §5, idempotent submission). */
export interface IdempotentRequest {
  idempotencyKey?: string;
}

/**
 * What a submit that needs approval answers (spec 02 §3 "Submit result"). `approveType` `none` means it is done;
 * `approvalTransactionCreated` means it went to the company's approval queue (access right 3, spec 02 §4).
 */
export interface SubmitResult {
  operationId: string;
  approveType: ApproveType;
  /** Where the code went, masked (a phone, an e-mail) or the device name for push. */
  approvalSentTo?: string;
  availableApprovalMethods: ApproveType[];
  /** The journal once the transfer is executed (approveType none). */
  transactionId?: number;
  fee: DecimalString;
  /** True when a business initiator's transfer waits in the approval queue (spec 02 §4, right 3). */
  approvalTransactionCreated?: boolean;
}

/** Approve payload (spec 02 §3): the code for the operation. */
export interface ConfirmTransactionRequest {
  /** One of operationId and trxid; neither => 'Not Operation Id, Fail Operation' (spec 02 §5). */
  operationId?: string;
  /** Confirm by the resend id instead (spec 02 §7 "Confirm by method: (trxid, approvalCode)"). */
  trxid?: string;
  approvalCode: string;
}
export interface ConfirmTransactionResponse {
  transactionId: number;
  status: 'completed' | 'processing';
}
/**
 * What an AF refusal of confirmTransaction may carry besides its text: how many codes the operation still takes.
 * 0 means the operation failed (wrong codes used up, code expired) and the portal shows 'Failed transaction'
 * (spec 02 §4 "A failed approval shows an error popup"); while above 0 the user may try again.
 */
export interface ConfirmTransactionRefusal {
  attemptsLeft?: number;
}
/** Resend a code (spec 02 §4 "A retry (resend) exists ... by trxid"); `operationId` for global pay. */
export interface ResendApprovalRequest {
  trxid?: string;
  operationId?: string;
}
export interface ResendApprovalResponse {
  approvalSentTo?: string;
}
/** "Approval code generate or request" (spec 02 §7 "Approvals"): a fresh code for approvalCode mode. */
export interface ApprovalCodeRequest {
  operationId: string;
}
