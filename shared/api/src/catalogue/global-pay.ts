import type { DecimalString } from './accounts';
import type { CardBinInfo } from './cards';
import type {
  ExtraParamsResponse,
  IbanLookupResponse,
  IdempotentRequest,
  InstantKeyInfoResponse,
  SwiftLookupResponse,
} from './transfers';

/**
 * Global pay (spec 02 §3 "Global-pay batch", "Global-pay recipient session", §4 "Global-pay batch (sender side)",
 * "Global payout (recipient side)", §6, §7 "P2P", "Global-pay, sender side", "Global-pay, recipient side", §8, §9).
 * A business sends a batch of payments; each recipient claims theirs without an account, by the secret link that
 * was e-mailed to them (`/global-payout/<paymentSecret>`). Field names are the spec's; where the spec shows none
 * (statuses, methods, the fields of each call's answer) the shapes are ours.
 */

/** spec 02 §9 "Identical-batch code": an identical batch was uploaded before; repeat with ignoreIdenticalBatch. */
export const IDENTICAL_BATCH_CODE = '92';
/** spec 02 §9 "Recipient last withdrawals limit". */
export const GLOBAL_PAY_LAST_WITHDRAWALS_LIMIT = 5;
/** spec 02 §9 "Refused status". */
export const GLOBAL_PAY_REFUSED_STATUS = 'refused';
/** The portal path of a recipient's secret link; the secret follows it. */
export const GLOBAL_PAYOUT_PATH = '/global-payout/';

/** How a recipient can be paid out (ours: the external kinds a payout can take, spec 02 §1). */
export const GLOBAL_PAY_METHODS = ['wire', 'eft', 'oct', 'instant_payment'] as const;
export type GlobalPayMethod = (typeof GLOBAL_PAY_METHODS)[number];

export const GLOBAL_PAY_BENEFICIARY_TYPES = ['individual', 'business'] as const;
export type GlobalPayBeneficiaryType = (typeof GLOBAL_PAY_BENEFICIARY_TYPES)[number];

/** Who pays a payment's fee: the sender (added to the debit at submit) or the beneficiary (taken from the payout). */
export const GLOBAL_PAY_FEE_SHARES = ['sender', 'beneficiary'] as const;
export type GlobalPayFeeShare = (typeof GLOBAL_PAY_FEE_SHARES)[number];

/**
 * A batch's life: `draft` (uploaded, editable), `pendingApproval` (submitted, waiting for the sender's code),
 * `submitted` (money held, links e-mailed), `completed` (every payment claimed, refused or expired), `rejected`.
 */
export const GLOBAL_PAY_BATCH_STATUSES = [
  'draft',
  'pendingApproval',
  'submitted',
  'completed',
  'rejected',
] as const;
export type GlobalPayBatchStatus = (typeof GLOBAL_PAY_BATCH_STATUSES)[number];

/**
 * A payment's life. In a draft: `active` or `deleted` (restorable until submit). Once submitted: `new` (link sent),
 * `pending` (the recipient submitted details, a code is on its way), `completed` (paid out), `refused` (money back to
 * the sender), `expired` (not claimed within expireDays, money back). `error` is the recipient page's state before
 * an answer (spec 02 §3 "paymentStatus (default 'error')").
 */
export const GLOBAL_PAY_PAYMENT_STATUSES = [
  'active',
  'deleted',
  'new',
  'pending',
  'completed',
  'refused',
  'expired',
  'error',
] as const;
export type GlobalPayPaymentStatus = (typeof GLOBAL_PAY_PAYMENT_STATUSES)[number];

/** spec 02 §3 "Payment: ... paymentMethods (name, forbidden)". */
export interface GlobalPayPaymentMethod {
  name: GlobalPayMethod;
  forbidden: boolean;
}

