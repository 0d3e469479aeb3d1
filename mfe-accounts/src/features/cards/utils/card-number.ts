/** Card numbers are 12 to 19 digits long (ISO/IEC 7812). */
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;

/** The digits of a typed card number, at most 19. */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
}

/** The number as it is shown while typing: groups of 4 digits separated by spaces. */
export function formatCardNumber(value: string): string {
  return (cardDigits(value).match(/\d{1,4}/g) ?? []).join(' ');
}

/** The Luhn (mod 10) check digit rule every payment card number follows. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardNumberError = 'numberRequired' | 'numberLength' | 'luhn';

/** Why a typed card number cannot be sent, or undefined when it can. */
export function cardNumberError(value: string): CardNumberError | undefined {
  const digits = cardDigits(value);
  if (digits === '') return 'numberRequired';
  if (digits.length < CARD_NUMBER_MIN_DIGITS) return 'numberLength';
  if (!passesLuhn(digits)) return 'luhn';
  return undefined;
}

/** A card's expiry month and year are the current month or later. */
export function isExpiryInFuture(month: number, year: number, today: Date = new Date()): boolean {
  return year > today.getFullYear() || (year === today.getFullYear() && month >= today.getMonth() + 1);
}
