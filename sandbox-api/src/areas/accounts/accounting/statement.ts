import Decimal from 'decimal.js';
import type { SANDBOX_BANK } from '../../../money/bank-details';

/**
 * A statement as every format writes it (issue 51 item 2): the account, the period, its opening and closing booked
 * balances and the totals, then the booked entries oldest first. Amounts are integers of the currency's minor units
 * (bigint), never floats; each format writes them with the currency's decimals.
 */
export interface StatementHead {
  /** Unique per file: the export's own id. */
  messageId: string;
  createdAt: Date;
  account: {
    id: number;
    /** The IBAN, or a crypto wallet's address (camt's `Othr`, MT940's and OFX's account id). */
    identifier: string;
    isIban: boolean;
    currency: string;
    minorUnits: number;
    holderName: string;
  };
  bank: typeof SANDBOX_BANK;
  /** The period's first and last day, `YYYY-MM-DD`, inclusive. */
  fromDate: string;
  toDate: string;
  opening: bigint;
  closing: bigint;
  credits: { count: number; sum: bigint };
  debits: { count: number; sum: bigint };
}

export interface StatementEntry {
  /** Unique and the same in every export of the entry (the ledger entry's id): an import never doubles it. */
  reference: string;
  /** The transaction (journal) the entry belongs to; a payment and its fee share it. */
  transactionId: number;
  /**
   * The customer's or the payer's own reference of the payment (up to 140 characters: an invoice number, a mass
   * row's remittance), when it has one. Every format carries it whole in its text (camt's `Ustrd`, MT940's `:86:`,
   * OFX's `MEMO`), and also in its short reference field where it fits (`EndToEndId`, `:61:`, `REFNUM`).
   */
  customerReference: string | null;
  kind: 'principal' | 'fee';
  /** spec 02 §3 operation type (`TRANSACTION_TYPES`). */
  type: string;
  bookingDate: string;
  valueDate: string;
  /** Signed minor units: negative is a debit. */
  amount: bigint;
  counterparty: string;
  remittance: string;
}

/** A format: its head, an entry at a time, its end; each part text, so that a file is written as it is read. */
export interface StatementWriter {
  start(head: StatementHead): string;
  entry(entry: StatementEntry): string;
  end(): string;
}

/** A stored decimal ("-12.50000000") as minor units; an amount finer than the currency's is an error, never rounded. */
export function toMinorUnits(stored: string, minorUnits: number): bigint {
  const scaled = new Decimal(stored).times(new Decimal(10).pow(minorUnits));
  if (!scaled.isInteger()) throw new Error(`amount ${stored} has more than ${minorUnits} decimals`);
  return BigInt(scaled.toFixed(0));
}

/** The absolute value of minor units as a decimal text with the currency's decimals and a separator of choice. */
export function formatMinorUnits(value: bigint, minorUnits: number, separator = '.'): string {
  const digits = (value < 0n ? -value : value).toString().padStart(minorUnits + 1, '0');
  if (minorUnits === 0) return digits;
  return `${digits.slice(0, -minorUnits)}${separator}${digits.slice(-minorUnits)}`;
}

/** At most `length` characters, never splitting a character outside the BMP (a surrogate pair). */
export const clip = (text: string, length: number) =>
  text.length <= length ? text : Array.from(text).slice(0, length).join('');

/** `YYYY-MM-DD` of an instant, in UTC (the history's days). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
