// Statements for accounting software (issue 51 items 1–2, beyond the spec): an account's booked entries over a
// period, as ISO 20022 camt.053 (version 001.08), SWIFT MT940, OFX 2.2, or QuickBooks' QBO (OFX 1.0.2). The export
// runs as spec 02 §7's do: an export id, its status (getExportStatus), a download link and "send to e-mail".

/** The formats, in the order the portal offers them. */
export const ACCOUNTING_FORMATS = ['camt053', 'mt940', 'ofx', 'qbo'] as const;
export type AccountingFormat = (typeof ACCOUNTING_FORMATS)[number];

/** The longest period one export covers, in calendar months (issue 51 item 1: "any period up to 12 months"). */
export const ACCOUNTING_MAX_MONTHS = 12;

/**
 * The most decimals camt.053's amounts carry (the schema's `ActiveOrHistoricCurrencyAndAmount`: fractionDigits 5): an
 * account in a currency with more (BTC, 8) is not offered camt.053, and the sandbox refuses it with TA1.
 */
export const CAMT053_MAX_DECIMALS = 5;

/**
 * The formats an account's currency can be written in: every format carries an ISO 4217 code of three letters (MT940's
 * `3!a`, OFX's `CURDEF`, camt.053's `Ccy`), so USDT fits none; camt.053 also at most CAMT053_MAX_DECIMALS decimals.
 */
export function accountingFormatsFor(currencyCode: string, minorUnits: number): readonly AccountingFormat[] {
  if (!/^[A-Z]{3}$/.test(currencyCode)) return [];
  return minorUnits > CAMT053_MAX_DECIMALS
    ? ACCOUNTING_FORMATS.filter((format) => format !== 'camt053')
    : ACCOUNTING_FORMATS;
}

/** The file name's extension of each format. */
export const ACCOUNTING_FILE_EXTENSIONS: Readonly<Record<AccountingFormat, string>> = {
  camt053: 'xml',
  mt940: 'sta',
  ofx: 'ofx',
  qbo: 'qbo',
};

/** The media type a download of each format is served with. */
export const ACCOUNTING_MEDIA_TYPES: Readonly<Record<AccountingFormat, string>> = {
  camt053: 'application/xml; charset=utf-8',
  mt940: 'text/plain; charset=us-ascii',
  ofx: 'application/x-ofx; charset=utf-8',
  qbo: 'application/vnd.intu.qbo; charset=us-ascii',
};

export interface AccountingExportRequest {
  accountId: number;
  format: AccountingFormat;
  /** First day of the period, `YYYY-MM-DD` (UTC days, as the history's). */
  fromDate: string;
  /** Last day of the period, inclusive, before today (a day that has ended); at most ACCOUNTING_MAX_MONTHS after `fromDate`. */
  toDate: string;
  /** The business customer acting for (spec 01 §6), as every account operation. */
  customerId?: number;
}

export interface AccountingExportResponse {
  exportId: string;
}
