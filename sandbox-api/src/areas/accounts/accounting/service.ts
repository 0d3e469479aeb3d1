import { randomUUID } from 'node:crypto';
import {
  ACCOUNTING_FILE_EXTENSIONS,
  ACCOUNTING_MAX_MONTHS,
  CAMT053_MAX_DECIMALS,
  RESPONSE_CODES,
  accountingFormatsFor,
  type AccountingExportRequest,
  type AccountingExportResponse,
  type AccountingFormat,
} from '@portal/api/catalogue';
import type { Clock } from '../../../platform/clock/clock';
import { invalidParameters, methodError } from '../../../platform/http/errors';
import { dayStart } from '../../../platform/lib/days';
import type { Caller } from '../../../platform/pipeline/authenticate';
import { isCryptoCurrency, SANDBOX_BANK, sandboxIban } from '../../../money/bank-details';
import type { AccountingRepository, BookedEntry, EntryKey } from './repository';
import {
  toMinorUnits,
  utcDay,
  type StatementEntry,
  type StatementHead,
  type StatementWriter,
} from './statement';
import { camt053Writer } from './formats/camt053';
import { mt940Writer } from './formats/mt940';
import { ofxWriter } from './formats/ofx';

/** Method-API refusals answer HTTP 200 (spec 01 §8). */
const INPUT_ERROR_STATUS = 200;
/** Entries read and written at a time: no part of a statement holds the database or the event loop long. */
export const ACCOUNTING_CHUNK_ENTRIES = 500;
const DAY_MS = 86_400_000;

export const ACCOUNTING_TEXTS = {
  noAccess: 'No access',
  /** The file did not add up while it was written (a payment was booked into the period meanwhile). */
  changedWhileWriting: 'The account changed while the statement was written',
} as const;

/** A part of the file as it is written, and how far it is (the exports' chunk, history/exports.ts). */
export interface AccountingFileChunk {
  content: string;
  progress: number;
  rows: number;
}

/**
 * The exports this slice hands its files to (a port, wired in the area's index.ts to the history's exports): an
 * export id at once, then status, download link, e-mail and retention as every export of spec 02 §7.
 */
export interface AccountingExportsPort {
  startFileExport(
    caller: Caller,
    customerId: number,
    file: { source: string; fileName: string; filter: string },
    chunks: AsyncIterable<AccountingFileChunk>,
  ): Promise<{ exportId: string }>;
}

export interface AccountingServiceDeps {
  repository: AccountingRepository;
  exports: AccountingExportsPort;
  clock: Clock;
}

const WRITERS: Readonly<Record<AccountingFormat, () => StatementWriter>> = {
  camt053: camt053Writer,
  mt940: mt940Writer,
  ofx: () => ofxWriter({ qbo: false }),
  qbo: () => ofxWriter({ qbo: true }),
};

const FORMAT_NAMES: Readonly<Record<AccountingFormat, string>> = {
  camt053: 'camt.053',
  mt940: 'MT940',
  ofx: 'OFX',
  qbo: 'QBO',
};

/** The last day a period starting on `from` may end on: ACCOUNTING_MAX_MONTHS calendar months, less a day. */
export function lastAllowedDay(from: Date): Date {
  const end = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + ACCOUNTING_MAX_MONTHS, 1));
  // The same day number ACCOUNTING_MAX_MONTHS later (clamped to that month's end), less a day.
  const monthDays = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(from.getUTCDate(), monthDays));
  return new Date(end.getTime() - DAY_MS);
}

/** Why an account's currency cannot be written in a format (accountingFormatsFor). */
function formatRefusal(
  format: AccountingFormat,
  account: { currencyCode: string; minorUnits: number },
): string {
  if (!/^[A-Z]{3}$/.test(account.currencyCode))
    return `format: accounting formats carry three-letter currency codes, and ${account.currencyCode} is not one`;
  return (
    `format: ${FORMAT_NAMES[format]} amounts carry at most ${CAMT053_MAX_DECIMALS} decimals and ` +
    `${account.currencyCode} has ${account.minorUnits}: choose MT940 or OFX`
  );
}

/** A booked entry as the formats write it: its stable reference, dates, signed minor units and texts. */
function statementEntry(entry: BookedEntry, minorUnits: number): StatementEntry {
  const day = utcDay(entry.createdAt);
  const fee = entry.kind === 'fee';
  return {
    reference: `E${entry.entryId}`,
    transactionId: entry.journalId,
    customerReference: entry.reference?.trim() || null,
    kind: entry.kind,
    type: entry.type,
    bookingDate: day,
    valueDate: day,
    amount: toMinorUnits(entry.amount, minorUnits),
    counterparty: fee ? SANDBOX_BANK.name : entry.counterpartyName,
    remittance: fee
      ? `Fee: ${entry.description}`
      : [entry.description, entry.note].filter((part) => part && part.trim()).join(' / '),
  };
}

