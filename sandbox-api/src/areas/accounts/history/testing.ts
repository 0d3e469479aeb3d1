import Decimal from 'decimal.js';
import { eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../platform/db/client';
import { accounts } from '../../../platform/db/tables';
import { journals, ledgerEntries } from '../../../money/ledger-tables';
import { SYSTEM_CUSTOMER_ID } from '../../../money/ledger';
import { callMethod, signIn } from '../../../testing/sandbox';

/** Signs a demo user in and answers a function that calls methods as them (answers read as JSON). */
export async function sessionOf(app: FastifyInstance, email: string) {
  const { accessToken } = await signIn(app, email);
  return async (method: string, body: Record<string, unknown> = {}) =>
    (await callMethod(app, method, { accessToken, body })).json();
}

/** spec 02 §3: one item or a list (or nothing) as a list. */
export function asList<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** RFC 4180: quoted fields with doubled quotes and line breaks inside, records ending in CRLF. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else field += char;
  }
  if (field !== '' || record.length > 0) throw new Error('the CSV does not end with CRLF');
  return records;
}

/**
 * Where the ledger breaks its rules (schema-ledger.ts): a customer account whose balance is not the sum of the
 * entries of completed journals plus the outgoing entries of processing ones, or whose pending amount is not
 * those outgoing entries; a journal whose entries do not sum to zero in a currency. Empty when sound.
 */
export async function ledgerViolations(db: Database): Promise<string[]> {
  const perAccount = await db
    .select({
      id: accounts.id,
      balance: accounts.balance,
      pendingAmount: accounts.pendingAmount,
      completed: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${journals.status} = 'completed'), 0)::text`,
      held: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${journals.status} = 'processing' and ${ledgerEntries.amount} < 0), 0)::text`,
    })
    .from(accounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, accounts.id))
    .leftJoin(journals, eq(journals.id, ledgerEntries.journalId))
    .where(ne(accounts.customerId, SYSTEM_CUSTOMER_ID))
    .groupBy(accounts.id);
  const problems: string[] = [];
  for (const row of perAccount) {
    const books = new Decimal(row.completed).plus(row.held);
    if (!books.equals(row.balance))
      problems.push(`account ${row.id}: balance ${row.balance}, entries ${books}`);
    if (!new Decimal(row.held).negated().equals(row.pendingAmount))
      problems.push(`account ${row.id}: pending ${row.pendingAmount}, held ${row.held}`);
  }
  const unbalanced = await db
    .select({ journalId: ledgerEntries.journalId, currencyCode: ledgerEntries.currencyCode })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.journalId, ledgerEntries.currencyCode)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
  for (const row of unbalanced)
    problems.push(`journal ${row.journalId}: ${row.currencyCode} entries do not sum to 0`);
  return problems;
}
