import type { Database } from '../platform/db/client';
import type { ApiError } from '../platform/http/errors';
import type { Posting } from './ledger';

/**
 * What other areas do as a payment lands (issue 48: the money floor holds the hooks that contracts and others use on
 * an incoming payment). The payment engine calls them inside the posting's transaction, with the database bound to
 * it; the areas register their own at wiring (areas.ts), so the engine imports neither contracts nor invoices.
 */
export interface IncomingPaymentHooks {
  /** Splits of incoming payments by the payee's contracts (contracts/execution.ts). */
  splits: IncomingSplits;
  /** Invoices a p2p payment pays (spec 02 §7 "P2P" invoiceId; transfers/invoices). */
  invoices: (db: Database) => PayableInvoices;
}

export interface IncomingSplits {
  /**
   * The accounts a split of these postings would credit on a day: the engine locks them with the payment's own
   * accounts, all in id order, so a payment and its split never wait on each other crosswise (issue 22).
   */
  accountsToCredit(db: Database, postings: readonly Posting[], on: Date): Promise<number[]>;
  /** Splits the incoming payment journals just posted, in order. */
  splitPosted(db: Database, journalIds: readonly number[]): Promise<unknown>;
}

/** The payment a p2p transfer makes of an invoice, as the invoice's rule checks it. */
export interface InvoicePayment {
  customerId: number;
  amount: string;
  currencyCode: string;
  toEmail: string;
}

export interface PayableInvoices {
  /** Why this payment cannot pay the invoice (not found, not the payer's, not open, another amount), or null. */
  paymentRefusal(invoiceId: number, payment: InvoicePayment): Promise<ApiError | null>;
  /** Locks the invoice for the payment's transaction; false when it is no longer open. */
  lockOpen(invoiceId: number): Promise<boolean>;
  /** Marks the invoice paid by this journal from this account. */
  markPaid(invoiceId: number, paid: { journalId: number; payerAccountId: number; at: Date }): Promise<void>;
}
