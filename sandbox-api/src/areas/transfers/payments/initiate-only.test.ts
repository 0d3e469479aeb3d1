import { EXTERNAL_TRANSFER_TYPES, type TransferType } from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { count, eq } from 'drizzle-orm';
import { accounts } from '../../../platform/db/tables';
import { journals, ledgerEntries } from '../../../money/ledger-tables';
import { transferOperations } from '../../../money/engine/tables';
import { TRANSFER_DEMO as D } from './seed';
import { useSandbox } from '../../../testing/sandbox';
import { luhnCheckDigit } from '../../../money/card-bins';
import { journalImbalance } from '../../../money/ledger';
import { balanceOf, GERMAN_WIRE_DETAILS, sessionOf } from '../../../testing/money';

const sandbox = useSandbox();

const BIANCA = 'bianca.business@demo.test';
const BIANCA_STUDIO = D.ivan.customerId;
const BIANCA_EUR = 100008;
const BIANCA_USD = 100009;
/** Accounts the tests open for Bianca Studio, so that every kind has an account in its currency. */
const BIANCA_EUR_2 = 100601;
const BIANCA_GBP = 100602;
const BIANCA_USDT = 100603;
const BIANCA_CAD = 100604;

function cardNumber(bin: string): string {
  const partial = `${bin}123456789`;
  return `${partial}${luhnCheckDigit(partial)}`;
}

interface Row {
  name: string;
  kind: TransferType;
  method: 'transferBetweenAccounts' | 'transferP2p' | 'transferExternal';
  request: Record<string, unknown>;
  from: number;
  /** The company's own account credited (between own accounts). */
  to?: number;
  /** Between own accounts in two currencies: the journal carries the quoted rate. */
  exchange?: boolean;
}

/**
 * Every single transfer kind the sandbox has, sent by a right-3 user (spec 02 §4, §6: initiate only). Mass
 * transfers have no submit in the sandbox yet (issue 15): when they arrive, each mass kind gets its row here.
 */
