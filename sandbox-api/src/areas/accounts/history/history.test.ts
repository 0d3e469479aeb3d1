import {
  ACTIVITY_HISTORY_PAGE_SIZE,
  HISTORY_PAGE_SIZE,
  STATEMENT_PAGE_SIZE,
  TRANSACTION_TYPES,
  type HistoryTransaction,
} from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { and, count, eq, inArray } from 'drizzle-orm';
import { accounts } from '../../../platform/db/tables';
import { journals, ledgerEntries } from '../../../money/ledger-tables';
import { useSandbox } from '../../../testing/sandbox';
import { asList, sessionOf } from './testing';

const sandbox = useSandbox();

const ANNA = 'anna.simple@demo.test';
const OLIVER = 'oliver.otp@demo.test';
const ANNA_CUSTOMER = 20001;
const ANNA_EUR = 100001;
const ANNA_USD = 100002;
const OLIVER_EUR = 100005;

type Call = Awaited<ReturnType<typeof sessionOf>>;
type Filter = Record<string, unknown>;

/** Every line of a filter, page after page, checking each page's size and the total. */
async function allLines(call: Call, filter: Filter): Promise<HistoryTransaction[]> {
  const lines: HistoryTransaction[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await call('getTransactionHistory', { ...filter, pageNumber: page });
    expect(answer.responseCode).toBe('00');
    const items = asList<HistoryTransaction>(answer.transactions.transaction);
    lines.push(...items);
    if (items.length < HISTORY_PAGE_SIZE) {
      expect(lines).toHaveLength(answer.results);
      return lines;
    }
  }
}

const ids = (lines: HistoryTransaction[]) => lines.map((line) => `${line.transactionId}/${line.accountId}`);
const day = (line: HistoryTransaction) => line.transactionDate.slice(0, 10);
const absolute = (line: HistoryTransaction) => new Decimal(line.amount).abs();

/** Principal entries of these accounts in the database, optionally of one journal status. */
async function storedLineCount(accountIds: number[], status?: string): Promise<number> {
  const [row] = await sandbox.database.db
    .select({ total: count() })
    .from(ledgerEntries)
    .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
    .where(
      and(
        inArray(ledgerEntries.accountId, accountIds),
        eq(ledgerEntries.kind, 'principal'),
        status ? eq(journals.status, status) : undefined,
      ),
    );
  return row!.total;
}

