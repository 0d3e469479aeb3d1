import type { HistoryTransaction } from '@portal/api/catalogue';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { journals, ledgerEntries } from '../../../money/ledger-tables';
import { smartContracts, smartContractSplits } from './tables';
import { TRANSFER_DEMO as D } from '../../transfers/payments/seed';
import { latestMessage } from '../../../testing/outbox';
import { SANDBOX_DATABASES, useSandbox } from '../../../testing/sandbox';
import { journalImbalance } from '../../../money/ledger';
import { balanceOf, ledgerSums, sessionOf } from '../../../testing/money';
import { percentText, splitAmount, splitDescription, splitIncomingPayment } from './execution';
import { createSplitQueries } from './split-queries';

/** Revenue-split execution (issue 32 item 6): Paul is the payer (sender) of the contracts, Sia the beneficiary. */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read as JSON

const CONTRACT = 79001;
const RETURN_CONTRACT = 79002;

async function contract(
  db: Database,
  fields: Partial<typeof smartContracts.$inferInsert> & { id: number },
): Promise<void> {
  await db.insert(smartContracts).values({
    status: 'ACTIVE',
    companyId: D.sia.customerId,
    initiatorId: D.paul.customerId,
    senderId: D.paul.customerId,
    beneficiaryId: D.sia.customerId,
    senderSignerName: 'Paul Payne',
    beneficiarySignerName: 'Sia Simmons',
    senderObligations: ['Share the revenue'],
    beneficiaryObligations: ['Promote the product'],
    percentage: '12.50',
    activeFrom: '2020-01-01',
    ...fields,
  });
}

const splitsOf = (db: Database) => db.select().from(smartContractSplits);

describe('splitAmount', () => {
  it.each([
    ['100.00', '12.50', 'EUR', '12.5'],
    ['0.07', '12.50', 'EUR', '0'],
    ['33.33', '12.50', 'EUR', '4.16'],
    ['0.99', '100', 'EUR', '0.99'],
    ['1001', '33.33', 'JPY', '333'],
    ['0.12345678', '12.5', 'BTC', '0.01543209'],
  ])('%s × %s %% in %s → %s (rounded down, exact)', (amount, percentage, currency, share) => {
    expect(splitAmount(amount, percentage, currency)).toBe(share);
  });

  it('names the contract and its share', () => {
    expect(percentText('12.50')).toBe('12.5');
    expect(splitDescription(7003, '12.50')).toBe('Revenue split · contract 7003 · 12.5 %');
  });
});