/** spec 02 §3 "Payment". */
export interface GlobalPayPayment {
  id: number;
  amount: DecimalString;
  description: string;
  beneficiaryType: GlobalPayBeneficiaryType;
  beneficiaryName: string;
  beneficiaryEmail: string;
  beneficiaryCountryCode: string;
  feeShare: GlobalPayFeeShare;
  paymentMethods: GlobalPayPaymentMethod[];
  /** Ours: the payment's fee in the batch currency, whoever pays it. */
  fee: DecimalString;
  status: GlobalPayPaymentStatus;
  /** Ours: why the row cannot be paid as it is (a blacklisted payee, a country no method reaches); blocks submit. */
  error?: string;
}

/** spec 02 §3 "Batch: batchId, and payments", with what the summary page needs. */
export interface GlobalPayBatch {
  batchId: number;
  batchName: string;
  accountId: number;
  currencyCode: string;
  status: GlobalPayBatchStatus;
  /** ISO date-time of the upload. */
  createdAt: string;
  /** ISO date-time of the submit, once submitted. */
  submittedAt?: string;
  /** Days a recipient has to claim, from the submit. */
  expireDays: number;
  /** Every payment, deleted ones included (they can be restored until submit). */
  payments: GlobalPayPayment[];
  /** Sum of the active payments' amounts. */
  totalAmount: DecimalString;
  /** Sum of the fees the sender pays. */
  totalFee: DecimalString;
  /** What submit debits: totalAmount + totalFee. */
  totalDebit: DecimalString;
}

export interface GlobalPayBatchRequest {
  batchId: number;
}

/** The largest batch file (base 1000, spec 02 §9) and the endings accepted. */
export const GLOBAL_PAY_FILE_MAX_BYTES = 2_000_000;
export const GLOBAL_PAY_FILE_ACCEPT: readonly string[] = ['.csv'];

/**
 * spec 02 §3 "Batch upload". The file is a CSV with a header line: beneficiaryName, beneficiaryEmail,
 * beneficiaryCountryCode, amount, description, and optionally beneficiaryType, feeShare. It is sent as the `file`
 * part of a multipart call (METHOD_CATALOGUE traits `file`), or as its text in `attachedFile`.
 */
export interface GlobalPayUploadRequest {
  attachedFile?: string;
  /** The uploaded file's name, for the batch list. */
  fileName?: string;
  accountId: number;
  batchName: string;
  ignoreIdenticalBatch?: boolean;
}
/**
 * spec 02 §3 "The response gives result, responseCode, date, batchId" and §4: responseCode 00 with the new batch's
 * id, or 92 (IDENTICAL_BATCH_CODE) with the identical batch's id and upload date, nothing created.
 */
export interface GlobalPayUploadResponse {
  result: 'created' | 'identicalBatch';
  responseCode: string;
  responseDescription?: string;
  /** ISO date-time: of the new batch, or of the identical one (92). */
  date: string;
  batchId: number;
}

/** spec 02 §7 "Country payment methods and dictionary countries": where global pay reaches, and how. */
export interface GlobalPayCountriesResponse {
  countries: { countryCode: string; name: string; paymentMethods: GlobalPayMethod[] }[];
}

/** A payment as the sender adds it (spec 02 §4 "add"). */
export interface GlobalPayNewPayment {
  amount: DecimalString;
  description?: string;
  beneficiaryType?: GlobalPayBeneficiaryType;
  beneficiaryName: string;
  beneficiaryEmail: string;
  beneficiaryCountryCode: string;
  feeShare?: GlobalPayFeeShare;
}
/** An update: the payment's id and the fields that change. */
export type GlobalPayPaymentUpdate = { id: number } & Partial<GlobalPayNewPayment>;

/** spec 02 §7 "Update payments: adds, updates, deletes, restores" (only while the batch is a draft). */
export interface GlobalPayUpdatePaymentsRequest {
  batchId: number;
  adds?: GlobalPayNewPayment[];
  updates?: GlobalPayPaymentUpdate[];
  /** Payment ids to delete (restorable until submit). */
  deletes?: number[];
  restores?: number[];
}

/** spec 02 §4 "set the amount". */
export interface GlobalPaySetAmountRequest {
  batchId: number;
  paymentId: number;
  amount: DecimalString;
}

