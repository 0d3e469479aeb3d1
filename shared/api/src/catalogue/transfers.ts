import type { DecimalString } from './accounts';
import type { ExtraParam } from './cards';

/**
 * Transfers and approvals (spec 02 §3 "Transfer entities", §4 "Approval of a transaction", §5, §6, §7 "Exchange and
 * recent transfers", "Between own accounts", "P2P", "External transfers", "Approvals"). Field names are the spec's;
 * where the spec shows no fields (limits, available transfers, extra parameters), the shapes are ours.
 */

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

/** How a transaction is approved: the user's typeApprove setting (spec 02 §4). */
export const APPROVE_TYPES = ['none', 'push', 'sms', 'otp', 'approvalCode'] as const;
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

// Exchange, fees, limits (spec 02 §5, §7)

export interface ExchangeRateRequest {
  fromCurrencyCode: string;
  toCurrencyCode: string;
}
export interface ExchangeRateResponse {
  exchangeRate: DecimalString;
}
export interface DefaultRate {
  fromCurrencyCode: string;
  toCurrencyCode: string;
  rate: DecimalString;
}
export interface DefaultRatesResponse {
  rates: { rate: DefaultRate[] };
}
/** Payment meta (spec 02 §3): what the payee gets and what it costs. */
export interface PaymentMeta {
  exchangeRate: DecimalString;
  toAmount: DecimalString;
  fee: DecimalString;
}
export interface BetweenAccountsFeeRequest {
  amount: DecimalString;
  fromAccountId: number;
  toAccountId: number;
}
export type LimitType = 'betweenAccounts' | 'p2p' | 'withdrawals';
/** Max amount (spec 02 §7): the most that can leave the account with its fee, now. */
export interface MaxAmountRequest {
  fromAccountId: number;
  toAccountId?: number;
  /** `betweenAccounts`, `p2p` or an external type. */
  operation: TransferType;
  amount?: DecimalString;
  minAmount?: DecimalString;
  countryCode?: string;
}
export interface MaxAmountResponse {
  maxAmount: DecimalString;
  minAmount: DecimalString;
  currencyCode: string;
}
export interface LimitsRequest {
  type: LimitType;
  countryCode?: string;
  fromAccountId?: number;
}
export type LimitPeriod = 'transaction' | 'day' | 'month';
/** One limit (the spec shows no fields): the ceiling, what is used of it in the period and what remains. */
export interface CustomerLimit {
  period: LimitPeriod;
  currencyCode: string;
  max: DecimalString;
  used: DecimalString;
  remaining: DecimalString;
}
export interface LimitsResponse {
  limits: CustomerLimit[];
}

// Between own accounts (spec 02 §7)

export interface BetweenAccountsTransferRequest extends SubscriptionFields, IdempotentRequest {
  /** What leaves `fromAccount`, in its currency. */
  amount: DecimalString;
  currency: string;
  fromAccount: number;
  toAccount: number;
}
/** spec 02 §3: responseCode, responseDescription, transactionId, link, fee, field (the envelope holds the first two). */
export interface BetweenAccountsTransferResponse {
  /** The journal, once the money moved (absent while the transfer waits in the approval queue). */
  transactionId?: number;
  /** The queued request, when a business initiator's transfer waits for approval (right 3, spec 02 §4, §6). */
  operationId?: string;
  approvalTransactionCreated?: boolean;
  fee: DecimalString;
  toAmount: DecimalString;
  exchangeRate: DecimalString;
  /** The history entry of the transfer. */
  link: string;
  /** The field a refusal is about, e.g. `amount`. */
  field?: string;
}

// Recent transfers, payees, beneficiaries (spec 02 §3, §5, §7)

export interface CheckPayeeRequest {
  email: string;
}
/** spec 02 §5: exist and outBlacklist. */
export interface CheckPayeeResponse {
  exist: boolean;
  outBlacklist: boolean;
  /** When the payee exists, their name masked to recognise them by ("Paul P."); never the whole name. */
  name?: string;
}
export type RecentPermission = 'own' | '3d';
export interface RecentTransfersRequest {
  types?: TransferType[];
  permission?: RecentPermission;
  limit?: number;
  /** The external variant lists interac in place of p2p (spec 02 §7). */
  external?: boolean;
}
export interface RecentTransfer {
  transactionId: number;
  type: TransferType;
  permission: RecentPermission;
  isDisabled: boolean;
  /** ISO date-time. */
  createdAt: string;
  amount: DecimalString;
  currencyCode: string;
  /** The payee: name, and e-mail, masked IBAN or card, or address. */
  payeeName: string;
  payee: string;
  countryCode?: string;
}
export interface RecentTransfersResponse {
  transfers: RecentTransfer[];
}
export interface RecentTransferDetailsRequest {
  transactionId: number;
}
/** spec 02 §3 "Transaction detail (recent transfer details)": what a repeat of it needs. */
export interface RecentTransferDetails {
  type: TransferType;
  isCustomerAddressDateValid: boolean;
  hasRequirements: boolean;
  isExtraParamsValid: boolean;
  isCustomerAddressMatchesActive: boolean;
  details: Record<string, string>;
}
/** A beneficiary or template (spec 02 §3); wireStatus or eftStatus 1 or 2 is valid. */
export interface Beneficiary {
  id: number;
  templateName: string;
  type: TransferType;
  /** Payee fields as the submit takes them (toEmail, iban, swift, cardNumber masked...). */
  details: Record<string, string>;
  wireStatus?: number;
  eftStatus?: number;
  countryCode?: string;
  currencyCode?: string;
}
export interface BeneficiariesRequest {
  type?: TransferType;
}
export interface BeneficiariesResponse {
  beneficiaries: Beneficiary[];
  /** The customer's saved external cards for card payouts (spec 02 §3). */
  externalCards: { id: number; cardNumber: string; holderName: string }[];
}

