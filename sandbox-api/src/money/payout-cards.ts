import { isLuhnValid } from '@portal/api/cards';
import { binOfCardNumber } from '@portal/api/transfers';
import { BLOCKED_BINS, lookUpBin } from './card-bins';

/**
 * Card payouts (oct, spec 02 §7 "Blocked card BIN list"). The blocked BINs are those cards cannot be added with
 * (cards/bins.ts: anonymous gift cards and refused issuers) plus the public test-card ranges, which no real
 * cardholder has: a payout to one would go nowhere.
 */
export const PAYOUT_TEST_BINS: readonly string[] = [
  // Visa test number 4111 1111 1111 1111.
  '411111',
  // Visa test numbers 4000 0000 0000 0002 and the like.
  '400000',
  // Mastercard test number 5555 5555 5555 4444.
  '555555',
];

export const PAYOUT_BLOCKED_BINS: readonly string[] = [
  ...BLOCKED_BINS.map((entry) => entry.binNumber),
  ...PAYOUT_TEST_BINS,
].sort();

/** A card number as it is checked and stored: digits only. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/\s+/g, '');
}

/** The first six and the last four digits, the rest starred (spec 02 §5 "Card numbers are masked"). */
export function maskCardNumber(digits: string): string {
  return `${digits.slice(0, 6)}${'*'.repeat(Math.max(digits.length - 10, 0))}${digits.slice(-4)}`;
}

/** Why a BIN cannot receive a payout; null when it can. */
export function payoutBinProblem(bin: string): string | null {
  if (PAYOUT_BLOCKED_BINS.includes(bin)) return `cards of this issuer (BIN ${bin}) cannot receive payouts`;
  if (!lookUpBin(bin).valid) return `the issuer of this card (BIN ${bin}) is not known`;
  return null;
}

/** Why a typed card number cannot receive a payout; null when it can. */
export function payoutCardProblem(cardNumber: string): string | null {
  const digits = cardDigits(cardNumber);
  if (digits === '') return 'is required';
  if (!isLuhnValid(digits)) return 'is not a valid card number';
  return payoutBinProblem(binOfCardNumber(digits));
}
