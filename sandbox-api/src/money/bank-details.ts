import { randomBytes } from 'node:crypto';
import { CRYPTO_CURRENCIES } from '@portal/api/catalogue';

/**
 * The bank details the sandbox hands out: payment instructions (spec 02 §3 "Payment instruction") and crypto
 * wallet addresses (create wallet, spec 02 §7). Pure functions, shared by the service and the demo seed.
 */

/** The sandbox bank as payers see it on a payment instruction. */
export const SANDBOX_BANK = {
  name: 'Sandbox Bank UAB',
  swift: 'SNDBLT22',
  ibanCountry: 'LT',
  bankCode: '32900',
};

/** The reference a payer quotes so the money reaches the right customer. */
export function paymentReference(customerId: number): string {
  return `REF-${customerId}`;
}

/** ISO 13616 check digits: 98 minus the remainder of the rearranged IBAN, letters as 10..35, modulo 97. */
function ibanCheckDigits(country: string, bban: string): string {
  const numeric = `${bban}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  const remainder = BigInt(numeric) % 97n;
  return String(98n - remainder).padStart(2, '0');
}

/** A valid Lithuanian-format IBAN (20 characters) for an account: the bank code and the account id. */
export function sandboxIban(accountId: number): string {
  const bban = `${SANDBOX_BANK.bankCode}${String(accountId).padStart(11, '0')}`;
  return `${SANDBOX_BANK.ibanCountry}${ibanCheckDigits(SANDBOX_BANK.ibanCountry, bban)}${bban}`;
}

/** Whether a text passes the IBAN check (tests use it on what the sandbox hands out). */
export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  return ibanCheckDigits(compact.slice(0, 2), compact.slice(4)) === compact.slice(2, 4);
}

export type CryptoCurrency = (typeof CRYPTO_CURRENCIES)[number];

export function isCryptoCurrency(code: string): code is CryptoCurrency {
  return (CRYPTO_CURRENCIES as readonly string[]).includes(code);
}

/** The bech32 alphabet: no 1, b, i or o. */
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/**
 * A deposit address that looks like the real thing: a native SegWit (P2WPKH) address for bitcoin, `bc1q` and 38
 * bech32 characters; an Ethereum account (`0x` and 40 hex digits) for ether and for USDT, an ERC-20 token.
 * The sandbox moves no coins, so the checksum is not computed.
 */
export function walletAddress(currency: CryptoCurrency): string {
  if (currency === 'BTC') {
    const bytes = randomBytes(38);
    return `bc1q${Array.from(bytes, (byte) => BECH32[byte % 32]).join('')}`;
  }
  return `0x${randomBytes(20).toString('hex')}`;
}
