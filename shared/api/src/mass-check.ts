import type { DecimalString } from '@portal/api/catalogue';
import { addDecimal, isPositiveDecimal, minorUnits, sumDecimals } from './money';
import {
  binOfCardNumber,
  eftNeedsBankCodes,
  IBAN_LENGTHS,
  ibanProblem,
  isValidBic,
  normalizeIban,
} from './transfers';
import { isLuhnValid } from './cards';
import { isCheckableEmail } from './validation';
import {
  type MassMethod,
  MASS_COLUMNS,
  MASS_NAME_LENGTH,
  MASS_TEXT_MAX,
  EFT_CODE_DIGITS,
  type MassRow,
  type MassProblem,
  type MassCheckedRow,
  type MassCheckOptions,
} from './mass-columns';

// Checking the rows of a mass file with the rules the single transfers use.

const AMOUNT_TEXT = /^\d+(?:\.(\d+))?$/;
/** Bank account numbers: letters, digits, spaces and dashes, 4 to 34 (as the single transfer form). */
const ACCOUNT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]{3,33}$/;
/** Crypto addresses: base58, hex or bech32 forms, 20 to 100 characters (as the single transfer form). */
const CRYPTO_ADDRESS = /^[A-Za-z0-9:]{20,100}$/;

/** A typed amount as the exact decimal a row sends ("12,5" → "12.5"), or undefined when it is not one. */
export function massAmount(text: string): DecimalString | undefined {
  const value = text.trim().replace(',', '.');
  return AMOUNT_TEXT.test(value) ? addDecimal(value, '0') : undefined;
}

function amountProblems(values: Record<string, string>, options: MassCheckOptions): MassProblem[] {
  const problems: MassProblem[] = [];
  const currency = (values.currency ?? '').trim().toUpperCase();
  if (currency === '') problems.push({ field: 'currency', code: 'required' });
  else if (!/^[A-Z]{3,5}$/.test(currency)) problems.push({ field: 'currency', code: 'currencyFormat' });
  else if (options.accountCurrency !== undefined && currency !== options.accountCurrency)
    problems.push({
      field: 'currency',
      code: 'currencyAccount',
      values: { currency: options.accountCurrency },
    });
  const text = (values.amount ?? '').trim().replace(',', '.');
  if (text === '') problems.push({ field: 'amount', code: 'required' });
  else {
    const match = AMOUNT_TEXT.exec(text);
    const digits = minorUnits(currency || (options.accountCurrency ?? ''));
    if (!match) problems.push({ field: 'amount', code: 'amountFormat' });
    else if (!isPositiveDecimal(text)) problems.push({ field: 'amount', code: 'amountPositive' });
    else if ((match[1]?.length ?? 0) > digits)
      problems.push({ field: 'amount', code: 'amountDecimals', values: { digits, count: digits } });
  }
  return problems;
}

function ibanRowProblem(value: string): MassProblem | undefined {
  const problem = ibanProblem(value);
  const iban = normalizeIban(value);
  const country = iban.slice(0, 2);
  switch (problem) {
    case null:
      return undefined;
    case 'empty':
      return { field: 'iban', code: 'required' };
    case 'format':
      return { field: 'iban', code: 'ibanFormat' };
    case 'country':
      return { field: 'iban', code: 'ibanCountry', values: { country } };
    case 'length':
      return {
        field: 'iban',
        code: 'ibanLength',
        values: { country, length: IBAN_LENGTHS[country] ?? 0, actual: iban.length },
      };
    case 'checksum':
      return { field: 'iban', code: 'ibanChecksum' };
  }
}

function textProblems(values: Record<string, string>, method: MassMethod): MassProblem[] {
  const problems: MassProblem[] = [];
  for (const column of MASS_COLUMNS[method]) {
    const value = (values[column.key] ?? '').trim();
    if (column.key === 'amount' || column.key === 'currency') continue;
    if (column.required && value === '') problems.push({ field: column.key, code: 'required' });
    else if (column.key === 'beneficiaryName' && value.length < MASS_NAME_LENGTH.min)
      problems.push({ field: column.key, code: 'nameLength', values: { ...MASS_NAME_LENGTH } });
    else if (column.key === 'beneficiaryName' && value.length > MASS_NAME_LENGTH.max)
      problems.push({ field: column.key, code: 'nameLength', values: { ...MASS_NAME_LENGTH } });
    else if ((column.key === 'description' || column.key === 'note') && value.length > MASS_TEXT_MAX)
      problems.push({
        field: column.key,
        code: 'textLength',
        values: { max: MASS_TEXT_MAX, count: MASS_TEXT_MAX },
      });
  }
  return problems;
}

