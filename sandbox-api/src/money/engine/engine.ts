import type { ApproveType, SubmitResult, TransferType } from '@portal/api/catalogue';
import type { Posting } from '../ledger';
import type { BatchPlan } from '../batch-posting';

/**
 * The seam between the transfer kinds and the approval engine (service.ts). A kind validates its request,
 * prices it and builds a `TransferPlan`; the engine checks the capability and the limits, stores the operation,
 * asks for the approval the customer's typeApprove (or the company's queue) requires, and posts the journal.
 */
export interface TransferPlan {
  type: TransferType;
  customerId: number;
  /** The signed-in user who submits it. */
  userId: number;
  fromAccountId: number;
  /** What leaves the account before the fee, in its currency. */
  amount: string;
  currencyCode: string;
  fee: string;
  /** The payee as one canonical string (e-mail, IBAN, card number, address, key): the code is bound to it. */
  payee: string;
  payeeName: string;
  /** For the withdrawal limits of external kinds (spec 02 §7 "Limits (type withdrawals, countryCode...)"). */
  countryCode?: string;
  /** The journal to post when the operation executes (amount, fee, counterparty, postings summing to zero). */
  journal: {
    status: 'completed' | 'processing';
    description: string;
    counterpartyName?: string;
    counterpartyEmail?: string;
    reference?: string;
    note?: string;
    exchangeRate?: string;
    postings: Posting[];
  };
  /** Payee fields as the submit took them: recent-transfer details and templates answer them. */
  details: Record<string, string>;
  /** Save the payee as a template under this name (spec 02 §7 "templateName"). */
  templateName?: string;
  /** The invoice a p2p transfer pays (spec 02 §7 "P2P" invoiceId): executing checks it is open and marks it paid. */
  invoiceId?: number;
  /**
   * A mass transfer (issue 15): its rows are posted as one journal each, all in one transaction, instead of
   * `journal` (which then only sums them up); the customer limits are checked per row by the mass service.
   */
  batch?: BatchPlan;
  /** A customer to tell over the live channel when the money arrives (p2p payee). */
  creditedCustomerId?: number;
  /**
   * Set by the engine when the submit had an idempotency key: what the key was first used for (kind, source
   * account, amount, payee); the same key with another request is refused with TA1.
   */
  requestFingerprint?: string;
}

export interface SubmitOptions {
  idempotencyKey?: string;
  /** Amend an operation still waiting for its code: the code sent before no longer fits (spec 02 §4, issue 5). */
  operationId?: string;
}

export interface TransferEngine {
  /** Stores and, when no approval is needed, executes a transfer; see `SubmitResult` for the answers. */
  submit(plan: TransferPlan, options: SubmitOptions): Promise<SubmitResult>;
  /** The approval methods a customer may use (the first is their typeApprove setting). */
  approvalMethods(customerId: number): Promise<ApproveType[]>;
}