/**
 * Statements for accounting software (issue 51 items 1–2): a period of an account's booked entries as camt.053,
 * MT940, OFX or QBO, written as an export of the history's (the port) a chunk of entries at a time: the totals are
 * read first (camt.053 carries them ahead of the entries), then the entries oldest first, and the file is failed
 * rather than handed out when they do not add up to those totals.
 */
export function createAccountingService({ repository, exports, clock }: AccountingServiceDeps) {
  /** The request's period, checked: real days, in order, ended (before today), at most ACCOUNTING_MAX_MONTHS. */
  function periodOf(request: AccountingExportRequest): { from: Date; toBefore: Date } {
    const problems: string[] = [];
    const from = dayStart(request.fromDate);
    const to = dayStart(request.toDate);
    if (!from) problems.push('fromDate: is not a valid date');
    if (!to) problems.push('toDate: is not a valid date');
    if (from && to) {
      const today = dayStart(utcDay(clock.now()))!;
      if (to < from) problems.push('toDate: must not be before fromDate');
      else if (to > lastAllowedDay(from))
        problems.push(`toDate: a statement covers at most ${ACCOUNTING_MAX_MONTHS} months`);
      // A closing booked balance is final only for a day that has ended (an export of today would leave the rest of
      // today in no statement: the next one opens after it).
      if (to >= today)
        problems.push('toDate: must be before today (a statement covers days that have ended)');
    }
    if (problems.length > 0 || !from || !to) throw invalidParameters(problems, INPUT_ERROR_STATUS);
    return { from, toBefore: new Date(to.getTime() + DAY_MS) };
  }

  async function* writeFile(
    writer: StatementWriter,
    head: StatementHead,
    accountId: number,
    period: { from: Date; toBefore: Date; lastEntryId: number },
  ): AsyncGenerator<AccountingFileChunk> {
    const total = head.credits.count + head.debits.count;
    let content = writer.start(head);
    let rows = 0;
    let sum = 0n;
    let after: EntryKey | undefined;
    for (;;) {
      const { entries, last } = await repository.seekEntries(
        accountId,
        period,
        after,
        ACCOUNTING_CHUNK_ENTRIES,
      );
      for (const booked of entries) {
        const entry = statementEntry(booked, head.account.minorUnits);
        sum += entry.amount;
        content += writer.entry(entry);
      }
      rows += entries.length;
      if (entries.length < ACCOUNTING_CHUNK_ENTRIES || !last) break;
      yield { content, progress: total > 0 ? (rows * 100) / total : 0, rows };
      content = '';
      after = last;
    }
    // A journal completed in the period while the file was written would make it disagree with its own totals.
    if (rows !== total || head.opening + sum !== head.closing)
      throw new Error(ACCOUNTING_TEXTS.changedWhileWriting);
    yield { content: content + writer.end(), progress: 99, rows };
  }

  return {
    async exportAccountingStatement(
      caller: Caller,
      customerId: number,
      request: AccountingExportRequest,
    ): Promise<AccountingExportResponse> {
      const { from, toBefore } = periodOf(request);
      const account = await repository.findAccount(request.accountId);
      if (!account || account.customerId !== customerId)
        throw methodError(RESPONSE_CODES.noAccess, ACCOUNTING_TEXTS.noAccess);
      if (!accountingFormatsFor(account.currencyCode, account.minorUnits).includes(request.format))
        throw invalidParameters([formatRefusal(request.format, account)], INPUT_ERROR_STATUS);
      const lastEntryId = await repository.lastEntryId();
      const period = { from, toBefore, lastEntryId };
      const totals = await repository.periodTotals(account.id, period);
      const minor = (value: string) => toMinorUnits(value, account.minorUnits);
      const opening = minor(totals.opening);
      const credits = { count: totals.credits.count, sum: minor(totals.credits.sum) };
      const debits = { count: totals.debits.count, sum: minor(totals.debits.sum) };
      const crypto = isCryptoCurrency(account.currencyCode);
      const head: StatementHead = {
        messageId: randomUUID().replace(/-/g, ''),
        createdAt: clock.now(),
        account: {
          id: account.id,
          identifier: crypto ? (account.address ?? String(account.id)) : sandboxIban(account.id),
          isIban: !crypto,
          currency: account.currencyCode,
          minorUnits: account.minorUnits,
          holderName: account.holderName,
        },
        bank: SANDBOX_BANK,
        fromDate: request.fromDate,
        toDate: request.toDate,
        opening,
        closing: opening + credits.sum - debits.sum,
        credits,
        debits,
      };
      const extension = ACCOUNTING_FILE_EXTENSIONS[request.format];
      const fileName = `statement-${account.id}-${request.fromDate}-${request.toDate}.${extension}`;
      return exports.startFileExport(
        caller,
        customerId,
        {
          source: 'accounting',
          fileName,
          filter: JSON.stringify({
            accountId: account.id,
            format: FORMAT_NAMES[request.format],
            fromDate: request.fromDate,
            toDate: request.toDate,
          }),
        },
        writeFile(WRITERS[request.format](), head, account.id, period),
      );
    },
  };
}

export type AccountingService = ReturnType<typeof createAccountingService>;
