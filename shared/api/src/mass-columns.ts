import { PAIN001_MAX_BYTES } from './catalogue/mass';

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
  | 'missingColumn'
  // A pain.001 file refused as a whole (issue 51 item 4; shared/api/src/pain001.ts).
  | 'xmlMalformed'
  | 'pain001Unknown'
  | 'pain001Version'
  | 'pain001Missing'
  | 'pain001Count'
  | 'pain001Sum'
  | 'pain001BlockCount'
  | 'pain001BlockSum'
  | 'pain001Amount'
  | 'pain001Method'
  | 'pain001Debtors'
  | 'pain001TooLarge';

/** The refusal of a pain.001 larger than the portal reads (PAIN001_MAX_BYTES), before it is parsed; `max` in MB. */
export function pain001TooLarge(): MassProblem {
  return { code: 'pain001TooLarge', values: { max: PAIN001_MAX_BYTES / 1_000_000 } };
}

/** What a pain.001 says beside its payments (issue 51 review): shown to the customer, never acted on. */
export interface Pain001Details {
  /** The debtor account its payment blocks name (`DbtrAcct/Id/IBAN`), spaces removed; one for the whole file. */
  debtorIban?: string;
  /** The latest requested execution date of its payment blocks (`ReqdExctnDt`), `YYYY-MM-DD`. */
  executionDate?: string;
}

/** What the file reading gives: the columns found, the rows, and the problems of the file as a whole. */
export interface MassParseResult {
  /** Column keys in the file's order; '' for a header cell that names no column. */
  columns: string[];
  /** Whether the first line was a header (else the columns are the method's, in their order). */
  hasHeader: boolean;
  rows: MassRow[];
  problems: MassProblem[];
  /** Only for a pain.001 read without problems: what it says beside its rows. */
  pain001?: Pain001Details;
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
