/** History, exports, statements and batch transfers (spec 02 §3 "History and export", §7 "History and exports"). */
import type { DecimalString } from './accounts';

/** spec 02 §9: history page size (debit and authorisation history 10). */
export const HISTORY_PAGE_SIZE = 20;
/**
 * spec 03 §9 "Page sizes: activity history 25 (another part of the product uses 20)": spec 03 serves business
 * customers, so a company's history (its activity) pages by 25; a person's keeps spec 02's 20 (issue 47 item 9).
 */
export const ACTIVITY_HISTORY_PAGE_SIZE = 25;

/** The history's page size for a customer of this type (0 personal; 1 or 2 business). */
export const historyPageSize = (customerType: number): number =>
  customerType === 0 ? HISTORY_PAGE_SIZE : ACTIVITY_HISTORY_PAGE_SIZE;
export const AUTHORISATION_PAGE_SIZE = 10;
/** spec 02 §9: batch list page size. */
export const BATCH_PAGE_SIZE = 20;
/** spec 02 §7, §9: statement export list page size. */
export const STATEMENT_PAGE_SIZE = 12;

/** Operation types a transaction can have (the transaction type dictionary answers them with names). */
export const TRANSACTION_TYPES = [
  'betweenAccounts',
  'p2p',
  'wire',
  'eft',
  'oct',
  'crypto_eft',
  'instant_payment',
  'interac',
  'cardPurchase',
  'cardLoad',
  'deposit',
  'fee',
  'exchange',
  'refund',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type TransactionDirection = 'in' | 'out';
/** Transaction status; `refused` is the product's refused status (spec 02 §9). */
export type TransactionStatus = 'completed' | 'processing' | 'refused';
export const TRANSACTION_STATUSES: readonly TransactionStatus[] = ['completed', 'processing', 'refused'];

/** History filter (spec 02 §3). Dates are `YYYY-MM-DD`, inclusive; amounts compare the absolute amount. */
export interface HistoryFilter {
  accountId?: number;
  customerId?: number;
  keyword?: string;
  transactionType?: TransactionType;
  transactionDirection?: TransactionDirection;
  status?: TransactionStatus;
  fromDate?: string;
  toDate?: string;
  fromAmount?: DecimalString;
  toAmount?: DecimalString;
  /** The counterparty's e-mail. */
  email?: string;
}
export interface HistoryRequest extends HistoryFilter {
  /** 1-based. */
  pageNumber: number;
}

/** One line of an account's history: the account's side of a journal. */
export interface HistoryTransaction {
  transactionId: number;
  accountId: number;
  /** ISO date-time. */
  transactionDate: string;
  operationType: TransactionType;
  direction: TransactionDirection;
  status: TransactionStatus;
  /** Signed: negative when money left the account. */
  amount: DecimalString;
  fee: DecimalString;
  currencyCode: string;
  description: string;
  counterpartyName: string;
  counterpartyEmail?: string;
  reference?: string;
}

/**
 * History response (spec 02 §3): `transactions.transaction` is one item or a list; `results` is the total of the
 * filter; `exportCsv` whether a CSV export of this filter can be made.
 */
export interface HistoryResponse {
  transactions: { transaction?: HistoryTransaction | HistoryTransaction[] };
  results: number;
  exportCsv: boolean;
  rejectedCount: number;
  processingCount: number;
}

export interface TransactionDetailsRequest {
  transactionId: number;
}
/** Transaction details: the transaction with every side and what it cost. */
export interface TransactionDetails extends HistoryTransaction {
  /** The account on the other side when it is one of the customer's own. */
  counterpartyAccountId?: number;
  exchangeRate?: DecimalString;
  /** The amount the other side received, in its currency. */
  toAmount?: DecimalString;
  toCurrencyCode?: string;
  note?: string;
}

/** Transaction type dictionary (spec 02 §7). */
export interface TransactionTypesResponse {
  types: { type: TransactionType; name: string }[];
}

/**
 * Transaction history export (spec 02 §7): returns exportId; the export then runs on the server. A statement is
 * the same export for one account and one month (`source: 'statement'`).
 */
export interface HistoryExportRequest extends HistoryFilter {
  source?: 'history' | 'statement';
}
export interface HistoryExportResponse {
  exportId: string;
}
export interface ExportStatusRequest {
  exportId: string;
}
/** Export status get (spec 02 §7), polled until done; `url` is a short-lived download link (no bearer needed). */
export interface ExportStatus {
  exportId: string;
  status: 'running' | 'done' | 'failed';
  /** 0 to 100. */
  progress: number;
  rows: number;
  fileName: string;
  url?: string;
}
/** Export send to email (spec 02 §7). */
export interface ExportEmailRequest {
  exportId: string;
  email: string;
  fromCustomerId?: number;
}

/** Transaction history export list (spec 02 §7): the months of an account that have statements. */
export interface StatementListRequest {
  accountId: number;
  source: 'monthly';
  pageSize?: number;
  pageNumber: number;
}
/** Statement export item (spec 02 §3): exports are indexed by account, year and month. */
export interface StatementExport {
  accountId: number;
  /** First day of the month, `YYYY-MM-DD`. */
  dateFrom: string;
  year: number;
  month: number;
  transactions: number;
}
export interface StatementListResponse {
  exports: StatementExport[];
  total: number;
}

/**
 * Balance history (issue 14, not in the spec): each account's closing balance per day (UTC) of the last `days`
 * days, oldest first, for the home page's balance-over-time sparkline. Read like the history (balance right).
 */
export const BALANCE_HISTORY_DAYS = 30;
export interface BalanceHistoryRequest {
  /** 1 to 90; `BALANCE_HISTORY_DAYS` when absent. */
  days?: number;
}
export interface BalancePoint {
  /** `YYYY-MM-DD` (UTC). */
  date: string;
  /** The account's balance at the end of that day (today: now). */
  balance: DecimalString;
}
export interface AccountBalanceHistory {
  accountId: number;
  currencyCode: string;
  points: BalancePoint[];
}
export interface BalanceHistoryResponse {
  accounts: AccountBalanceHistory[];
}

/** Path of export downloads under the back-end base URL: `GET {path}/{exportId}?token=...`. */
export const EXPORT_DOWNLOAD_PATH = '/files/exports';

/** Batch transfer list (spec 02 §7). Types are those of mass transfers. */
export const BATCH_TYPES = ['wire', 'eft', 'oct', 'p2p', 'crypto', 'instant', 'interac', 'global'] as const;
export type BatchType = (typeof BATCH_TYPES)[number];
export interface BatchListRequest {
  search?: string;
  types?: BatchType[];
  from?: string;
  to?: string;
  pageNumber: number;
  pageSize: number;
}
export interface BatchTransfer {
  id: number;
  name: string;
  type: BatchType;
  /** ISO date-time (spec 02 §3: batch items carry dateTime). */
  dateTime: string;
  /** `awaitingApproval`: a mass request waiting in the company's approval queue (spec 02 §7 "Approvals"). */
  status: 'processing' | 'completed' | 'partiallyCompleted' | 'refused' | 'awaitingApproval';
  count: number;
  totalAmount: DecimalString;
  currencyCode: string;
  accountId: number;
}
export interface BatchListResponse {
  batchTransfer: { transfer?: BatchTransfer | BatchTransfer[] };
  total: number;
}
/** Batch file view (spec 02 §7). */
export interface BatchFileRequest {
  id: number;
}
export interface BatchFileResponse {
  id: number;
  fileName: string;
  /** The uploaded file's text (CSV). */
  content: string;
}