const ROWS: Row[] = [
  {
    name: 'between own accounts, same currency',
    kind: 'betweenAccounts',
    method: 'transferBetweenAccounts',
    request: { fromAccount: BIANCA_EUR, toAccount: BIANCA_EUR_2, amount: '110', currency: 'EUR' },
    from: BIANCA_EUR,
    to: BIANCA_EUR_2,
    exchange: false,
  },
  {
    name: 'between own accounts, with an exchange',
    kind: 'betweenAccounts',
    method: 'transferBetweenAccounts',
    request: { fromAccount: BIANCA_EUR, toAccount: BIANCA_USD, amount: '100', currency: 'EUR' },
    from: BIANCA_EUR,
    to: BIANCA_USD,
    exchange: true,
  },
  {
    name: 'p2p',
    kind: 'p2p',
    method: 'transferP2p',
    request: { accountId: BIANCA_EUR, amount: '75', currency: 'EUR', toEmail: D.paul.email },
    from: BIANCA_EUR,
  },
  {
    name: 'wire',
    kind: 'wire',
    method: 'transferExternal',
    request: {
      type: 'wire',
      accountId: BIANCA_EUR,
      amount: '1000',
      currency: 'EUR',
      countryCode: 'DE',
      details: GERMAN_WIRE_DETAILS,
      // A business's wire names its company registration (the extra params of customer type 1).
      extraParams: { purposeOfPayment: 'services', companyRegistrationNumber: 'REA MI-1234567' },
    },
    from: BIANCA_EUR,
  },
  {
    name: 'eft',
    kind: 'eft',
    method: 'transferExternal',
    request: {
      type: 'eft',
      accountId: BIANCA_USD,
      amount: '100',
      currency: 'USD',
      countryCode: 'US',
      details: { accountNumber: '000123456789', beneficiaryName: 'John Smith' },
      extraParams: { routingNumber: '021000021', accountType: 'checking' },
    },
    from: BIANCA_USD,
  },
  {
    name: 'oct',
    kind: 'oct',
    method: 'transferExternal',
    request: {
      type: 'oct',
      accountId: BIANCA_GBP,
      amount: '200',
      currency: 'GBP',
      countryCode: 'GB',
      details: { cardNumber: cardNumber('492181'), beneficiaryName: 'Olivia Brown' },
    },
    from: BIANCA_GBP,
  },
  {
    name: 'crypto_eft',
    kind: 'crypto_eft',
    method: 'transferExternal',
    request: {
      type: 'crypto_eft',
      accountId: BIANCA_USDT,
      amount: '50',
      currency: 'USDT',
      countryCode: 'DE',
      details: { address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', network: 'TRON' },
    },
    from: BIANCA_USDT,
  },
  {
    name: 'instant_payment',
    kind: 'instant_payment',
    method: 'transferExternal',
    request: {
      type: 'instant_payment',
      accountId: BIANCA_USD,
      amount: '40',
      currency: 'USD',
      countryCode: 'BR',
      details: { instantKey: 'joao.pereira@exemplo.com.br' },
      extraParams: { instantKeyType: 'email' },
    },
    from: BIANCA_USD,
  },
  {
    name: 'interac',
    kind: 'interac',
    method: 'transferExternal',
    request: {
      type: 'interac',
      accountId: BIANCA_CAD,
      amount: '25',
      currency: 'CAD',
      countryCode: 'CA',
      details: {
        toEmail: 'liam.tremblay@example.ca',
        beneficiaryName: 'Liam Tremblay',
        securityQuestion: 'Our first dog?',
        securityAnswer: 'Rex',
      },
    },
    from: BIANCA_CAD,
  },
];

async function openAccounts(): Promise<void> {
  await sandbox.database.db.insert(accounts).values(
    [
      [BIANCA_EUR_2, 'EUR', '0'],
      [BIANCA_GBP, 'GBP', '800'],
      [BIANCA_USDT, 'USDT', '500'],
      [BIANCA_CAD, 'CAD', '300'],
    ].map(([id, currencyCode, balance]) => ({
      id: Number(id),
      customerId: BIANCA_STUDIO,
      type: 1001,
      statusId: 2,
      currencyCode: String(currencyCode),
      balance: String(balance),
    })),
  );
}

async function journalCount(): Promise<number> {
  const [row] = await sandbox.database.db.select({ n: count() }).from(journals);
  return row?.n ?? 0;
}

/** The balances of the row's accounts. */
async function balancesOf(row: Row): Promise<Decimal[]> {
  return Promise.all([row.from, ...(row.to ? [row.to] : [])].map((id) => balanceOf(sandbox.database.db, id)));
}

async function requestIdOf(operationId: string): Promise<number> {
  const [row] = await sandbox.database.db
    .select({ requestId: transferOperations.requestId })
    .from(transferOperations)
    .where(eq(transferOperations.id, operationId));
  if (!row) throw new Error(`no operation ${operationId}`);
  return row.requestId;
}

/** Submits the row as Ivan (right 3): it must wait in the queue with no money moved. */
async function submitQueued(row: Row): Promise<{ requestId: number; answer: Record<string, unknown> }> {
  const ivan = await sessionOf(sandbox.app, D.ivan.email);
  const before = { balances: await balancesOf(row), journals: await journalCount() };
  const answer = await ivan(row.method, row.request);
  expect(answer).toMatchObject({
    responseCode: '00',
    operationId: expect.any(String),
    approveType: 'none',
    approvalTransactionCreated: true,
  });
  expect(answer.transactionId).toBeUndefined();
  expect(await balancesOf(row)).toEqual(before.balances);
  expect(await journalCount()).toBe(before.journals);
  return { requestId: await requestIdOf(answer.operationId), answer };
}

describe('initiate only (right 3): every transfer kind waits for a colleague (spec 02 §4, §6, issue 12)', () => {
  beforeEach(openAccounts);

  it('the table covers every single transfer kind of the contract', () => {
    expect(new Set(ROWS.map((row) => row.kind))).toEqual(
      new Set<TransferType>(['betweenAccounts', 'p2p', ...EXTERNAL_TRANSFER_TYPES]),
    );
  });

  it.each(ROWS)(
    '$name: queued, no money moves; Bianca approves and one balanced journal posts it',
    async (row) => {
      const { requestId, answer } = await submitQueued(row);
      const bianca = await sessionOf(sandbox.app, BIANCA);
      const { requests } = await bianca('getApprovalRequests', {
        page: 1,
        size: 50,
        createdBy: D.ivan.userId,
      });
      expect(requests).toContainEqual(
        expect.objectContaining({ id: requestId, transactionType: row.kind, status: 'pending' }),
      );

      const [fromBefore, toBefore] = await balancesOf(row);
      const journalsBefore = await journalCount();
      const approved = await bianca('approveRequests', { transactionIds: [requestId], declined: false });
      expect(approved.results).toEqual([
        { id: requestId, status: 'approved', transactionId: expect.any(Number) },
      ]);

      const journalId: number = approved.results[0].transactionId;
      expect(await journalCount()).toBe(journalsBefore + 1);
      expect(await journalImbalance(sandbox.database.db, journalId)).toEqual([]);
      const amount = new Decimal(row.request.amount as string);
      const [fromAfter, toAfter] = await balancesOf(row);
      expect(fromBefore!.minus(fromAfter!).toFixed()).toBe(amount.plus(answer.fee as string).toFixed());
      if (row.to !== undefined) {
        // Posted at the quote the initiator saw: what arrives and at which rate.
        expect(toAfter!.minus(toBefore!).toFixed()).toBe(new Decimal(answer.toAmount as string).toFixed());
        const [journal] = await sandbox.database.db
          .select({ type: journals.type, exchangeRate: journals.exchangeRate })
          .from(journals)
          .where(eq(journals.id, journalId));
        expect(journal?.type).toBe('betweenAccounts');
        expect(journal?.exchangeRate === null ? null : new Decimal(journal!.exchangeRate).toFixed()).toBe(
          row.exchange ? new Decimal(answer.exchangeRate as string).toFixed() : null,
        );
        const entries = await sandbox.database.db
          .select({ accountId: ledgerEntries.accountId })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.journalId, journalId));
        expect(entries.map((entry) => entry.accountId)).toEqual(expect.arrayContaining([row.from, row.to]));
      }
    },
  );

  it.each(ROWS.filter((row) => row.kind === 'betweenAccounts'))(
    '$name: declined by Bianca, nothing is posted',
    async (row) => {
      const { requestId } = await submitQueued(row);
      const bianca = await sessionOf(sandbox.app, BIANCA);
      const before = { balances: await balancesOf(row), journals: await journalCount() };
      const declined = await bianca('approveRequests', { transactionIds: [requestId], declined: true });
      expect(declined.results).toEqual([{ id: requestId, status: 'declined' }]);
      expect(await balancesOf(row)).toEqual(before.balances);
      expect(await journalCount()).toBe(before.journals);
    },
  );
});