// P2P (spec 02 §7)

export interface P2pFeeRequest {
  accountId: number;
  amount: DecimalString;
}
export interface FeeResponse {
  fee: DecimalString;
  /** amount plus fee, in the account's currency. */
  total: DecimalString;
}
export interface P2pTransferRequest extends SubscriptionFields, IdempotentRequest {
  accountId: number;
  amount: DecimalString;
  currency: string;
  toEmail: string;
  note?: string;
  fromEmailId?: number;
  reference?: string;
  couponCode?: string;
  /** Saves the payee as a template under this name. */
  templateName?: string;
  platform?: string;
  invoiceId?: number;
  /** Amends a submitted operation that waits for its code: the code sent before no longer fits. */
  operationId?: string;
}

// External (spec 02 §7 "External transfers")

export interface AvailableTransfersRequest {
  countryCode?: string;
}
export interface AvailableTransfer {
  type: ExternalTransferType;
  /** Countries the kind reaches; absent means every country. */
  countries?: string[];
  currencies: string[];
}
export interface AvailableTransfersResponse {
  transfers: AvailableTransfer[];
}
export interface ExtraParamsRequest {
  type: ExternalTransferType;
  countryCode: string;
  customerType?: number;
}
/** A choice of a select parameter; it may bring parameters of its own (spec 02 §5). */
export type ExtraParamOption = NonNullable<ExtraParam['options']>[number];
export interface ExtraParamsResponse {
  params: ExtraParam[];
}
export interface EftBranchOptionsRequest {
  paramName: string;
  countryCode: string;
  bankCode: string;
}
export interface EftBranchOptionsResponse {
  options: ExtraParamOption[];
}
export interface BankListRequest {
  countryCode: string;
}
export interface BankListResponse {
  banks: { code: string; name: string }[];
}
export interface SwiftLookupRequest {
  swift: string;
}
/** spec 02 §3 "Bank lookup by SWIFT". */
export interface SwiftLookupResponse {
  address: string;
  city: string;
  zipCode: string;
  countryIsoCode: string;
  bankName: string;
  code: string;
}
export interface IbanLookupRequest {
  iban: string;
}
/** spec 02 §3 "Bank lookup by IBAN". */
export interface IbanLookupResponse {
  address: string;
  branch: string;
  city: string;
  zipCode: string;
  countryIsoCode: string;
  country: string;
  bankName: string;
  SWIFT: string;
}
export interface ExternalFeeRequest {
  type: ExternalTransferType;
  accountId: number;
  amount: DecimalString;
  countryCode?: string;
}
export interface CryptoFeeRequest {
  accountId: number;
  amount: DecimalString;
  network?: string;
}
export interface BlockedBinsResponse {
  bins: string[];
}
export interface InstantKeyInfoRequest {
  countryCode: string;
  instantKeyType: string;
  instantKey: string;
}
/** spec 02 §3 "Instant details: instantInfo". */
export interface InstantKeyInfoResponse {
  instantInfo: { holderName: string; bankName: string; bankCode: string; instantKeyType: string };
}
export interface InstantBanksResponse {
  banks: { code: string; name: string }[];
}
/**
 * One external submit (spec 02 §7 "Submit by type"). The payee fields of each kind: wire `iban` or
 * `accountNumber`, `swift`, `beneficiaryName`, `beneficiaryAddress`; eft `accountNumber`, `bankCode`, `branchCode`,
 * `beneficiaryName`; oct `cardNumber` (or `externalCardId`), `beneficiaryName`; crypto_eft `address`, `network`;
 * instant_payment `instantKeyType`, `instantKey`; interac `toEmail`, `beneficiaryName`, `securityQuestion`,
 * `securityAnswer`. Extra parameters go in `extraParams`.
 */
export interface ExternalTransferRequest extends IdempotentRequest {
  type: ExternalTransferType;
  accountId: number;
  amount: DecimalString;
  currency: string;
  countryCode: string;
  details: Record<string, string>;
  extraParams?: Record<string, string>;
  reference?: string;
  templateName?: string;
  operationId?: string;
}

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
