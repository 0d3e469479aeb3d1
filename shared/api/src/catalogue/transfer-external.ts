import type { DecimalString } from './accounts';
import type { ExtraParam } from './cards';
import { type ExternalTransferType, type IdempotentRequest } from './transfer-basics';

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