describe('getTransactionHistory', () => {
  it('a company’s activity history / 25 a page (spec 03 §9), a person’s 20 (spec 02 §9) (issue 47 item 9)', async () => {
    const call = await sessionOf(sandbox.app, 'bianca.business@demo.test');
    const first = await call('getTransactionHistory', { pageNumber: 1 });
    expect(first.results).toBeGreaterThan(ACTIVITY_HISTORY_PAGE_SIZE);
    expect(asList<HistoryTransaction>(first.transactions.transaction)).toHaveLength(
      ACTIVITY_HISTORY_PAGE_SIZE,
    );
    const second = await call('getTransactionHistory', { pageNumber: 2 });
    const both = [
      ...asList<HistoryTransaction>(first.transactions.transaction),
      ...asList<HistoryTransaction>(second.transactions.transaction),
    ];
    // The pages meet: nothing repeated between them.
    expect(new Set(ids(both)).size).toBe(both.length);
    expect(ACTIVITY_HISTORY_PAGE_SIZE).not.toBe(HISTORY_PAGE_SIZE);
  });

  it('an account without filter: answers its principal entries, 20 a page, newest first, with the counts', async () => {
    const call = await sessionOf(sandbox.app, ANNA);

    const answer = await call('getTransactionHistory', { accountId: ANNA_EUR, pageNumber: 1 });

    const lines = asList<HistoryTransaction>(answer.transactions.transaction);
    expect(answer).toMatchObject({
      responseCode: '00',
      results: await storedLineCount([ANNA_EUR]),
      exportCsv: true,
      rejectedCount: await storedLineCount([ANNA_EUR], 'refused'),
      processingCount: await storedLineCount([ANNA_EUR], 'processing'),
    });
    expect(answer.results).toBeGreaterThan(5 * HISTORY_PAGE_SIZE);
    expect(lines).toHaveLength(HISTORY_PAGE_SIZE);
    expect(lines.every((line) => line.accountId === ANNA_EUR && line.currencyCode === 'EUR')).toBe(true);
    const order = [...lines].sort(
      (a, b) => b.transactionDate.localeCompare(a.transactionDate) || b.transactionId - a.transactionId,
    );
    expect(ids(lines)).toEqual(ids(order));
    // The newest line is near now.
    expect(Date.now() - Date.parse(lines[0]!.transactionDate)).toBeLessThan(24 * 60 * 60_000);
  });

  it('a line: has every field of the contract, a signed amount and the fee on outgoing lines only', async () => {
    const call = await sessionOf(sandbox.app, ANNA);

    const lines = await allLines(call, { accountId: ANNA_EUR });

    for (const line of lines) {
      expect(line).toEqual({
        transactionId: expect.any(Number),
        accountId: ANNA_EUR,
        transactionDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        operationType: expect.any(String),
        direction: line.amount.startsWith('-') ? 'out' : 'in',
        status: expect.stringMatching(/^(completed|processing|refused)$/),
        amount: expect.stringMatching(/^-?\d+\.\d{2}$/),
        fee: expect.stringMatching(/^\d+\.\d{2}$/),
        currencyCode: 'EUR',
        description: expect.any(String),
        counterpartyName: expect.any(String),
        ...(line.counterpartyEmail === undefined ? {} : { counterpartyEmail: expect.stringContaining('@') }),
        ...(line.reference === undefined ? {} : { reference: expect.any(String) }),
      });
      if (line.direction === 'in') expect(line.fee).toBe('0.00');
    }
    expect(lines.some((line) => line.direction === 'out' && line.fee !== '0.00')).toBe(true);
    expect(new Set(lines.map((line) => line.operationType)).size).toBeGreaterThan(8);
  });

  it('page 2: continues page 1 without overlap', async () => {
    const call = await sessionOf(sandbox.app, ANNA);

    const first = await call('getTransactionHistory', { accountId: ANNA_EUR, pageNumber: 1 });
    const second = await call('getTransactionHistory', { accountId: ANNA_EUR, pageNumber: 2 });

    const all = await allLines(call, { accountId: ANNA_EUR });
    expect(ids(asList(second.transactions.transaction))).toHaveLength(HISTORY_PAGE_SIZE);
    expect([
      ...ids(asList(first.transactions.transaction)),
      ...ids(asList(second.transactions.transaction)),
    ]).toEqual(ids(all.slice(0, 2 * HISTORY_PAGE_SIZE)));
    expect(second.results).toBe(first.results);
  });

  it('a page past the end: answers no lines and the total', async () => {
    const call = await sessionOf(sandbox.app, ANNA);

    const answer = await call('getTransactionHistory', { accountId: ANNA_EUR, pageNumber: 1000 });

    expect(answer.transactions).toEqual({});
    expect(answer.results).toBe(await storedLineCount([ANNA_EUR]));
  });

  it('customerId: lists the lines of all the customer’s accounts', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const own = await sandbox.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.customerId, ANNA_CUSTOMER));

    const lines = await allLines(call, { customerId: ANNA_CUSTOMER });

    expect(lines).toHaveLength(await storedLineCount(own.map((row) => row.id)));
    const listed = new Set(lines.map((line) => line.accountId));
    expect([...listed].every((id) => own.some((row) => row.id === id))).toBe(true);
    expect([ANNA_EUR, ANNA_USD, 100003].every((id) => listed.has(id))).toBe(true);
    expect(lines.some((line) => line.currencyCode === 'USD')).toBe(true);
  });

  describe('each filter: lists exactly the lines that match, in the same order', () => {
    let call: Call;
    let everything: HistoryTransaction[];
    beforeEach(async () => {
      call = await sessionOf(sandbox.app, ANNA);
      everything = await allLines(call, { customerId: ANNA_CUSTOMER });
    });

    async function expectNarrowed(filter: Filter, keep: (line: HistoryTransaction) => boolean) {
      const expected = everything.filter(keep);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(everything.length);
      expect(ids(await allLines(call, { customerId: ANNA_CUSTOMER, ...filter }))).toEqual(ids(expected));
    }

    it('keyword on a counterparty name, in other letter case', async () => {
      const name = everything.find((line) => line.counterpartyEmail)!.counterpartyName;
      const keyword = name.slice(1, 6).toUpperCase();
      await expectNarrowed({ keyword }, (line) =>
        [line.description, line.counterpartyName, line.reference ?? ''].some((text) =>
          text.toLowerCase().includes(keyword.toLowerCase()),
        ),
      );
    });

    it('keyword on a reference', async () => {
      const reference = everything.find((line) => line.reference?.startsWith('EFT-'))!.reference!;
      const keyword = reference.toLowerCase();
      await expectNarrowed({ keyword }, (line) =>
        [line.description, line.counterpartyName, line.reference ?? ''].some((text) =>
          text.toLowerCase().includes(keyword),
        ),
      );
    });

    it('keyword on a description', async () => {
      await expectNarrowed({ keyword: 'card payment' }, (line) =>
        [line.description, line.counterpartyName, line.reference ?? ''].some((text) =>
          text.toLowerCase().includes('card payment'),
        ),
      );
    });

    it('every transaction type', async () => {
      for (const type of TRANSACTION_TYPES) {
        const expected = everything.filter((line) => line.operationType === type);
        expect(expected.length).toBeGreaterThan(0);
        expect(ids(await allLines(call, { customerId: ANNA_CUSTOMER, transactionType: type }))).toEqual(
          ids(expected),
        );
      }
    });

    it.each(['in', 'out'])('direction %s, by the sign of the amount', async (direction) => {
      await expectNarrowed(
        { transactionDirection: direction },
        (line) => (direction === 'out') === line.amount.startsWith('-'),
      );
    });

    it.each(['completed', 'processing', 'refused'])('status %s', async (status) => {
      await expectNarrowed({ status }, (line) => line.status === status);
    });

    it('from and to dates: whole days, both included', async () => {
      const toDate = day(everything[30]!);
      const fromDate = day(everything[90]!);
      await expectNarrowed({ fromDate, toDate }, (line) => day(line) >= fromDate && day(line) <= toDate);
      await expectNarrowed({ fromDate }, (line) => day(line) >= fromDate);
      await expectNarrowed({ toDate }, (line) => day(line) <= toDate);
    });

    it('from and to amounts: the absolute amount, both included', async () => {
      const bound = absolute(
        everything.find((line) => line.amount.startsWith('-') && absolute(line).gt(20))!,
      );
      await expectNarrowed(
        { fromAmount: '10.5', toAmount: bound.toFixed(2) },
        (line) => absolute(line).gte('10.5') && absolute(line).lte(bound),
      );
      await expectNarrowed({ fromAmount: bound.toFixed() }, (line) => absolute(line).gte(bound));
    });

    it('the counterparty e-mail, in other letter case', async () => {
      const email = everything.find((line) => line.counterpartyEmail)!.counterpartyEmail!;
      await expectNarrowed({ email: email.toUpperCase() }, (line) => line.counterpartyEmail === email);
    });

    it('several filters: all of them apply', async () => {
      await expectNarrowed(
        { transactionDirection: 'out', status: 'completed', fromAmount: '20', keyword: 'a' },
        (line) =>
          line.amount.startsWith('-') &&
          line.status === 'completed' &&
          absolute(line).gte(20) &&
          [line.description, line.counterpartyName, line.reference ?? ''].some((text) =>
            text.toLowerCase().includes('a'),
          ),
      );
    });
  });

  it('rejectedCount and processingCount: count within the filter', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const outgoing = await allLines(call, { accountId: ANNA_EUR, transactionDirection: 'out' });

    const answer = await call('getTransactionHistory', {
      accountId: ANNA_EUR,
      transactionDirection: 'out',
      pageNumber: 1,
    });

    expect(answer.rejectedCount).toBe(outgoing.filter((line) => line.status === 'refused').length);
    expect(answer.processingCount).toBe(outgoing.filter((line) => line.status === 'processing').length);
    expect(answer.rejectedCount).toBeGreaterThan(0);
  });

  it('a filter with one line: answers the line itself, not a list (spec 02 §3)', async () => {
    const call = await sessionOf(sandbox.app, ANNA);

    // The pending amount of 35.20 is held by one processing payment.
    const answer = await call('getTransactionHistory', {
      accountId: ANNA_EUR,
      status: 'processing',
      transactionDirection: 'out',
      pageNumber: 1,
    });

    expect(answer.results).toBe(1);
    expect(Array.isArray(answer.transactions.transaction)).toBe(false);
    expect(answer.transactions.transaction).toMatchObject({ amount: '-35.20', status: 'processing' });
    expect(answer.processingCount).toBe(1);
  });

  it('a filter with no line: answers no transaction, results 0 and no CSV export', async () => {
    const call = await sessionOf(sandbox.app, ANNA);

    const answer = await call('getTransactionHistory', {
      accountId: ANNA_EUR,
      keyword: 'nothing is called like this',
      pageNumber: 1,
    });

    expect(answer).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      transactions: {},
      results: 0,
      exportCsv: false,
      rejectedCount: 0,
      processingCount: 0,
    });
  });

  it('keyword with % and _: matches them literally', async () => {
    const call = await sessionOf(sandbox.app, ANNA);

    const answer = await call('getTransactionHistory', { accountId: ANNA_EUR, keyword: '%', pageNumber: 1 });

    expect(answer.results).toBe(0);
  });

  it.each([
    [{ accountId: OLIVER_EUR }, 'another customer’s account'],
    [{ accountId: 999_999 }, 'an account that does not exist'],
    [{ customerId: 20002 }, 'another customer'],
    [{ customerId: 20002, accountId: ANNA_EUR }, 'another customer with an own account'],
  ])('%j (%s): answers ENOA', async (filter, _case) => {
    const call = await sessionOf(sandbox.app, ANNA);

    const answer = await call('getTransactionHistory', { ...filter, pageNumber: 1 });

    expect(answer).toEqual({ responseCode: 'ENOA', responseDescription: 'No access' });
  });

  it.each([
    [{ fromDate: '2026-02-30' }, 'fromDate: is not a valid date'],
    [{ toDate: '2026-13-01' }, 'toDate: is not a valid date'],
    [{ fromDate: '01.05.2026' }, 'fromDate'],
    [{ fromDate: '2026-05-02', toDate: '2026-05-01' }, 'toDate: must not be before fromDate'],
    [{ fromAmount: '-5' }, 'fromAmount'],
    [{ fromAmount: '12.5.1' }, 'fromAmount'],
    [{ fromAmount: '50', toAmount: '10' }, 'toAmount: must not be below fromAmount'],
    [{ transactionType: 'teleport' }, 'transactionType'],
    [{ transactionDirection: 'sideways' }, 'transactionDirection'],
    [{ status: 'lost' }, 'status'],
    [{ email: 'not-an-email' }, 'email: is not a valid e-mail address'],
    [{ pageNumber: 0 }, 'pageNumber'],
    [{ pageNumber: -1 }, 'pageNumber'],
    [{ pageNumber: '2' }, 'pageNumber'],
  ])('bad filter %j: answers TA1 naming %s', async (filter, line) => {
    const call = await sessionOf(sandbox.app, ANNA);

    const answer = await call('getTransactionHistory', { accountId: ANNA_EUR, pageNumber: 1, ...filter });

    expect(answer.responseCode).toBe('TA1');
    expect(answer.validationErrors.some((text: string) => text.startsWith(line))).toBe(true);
  });

  it('without a page number: answers TA1', async () => {
    const call = await sessionOf(sandbox.app, ANNA);

    const answer = await call('getTransactionHistory', { accountId: ANNA_EUR });

    expect(answer).toMatchObject({ responseCode: 'TA1', validationErrors: ['pageNumber: is required'] });
  });

  it('another demo customer: has a history of their own', async () => {
    const call = await sessionOf(sandbox.app, OLIVER);

    const answer = await call('getTransactionHistory', { accountId: OLIVER_EUR, pageNumber: 1 });

    expect(answer.results).toBeGreaterThan(20);
    expect(asList<HistoryTransaction>(answer.transactions.transaction)[0]!.accountId).toBe(OLIVER_EUR);
  });
});