function payeeProblems(
  method: MassMethod,
  values: Record<string, string>,
  options: MassCheckOptions,
): MassProblem[] {
  const problems: MassProblem[] = [];
  const push = (problem: MassProblem | undefined) => {
    if (problem) problems.push(problem);
  };
  const value = (key: string) => (values[key] ?? '').trim();
  switch (method) {
    case 'wire':
      if (value('iban') !== '') push(ibanRowProblem(value('iban')));
      if (value('swift') !== '' && !isValidBic(value('swift').toUpperCase()))
        push({ field: 'swift', code: 'bic' });
      break;
    case 'eft': {
      const country = value('countryCode').toUpperCase();
      if (value('accountNumber') !== '' && !ACCOUNT_NUMBER.test(value('accountNumber')))
        push({ field: 'accountNumber', code: 'accountNumber' });
      if (country !== '' && !/^[A-Z]{2}$/.test(country)) push({ field: 'countryCode', code: 'countryCode' });
      else if (eftNeedsBankCodes(country)) {
        const digits = EFT_CODE_DIGITS[country] ?? { bank: 0, branch: 0 };
        for (const [key, length] of [
          ['bankCode', digits.bank],
          ['branchCode', digits.branch],
        ] as const) {
          if (value(key) === '') push({ field: key, code: 'required' });
          else if (!new RegExp(`^\\d{${length}}$`).test(value(key)))
            push({ field: key, code: key, values: { country, digits: length, count: length } });
        }
      }
      break;
    }
    case 'oct': {
      const card = value('cardNumber');
      if (card === '') break;
      if (!isLuhnValid(card)) push({ field: 'cardNumber', code: 'cardNumber' });
      else if ((options.blockedBins ?? []).includes(binOfCardNumber(card)))
        push({ field: 'cardNumber', code: 'cardBlocked', values: { bin: binOfCardNumber(card) } });
      break;
    }
    case 'digital':
      if (value('address') !== '' && !CRYPTO_ADDRESS.test(value('address')))
        push({ field: 'address', code: 'cryptoAddress' });
      break;
    case 'p2p':
      // spec 02 §5: at least 6 characters, an @ and a dot.
      if (value('email') !== '' && !isCheckableEmail(value('email'))) push({ field: 'email', code: 'email' });
      break;
  }
  return problems;
}

/** The problems of one row (empty when it can be sent), in the order of the method's columns. */
export function checkMassRow(
  method: MassMethod,
  values: Record<string, string>,
  options: MassCheckOptions = {},
): MassProblem[] {
  const problems = [...textProblems(values, method), ...payeeProblems(method, values, options)];
  problems.push(...amountProblems(values, options));
  const order = MASS_COLUMNS[method].map((column) => column.key);
  return problems.sort((a, b) => order.indexOf(a.field ?? '') - order.indexOf(b.field ?? ''));
}

/** Who a row pays, in a canonical form: two rows with the same payee, amount and currency are duplicates. */
export function massPayeeKey(method: MassMethod, values: Record<string, string>): string {
  const value = (key: string) => (values[key] ?? '').trim();
  switch (method) {
    case 'wire':
      return normalizeIban(value('iban'));
    case 'eft':
      return [
        value('countryCode').toUpperCase(),
        value('bankCode'),
        value('branchCode'),
        value('accountNumber')
          .replace(/[\s-]+/g, '')
          .toUpperCase(),
      ].join('|');
    case 'oct':
      return value('cardNumber').replace(/\s+/g, '');
    case 'digital':
      return value('address');
    case 'p2p':
      return value('email').toLowerCase();
  }
}

function duplicateKey(method: MassMethod, values: Record<string, string>): string {
  const amount = massAmount(values.amount ?? '') ?? (values.amount ?? '').trim();
  return `${massPayeeKey(method, values)}#${amount}#${(values.currency ?? '').trim().toUpperCase()}`;
}

/**
 * Checks every row and flags duplicates: a row paying the same payee the same amount in the same currency as an
 * earlier row gets `duplicateOf` (the earlier line). A duplicate is a warning for the customer, not an error.
 */
export function checkMassRows(
  method: MassMethod,
  rows: readonly MassRow[],
  options: MassCheckOptions = {},
): MassCheckedRow[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const problems = checkMassRow(method, row.values, options);
    const key = duplicateKey(method, row.values);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, row.line);
    return first === undefined ? { ...row, problems } : { ...row, problems, duplicateOf: first };
  });
}

/** The exact total of the rows' amounts (rows whose amount is not a number count 0). */
export function massTotal(rows: readonly MassRow[]): DecimalString {
  return sumDecimals(rows.map((row) => massAmount(row.values.amount ?? '') ?? '0'));
}

/** A row's values as it is sent: trimmed, amounts canonical, codes upper case, IBANs and card numbers compact. */
export function normalizeMassRow(method: MassMethod, values: Record<string, string>): Record<string, string> {
  const normalized: Record<string, string> = {};
  for (const { key } of MASS_COLUMNS[method]) {
    let value = (values[key] ?? '').trim();
    if (key === 'amount') value = massAmount(value) ?? value;
    else if (key === 'currency' || key === 'countryCode' || key === 'swift')
      value = value.replace(/\s+/g, '').toUpperCase();
    else if (key === 'iban') value = normalizeIban(value);
    else if (key === 'cardNumber') value = value.replace(/\s+/g, '');
    if (value !== '') normalized[key] = value;
  }
  return normalized;
}