/** spec 02 §7 "Set fee side": for the given payments, or every payment of the batch when none is given. */
export interface GlobalPaySetFeeShareRequest {
  batchId: number;
  paymentIds?: number[];
  feeShare: GlobalPayFeeShare;
}

/** spec 02 §7 "Set method forbidden". */
export interface GlobalPaySetMethodForbiddenRequest {
  batchId: number;
  paymentId: number;
  name: GlobalPayMethod;
  forbidden: boolean;
}

/**
 * spec 02 §7 "Submit batch": answers a SubmitResult (transfers.ts); the code is confirmed with confirmTransaction
 * (operationId) through the shell's approval popups, like a single transfer.
 */
export interface GlobalPaySubmitRequest extends IdempotentRequest {
  batchId: number;
}

/** spec 02 §7 "Batch status". */
export interface GlobalPayBatchStatusResponse {
  batchId: number;
  status: GlobalPayBatchStatus;
  /** How many payments are in each status. */
  counts: Partial<Record<GlobalPayPaymentStatus, number>>;
  payments: { id: number; status: GlobalPayPaymentStatus; transferDate?: string }[];
}

// Recipient side: public operations; the secret is the only key, and a wrong, used-up or expired one gets one answer.

export interface GlobalPaymentSecretRequest {
  paymentSecret: string;
}

/** spec 02 §3 "Global-pay recipient session" and §7 "User payment details and countries". */
export interface GlobalPaymentDetails {
  paymentSecret: string;
  paymentId: number;
  paymentStatus: GlobalPayPaymentStatus;
  senderName: string;
  beneficiaryName: string;
  amount: DecimalString;
  currencyCode: string;
  description: string;
  /** What the recipient gets in the batch currency (amount less the fee when they pay it). */
  toAmount: DecimalString;
  feeIsPayedByBeneficiary: boolean;
  /** Days left to claim. */
  expireDays: number;
  /** ISO date-time of the sender's submit. */
  submittedDate: string;
  /** ISO date-time of the payout, once paid. */
  transferDate?: string;
  /** Countries the recipient may be paid in (those with a method not forbidden for this payment). */
  allowedCountries: { countryCode: string; name: string }[];
}

/** spec 02 §7 "Methods (paymentSecret, countryCode)". */
export interface GlobalPaymentMethodsRequest extends GlobalPaymentSecretRequest {
  countryCode: string;
}
export interface GlobalPaymentMethodsResponse {
  methods: { name: GlobalPayMethod; currencies: string[] }[];
}

/** spec 02 §7 "Meta (paymentSecret, paymentMethod, toCurrencyCode, countryCode)". */
export interface GlobalPaymentMetaRequest extends GlobalPaymentSecretRequest {
  paymentMethod: GlobalPayMethod;
  toCurrencyCode: string;
  countryCode: string;
}
/** spec 02 §7 "P2P": estimatedTotal, maximumTrxFee, extraFxMarkupPercent; with the payment meta of §3. */
export interface GlobalPaymentMeta {
  exchangeRate: DecimalString;
  /** What arrives, in toCurrencyCode. */
  toAmount: DecimalString;
  /** The fee the recipient pays, in the batch currency (0 when the sender pays it). */
  fee: DecimalString;
  /** Same as toAmount: the estimate the page shows before the rate is fixed at approval. */
  estimatedTotal: DecimalString;
  /** The most the fee can be, in the batch currency. */
  maximumTrxFee: DecimalString;
  /** The markup over the mid rate when the currency changes, in percent ("0" when it does not). */
  extraFxMarkupPercent: DecimalString;
}

