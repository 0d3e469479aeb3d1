import type { DecimalString } from './accounts';
import { type TransferType, type SubscriptionFields, type IdempotentRequest } from './transfer-basics';

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
