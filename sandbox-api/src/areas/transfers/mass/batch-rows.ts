import type { BatchType, MassTransferMethod, MassTransferRequest, TransferType } from '@portal/api/catalogue';
import { massRowsFromCells, massRowsToCsv, parseMassText, type MassParseResult } from '@portal/api/mass';
import { massRowsFromPain001 } from '@portal/api/pain001';
import { readXlsxRows, XlsxError } from '@portal/api/xlsx';
import Decimal from 'decimal.js';
import { invalidParameters } from '../../../platform/http/errors';
import { sha256Hex } from '../../../platform/lib/crypto';
import { systemAccountId, type Posting } from '../../../money/ledger';
import type { UploadedFile } from '../../../platform/pipeline/types';
import { negate } from '../../../money/engine/between-accounts';
import type { BatchJournal } from '../../../money/batch-posting';

/** A mass transfer's rows: read from the file or the text, fingerprinted for the summary, made journals. */

/** TA1 answers of the method API are HTTP 200 (spec 01 §8). */
export const INPUT_ERROR_STATUS = 200;

/** The transfer kind of each mass method (spec 02 §6 "Mass"), and its batch type in the history. */
export const KIND: Readonly<Record<MassTransferMethod, { type: TransferType; batch: BatchType }>> = {
  wire: { type: 'wire', batch: 'wire' },
  eft: { type: 'eft', batch: 'eft' },
  oct: { type: 'oct', batch: 'oct' },
  digital: { type: 'crypto_eft', batch: 'crypto' },
  p2p: { type: 'p2p', batch: 'p2p' },
};

/** What a row's journal says, as the single transfers say it (transfers/external, p2p). */
export const DESCRIPTIONS: Readonly<Record<MassTransferMethod, string>> = {
  wire: 'Wire transfer',
  eft: 'Bank transfer',
  oct: 'Card payout',
  digital: 'Crypto transfer',
  p2p: 'Transfer',
};

/** Wires and efts wait for the clearing to settle (as single ones): their rows post as processing. */
export const SETTLED_LATER: readonly MassTransferMethod[] = ['wire', 'eft'];

export const MASS_TEXTS = {
  summaryChanged:
    'The rows, the account or the method differ from the summary you confirmed: check the summary again.',
  notAllowed: 'Your access to this company does not allow mass transfers of this kind.',
  noPayee: 'there is no user with this e-mail',
  blacklisted: 'this payee cannot receive transfers from you',
  ownEmail: 'cannot be yourself',
} as const;

/** A checked row, ready to post. */
export interface PricedRow {
  line: number;
  values: Record<string, string>;
  amount: string;
  fee: string;
  /** Where the money goes: the payee's account (p2p) or the clearing. */
  creditAccountId: number;
  payeeName: string;
  payeeEmail?: string;
  payeeCustomerId?: number;
}

export const lineOf = (line: number, reason: string) => `line ${line}: ${reason}`;

/** The summary's fingerprint: the method, the account and every row's values in order (not the batch name). */
export function summaryHashOf(
  method: MassTransferMethod,
  accountId: number,
  currencyCode: string,
  rows: readonly PricedRow[],
): string {
  return sha256Hex(JSON.stringify([method, accountId, currencyCode, rows.map((row) => row.values)]));
}

/**
 * The rows of the call: the file (CSV, .xlsx, or a pain.001 .xml as an ERP writes it: issue 51 item 4) or the pasted
 * text, and the text the batch keeps. A refused pain.001 gives the file's problems (TA1 naming them), no rows.
 */
export function readRows(
  method: MassTransferMethod,
  request: MassTransferRequest,
  file: UploadedFile | undefined,
): { parsed: MassParseResult; fileName: string; content: (parsed: MassParseResult) => string } {
  if (file && request.text !== undefined)
    throw invalidParameters(['text: send the rows as a file or as text, not both'], INPUT_ERROR_STATUS);
  const asCsv = (parsed: MassParseResult) =>
    massRowsToCsv(
      method,
      parsed.rows.map((row) => ({ values: row.values })),
    );
  if (file && file.filename.toLowerCase().endsWith('.xlsx')) {
    let cells: string[][];
    try {
      cells = readXlsxRows(new Uint8Array(file.bytes));
    } catch (error) {
      if (error instanceof XlsxError) throw invalidParameters([`file: ${error.message}`], INPUT_ERROR_STATUS);
      throw error;
    }
    const records = cells
      .map((row, index) => ({ line: index + 1, cells: row }))
      .filter((record) => record.cells.some((cell) => cell.trim() !== ''));
    return { parsed: massRowsFromCells(method, records), fileName: file.filename, content: asCsv };
  }
  if (file && file.filename.toLowerCase().endsWith('.xml')) {
    const parsed = massRowsFromPain001(method, file.bytes.toString('utf8'));
    return { parsed, fileName: file.filename, content: asCsv };
  }
  if (file) {
    const text = file.bytes.toString('utf8');
    return { parsed: parseMassText(method, text), fileName: file.filename, content: () => text };
  }
  if (request.text !== undefined && request.text.trim() !== '') {
    const text = request.text;
    return { parsed: parseMassText(method, text), fileName: 'pasted.csv', content: () => text };
  }
  throw invalidParameters(['file: is required (or the rows as text)'], INPUT_ERROR_STATUS);
}

/** A priced row's journal, as the single transfer of its kind writes it. */
export function journalOf(
  method: MassTransferMethod,
  row: PricedRow,
  fromAccountId: number,
  currencyCode: string,
) {
  const postings: Posting[] = [
    { accountId: fromAccountId, amount: negate(row.amount), kind: 'principal' },
    { accountId: row.creditAccountId, amount: row.amount, kind: 'principal' },
  ];
  if (new Decimal(row.fee).greaterThan(0))
    postings.push(
      { accountId: fromAccountId, amount: negate(row.fee), kind: 'fee' },
      { accountId: systemAccountId('fees', currencyCode), amount: row.fee, kind: 'fee' },
    );
  const text = row.values.description ?? row.values.note;
  const journal: BatchJournal = {
    status: SETTLED_LATER.includes(method) ? 'processing' : 'completed',
    description: row.payeeName ? `${DESCRIPTIONS[method]} to ${row.payeeName}` : DESCRIPTIONS[method],
    ...(row.payeeName ? { counterpartyName: row.payeeName } : {}),
    ...(row.payeeEmail ? { counterpartyEmail: row.payeeEmail } : {}),
    ...(text ? (method === 'p2p' ? { note: text } : { reference: text }) : {}),
    fee: row.fee,
    postings,
    ...(row.payeeCustomerId !== undefined ? { creditedCustomerId: row.payeeCustomerId } : {}),
  };
  return journal;
}

/** The batch's journals summed per account: what the operation shows, and the accounts it locks first. */
export function aggregate(rows: readonly BatchJournal[]): Posting[] {
  const sums = new Map<string, Decimal>();
  for (const posting of rows.flatMap((row) => row.postings)) {
    const key = `${posting.accountId}|${posting.kind ?? 'principal'}`;
    sums.set(key, (sums.get(key) ?? new Decimal(0)).plus(posting.amount));
  }
  return [...sums].map(([key, sum]) => {
    const [accountId, kind] = key.split('|');
    return { accountId: Number(accountId), amount: sum.toFixed(), kind: kind as 'principal' | 'fee' };
  });
}
