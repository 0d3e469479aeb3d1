import { randomInt, timingSafeEqual } from 'node:crypto';
import { sha256Hex } from '../../../platform/lib/crypto';

/** The recipient's approval code: 6 digits, 10 minutes, 3 wrong tries, 5 resends (as the transfer engine's). */
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_ATTEMPTS = 3;
export const MAX_RESENDS = 5;

export const codeHashOf = (code: string, paymentId: number, details: string) =>
  sha256Hex(`${code}|${paymentId}|${details}`);

/** What a recipient's code is bound to: method, country, currency and the payee fields in name order. */
export function detailsKeyOf(
  method: string | null,
  countryCode: string | null,
  currencyCode: string | null,
  details: Record<string, string> | null,
): string {
  const sorted = Object.entries(details ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([method, countryCode, currencyCode, sorted]);
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
