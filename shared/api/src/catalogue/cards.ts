/** Cards (spec 02 §3 "Account", "Other account and card entities", §4 "Card actions", §7 "Accounts and cards"). */
import type { DecimalString } from './accounts';

/** Card status ids (spec 02 §3). A card is an account whose type lies in the card range. */
export const CARD_STATUS = {
  submitted: 0,
  active: 2,
  canceled: 4,
  fraud: 18,
  printing: 19,
  printed: 20,
  shipped: 21,
  pending: 23,
  limited: 27,
  expired: 38,
  processing: 41,
  pendingDocument: 65,
  paused: 71,
} as const;
export type CardStatusName = keyof typeof CARD_STATUS;
export type CardStatusId = (typeof CARD_STATUS)[CardStatusName];

/** spec 02 §9: card numbers of this many characters or more are shown masked. */
export const CARD_MASK_THRESHOLD = 16;
/** spec 02 §5, §9: the BIN lookup takes the first 6 digits, spaces removed. */
export const BIN_LENGTH = 6;
/** spec 02 §5: document types that need a front and a back side; 88 only for RU and UA. */
export const TWO_SIDED_DOCUMENT_TYPES = [4, 5, 88] as const;
export const DOCUMENT_TYPE_88_COUNTRIES = ['RU', 'UA'] as const;

export interface CardAccountRequest {
  accountId: number;
}

/** Card set alias name (spec 02 §7). */
export interface CardAliasRequest {
  accountId: number;
  cardAliasName: string;
}

/** Card reissue (spec 02 §7): with or without express shipping. */
export interface CardReissueRequest {
  accountId: number;
  isExpressShipping: boolean;
}

/**
 * Card failures return responseCode and responseDescription to the caller (spec 02 §7); on success the same two
 * fields are there with `00`.
 */
export interface CardActionResponse {
  responseCode: string;
  responseDescription: string;
}

/** An extra parameter of a card activation or a transfer (spec 02 §3 "Extra parameters"). */
export interface ExtraParam {
  name: string;
  /** Label shown to the user, in the request's language. */
  label: string;
  type: 'text' | 'select' | 'date';
  required: boolean;
  /** A regular expression the value must match (whole value). */
  pattern?: string;
  /** For a select: the choices; a choice may bring parameters of its own (nested under options.extraParams). */
  options?: { value: string; label: string; extraParams?: ExtraParam[] }[];
  /** Transfers: a `branchCode` whose options come from the eft branch lookup (spec 02 §7). */
  lookup?: 'eftBranch';
}

/** Card activation data (spec 02 §3, §7): the fee, its currency and the extra parameters to fill. */
export interface CardActivationData {
  fees: DecimalString;
  feeCurrency: string;
  extraParams: ExtraParam[];
}

export interface CardActivationRequest {
  accountId: number;
  /** Values of the extra parameters by name. */
  extraParams: Record<string, string>;
  /** The account the activation fee is taken from; needed when the fee is over 0. */
  feeAccountId?: number;
}
export interface CardActivationResponse extends CardActionResponse {
  pinCode: string;
}

/** Change PIN (spec 02 §5, §7): `confirm` false only checks the PINs; true changes it. */
export interface ChangePinRequest {
  accountId: number;
  confirm: boolean;
  pin: string;
  pinRepeat: string;
}
/** Show PIN (spec 02 §7): the answer holds pinCode. */
export interface ShowPinResponse {
  pinCode: string;
}

/** The card's details; the number is masked by the client (spec 02 §5, §9). */
export interface CardDetails {
  accountId: number;
  cardNumber: string;
  cardHolderName: string;
  cardExpiryMonth: number;
  cardExpiryYear: number;
  cvv: string;
}

/** Load a prepaid card from an account of the same currency (the card action "load"). */
export interface CardLoadRequest {
  accountId: number;
  fromAccountId: number;
  amount: DecimalString;
}
export interface CardLoadResponse extends CardActionResponse {
  transactionId: number;
}

/** Enrollment of the card for online payments (3-D Secure) to the user's phone. */
export interface CardEnrollmentResponse extends CardActionResponse {
  enrolled: boolean;
  /** Masked phone the one-time passwords of online payments will go to. */
  phone?: string;
}

/** Card BIN info (spec 02 §3); `valid` false for an unknown or blocked BIN. */
export interface CardBinInfo {
  binNumber: string;
  issuer: string;
  cardBrand: string;
  cardCategory: string;
  cardType: string;
  countryCode: string;
  currencyCode: string;
  isCommercial: boolean;
  isPrepaid: boolean;
  valid: boolean;
  /** Set when the BIN is on the blocked list: such cards cannot be added. */
  isBlocked?: boolean;
}
export interface CardBinRequest {
  binNumber: string;
}

