import { isEmail } from '@portal/api/validation';
import { INSTANT_PAYMENT_COUNTRIES } from '../payee-countries';

/**
 * Instant payments (spec 02 §7 "Instant key info and instant bank list (countryCode)"): PIX in Brazil, where a
 * payee is reached by a key. The key types and their formats are the Banco Central do Brasil's; the directory of
 * keys is the sandbox's own.
 */
export const INSTANT_KEY_TYPES = ['cpf', 'email', 'phone', 'random'] as const;
export type InstantKeyType = (typeof INSTANT_KEY_TYPES)[number];

export function isInstantKeyType(value: string): value is InstantKeyType {
  return (INSTANT_KEY_TYPES as readonly string[]).includes(value);
}

/** A CPF (Brazilian taxpayer number): 11 digits whose last two are the mod-11 check digits of the others. */
export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (length: number): number => {
    let sum = 0;
    for (let index = 0; index < length; index += 1) sum += Number(digits[index]) * (length + 1 - index);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}

/** A key as the directory stores it: CPF digits only, e-mail and random key in lower case, phone without spaces. */
export function normalizeInstantKey(type: InstantKeyType, key: string): string {
  const trimmed = key.trim();
  switch (type) {
    case 'cpf':
      return trimmed.replace(/[.\-\s]/g, '');
    case 'phone':
      return trimmed.replace(/[\s()-]/g, '');
    default:
      return trimmed.toLowerCase();
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** E.164: a plus, a country code and at most 15 digits in all. */
const E164 = /^\+[1-9]\d{7,14}$/;

/** Why a key does not have its type's format; null when it does. */
export function instantKeyProblem(type: InstantKeyType, key: string): string | null {
  const normalized = normalizeInstantKey(type, key);
  if (normalized === '') return 'is required';
  switch (type) {
    case 'cpf':
      return isValidCpf(normalized) ? null : 'is not a valid CPF (11 digits with their check digits)';
    case 'email':
      return isEmail(normalized) ? null : 'is not a valid e-mail address';
    case 'phone':
      return E164.test(normalized) ? null : 'is not a phone number in international format (+5511987654321)';
    case 'random':
      return UUID.test(normalized) ? null : 'is not a random key (a UUID)';
  }
}

export interface InstantBank {
  /** The COMPE code of the PIX participant. */
  code: string;
  name: string;
}

export const INSTANT_BANKS: Readonly<Record<string, readonly InstantBank[]>> = {
  BR: [
    { code: '001', name: 'Banco do Brasil S.A.' },
    { code: '033', name: 'Banco Santander (Brasil) S.A.' },
    { code: '077', name: 'Banco Inter S.A.' },
    { code: '104', name: 'Caixa Econômica Federal' },
    { code: '237', name: 'Banco Bradesco S.A.' },
    { code: '260', name: 'Nu Pagamentos S.A. (Nubank)' },
    { code: '323', name: 'Mercado Pago' },
    { code: '341', name: 'Itaú Unibanco S.A.' },
    { code: '380', name: 'PicPay' },
  ],
};

/** spec 02 §7 "instant bank list (countryCode)": the participants of the country's scheme; none elsewhere. */
export function instantBanks(countryCode: string): InstantBank[] {
  return [...(INSTANT_BANKS[countryCode] ?? [])];
}

interface InstantKeyEntry {
  countryCode: string;
  instantKeyType: InstantKeyType;
  /** Normalized (`normalizeInstantKey`). */
  instantKey: string;
  holderName: string;
  bankCode: string;
}

/** The keys the sandbox's PIX directory answers. */
// prettier-ignore
export const INSTANT_KEYS: readonly InstantKeyEntry[] = [
  { countryCode: 'BR', instantKeyType: 'cpf', instantKey: '52998224725', holderName: 'Maria Aparecida da Silva', bankCode: '260' },
  { countryCode: 'BR', instantKeyType: 'cpf', instantKey: '11144477735', holderName: 'Fernanda Oliveira Rocha', bankCode: '104' },
  { countryCode: 'BR', instantKeyType: 'email', instantKey: 'joao.pereira@exemplo.com.br', holderName: 'João Pereira Santos', bankCode: '341' },
  { countryCode: 'BR', instantKeyType: 'phone', instantKey: '+5511987654321', holderName: 'Ana Beatriz Costa', bankCode: '001' },
  { countryCode: 'BR', instantKeyType: 'random', instantKey: '7d9f2c1e-4b3a-4f8e-9a6d-2c5b8e1f3a70', holderName: 'Carlos Eduardo Lima', bankCode: '237' },
];

export interface InstantInfo {
  holderName: string;
  bankName: string;
  bankCode: string;
  instantKeyType: string;
}

/** The holder of a key (spec 02 §3 "Instant details: instantInfo"); null when the directory has no such key. */
export function lookUpInstantKey(countryCode: string, type: InstantKeyType, key: string): InstantInfo | null {
  if (!INSTANT_PAYMENT_COUNTRIES.includes(countryCode)) return null;
  const normalized = normalizeInstantKey(type, key);
  const entry = INSTANT_KEYS.find(
    (candidate) =>
      candidate.countryCode === countryCode &&
      candidate.instantKeyType === type &&
      candidate.instantKey === normalized,
  );
  if (!entry) return null;
  const bank = INSTANT_BANKS[countryCode]?.find((candidate) => candidate.code === entry.bankCode);
  return {
    holderName: entry.holderName,
    bankName: bank?.name ?? '',
    bankCode: entry.bankCode,
    instantKeyType: type,
  };
}
