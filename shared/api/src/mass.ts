import type { DecimalString } from '@portal/api/catalogue';
import { splitCsv } from './csv';
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

/**
 * Mass transfer files (spec 02 §4 "Mass transfer (two steps)", §7 "Mass transfer"; issue 15 item 1): the columns of
 * each method, reading CSV or pasted text, and checking every row with the rules the single transfers use, before
 * anything is sent. The portal and the sandbox run the same checks, so a row the page accepts is a row the sandbox
 * accepts. The spec shows no field rules for the file (spec 02 §5): the columns and limits are ours.
 */

/** The methods of a mass file: the tabs of `transfer/mass` (spec 02 §2) without global, plus p2p. */
export const MASS_METHODS = ['wire', 'eft', 'oct', 'digital', 'p2p'] as const;
export type MassMethod = (typeof MASS_METHODS)[number];

export function isMassMethod(value: string): value is MassMethod {
  return (MASS_METHODS as readonly string[]).includes(value);
}

/** A column of a mass file: its key (the field the row sends) and whether a row must fill it. */
export interface MassColumn {
  key: string;
  required: boolean;
  /** Header spellings besides the key (compared without case, spaces, dashes or underscores). */
  aliases?: readonly string[];
}

const AMOUNT: MassColumn = { key: 'amount', required: true, aliases: ['sum'] };
const CURRENCY: MassColumn = { key: 'currency', required: true, aliases: ['currencyCode', 'ccy'] };
const DESCRIPTION: MassColumn = { key: 'description', required: false, aliases: ['reference', 'details'] };
const NAME: MassColumn = {
  key: 'beneficiaryName',
  required: true,
  aliases: ['name', 'beneficiary', 'holder'],
};

/** The columns of each method's file, in the order of the sample files and of pasted text without a header. */
export const MASS_COLUMNS: Readonly<Record<MassMethod, readonly MassColumn[]>> = {
  wire: [
    NAME,
    { key: 'iban', required: true, aliases: ['account', 'accountNumber'] },
    { key: 'swift', required: true, aliases: ['bic', 'swiftCode', 'bicCode'] },
    AMOUNT,
    CURRENCY,
    DESCRIPTION,
  ],
  eft: [
    NAME,
    { key: 'accountNumber', required: true, aliases: ['account'] },
    { key: 'bankCode', required: false, aliases: ['bank'] },
    { key: 'branchCode', required: false, aliases: ['branch'] },
    { key: 'countryCode', required: true, aliases: ['country'] },
    AMOUNT,
    CURRENCY,
    DESCRIPTION,
  ],
  oct: [{ key: 'cardNumber', required: true, aliases: ['card', 'pan'] }, NAME, AMOUNT, CURRENCY, DESCRIPTION],
  digital: [
    { key: 'address', required: true, aliases: ['wallet', 'walletAddress', 'cryptoAddress'] },
    { key: 'network', required: false },
    AMOUNT,
    CURRENCY,
    DESCRIPTION,
  ],
  p2p: [
    { key: 'email', required: true, aliases: ['toEmail', 'eMail', 'recipient'] },
    AMOUNT,
    CURRENCY,
    { key: 'note', required: false, aliases: ['description', 'message'] },
  ],
};

/** spec 02 §7 "Mass sample link list": the sample type of each method. */
export const MASS_SAMPLE_TYPES: Readonly<Record<MassMethod, string>> = {
  wire: 'wire',
  eft: 'eft',
  oct: 'creditCard',
  digital: 'cryptoEft',
  p2p: 'p2p',
};

/** The most rows one batch takes (ours: the summary pass answers per row, and 5,000 keeps it within seconds). */
export const MASS_MAX_ROWS = 5000;
/** Beneficiary names: 2 to 70 characters, as the single external transfer takes them. */
export const MASS_NAME_LENGTH = { min: 2, max: 70 } as const;
/** Descriptions and notes: at most 140 characters (a SEPA remittance line). */
export const MASS_TEXT_MAX = 140;

