import type { DecimalString } from './accounts';

/**
 * Invoices (spec 02 §2 `transfer/invoices`, §3 "Invoice", §4 "Invoices", §7 "Invoices"; issue 15 item 4).
 *
 * Who is payer and payee follows the spec's list filters: received invoices are filtered by `payeeEmail` and sent
 * ones by `payerEmail`, i.e. each list is filtered by the other party. So the payee is the one who issues the
 * invoice and is paid (its sent list), and the payer is the one it is addressed to, who pays it (its received
 * list). A system funding invoice (isFunding and isSystem) is issued by the bank to the customer who asked for it:
 * the customer is its payer and pays it by bank transfer to the instructions in its PDF.
 */

/** Invoice list page size (spec 02 §9). */
export const INVOICE_PAGE_SIZE = 20;

/**
 * Statuses (ours: the spec names the two list filters and leaves the transitions out, §4). An invoice awaits payment
 * until its due date, is unpaid after it, and is then paid or rejected; paid and rejected are final.
 */
export const INVOICE_STATUSES = ['awaitingPayment', 'paid', 'rejected', 'unpaid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_IDS: Record<InvoiceStatus, number> = {
  awaitingPayment: 1,
  paid: 2,
  rejected: 3,
  unpaid: 4,
};
/** The list status filters (spec 02 §4 "Invoices"). */
export const INVOICE_LIST_FILTERS = ['unpaid', 'awaitingPayment'] as const;
export type InvoiceListFilter = (typeof INVOICE_LIST_FILTERS)[number];

/** The invoice's own failure text (spec 02 §8). */
export const FUNDING_INVOICE_FAILED_TEXT = 'Failed to generate invoice. Please, try again.';

/** Where an invoice's PDF is served under the back-end base URL; `urlPdf` carries the link's token. */
export const INVOICE_PDF_PATH = '/files/invoices';

export interface Invoice {
  id: number;
  payerName: string;
  payeeName: string;
  payerEmail: string;
  payeeEmail: string;
  /** The account the payer paid from (or, for a funding invoice, the account the funds go to). */
  payerAccountId?: number;
  /** The account the payee is paid to. */
  payeeAccountId?: number;
  currencyCode: string;
  amount: DecimalString;
  /** What the payer pays: amount plus the payment's fee. */
  total: DecimalString;
  /** The fee of paying it (the p2p fee; none for a funding invoice). */
  feePayment: DecimalString;
  statusId: number;
  status: InvoiceStatus;
  noteBody?: string;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  /** ISO date-times. */
  sentDate: string;
  updatedDate: string;
  isFunding: boolean;
  isSystem: boolean;
  /** Relative to the back end's base URL, with the link's token: the invoice as a PDF. */
  urlPdf: string;
  /** Why the payer rejected it (reject's note). */
  rejectNote?: string;
}

export interface ReceivedInvoicesRequest {
  filters?: InvoiceListFilter[];
  /** Only invoices from this payee (the issuer). */
  payeeEmail?: string;
  /** From 1. */
  pageNumber?: number;
}
export interface SentInvoicesRequest {
  filters?: InvoiceListFilter[];
  /** Only invoices to this payer. */
  payerEmail?: string;
  pageNumber?: number;
}
export interface InvoiceListResponse {
  invoices: Invoice[];
  total: number;
}
export interface InvoiceRequest {
  invoiceId: number;
}
export interface CreateInvoiceRequest {
  noteBody?: string;
  /** The payer's e-mail: a user of the product. */
  toEmail: string;
  amount: DecimalString;
  currency: string;
  /** `YYYY-MM-DD`, today or later. */
  dueDate: string;
}
export interface RejectInvoiceRequest {
  invoiceId: number;
  note: string;
}
export interface CreateFundingInvoiceRequest {
  amount: DecimalString;
  /** Ours: the currency of the account to fund (the spec names amount only); EUR when absent. */
  currency?: string;
}
