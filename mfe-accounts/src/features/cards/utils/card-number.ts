import { CARD_NUMBER_MAX_DIGITS, CARD_NUMBER_MIN_DIGITS, isLuhnValid } from '@portal/api/cards';

/** The digits of a typed card number, at most 19. */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
}

/** The number as it is shown while typing: groups of 4 digits separated by spaces. */
export function formatCardNumber(value: string): string {
  return (cardDigits(value).match(/\d{1,4}/g) ?? []).join(' ');
}

export type CardNumberError = 'numberRequired' | 'numberLength' | 'luhn';

/** Why a typed card number cannot be sent, or undefined when it can. */
export function cardNumberError(value: string): CardNumberError | undefined {
  const digits = cardDigits(value);
  if (digits === '') return 'numberRequired';
  if (digits.length < CARD_NUMBER_MIN_DIGITS) return 'numberLength';
  if (!isLuhnValid(digits)) return 'luhn';
  return undefined;
}

/** A card's expiry month and year are the current month or later. */
export function isExpiryInFuture(month: number, year: number, today: Date = new Date()): boolean {
  return year > today.getFullYear() || (year === today.getFullYear() && month >= today.getMonth() + 1);
}
