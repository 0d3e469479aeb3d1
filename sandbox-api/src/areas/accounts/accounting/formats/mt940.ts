import {
  formatMinorUnits,
  type StatementEntry,
  type StatementHead,
  type StatementWriter,
} from '../statement';
import { toSwiftText } from '../transliterate';

/** MT940's line ending (SWIFT: CR LF). */
const CRLF = '\r\n';
/** A `:86:` field: at most six lines of 65 characters (SWIFT 6*65x). */
const DETAIL_LINES = 6;
const DETAIL_WIDTH = 65;

/** `YYMMDD` of a `YYYY-MM-DD` day. */
const yymmdd = (day: string) => day.slice(2, 4) + day.slice(5, 7) + day.slice(8, 10);

/** The last day of a day's month, `YYYY-MM-DD`. */
function monthEnd(day: string): string {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The day after, `YYYY-MM-DD`. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Wraps details into `:86:`'s lines (the first after the tag), none starting with `:` or `-`. */
function detailLines(parts: readonly string[]): string[] {
  const text = toSwiftText(parts.filter(Boolean).join(' ')).replace(/\s+/g, ' ').trim();
  const lines: string[] = [];
  for (let at = 0; at < text.length && lines.length < DETAIL_LINES; at += DETAIL_WIDTH)
    lines.push(text.slice(at, at + DETAIL_WIDTH).replace(/^[:-]/, '.'));
  return lines;
}

/** The `:61:` type code: N and a SWIFT transaction type (TRF transfer, CHG charges, MSC other). */
function typeCode(entry: StatementEntry): string {
  if (entry.kind === 'fee' || entry.type === 'fee') return 'NCHG';
  if (entry.type === 'cardPurchase' || entry.type === 'cardLoad' || entry.type === 'exchange') return 'NMSC';
  return 'NTRF';
}

/**
 * SWIFT MT940 customer statements in the SWIFT `X` character set (transliterate.ts): one statement per calendar
 * month of the period (`:28C:` numbered YYMM), each with its opening (`:60F:`) and closing (`:62F:`) booked balance;
 * an entry is a `:61:` line and its `:86:` details (counterparty, remittance, transaction id). Amounts with a
 * decimal comma and the currency's decimals.
 */
export function mt940Writer(): StatementWriter {
  let head: StatementHead;
  /** The month being written: its first and last day in the period, and its balance so far. */
  let segment: { from: string; to: string; opening: bigint } | undefined;
  let balance = 0n;

  // SWIFT's amounts always have their decimal comma: whole yen are `15000,`.
  const amount = (value: bigint) =>
    formatMinorUnits(value, head.account.minorUnits, ',') + (head.account.minorUnits === 0 ? ',' : '');
  const mark = (value: bigint) => (value < 0n ? 'D' : 'C');
  const balanceField = (tag: '60F' | '62F', day: string, value: bigint) =>
    `:${tag}:${mark(value)}${yymmdd(day)}${head.account.currency}${amount(value)}${CRLF}`;

  function open(from: string): string {
    const to = [monthEnd(from), head.toDate].sort()[0]!;
    segment = { from, to, opening: balance };
    const accountId = head.account.isIban ? head.account.identifier : `SANDBOX/${head.account.id}`;
    return (
      // The statement's reference is its account, first and last day: the same in every export of it.
      `:20:${`S${yymmdd(from)}${to.slice(8, 10)}${head.account.id}`.slice(0, 16)}${CRLF}` +
      `:25:${accountId}${CRLF}` +
      `:28C:${yymmdd(from).slice(0, 4)}/1${CRLF}` +
      balanceField('60F', from, balance)
    );
  }

  function close(): string {
    if (!segment) return '';
    const text = balanceField('62F', segment.to, balance) + `-${CRLF}`;
    return text;
  }

  /** Closes the month being written and opens the following ones up to the one holding `day`. */
  function advanceTo(day: string): string {
    let text = '';
    while (segment && day > segment.to) {
      text += close();
      const from = nextDay(segment.to);
      segment = undefined;
      if (from <= head.toDate) text += open(from);
    }
    return text;
  }

  return {
    start(statementHead) {
      head = statementHead;
      balance = head.opening;
      return open(head.fromDate);
    },

    entry(entry) {
      let text = advanceTo(entry.bookingDate);
      balance += entry.amount;
      // :61:'s reference for the account owner (16x): the customer's reference where it fits, without `/` (SWIFT
      // forbids `//` in it, and a reader finds the bank reference after the first `//`); whole in :86: always.
      const own = entry.customerReference
        ? toSwiftText(entry.customerReference).replace(/\//g, '-').trim()
        : '';
      const ownReference = own && own.length <= 16 ? own.replace(/^[:-]/, '.') : 'NONREF';
      text +=
        `:61:${yymmdd(entry.valueDate)}${yymmdd(entry.bookingDate).slice(2)}${mark(entry.amount)}` +
        `${amount(entry.amount)}${typeCode(entry)}${ownReference}//${entry.reference.slice(0, 16)}${CRLF}`;
      const details = detailLines([
        entry.counterparty,
        entry.customerReference ? `REF ${entry.customerReference}` : '',
        entry.remittance,
        `TX ${entry.transactionId}`,
      ]);
      text += `:86:${details.join(CRLF)}${CRLF}`;
      return text;
    },

    end() {
      return advanceTo(nextDay(head.toDate)) + close();
    },
  };
}