/** eft national codes where spec 02 §5 asks for them: BR COMPE/agência, JP Zengin, HK clearing, LK CEFTS. */
export const EFT_CODE_DIGITS: Readonly<Record<string, { bank: number; branch: number }>> = {
  BR: { bank: 3, branch: 4 },
  JP: { bank: 4, branch: 3 },
  HK: { bank: 3, branch: 3 },
  LK: { bank: 4, branch: 3 },
};

/** One row as read: the line of the file it came from (1 is the first line) and its values by column key. */
export interface MassRow {
  line: number;
  values: Record<string, string>;
}

/** Why a row or a file is refused: a code (a text key of the page) with the values its text names. */
export interface MassProblem {
  /** The column the problem is about; absent for the whole row or file. */
  field?: string;
  code: MassProblemCode;
  values?: Record<string, string | number>;
}

export type MassProblemCode =
  | 'required'
  | 'ibanFormat'
  | 'ibanCountry'
  | 'ibanLength'
  | 'ibanChecksum'
  | 'bic'
  | 'accountNumber'
  | 'countryCode'
  | 'bankCode'
  | 'branchCode'
  | 'cardNumber'
  | 'cardBlocked'
  | 'cryptoAddress'
  | 'email'
  | 'amountFormat'
  | 'amountPositive'
  | 'amountDecimals'
  | 'currencyFormat'
  | 'currencyAccount'
  | 'nameLength'
  | 'textLength'
  | 'noRows'
  | 'tooManyRows'
  | 'unknownColumn'
  | 'missingColumn';

/** What the file reading gives: the columns found, the rows, and the problems of the file as a whole. */
export interface MassParseResult {
  /** Column keys in the file's order; '' for a header cell that names no column. */
  columns: string[];
  /** Whether the first line was a header (else the columns are the method's, in their order). */
  hasHeader: boolean;
  rows: MassRow[];
  problems: MassProblem[];
}

/** A row after the checks: its problems (empty when it can be sent) and the earlier line it repeats, if any. */
export interface MassCheckedRow extends MassRow {
  problems: MassProblem[];
  duplicateOf?: number;
}

/** What the checks know beside the rows. */
export interface MassCheckOptions {
  /** The currency of the paying account: rows must be in it (the single transfers' rule). */
  accountCurrency?: string;
  /** spec 02 §7 "Blocked card BIN list": card payouts to these BINs are refused. */
  blockedBins?: readonly string[];
}

// Reading

const compact = (text: string): string => text.replace(/[\s_-]+/g, '').toLowerCase();

/** The column key a header cell names for this method, or '' when it names none. */
export function massColumnOfHeader(method: MassMethod, header: string): string {
  const wanted = compact(header);
  const column = MASS_COLUMNS[method].find(
    (candidate) =>
      compact(candidate.key) === wanted ||
      (candidate.aliases ?? []).some((alias) => compact(alias) === wanted),
  );
  return column?.key ?? '';
}

/**
 * Reads a mass file's text (a CSV file or pasted text) for a method. A first line whose cells name columns
 * (`amount` among them) is the header; otherwise the cells are in the method's column order. Cells are trimmed.
 */
export function parseMassText(method: MassMethod, text: string): MassParseResult {
  const records = splitCsv(text);
  return massRowsFromCells(method, records);
}