describe('getTransactionDetails', () => {
  it('an exchange between own accounts: answers the outgoing side, the other account and what it received', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const lines = await allLines(call, { customerId: ANNA_CUSTOMER, transactionType: 'exchange' });
    const incoming = lines.find((line) => line.accountId === ANNA_USD && line.direction === 'in')!;
    const outgoing = lines.find(
      (line) => line.transactionId === incoming.transactionId && line.accountId === ANNA_EUR,
    )!;

    // Asked from either side, the details are those of the money leaving.
    const details = await call('getTransactionDetails', { transactionId: incoming.transactionId });

    expect(details).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      ...outgoing,
      counterpartyAccountId: ANNA_USD,
      exchangeRate: expect.stringMatching(/^1\.\d+$/),
      toAmount: new Decimal(incoming.amount).abs().toFixed(2),
      toCurrencyCode: 'USD',
    });
    expect(new Decimal(outgoing.amount).abs().times(details.exchangeRate).toDecimalPlaces(2).toFixed(2)).toBe(
      details.toAmount,
    );
  });

  it('a card payment: answers its line, without exchange or own counterparty', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const [line] = await allLines(call, { accountId: ANNA_EUR, transactionType: 'cardPurchase' });

    const details = await call('getTransactionDetails', { transactionId: line!.transactionId });

    expect(details).toEqual({ responseCode: '00', responseDescription: 'Success', ...line });
  });

  it('another customer’s transaction or one that does not exist: answers ENOA, the same for both', async () => {
    const oliver = await sessionOf(sandbox.app, OLIVER);
    const [theirs] = await allLines(oliver, { accountId: OLIVER_EUR });
    const call = await sessionOf(sandbox.app, ANNA);

    for (const transactionId of [theirs!.transactionId, 99_999_999]) {
      expect(await call('getTransactionDetails', { transactionId })).toEqual({
        responseCode: 'ENOA',
        responseDescription: 'No access',
      });
    }
  });
});

