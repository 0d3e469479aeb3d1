import {
  RESPONSE_CODES,
  type HistoryTransaction,
  type TransactionStatus,
  type TransactionType,
} from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { invalidParameters, methodError } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import { dayStart } from '../../../platform/lib/days';
import { formatMoney } from '../../../platform/lib/money';
import type { OutboxSender } from '../../../platform/outbox';
import { csvRecord } from './csv';
import type { HistoryRepository, StoredLine } from './repository';
import { transactionTypeName } from './transaction-types';

/** The history's limits and texts, its filters' days and amounts, and a stored line as the contract's line. */

/** Method-API refusals answer HTTP 200 (spec 01 §8). */
export const METHOD_INPUT_ERROR_STATUS = 200;
export const DAY_MS = 24 * 60 * 60_000;
/** A download link works this long (issue 4: "valid 10 minutes"). */
export const EXPORT_LINK_TTL_MS = 10 * 60_000;
/** An export's file is kept this long; afterwards its status and links answer "not found". */
export const EXPORT_RETENTION_MS = DAY_MS;
/** Rows an export reads and writes at a time; other requests are served between two chunks. */
export const EXPORT_CHUNK_ROWS = 500;
/** A statement's file is stored in parts of this many bytes (base64 in the chunks' text column). */
export const STATEMENT_CHUNK_BYTES = 256 * 1024;
/** Filters whose counts and page ends the history keeps (and batch lists whose page ends it keeps). */
export const REMEMBERED_FILTERS = 256;
/** Pages whose lines the history keeps per filter (the first ones are read far more often than the rest). */
export const REMEMBERED_PAGES = 8;

export const HISTORY_TEXTS = {
  noAccess: 'No access',
  exportNotFound: 'Export not found',
  supportOwnAddressOnly: 'No access: support may send an export only to the customer’s own e-mail address',
} as const;

/** The columns of a history or statement CSV (issue 4). */
export const EXPORT_COLUMNS = [
  'Date',
  'Transaction ID',
  'Account',
  'Type',
  'Direction',
  'Status',
  'Description',
  'Counterparty',
  'E-mail',
  'Reference',
  'Amount',
  'Fee',
  'Currency',
] as const;

/** spec 02 §5: at least 6 characters, an @ and a dot (and, as the client checks it, no spaces). */
export const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const isValidEmail = (email: string) => email.length >= 6 && EMAIL.test(email);
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const noAccess = () => methodError(RESPONSE_CODES.noAccess, HISTORY_TEXTS.noAccess);
export const invalid = (...problems: string[]) => invalidParameters(problems, METHOD_INPUT_ERROR_STATUS);

/** spec 02 §3: "one item or a list", as the product's back end answers: nothing, the item, or the list. */
export function oneOrMany<T>(items: T[]): T | T[] | undefined {
  if (items.length === 0) return undefined;
  return items.length === 1 ? items[0] : items;
}

export { dayStart };

/** Inclusive days (UTC) as [from, toBefore); `from`/`to` name the fields in the answer's lines. */
export function dayRange(
  fields: { from: string; to: string },
  fromText: string | undefined,
  toText: string | undefined,
  problems: string[],
): { from?: Date; toBefore?: Date } {
  const from = fromText === undefined ? undefined : dayStart(fromText);
  const to = toText === undefined ? undefined : dayStart(toText);
  if (fromText !== undefined && !from) problems.push(`${fields.from}: is not a valid date`);
  if (toText !== undefined && !to) problems.push(`${fields.to}: is not a valid date`);
  if (from && to && to < from) problems.push(`${fields.to}: must not be before ${fields.from}`);
  return { from, toBefore: to ? new Date(to.getTime() + DAY_MS) : undefined };
}

export const amountText = (value: string | number | undefined) =>
  value === undefined ? undefined : new Decimal(value).toFixed();

/** A stored line as the contract's history line (spec 02 §3): signed amount, fee on outgoing lines only. */
export function toTransaction(line: StoredLine): HistoryTransaction {
  const outgoing = new Decimal(line.amount).isNegative();
  return {
    transactionId: line.transactionId,
    accountId: line.accountId,
    transactionDate: line.createdAt.toISOString(),
    operationType: line.type as TransactionType,
    direction: outgoing ? 'out' : 'in',
    status: line.status as TransactionStatus,
    amount: formatMoney(line.amount, line.minorUnits),
    fee: formatMoney(outgoing ? line.journalFee : '0', line.minorUnits),
    currencyCode: line.currencyCode,
    description: line.description,
    counterpartyName: line.counterpartyName,
    ...(line.counterpartyEmail ? { counterpartyEmail: line.counterpartyEmail } : {}),
    ...(line.reference ? { reference: line.reference } : {}),
  };
}

/** One CSV row of a line, the columns of EXPORT_COLUMNS; dates in UTC. */
export function csvRow(line: StoredLine): string {
  const transaction = toTransaction(line);
  return csvRecord([
    transaction.transactionDate.slice(0, 19).replace('T', ' '),
    transaction.transactionId,
    transaction.accountId,
    transactionTypeName(transaction.operationType),
    transaction.direction,
    transaction.status,
    transaction.description,
    transaction.counterpartyName,
    transaction.counterpartyEmail,
    transaction.reference,
    transaction.amount,
    transaction.fee,
    transaction.currencyCode,
  ]);
}

export interface HistoryServiceDeps {
  repository: HistoryRepository;
  outbox: OutboxSender;
  clock: Clock;
}