describe.each(SANDBOX_DATABASES)('revenue split on the ledger, on %s', (database) => {
  const sandbox = useSandbox({ database });
  const db = () => sandbox.database.db;

  /** Tina (no approval) pays Paul. */
  async function payPaul(amount: string, extra: Record<string, unknown> = {}): Promise<Json> {
    const call = await sessionOf(sandbox.app, D.tina.email);
    const answer = await call('transferP2p', {
      accountId: D.tina.eur,
      amount,
      currency: 'EUR',
      toEmail: D.paul.email,
      ...extra,
    });
    expect(answer).toMatchObject({ responseCode: '00' });
    return answer;
  }

  it('a p2p payment into the payer moves 12.5 % to the beneficiary in one journal, shown in both histories', async () => {
    await contract(db(), { id: CONTRACT });

    const paid = await payPaul('100');

    expect((await balanceOf(db(), D.paul.eur)).toFixed(2)).toBe('337.50');
    expect((await balanceOf(db(), D.sia.eur)).toFixed(2)).toBe('2012.50');
    const splits = await splitsOf(db());
    expect(splits).toEqual([
      expect.objectContaining({
        incomingJournalId: paid.transactionId,
        contractId: CONTRACT,
        currency: 'EUR',
      }),
    ]);
    const [split] = splits;
    expect(split!.amount).toMatch(/^12\.50*$/);
    const entries = await db()
      .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.journalId, split!.splitJournalId));
    expect(entries.map((entry) => [entry.accountId, Number(entry.amount)])).toEqual(
      expect.arrayContaining([
        [D.paul.eur, -12.5],
        [D.sia.eur, 12.5],
      ]),
    );
    expect(entries).toHaveLength(2);
    expect(await journalImbalance(db(), split!.splitJournalId)).toEqual([]);
    for (const { sum } of await ledgerSums(db())) expect(Number(sum)).toBe(0);
    const [journal] = await db().select().from(journals).where(eq(journals.id, split!.splitJournalId));
    expect(journal).toMatchObject({ customerId: D.paul.customerId, type: 'p2p', status: 'completed' });

    const description = 'Revenue split · contract 79001 · 12.5 %';
    for (const [who, accountId, amount] of [
      [D.paul, D.paul.eur, '-12.50'],
      [D.sia, D.sia.eur, '12.50'],
    ] as const) {
      const call = await sessionOf(sandbox.app, who.email);
      const history = await call('getTransactionHistory', { accountId, pageNumber: 1 });
      const lines = [history.transactions.transaction].flat() as HistoryTransaction[];
      expect(lines).toContainEqual(
        expect.objectContaining({
          transactionId: split!.splitJournalId,
          operationType: 'p2p',
          description,
          amount,
          currencyCode: 'EUR',
        }),
      );
    }
  });

  it('rounds down: 33.33 → 4.16; 0.07 → nothing moved, nothing recorded', async () => {
    await contract(db(), { id: CONTRACT });

    await payPaul('33.33');
    await payPaul('0.07');

    expect((await splitsOf(db())).map((split) => Number(split.amount))).toEqual([4.16]);
    expect((await balanceOf(db(), D.sia.eur)).toFixed(2)).toBe('2004.16');
    expect((await balanceOf(db(), D.paul.eur)).toFixed(2)).toBe('279.24');
  });

  it('a payment is split once: not again on an idempotent resubmission, nor when split again', async () => {
    await contract(db(), { id: CONTRACT });

    const first = await payPaul('100', { idempotencyKey: 'split-once' });
    const again = await payPaul('100', { idempotencyKey: 'split-once' });

    expect(again.transactionId).toBe(first.transactionId);
    expect(await splitIncomingPayment(createSplitQueries(db()), first.transactionId)).toBeNull();
    expect(await splitsOf(db())).toHaveLength(1);
    expect((await balanceOf(db(), D.sia.eur)).toFixed(2)).toBe('2012.50');
  });

  it('a payment approved by code later is split when it executes', async () => {
    await contract(db(), { id: CONTRACT });
    const call = await sessionOf(sandbox.app, D.otto.email);
    const submitted = await call('transferP2p', {
      accountId: D.otto.eur,
      amount: '40',
      currency: 'EUR',
      toEmail: D.paul.email,
    });
    expect(await splitsOf(db())).toHaveLength(0);

    const { code } = await latestMessage(sandbox.app, D.otto.email);
    const confirmed = await call('confirmTransaction', {
      operationId: submitted.operationId,
      approvalCode: code,
    });

    expect(confirmed).toMatchObject({ responseCode: '00', status: 'completed' });
    expect((await splitsOf(db())).map((split) => Number(split.amount))).toEqual([5]);
    expect((await balanceOf(db(), D.sia.eur)).toFixed(2)).toBe('2005.00');
  });

  it.each([
    ['TERMINATED', { status: 'TERMINATED' }],
    ['before activeFrom', { activeFrom: '2999-01-01' }],
    ['after activeTo', { activeTo: '2020-12-31' }],
    ['SIGNED, not yet active', { status: 'SIGNED' }],
  ] as const)('%s: no split', async (_, fields) => {
    await contract(db(), { id: CONTRACT, ...fields });

    await payPaul('100');

    expect(await splitsOf(db())).toHaveLength(0);
    expect((await balanceOf(db(), D.paul.eur)).toFixed(2)).toBe('350.00');
    expect(
      await createSplitQueries(db()).executingContractsOf(
        D.paul.customerId,
        new Date().toISOString().slice(0, 10),
      ),
    ).toEqual([]);
  });

  it('TERMINATING still splits (until activeTo)', async () => {
    await contract(db(), { id: CONTRACT, status: 'TERMINATING', activeTo: '2999-01-01' });

    await payPaul('100');

    expect(await splitsOf(db())).toHaveLength(1);
  });

  it('no beneficiary account in the currency: nothing moved, nothing recorded', async () => {
    await contract(db(), { id: CONTRACT });
    const call = await sessionOf(sandbox.app, D.tina.email);

    const answer = await call('transferP2p', {
      accountId: D.tina.usd,
      amount: '100',
      currency: 'USD',
      toEmail: D.paul.email,
    });

    expect(answer).toMatchObject({ responseCode: '00' });
    expect(await splitsOf(db())).toHaveLength(0);
    expect((await balanceOf(db(), D.paul.usd)).toFixed(2)).toBe('200.00');
  });

  it('a chain of contracts does not loop: the split is no incoming payment of its beneficiary', async () => {
    await contract(db(), { id: CONTRACT });
    // Sia pays Paul half of what comes in: Paul's split to Sia must not come back.
    await contract(db(), {
      id: RETURN_CONTRACT,
      companyId: D.paul.customerId,
      initiatorId: D.sia.customerId,
      senderId: D.sia.customerId,
      beneficiaryId: D.paul.customerId,
      percentage: '50',
    });

    await payPaul('100');

    const splits = await splitsOf(db());
    expect(splits).toHaveLength(1);
    expect(await splitIncomingPayment(createSplitQueries(db()), splits[0]!.splitJournalId)).toBeNull();
    expect(await splitsOf(db())).toHaveLength(1);
    expect((await balanceOf(db(), D.paul.eur)).toFixed(2)).toBe('337.50');
    expect((await balanceOf(db(), D.sia.eur)).toFixed(2)).toBe('2012.50');
  });

  it('the payer’s outgoing payments are not split', async () => {
    await contract(db(), { id: CONTRACT });
    const call = await sessionOf(sandbox.app, D.paul.email);

    await call('transferP2p', {
      accountId: D.paul.eur,
      amount: '10',
      currency: 'EUR',
      toEmail: D.sia.email,
    });

    expect(await splitsOf(db())).toHaveLength(0);
  });
});
