import type { DecimalString } from './accounts';
import type { SubmitResult } from './transfers';

/**
 * Mass transfers (spec 02 §4 "Mass transfer (two steps)", §7 "Mass transfer", "External transfers"; issue 15 item 1).
 * The columns of each method's file and the row rules are `@portal/api/mass`, shared by the page and the sandbox.
 */

/** The methods of a mass file (as `@portal/api/mass` MASS_METHODS). */
export type MassTransferMethod = 'wire' | 'eft' | 'oct' | 'digital' | 'p2p';

/** spec 02 §7 "Mass sample link list (types wire, p2p, eft, creditCard, globalPay, cryptoEft)". */
export const MASS_SAMPLE_LINK_TYPES = ['wire', 'p2p', 'eft', 'creditCard', 'globalPay', 'cryptoEft'] as const;
export type MassSampleLinkType = (typeof MASS_SAMPLE_LINK_TYPES)[number];
/** The file formats of the samples: CSV, the spreadsheet format and, for wires, a pain.001 (issue 51 item 4). */
export type MassSampleFormat = 'csv' | 'xlsx' | 'xml';

export interface MassSampleLinksRequest {
  /** One type's samples; all types without it. */
  type?: MassSampleLinkType;
}
export interface MassSampleLink {
  type: MassSampleLinkType;
  format: MassSampleFormat;
  /**
   * Path of the file under the back-end base URL (as invoices' `urlPdf`): `{MASS_SAMPLE_PATH}/{type}.{format}`; no
   * session needed (samples hold made-up payees).
   */
  url: string;
}
export interface MassSampleLinksResponse {
  links: MassSampleLink[];
}

/** Path of the sample files under the back-end base URL: `GET {path}/{type}.{format}`. */
export const MASS_SAMPLE_PATH = '/files/mass-samples';

/** The largest mass file (base 1000 units, spec 02 §9): 5,000 rows of a wire file fit in well under it. */
export const MASS_FILE_MAX_BYTES = 2_000_000;

/**
 * The largest pain.001 the portal reads (issue 51 item 4): XML spends about 600 bytes on a payment (1.5 KB with every
 * optional element), so MASS_MAX_ROWS payments take 3 MB and more. The browser reads it and sends the sandbox only
 * the rows (a CSV well under MASS_FILE_MAX_BYTES); a pain.001 uploaded to the sandbox as it is stays within that cap.
 */
export const PAIN001_MAX_BYTES = 8_000_000;
/**
 * The file endings a mass transfer takes: CSV, the spreadsheet format of the samples and, for a wire batch, an
 * ISO 20022 pain.001 payment file as an ERP writes it (issue 51 item 4).
 */
export const MASS_FILE_ACCEPT = ['.csv', '.xlsx', '.xml'] as const;

/**
 * `transferMass`: multipart (spec 02 §7 "Mass transfer"), the fields in `data`, the rows in `file` (CSV with a header
 * row, .xlsx, or for a wire batch a pain.001 .xml whose transactions are numbered from 1) — or pasted in `text` instead of a file. Called twice (spec 02 §4): with `onlySummary` it checks
 * every row and answers a MassSummary; then the real submit repeats the call with the same rows and the summary's
 * `summaryHash`, and answers a MassSubmitResult. Rows that fail the rules: TA1 with one `line N: field: reason`
 * line per problem (`describeMassProblem`). A submit whose rows, account or method differ from the confirmed
 * summary is refused with RESPONSE_CODES.massSummaryChanged, nothing posted.
 */
export interface MassTransferRequest {
  /** 2 to 70 characters: the batch's name in history/batch-transfers. */
  batchName: string;
  /** The paying account; every row is in its currency. */
  accountId: number;
  method: MassTransferMethod;
  /** The summary pass (spec 02 §4 step 1): nothing is saved or posted. */
  onlySummary?: boolean;
  /** Pasted rows (the same text as a CSV file), when no file is sent. */
  text?: string;
  /** The real submit: the `summaryHash` of the summary the customer confirmed. */
  summaryHash?: string;
  /** The same key on a repeated submit answers the first submit's result, never a second batch. */
  idempotencyKey?: string;
}

/** One row of a summary: its line in the file, its values as sent (normalized) and its fee. */
export interface MassSummaryRow {
  line: number;
  values: Record<string, string>;
  amount: DecimalString;
  fee: DecimalString;
}

/** The summary pass's answer (spec 02 §4 step 1). */
export interface MassSummary {
  method: MassTransferMethod;
  accountId: number;
  count: number;
  currencyCode: string;
  totalAmount: DecimalString;
  totalFee: DecimalString;
  /** totalAmount + totalFee: what the account is debited. */
  total: DecimalString;
  rows: MassSummaryRow[];
  /** What the real submit sends back: it names exactly these rows, account and method. */
  summaryHash: string;
}

/**
 * The real submit's answer: an operation to approve through the shell's popups (confirmTransaction posts the
 * batch in one transaction), or, for a business initiator (right 3), a mass request in the approval queue
 * (`approvalTransactionCreated`; approveMassRequest posts it).
 */
export interface MassSubmitResult extends SubmitResult {
  /** The batch in history/batch-transfers, once it exists: queued (right 3) or posted; after a code, on approval. */
  batchId?: number;
  count: number;
  totalAmount: DecimalString;
  currencyCode: string;
}

/** transferMass answers a summary with `onlySummary`, else the submit's result. */
export type MassTransferResponse = MassSummary | MassSubmitResult;

/** Tells the summary pass's answer from the submit's. */
export const isMassSummary = (answer: MassTransferResponse): answer is MassSummary =>
  'summaryHash' in answer && 'rows' in answer;
