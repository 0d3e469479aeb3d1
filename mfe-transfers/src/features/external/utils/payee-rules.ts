import type { ExternalTransferType } from '@portal/api/catalogue';
import {
  binOfCardNumber,
  eftNeedsBankCodes,
  IBAN_LENGTHS,
  ibanProblem,
  isValidBic,
  normalizeIban,
} from '@portal/api/transfers';
import { isLuhnValid } from '@portal/api/cards';
import { isCheckableEmail } from '@portal/api/validation';
import { amountProblem, parseAmount } from '../../../shared/amount';
import type { ExternalFormValues, PayeeField } from './form-values';

/**
 * A payee field's problem as a text key of `external.errors` and the values the text names; the yup schema of the
 * submit (`externalTransferSchema`) turns it into the form's message.
 */
export interface PayeeProblem {
  key: string;
  values?: Record<string, string | number>;
}

/** Account numbers of banks: letters, digits, spaces and dashes (ours; the spec shows no field rules). */
const ACCOUNT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]{3,33}$/;
/** Crypto addresses: base58, hex or bech32 forms, 20 to 100 characters. */
const CRYPTO_ADDRESS = /^[A-Za-z0-9:]{20,100}$/;
/** Interac security answers: 3 to 25 characters, as the Interac network asks. */
const SECURITY_ANSWER_LENGTH = { min: 3, max: 25 };

/** SEPA territories without IBANs of their own: Åland banks are Finnish, the Crown dependencies' British. */
const IBAN_COUNTRY_OF: Readonly<Record<string, string>> = { AX: 'FI', GG: 'GB', JE: 'GB', IM: 'GB' };

/** The country whose IBANs a payee in `countryCode` has; undefined where accounts have no IBAN. */
export function ibanCountryOf(countryCode: string): string | undefined {
  const country = IBAN_COUNTRY_OF[countryCode] ?? countryCode;
  return IBAN_LENGTHS[country] !== undefined ? country : undefined;
}

/**
 * Whether the payee's account is an IBAN: a wire to an IBAN country, and an eft by SEPA (GB pays by faster
 * payments to an account number and sort code; BR, JP, HK, LK by bank and branch codes, spec 02 §5).
 */
export function payeeUsesIban(type: ExternalTransferType | '', countryCode: string): boolean {
  if (ibanCountryOf(countryCode) === undefined) return false;
  if (type === 'wire') return true;
  return type === 'eft' && countryCode !== 'GB' && !eftNeedsBankCodes(countryCode);
}

/** Why a required text is refused: only when it is empty (spaces count as empty). */
export function requiredProblem(value: string): PayeeProblem | undefined {
  return value.trim() === '' ? { key: 'required' } : undefined;
}

/**
 * Why an IBAN is refused, before anything is sent (issue 5): the country, that country's length (ISO 13616) and the
 * mod-97 check, each with its own message.
 */
export function ibanFieldProblem(value: string, destination?: string): PayeeProblem | undefined {
  const problem = ibanProblem(value);
  const iban = normalizeIban(value);
  const country = iban.slice(0, 2);
  switch (problem) {
    case null: {
      const expected = destination === undefined ? undefined : ibanCountryOf(destination);
      return expected !== undefined && expected !== country
        ? { key: 'ibanOtherCountry', values: { country, destination: expected } }
        : undefined;
    }
    case 'empty':
      return { key: 'required' };
    case 'format':
      return { key: 'ibanFormat' };
    case 'country':
      return { key: 'ibanCountry', values: { country } };
    case 'length':
      return {
        key: 'ibanLength',
        values: {
          country,
          length: IBAN_LENGTHS[country] ?? 0,
          actual: iban.length,
          count: IBAN_LENGTHS[country] ?? 0,
        },
      };
    case 'checksum':
      return { key: 'ibanChecksum' };
  }
}

/** Why a BIC is refused: missing, or not of the ISO 9362 form (8 or 11 characters). */
export function bicFieldProblem(value: string): PayeeProblem | undefined {
  return requiredProblem(value) ?? (isValidBic(value.toUpperCase()) ? undefined : { key: 'bic' });
}