/** An external card added for loads and payouts (add-card, confirm-card/{cardId}). */
export interface ExternalCard {
  cardId: number;
  /** Masked number. */
  cardNumber: string;
  cardHolderName: string;
  cardExpiryMonth: number;
  cardExpiryYear: number;
  cardBrand: string;
  /** pending until confirmed with the verification charge, then confirmed; failed after too many attempts. */
  status: 'pending' | 'confirmed' | 'failed';
  attemptsLeft: number;
}
export interface AddCardRequest {
  cardNumber: string;
  cardHolderName: string;
  cardExpiryMonth: number;
  cardExpiryYear: number;
  cvv: string;
}
export interface AddCardResponse {
  cardId: number;
}
/** Confirm-card: the amount of the small verification charge the sandbox made on the card (outbox). */
export interface ConfirmCardRequest {
  cardId: number;
  amount: DecimalString;
}
export interface ExternalCardsResponse {
  cards: { card: ExternalCard | ExternalCard[] };
}
export interface ExternalCardRequest {
  cardId: number;
}

/** Available new card (spec 02 §3) with what the apply page shows. */
export interface AvailableCard {
  type: number;
  subType: 'PREPAID' | 'DEBIT';
  isVirtual: boolean;
  currencyCode: string;
  name: string;
}
/** Apply-for-card info (spec 02 §7): optional countryCode; the answer holds cards. */
export interface ApplyCardInfoRequest {
  countryCode?: string;
}
export interface ApplyCardInfoResponse {
  cards: AvailableCard[];
}

/** A shipping option of a card application (spec 02 §3); a disabled option says why. */
export interface ShippingOption {
  id: number;
  type: 'standard' | 'express';
  fee: DecimalString;
  deliveryTime: string;
  disabledReasons: string[];
}
/**
 * Card apply fees (spec 02 §3). When the lookup is unsuccessful the fees are zeros, the shipping list is empty and
 * the currency is empty (the client's fallback, `ZERO_CARD_FEES`).
 */
export interface CardApplyFees {
  annual: DecimalString;
  issue: DecimalString;
  monthly: DecimalString;
  currency: string;
  shipping: ShippingOption[];
}
export interface CardApplyFeesRequest {
  type: number;
  countryCode: string;
}
export const ZERO_CARD_FEES: CardApplyFees = {
  annual: '0',
  issue: '0',
  monthly: '0',
  currency: '',
  shipping: [],
};

export interface ApplyForCardRequest {
  type: number;
  countryCode: string;
  /** Physical cards only. */
  shippingId?: number;
  /** Physical cards only: where the card is shipped. */
  addressId?: number;
  /** Where the issue fee and shipping fee are taken from, when over 0. */
  feeAccountId?: number;
}
export interface ApplyForCardResponse extends CardActionResponse {
  accountId: number;
}

/** Cross-platform requirement get (spec 02 §7): what must be done before this card can be used or activated. */
export type CardRequirement = 'taxNumber' | 'confirmedAddress' | 'documents';
export interface CrossPlatformRequirementsResponse {
  requirements: CardRequirement[];
}
/** Tax number update (spec 02 §7). */
export interface TaxNumberRequest {
  taxId: string;
}

/** Address (spec 02 §3) with its kind and status. */
export interface Address {
  id: number;
  address1: string;
  address2?: string;
  city: string;
  postalCode: string;
  stateCode?: string;
  countryCode: string;
  stateName?: string;
  /** unspecified 0, home 1, business 2, home and business 3, residence 4, office 5. */
  kind: 0 | 1 | 2 | 3 | 4 | 5;
  /** unconfirmed 0, confirmed 1, pending 2, rejected 3, name mismatch 4. */
  statusId: 0 | 1 | 2 | 3 | 4;
}
export const ADDRESS_STATUS = {
  unconfirmed: 0,
  confirmed: 1,
  pending: 2,
  rejected: 3,
  nameMismatch: 4,
} as const;
export interface AddressInquiryResponse {
  addresses: { address: Address | Address[] };
}
/** Address replacement compatibility check (spec 02 §7). */
export interface AddressReplacementRequest {
  countryCode: string;
  oldAddressId: number;
}
export interface AddressReplacementResponse {
  cardAccountsToBeCanceled: number[];
  cardAccountsToBeShippedToOldAddress: number[];
}
/** States by country (spec 02 §7): the answer holds dictionary.state. */
export interface StatesRequest {
  countryCode: string;
}
export interface StatesResponse {
  dictionary: { state: { code: string; name: string }[] };
}

/** Document statuses (spec 02 §3). */
export const DOCUMENT_STATUS = {
  submitted: 0,
  confirmed: 2,
  canceled: 4,
  deleted: 5,
  rejected: 26,
  underInvestigation: 31,
  expired: 38,
  pending: 41,
  nameMismatch: 64,
} as const;

/** A document a card needs (spec 02 §3 "Document"), with the sides it has. */
export interface CardDocument {
  type: number;
  /** Absent until uploaded. */
  statusId?: number;
  isDocumentRequired: boolean;
  isCardDocumentRequired: boolean;
  /** front and back for types 4, 5 and 88 (spec 02 §5); otherwise front only. */
  sides: ('front' | 'back')[];
  uploadedSides: ('front' | 'back')[];
}
export interface CardDocumentsResponse {
  documents: CardDocument[];
}
/** Upload of one side of a document; the file travels base64-encoded (at most 5 MB before encoding). */
export interface UploadCardDocumentRequest {
  accountId: number;
  type: number;
  side: 'front' | 'back';
  fileName: string;
  contentType: string;
  content: string;
}
export const CARD_DOCUMENT_MAX_BYTES = 5_000_000;
