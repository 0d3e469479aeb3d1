import { BALANCE_HISTORY_DAYS, type AccountBalanceHistory } from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { journals, ledgerEntries } from '../../../money/ledger-tables';
import { useSandbox } from '../../../testing/sandbox';
import { asList, sessionOf } from './testing';

const sandbox = useSandbox();

const ANNA = 'anna.simple@demo.test';
const ANNA_EUR = 100001;
const ANNA_USD = 100002;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The balance at the end of a UTC day summed forward from the ledger (schema-ledger.ts: completed journals and the
 * outgoing entries of processing ones): the service walks back from the balance instead, so the two must meet.
 */
async function forwardBalance(accountId: number, day: string): Promise<Decimal> {
  const end = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS);
  const [row] = await sandbox.database.db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        lt(ledgerEntries.createdAt, end),
        or(
          eq(journals.status, 'completed'),
          and(eq(journals.status, 'processing'), lt(ledgerEntries.amount, '0')),
        ),
      ),
    );
  return new Decimal(row!.total);
}

describe('getBalanceHistory', () => {
  it('answers each account’s closing balance for the last 30 UTC days, today being the balance now', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const [answer, inquiry] = await Promise.all([call('getBalanceHistory'), call('balanceInquiry')]);
    expect(answer.responseCode).toBe('00');
    const histories = answer.accounts as AccountBalanceHistory[];
    const balances = asList<{ accountId: number; balance: string; currencyCode: string }>(
      inquiry.accounts.account,
    );
    expect(histories.map((history) => history.accountId).sort()).toEqual(
      balances.map((account) => account.accountId).sort(),
    );
    const today = new Date().toISOString().slice(0, 10);
    const expectedDays = Array.from({ length: BALANCE_HISTORY_DAYS }, (_, index) =>
      new Date(Date.parse(`${today}T00:00:00Z`) - (BALANCE_HISTORY_DAYS - 1 - index) * DAY_MS)
        .toISOString()
        .slice(0, 10),
    );
    for (const history of histories) {
      const account = balances.find((candidate) => candidate.accountId === history.accountId)!;
      expect(history.currencyCode).toBe(account.currencyCode);
      expect(history.points.map((point) => point.date)).toEqual(expectedDays);
      expect(history.points.at(-1)!.balance).toBe(account.balance);
    }
  });

  it('each day’s closing balance is the sum of the ledger up to the end of that day', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const answer = await call('getBalanceHistory');
    const histories = answer.accounts as AccountBalanceHistory[];
    const distinct = new Set<string>();
    for (const accountId of [ANNA_EUR, ANNA_USD]) {
      const { points } = histories.find((history) => history.accountId === accountId)!;
      for (const point of points) distinct.add(`${accountId}:${point.balance}`);
      for (const point of points) {
        expect([point.date, (await forwardBalance(accountId, point.date)).toFixed()]).toEqual([
          point.date,
          new Decimal(point.balance).toFixed(),
        ]);
      }
    }
    // The seeded history moves the accounts on some of these days: the check is not of two flat lines.
    expect(distinct.size).toBeGreaterThan(2);
  });

  it('answers as many days as asked, up to 90', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const week = await call('getBalanceHistory', { days: 7 });
    expect((week.accounts as AccountBalanceHistory[])[0]!.points).toHaveLength(7);
    const tooMany = await call('getBalanceHistory', { days: 91 });
    expect(tooMany.responseCode).not.toBe('00');
  });
});
