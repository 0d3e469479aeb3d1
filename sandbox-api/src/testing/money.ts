import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/db/client';
import { accounts } from '../platform/db/tables';
import { ledgerEntries } from '../money/ledger-tables';
import { callMethod, signIn } from './sandbox';

/** Test helpers for money: a signed-in caller, balances and the ledger's sums. */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read as JSON
export type Call = (
  method: string,
  body?: Record<string, unknown>,
  headers?: Record<string, string>,
) => Promise<Json>;

export async function sessionOf(app: FastifyInstance, email: string): Promise<Call> {
  const { accessToken } = await signIn(app, email);
  return async (method, body = {}, headers) =>
    (await callMethod(app, method, { accessToken, body, headers })).json<Json>();
}

export async function balanceOf(db: Database, accountId: number): Promise<Decimal> {
  const [row] = await db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) throw new Error(`no account ${accountId}`);
  return new Decimal(row.balance);
}

/** The whole ledger's sum per currency: zero in every currency for a sound ledger. */
export async function ledgerSums(db: Database): Promise<{ currencyCode: string; sum: string }[]> {
  return db
    .select({
      currencyCode: ledgerEntries.currencyCode,
      sum: sql<string>`sum(${ledgerEntries.amount})::text`,
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.currencyCode);
}

/** A German beneficiary of a wire whose IBAN and BIC pass every check (the tests' one valid wire payee). */
export const GERMAN_WIRE_DETAILS = {
  iban: 'DE89 3704 0044 0532 0130 00',
  swift: 'COBADEFFXXX',
  beneficiaryName: 'Hans Müller',
  beneficiaryAddress: 'Kaiserplatz 1, 60311 Frankfurt am Main',
};