/** spec 02 §7 "Last withdrawals (paymentSecret, limit 5)": the recipient's earlier payouts, to reuse details. */
export interface GlobalPaymentLastWithdrawalsRequest extends GlobalPaymentSecretRequest {
  limit?: number;
}
export interface GlobalPaymentWithdrawal {
  paymentId: number;
  paymentMethod: GlobalPayMethod;
  countryCode: string;
  currencyCode: string;
  toAmount: DecimalString;
  transferDate: string;
  /** The payee masked: an IBAN's or card's last digits, an instant key's end. */
  payee: string;
}
export interface GlobalPaymentLastWithdrawalsResponse {
  withdrawals: GlobalPaymentWithdrawal[];
}
/** spec 02 §7 "Withdrawal details (paymentSecret, paymentId)": one earlier payout's details, to fill the form. */
export interface GlobalPaymentWithdrawalDetailsRequest extends GlobalPaymentSecretRequest {
  paymentId: number;
}
export interface GlobalPaymentWithdrawalDetails {
  paymentMethod: GlobalPayMethod;
  countryCode: string;
  currencyCode: string;
  paymentDetails: Record<string, string>;
}

/** spec 02 §7 "Instant details (paymentSecret, taxId, instantKey, instantKeyType)". */
export interface GlobalPaymentInstantDetailsRequest extends GlobalPaymentSecretRequest {
  countryCode: string;
  taxId?: string;
  instantKey: string;
  instantKeyType: string;
}
export type GlobalPaymentInstantDetails = InstantKeyInfoResponse;

/** spec 02 §7 "Extra params (paymentMethod, currencyCode, countryCode)"; the secret too, as every recipient call. */
export interface GlobalPaymentExtraParamsRequest extends GlobalPaymentSecretRequest {
  paymentMethod: GlobalPayMethod;
  currencyCode: string;
  countryCode: string;
}
export type GlobalPaymentExtraParams = ExtraParamsResponse;

/** spec 02 §7 "Card bin. SWIFT lookup. IBAN lookup." for the recipient (the secret is the key). */
export interface GlobalPaymentCardBinRequest extends GlobalPaymentSecretRequest {
  binNumber: string;
}
export type GlobalPaymentCardBin = CardBinInfo;
export interface GlobalPaymentSwiftRequest extends GlobalPaymentSecretRequest {
  swift: string;
}
export type GlobalPaymentSwift = SwiftLookupResponse;
export interface GlobalPaymentIbanRequest extends GlobalPaymentSecretRequest {
  iban: string;
}
export type GlobalPaymentIban = IbanLookupResponse;

/**
 * spec 02 §7 "Submit payment (paymentMethod, currencyCode, paymentDetails)". The payee fields per method are those
 * of ExternalTransferRequest.details (wire iban or accountNumber and swift; eft accountNumber, bankCode, branchCode;
 * oct cardNumber; instant_payment instantKeyType, instantKey); extra parameters in `extraParams`. Answers a
 * SubmitResult whose code went to the recipient's e-mail (approveType approvalCode).
 */
export interface GlobalPaymentSubmitRequest extends GlobalPaymentSecretRequest {
  paymentMethod: GlobalPayMethod;
  currencyCode: string;
  countryCode: string;
  paymentDetails: Record<string, string>;
  extraParams?: Record<string, string>;
}

/** spec 02 §3 "Approve payload: approvalCode, operationId". */
export interface GlobalPaymentApproveRequest extends GlobalPaymentSecretRequest {
  approvalCode: string;
  operationId: string;
}
/** What approve, refuse and cancel answer: the payment's status read from the server (spec 02 §4). */
export interface GlobalPaymentStatusResponse {
  paymentId: number;
  paymentStatus: GlobalPayPaymentStatus;
  transferDate?: string;
  /** The payout's journal, once paid. */
  transactionId?: number;
}

/** spec 02 §7 "Resend approval code (approveType, operationId)". */
export interface GlobalPaymentResendRequest extends GlobalPaymentSecretRequest {
  approveType: 'approvalCode';
  operationId: string;
}

/** spec 02 §7 "Cancel payment (paymentId)": withdraws a submitted payout that waits for its code; back to `new`. */
export interface GlobalPaymentCancelRequest extends GlobalPaymentSecretRequest {
  paymentId: number;
}
