import type { GlobalPayMethod } from '@portal/api/catalogue';
import {
  IBAN_LENGTHS,
  binOfCardNumber,
  eftNeedsBankCodes,
  ibanProblem,
  isValidBic,
  normalizeIban,
} from '@portal/api/transfers';
import { isLuhnValid } from '@portal/api/cards';

/**
 * The payee fields a recipient may fill (ExternalTransferRequest.details of the method, contract global-pay.ts).
 * What the payout's extra parameters ask (bank and branch codes, routing numbers, the instant key's type) is asked
 * there, once.
 */
export const PAYOUT_FIELDS = [
  'beneficiaryName',
  'beneficiaryAddress',
  'iban',
  'accountNumber',
  'swift',
  'cardNumber',
  'instantKey',
] as const;
export type PayoutField = (typeof PAYOUT_FIELDS)[number];
export type PayoutValues = Record<PayoutField, string>;

export const EMPTY_PAYOUT = Object.fromEntries(PAYOUT_FIELDS.map((field) => [field, ''])) as PayoutValues;

/** A field's problem: a text key under `globalPay.payout.errors` and the values it names. */
export interface PayoutProblem {
  key: string;
  values?: Record<string, string | number>;
}

/** Bank account numbers: letters, digits, spaces and dashes (ours, as the external transfer checks them). */
const ACCOUNT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]{3,33}$/;
/** SEPA territories without IBANs of their own: Åland banks are Finnish, the Crown dependencies' British. */
const IBAN_COUNTRY_OF: Readonly<Record<string, string>> = { AX: 'FI', GG: 'GB', JE: 'GB', IM: 'GB' };

/** The country whose IBANs a payee in `countryCode` has; undefined where accounts have no IBAN. */
function ibanCountryOf(countryCode: string): string | undefined {
  const country = IBAN_COUNTRY_OF[countryCode] ?? countryCode;
  return IBAN_LENGTHS[country] !== undefined ? country : undefined;
}

/**
 * Whether the account is an IBAN: a wire to an IBAN country; a bank transfer by SEPA (GB pays to an account number
 * and sort code, BR JP HK LK by bank and branch codes, spec 02 §5).
 */
function usesIban(method: GlobalPayMethod, countryCode: string): boolean {
  if (ibanCountryOf(countryCode) === undefined) return false;
  if (method === 'wire') return true;
  return method === 'eft' && countryCode !== 'GB' && !eftNeedsBankCodes(countryCode);
}

/** The fields a method asks for in a country, in the order shown. */
export function payoutFieldsOf(method: GlobalPayMethod, countryCode: string): PayoutField[] {
  switch (method) {
    case 'wire':
      return [
        usesIban(method, countryCode) ? 'iban' : 'accountNumber',
        'swift',
        'beneficiaryName',
        'beneficiaryAddress',
      ];
    case 'eft':
      return [usesIban(method, countryCode) ? 'iban' : 'accountNumber', 'beneficiaryName'];
    case 'oct':
      return ['cardNumber', 'beneficiaryName'];
    case 'instant_payment':
      return ['instantKey'];
  }
}

/** Why an IBAN is refused: its form, its country's length (ISO 13616), the mod-97 check, or another country's. */
function ibanFieldProblem(value: string, countryCode: string): PayoutProblem | undefined {
  const iban = normalizeIban(value);
  const country = iban.slice(0, 2);
  switch (ibanProblem(value)) {
    case null: {
      const expected = ibanCountryOf(countryCode);
      return expected !== undefined && expected !== country
        ? { key: 'ibanOtherCountry', values: { country, destination: expected } }
        : undefined;
    }
    case 'empty':
      return { key: 'required' };
    case 'length': {
      const length = IBAN_LENGTHS[country] ?? 0;
      return { key: 'ibanLength', values: { country, count: length, actual: iban.length } };
    }
    case 'checksum':
      return { key: 'ibanChecksum' };
    default:
      return { key: 'ibanFormat' };
  }
}

/** Why a field's value is refused before it is sent (the rules the single transfers use). */
export function payoutFieldProblem(
  field: PayoutField,
  value: string,
  countryCode: string,
): PayoutProblem | undefined {
  const text = value.trim();
  if (text === '') return { key: 'required' };
  switch (field) {
    case 'iban':
      return ibanFieldProblem(value, countryCode);
    case 'swift':
      return isValidBic(text.replace(/\s+/g, '').toUpperCase()) ? undefined : { key: 'bic' };
    case 'accountNumber':
      return ACCOUNT_NUMBER.test(text) ? undefined : { key: 'accountNumber' };
    case 'cardNumber':
      return isLuhnValid(text) ? undefined : { key: 'cardNumber' };
    default:
      return undefined;
  }
}

/** The problems of the shown fields, by field. */
export function payoutProblems(
  method: GlobalPayMethod,
  countryCode: string,
  values: PayoutValues,
): Partial<Record<PayoutField, PayoutProblem>> {
  const problems: Partial<Record<PayoutField, PayoutProblem>> = {};
  for (const field of payoutFieldsOf(method, countryCode)) {
    const problem = payoutFieldProblem(field, values[field], countryCode);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The payee details sent: the method's fields, trimmed and normalised, empty ones left out. */
export function payoutDetails(
  method: GlobalPayMethod,
  countryCode: string,
  values: PayoutValues,
): Record<string, string> {
  const details: Record<string, string> = {};
  for (const field of payoutFieldsOf(method, countryCode)) {
    const raw = values[field].trim();
    if (raw === '') continue;
    if (field === 'iban') details[field] = normalizeIban(raw);
    else if (field === 'swift') details[field] = raw.replace(/\s+/g, '').toUpperCase();
    else if (field === 'cardNumber') details[field] = raw.replace(/\s+/g, '');
    else details[field] = raw;
  }
  return details;
}

/** What to look up as the details are typed: a valid IBAN, a valid BIC, a card's first 6 digits. */
export function lookupsOf(values: PayoutValues, fields: readonly PayoutField[], countryCode: string) {
  const iban =
    fields.includes('iban') && payoutFieldProblem('iban', values.iban, countryCode) === undefined
      ? normalizeIban(values.iban)
      : undefined;
  const bic = values.swift.replace(/\s+/g, '').toUpperCase();
  const swift = fields.includes('swift') && isValidBic(bic) ? bic : undefined;
  const digits = values.cardNumber.replace(/\s+/g, '');
  const bin = fields.includes('cardNumber') && /^\d{6,}$/.test(digits) ? binOfCardNumber(digits) : undefined;
  return { iban, swift, bin };
}