/** Builds the rows from cells already split (a CSV's records or a spreadsheet's rows). */
export function massRowsFromCells(
  method: MassMethod,
  records: readonly { line: number; cells: readonly string[] }[],
): MassParseResult {
  const problems: MassProblem[] = [];
  const first = records[0];
  const headerKeys = first ? first.cells.map((cell) => massColumnOfHeader(method, cell)) : [];
  const hasHeader = headerKeys.includes('amount');
  const columns = hasHeader ? headerKeys : MASS_COLUMNS[method].map((column) => column.key);
  if (hasHeader && first) {
    first.cells.forEach((cell, index) => {
      if (headerKeys[index] === '' && cell.trim() !== '')
        problems.push({ code: 'unknownColumn', values: { column: cell.trim() } });
    });
    for (const column of MASS_COLUMNS[method])
      if (column.required && !headerKeys.includes(column.key))
        problems.push({ field: column.key, code: 'missingColumn', values: { column: column.key } });
  }
  const rows = (hasHeader ? records.slice(1) : records).map(({ line, cells }) => {
    const values: Record<string, string> = {};
    columns.forEach((key, index) => {
      if (key !== '' && values[key] === undefined) values[key] = (cells[index] ?? '').trim();
    });
    return { line, values };
  });
  if (rows.length === 0) problems.push({ code: 'noRows' });
  if (rows.length > MASS_MAX_ROWS)
    problems.push({ code: 'tooManyRows', values: { max: MASS_MAX_ROWS, count: rows.length } });
  return { columns, hasHeader, rows, problems };
}

// Checking

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

// Writing

function csvCell(value: string, separator: string): string {
  return /["\r\n]/.test(value) || value.includes(separator) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * Rows as CSV text with the method's header (the rejected rows to download, the fixed file to send); `extra`
 * columns (e.g. the problems as text) go after the method's.
 */
export function massRowsToCsv(
  method: MassMethod,
  rows: readonly { values: Record<string, string>; extra?: readonly string[] }[],
  { separator = ',', extraHeaders = [] }: { separator?: string; extraHeaders?: readonly string[] } = {},
): string {
  const keys = MASS_COLUMNS[method].map((column) => column.key);
  const lines = [[...keys, ...extraHeaders].map((cell) => csvCell(cell, separator)).join(separator)];
  for (const row of rows)
    lines.push(
      [...keys.map((key) => row.values[key] ?? ''), ...(row.extra ?? [])]
        .map((cell) => csvCell(cell, separator))
        .join(separator),
    );
  return `${lines.join('\r\n')}\r\n`;
}

/** A problem in English, for the sandbox's `field: reason` lines and the rejected-rows file. */
export function describeMassProblem(problem: MassProblem): string {
  const v = problem.values ?? {};
  const reason = ((): string => {
    switch (problem.code) {
      case 'required':
        return 'is required';
      case 'ibanFormat':
        return 'must be a country code, two check digits and up to 30 letters or digits';
      case 'ibanCountry':
        return `${v.country} is not a country that uses IBANs`;
      case 'ibanLength':
        return `a ${v.country} IBAN has ${v.length} characters, not ${v.actual}`;
      case 'ibanChecksum':
        return 'the IBAN check digits do not match (ISO 13616 mod-97)';
      case 'bic':
        return 'must be a BIC of 8 or 11 letters and digits';
      case 'accountNumber':
        return 'must be 4 to 34 letters, digits, spaces or dashes';
      case 'countryCode':
        return 'must be a two-letter country code';
      case 'bankCode':
      case 'branchCode':
        return `must be ${v.digits} digits in ${v.country}`;
      case 'cardNumber':
        return 'is not a card number (Luhn check)';
      case 'cardBlocked':
        return `cards with BIN ${v.bin} cannot receive payouts`;
      case 'cryptoAddress':
        return 'is not a wallet address';
      case 'email':
        return 'must be an e-mail address';
      case 'amountFormat':
        return 'must be a number';
      case 'amountPositive':
        return 'must be over 0';
      case 'amountDecimals':
        return `has more than ${v.digits} decimals`;
      case 'currencyFormat':
        return 'must be a currency code';
      case 'currencyAccount':
        return `must be ${v.currency}, the currency of the account`;
      case 'nameLength':
        return `must be ${v.min} to ${v.max} characters`;
      case 'textLength':
        return `must be at most ${v.max} characters`;
      case 'noRows':
        return 'the file has no rows';
      case 'tooManyRows':
        return `a batch takes at most ${v.max} rows`;
      case 'unknownColumn':
        return `the column ${v.column} is not one of this method's`;
      case 'missingColumn':
        return `the column ${v.column} is missing`;
    }
  })();
  return problem.field && problem.code !== 'missingColumn' ? `${problem.field}: ${reason}` : reason;
}
