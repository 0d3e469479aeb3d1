import { BIN_LENGTH, type CardBinInfo } from '@portal/api/catalogue';
import { passesLuhn } from '@portal/api/cards';

/**
 * BIN reference data (spec 02 §3 "Card BIN info"): what the sandbox knows about the first six digits of a card.
 * The sandbox bank's own BINs (the cards it issues, `CARD_PRODUCTS`) and those of well-known issuers a customer
 * may add as an external card. Issuer names and attributes are realistic, not a live BIN database.
 */
export type BinRecord = Omit<CardBinInfo, 'valid' | 'isBlocked'>;

const bin = (
  binNumber: string,
  issuer: string,
  cardBrand: 'VISA' | 'MASTERCARD',
  cardCategory: string,
  cardType: 'DEBIT' | 'CREDIT' | 'PREPAID',
  countryCode: string,
  currencyCode: string,
  isCommercial = false,
): BinRecord => ({
  binNumber,
  issuer,
  cardBrand,
  cardCategory,
  cardType,
  countryCode,
  currencyCode,
  isCommercial,
  isPrepaid: cardType === 'PREPAID',
});

const SANDBOX_ISSUER = 'Sandbox Bank UAB';
const SANDBOX_US_ISSUER = 'Sandbox Bank UAB (US program, issued by Evolve Bank & Trust)';

/** The BINs of the cards the sandbox bank issues, one per product (products.ts). */
export const SANDBOX_BINS = {
  prepaidEur: '537410',
  prepaidEurVirtual: '537411',
  prepaidUsd: '489415',
  prepaidUsdVirtual: '489416',
  prepaidRon: '537412',
  prepaidRonVirtual: '537413',
  debitEur: '522840',
  debitEurVirtual: '522841',
  usPrepaid: '446210',
  usPrepaidVirtual: '446211',
  usDebit: '446212',
} as const;

export const KNOWN_BINS: readonly BinRecord[] = [
  bin(SANDBOX_BINS.prepaidEur, SANDBOX_ISSUER, 'MASTERCARD', 'PREPAID', 'PREPAID', 'LT', 'EUR'),
  bin(
    SANDBOX_BINS.prepaidEurVirtual,
    SANDBOX_ISSUER,
    'MASTERCARD',
    'PREPAID VIRTUAL',
    'PREPAID',
    'LT',
    'EUR',
  ),
  bin(SANDBOX_BINS.prepaidUsd, SANDBOX_ISSUER, 'VISA', 'PREPAID', 'PREPAID', 'LT', 'USD'),
  bin(SANDBOX_BINS.prepaidUsdVirtual, SANDBOX_ISSUER, 'VISA', 'PREPAID VIRTUAL', 'PREPAID', 'LT', 'USD'),
  bin(SANDBOX_BINS.prepaidRon, SANDBOX_ISSUER, 'MASTERCARD', 'PREPAID', 'PREPAID', 'LT', 'RON'),
  bin(
    SANDBOX_BINS.prepaidRonVirtual,
    SANDBOX_ISSUER,
    'MASTERCARD',
    'PREPAID VIRTUAL',
    'PREPAID',
    'LT',
    'RON',
  ),
  bin(SANDBOX_BINS.debitEur, SANDBOX_ISSUER, 'MASTERCARD', 'STANDARD', 'DEBIT', 'LT', 'EUR'),
  bin(SANDBOX_BINS.debitEurVirtual, SANDBOX_ISSUER, 'MASTERCARD', 'STANDARD VIRTUAL', 'DEBIT', 'LT', 'EUR'),
  bin(SANDBOX_BINS.usPrepaid, SANDBOX_US_ISSUER, 'VISA', 'PREPAID', 'PREPAID', 'US', 'USD'),
  bin(SANDBOX_BINS.usPrepaidVirtual, SANDBOX_US_ISSUER, 'VISA', 'PREPAID VIRTUAL', 'PREPAID', 'US', 'USD'),
  bin(SANDBOX_BINS.usDebit, SANDBOX_US_ISSUER, 'VISA', 'CLASSIC', 'DEBIT', 'US', 'USD'),
  // Other issuers' cards customers add (add-card).
  bin('414720', 'JPMorgan Chase Bank N.A.', 'VISA', 'SIGNATURE', 'CREDIT', 'US', 'USD'),
  bin('426684', 'Bank of America N.A.', 'VISA', 'TRADITIONAL', 'DEBIT', 'US', 'USD'),
  bin('492181', 'Barclays Bank UK PLC', 'VISA', 'CLASSIC', 'DEBIT', 'GB', 'GBP'),
  bin('543458', 'Lloyds Bank PLC', 'MASTERCARD', 'WORLD', 'CREDIT', 'GB', 'GBP'),
  bin('516732', 'ING Bank N.V.', 'MASTERCARD', 'DEBIT STANDARD', 'DEBIT', 'NL', 'EUR'),
  bin('455673', 'Deutsche Bank AG', 'VISA', 'GOLD', 'CREDIT', 'DE', 'EUR'),
  bin('497010', 'BNP Paribas', 'VISA', 'CLASSIC', 'DEBIT', 'FR', 'EUR'),
  bin('540596', 'Banca Transilvania S.A.', 'MASTERCARD', 'STANDARD', 'DEBIT', 'RO', 'RON'),
  bin('451408', 'Banco Santander S.A.', 'VISA', 'ELECTRON', 'DEBIT', 'ES', 'EUR'),
  bin('556951', 'Royal Bank of Canada', 'MASTERCARD', 'CORPORATE', 'CREDIT', 'CA', 'CAD', true),
  bin('485953', 'Revolut Ltd', 'VISA', 'BUSINESS', 'DEBIT', 'LT', 'EUR', true),
];