/** Why a card number is refused: missing, not a card number (Luhn), or its BIN is blocked (spec 02 §5, §7). */
export function cardFieldProblem(value: string, blockedBins: readonly string[]): PayeeProblem | undefined {
  if (value.trim() === '') return { key: 'required' };
  if (!isLuhnValid(value)) return { key: 'cardNumber' };
  const bin = binOfCardNumber(value);
  return blockedBins.includes(bin) ? { key: 'cardBlocked', values: { bin } } : undefined;
}

/** Why a bank account number is refused: missing, or not 4 to 34 letters, digits, spaces and dashes. */
export function accountNumberProblem(value: string): PayeeProblem | undefined {
  return requiredProblem(value) ?? (ACCOUNT_NUMBER.test(value.trim()) ? undefined : { key: 'accountNumber' });
}

/** Why a crypto address is refused: missing, or not of a wallet address's form. */
export function cryptoAddressProblem(value: string): PayeeProblem | undefined {
  return requiredProblem(value) ?? (CRYPTO_ADDRESS.test(value.trim()) ? undefined : { key: 'cryptoAddress' });
}

/** Why an Interac payee e-mail is refused: missing, or not an address the spec's rule accepts (spec 02 §5). */
export function emailProblem(value: string): PayeeProblem | undefined {
  return requiredProblem(value) ?? (isCheckableEmail(value) ? undefined : { key: 'email' });
}

/** Why an Interac security answer is refused: missing, or outside the network's 3 to 25 characters. */
export function securityAnswerProblem(value: string): PayeeProblem | undefined {
  const answer = value.trim();
  return (
    requiredProblem(answer) ??
    (answer.length < SECURITY_ANSWER_LENGTH.min || answer.length > SECURITY_ANSWER_LENGTH.max
      ? { key: 'securityAnswer', values: { ...SECURITY_ANSWER_LENGTH, count: SECURITY_ANSWER_LENGTH.max } }
      : undefined)
  );
}

/** The payee fields a kind sends (ExternalTransferRequest's doc comment), trimmed and normalised. */
export function payeeDetails(values: ExternalFormValues): Record<string, string> {
  const { payee } = values;
  const pick = (fields: PayeeField[]) =>
    Object.fromEntries(
      fields.map((field) => [field, payee[field].trim()] as const).filter(([, value]) => value !== ''),
    );
  switch (values.type) {
    case 'wire':
      return {
        ...(payeeUsesIban('wire', values.countryCode)
          ? { iban: normalizeIban(payee.iban) }
          : { accountNumber: payee.accountNumber.trim() }),
        swift: payee.swift.replace(/\s+/g, '').toUpperCase(),
        ...pick(['beneficiaryName', 'beneficiaryAddress']),
      };
    case 'eft':
      if (payeeUsesIban('eft', values.countryCode))
        return { iban: normalizeIban(payee.iban), ...pick(['beneficiaryName']) };
      return pick(
        eftNeedsBankCodes(values.countryCode)
          ? ['accountNumber', 'bankCode', 'branchCode', 'beneficiaryName']
          : ['accountNumber', 'beneficiaryName'],
      );
    case 'oct':
      return payee.externalCardId !== ''
        ? pick(['externalCardId', 'beneficiaryName'])
        : { cardNumber: payee.cardNumber.replace(/\s+/g, ''), ...pick(['beneficiaryName']) };
    case 'crypto_eft':
      return pick(['address', 'network']);
    case 'instant_payment':
      return pick(['instantKeyType', 'instantKey']);
    case 'interac':
      return pick(['toEmail', 'beneficiaryName', 'securityQuestion', 'securityAnswer']);
    default:
      return {};
  }
}

/** The amount as the fee and max-amount calls take it, or undefined while it is not one (spec 02 §5: skipped). */
export function amountToAsk(amount: string, currencyCode: string | undefined): string | undefined {
  return amountProblem(amount, { currencyCode }) === undefined ? parseAmount(amount) : undefined;
}

/** Kinds in the product's order (spec 02 §1). */
export function sortKinds<T extends { type: ExternalTransferType }>(transfers: readonly T[]): T[] {
  const order: ExternalTransferType[] = ['wire', 'eft', 'oct', 'crypto_eft', 'instant_payment', 'interac'];
  return [...transfers].sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type));
}
