import type { GlobalPayMethod } from '@portal/api/contract';
import { binOfCardNumber, isLuhnValid, isValidBic, normalizeIban } from '@portal/api/transfers';
import {
  accountNumberProblem,
  bicFieldProblem,
  ibanFieldProblem,
  payeeUsesIban,
  requiredProblem,
  type PayeeProblem,
} from '../../external/utils/payee-rules';

/** The payee fields a recipient may fill (ExternalTransferRequest.details of the method, global-pay.ts). */
export const PAYOUT_FIELDS = [
  'beneficiaryName',
  'iban',
  'accountNumber',
  'swift',
  'bankCode',
  'branchCode',
  'cardNumber',
  'instantKeyType',
  'instantKey',
  'taxId',
] as const;
export type PayoutField = (typeof PAYOUT_FIELDS)[number];
export type PayoutValues = Record<PayoutField, string>;

export const EMPTY_PAYOUT: PayoutValues = Object.fromEntries(
  PAYOUT_FIELDS.map((field) => [field, '']),
) as PayoutValues;

/** Instant payment key types (as the external transfer offers them). */
export const PAYOUT_INSTANT_KEY_TYPES = ['cpf', 'email', 'phone', 'random'] as const;

/** The fields a method asks for in a country, in the order shown; `taxId` is optional. */
export function payoutFieldsOf(method: GlobalPayMethod, countryCode: string): PayoutField[] {
  switch (method) {
    case 'wire':
      return [payeeUsesIban('wire', countryCode) ? 'iban' : 'accountNumber', 'swift', 'beneficiaryName'];
    case 'eft':
      return payeeUsesIban('eft', countryCode)
        ? ['iban', 'beneficiaryName']
        : ['accountNumber', 'bankCode', 'branchCode', 'beneficiaryName'];
    case 'oct':
      return ['cardNumber', 'beneficiaryName'];
    case 'instant_payment':
      return ['instantKeyType', 'instantKey', 'taxId'];
  }
}

/** Why a field's value is refused before it is sent (the rules of the single transfers, issue 5). */
export function payoutFieldProblem(
  field: PayoutField,
  value: string,
  countryCode: string,
): PayeeProblem | undefined {
  switch (field) {
    case 'iban':
      return ibanFieldProblem(value, countryCode);
    case 'swift':
      return bicFieldProblem(value);
    case 'accountNumber':
      return accountNumberProblem(value);
    case 'cardNumber':
      if (value.trim() === '') return { key: 'required' };
      return isLuhnValid(value) ? undefined : { key: 'cardNumber' };
    case 'taxId':
      return undefined;
    default:
      return requiredProblem(value);
  }
}

/** The problems of the shown fields, by field. */
export function payoutProblems(
  method: GlobalPayMethod,
  countryCode: string,
  values: PayoutValues,
): Partial<Record<PayoutField, PayeeProblem>> {
  const problems: Partial<Record<PayoutField, PayeeProblem>> = {};
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
    fields.includes('iban') && ibanFieldProblem(values.iban, countryCode) === undefined
      ? normalizeIban(values.iban)
      : undefined;
  const bic = values.swift.replace(/\s+/g, '').toUpperCase();
  const swift = fields.includes('swift') && isValidBic(bic) ? bic : undefined;
  const digits = values.cardNumber.replace(/\s+/g, '');
  const bin = fields.includes('cardNumber') && /^\d{6,}$/.test(digits) ? binOfCardNumber(digits) : undefined;
  return { iban, swift, bin };
}