describe('getTransactionTypes', () => {
  it.each([
    ['en', 'Card purchase'],
    ['es', 'Compra con tarjeta'],
    ['ro', 'Plată cu cardul'],
    ['ru', 'Покупка по карте'],
    ['ua', 'Покупка карткою'],
    ['uk', 'Покупка карткою'],
    ['pt', 'Compra com cartão'],
    ['pt-BR', 'Compra com cartão'],
    ['xx', 'Card purchase'],
  ])('lang %s: names every type in that language', async (lang, cardPurchase) => {
    const call = await sessionOf(sandbox.app, ANNA);

    const answer = await call('getTransactionTypes', { lang });

    expect(answer.types.map((item: { type: string }) => item.type)).toEqual([...TRANSACTION_TYPES]);
    expect(answer.types.find((item: { type: string }) => item.type === 'cardPurchase').name).toBe(
      cardPurchase,
    );
    expect(answer.types.every((item: { name: string }) => item.name.length > 0)).toBe(true);
  });
});

describe('getStatementExports', () => {
  async function expectedMonths(call: Call, accountId: number) {
    const lines = await allLines(call, { accountId });
    const months = new Map<string, number>();
    for (const line of lines) {
      const month = line.transactionDate.slice(0, 7);
      months.set(month, (months.get(month) ?? 0) + 1);
    }
    return [...months.entries()]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([month, transactions]) => ({
        accountId,
        dateFrom: `${month}-01`,
        year: Number(month.slice(0, 4)),
        month: Number(month.slice(5, 7)),
        transactions,
      }));
  }

  it('an account: answers its months with transactions, newest first, 12 a page, and their number', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const months = await expectedMonths(call, ANNA_EUR);

    const first = await call('getStatementExports', {
      accountId: ANNA_EUR,
      source: 'monthly',
      pageNumber: 1,
    });
    const second = await call('getStatementExports', {
      accountId: ANNA_EUR,
      source: 'monthly',
      pageNumber: 2,
    });

    expect(months.length).toBeGreaterThan(2 * STATEMENT_PAGE_SIZE);
    expect(first).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      exports: months.slice(0, STATEMENT_PAGE_SIZE),
      total: months.length,
    });
    expect(second.exports).toEqual(months.slice(STATEMENT_PAGE_SIZE, 2 * STATEMENT_PAGE_SIZE));
  });

  it('a page size: is used', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const months = await expectedMonths(call, ANNA_USD);

    const answer = await call('getStatementExports', {
      accountId: ANNA_USD,
      source: 'monthly',
      pageSize: 5,
      pageNumber: 3,
    });

    expect(answer.exports).toEqual(months.slice(10, 15));
    expect(answer.total).toBe(months.length);
  });

  it('another customer’s account: answers ENOA', async () => {
    const call = await sessionOf(sandbox.app, ANNA);

    const answer = await call('getStatementExports', {
      accountId: OLIVER_EUR,
      source: 'monthly',
      pageNumber: 1,
    });

    expect(answer.responseCode).toBe('ENOA');
  });

  it.each([
    [{ source: 'yearly' }, 'source'],
    [{ pageSize: 0 }, 'pageSize'],
    [{ pageSize: 101 }, 'pageSize'],
    [{ pageNumber: 0 }, 'pageNumber'],
  ])('bad request %j: answers TA1 naming %s', async (change, field) => {
    const call = await sessionOf(sandbox.app, ANNA);

    const answer = await call('getStatementExports', {
      accountId: ANNA_EUR,
      source: 'monthly',
      pageNumber: 1,
      ...change,
    });

    expect(answer.responseCode).toBe('TA1');
    expect(answer.validationErrors.some((text: string) => text.startsWith(field))).toBe(true);
  });
});