/** BINs whose cards cannot be added, with the reason the customer is told. */
export const BLOCKED_BINS: readonly (BinRecord & { reason: string })[] = [
  {
    ...bin('404038', 'Anonymous Gift Card Services', 'VISA', 'GIFT', 'PREPAID', 'US', 'USD'),
    reason: 'anonymous prepaid gift cards cannot be used',
  },
  {
    ...bin('533248', 'Payout Express Ltd', 'MASTERCARD', 'PREPAID', 'PREPAID', 'MT', 'EUR'),
    reason: 'cards of this issuer are not accepted',
  },
  {
    ...bin('428911', 'Offshore Card Issuing Corp', 'VISA', 'PLATINUM', 'CREDIT', 'AE', 'USD'),
    reason: 'cards of this issuer are not accepted',
  },
];

/** The brand of a card number by its prefix, for BINs the table does not know. */
export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'DISCOVER';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'JCB';
  if (/^(5018|5020|5038|5893|6304|6759|676[1-3])/.test(digits)) return 'MAESTRO';
  return 'UNKNOWN';
}

/**
 * Card BIN info (spec 02 §3, §5): the first six digits; a blocked BIN answers its data with valid false and
 * isBlocked true; an unknown one valid false and only the brand its prefix tells.
 */
export function lookUpBin(binNumber: string): CardBinInfo {
  const key = binNumber.slice(0, BIN_LENGTH);
  const blocked = BLOCKED_BINS.find((entry) => entry.binNumber === key);
  if (blocked) {
    const { reason: _reason, ...data } = blocked;
    return { ...data, valid: false, isBlocked: true };
  }
  const known = KNOWN_BINS.find((entry) => entry.binNumber === key);
  if (known) return { ...known, valid: true, isBlocked: false };
  return {
    binNumber: key,
    issuer: '',
    cardBrand: brandOf(key),
    cardCategory: '',
    cardType: '',
    countryCode: '',
    currencyCode: '',
    isCommercial: false,
    isPrepaid: false,
    valid: false,
    isBlocked: false,
  };
}

export function blockedBinReason(binNumber: string): string | undefined {
  return BLOCKED_BINS.find((entry) => entry.binNumber === binNumber.slice(0, BIN_LENGTH))?.reason;
}

/** The digit that makes `partial` + digit pass the Luhn check. */
export function luhnCheckDigit(partial: string): string {
  for (let digit = 0; digit <= 9; digit += 1) if (passesLuhn(`${partial}${digit}`)) return String(digit);
  throw new Error('unreachable: one of ten digits always completes a Luhn number');
}
