import { eq } from 'drizzle-orm';
import { journals } from '../../../money/ledger-tables';
import { standingOrderRuns } from './tables';
import { STANDING_DEMO as D } from './seed';
import { TRANSFER_DEMO } from '../payments/seed';
import { useSandbox } from '../../../testing/sandbox';
import { isPayoutBlacklisted } from '../../../money/payout-blacklist';
import { balanceOf, sessionOf } from '../../../testing/money';
import { dueDate, nextDueDate } from './schedule';

// Each test starts from freshly seeded data, which takes more than jest's 5 s on a busy machine.
jest.setTimeout(30_000);

const sandbox = useSandbox();

/** Bianca Studio's accounts (seed.ts): Ivan initiates on them (access right 3), Bianca approves. */
const BIANCA_EUR = 100008;
const BIANCA_USD = 100009;

/** The sandbox clock's date (it only moves forward, and keeps its place between the tests of this file). */
async function sandboxToday(): Promise<string> {
  const answer = await sandbox.app.inject({ method: 'GET', url: '/sandbox/clock' });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ now: string }>().now.slice(0, 10);
}

async function advance(days: number) {
  const answer = await sandbox.app.inject({ method: 'POST', url: '/sandbox/clock', payload: { days } });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ now: string; executed: number; skipped: number; finished: number }>();
}

const WEEKLY_THREE = {
  currency: 'EUR',
  fromAccount: D.stan.main,
  toAccount: D.stan.savings,
  subscriptionFrequency: 'weekly',
  subscriptionTransactions: 3,
  subscriptionUserCancel: true,
};

describe('due dates', () => {
  it('adds weeks, and months keeping the day or the month’s last day', () => {
    expect(dueDate('2026-01-28', 'weekly', 1)).toBe('2026-02-04');
    expect(dueDate('2026-01-31', 'monthly', 1)).toBe('2026-02-28');
    expect(dueDate('2026-01-31', 'monthly', 2)).toBe('2026-03-31');
    expect(dueDate('2024-01-31', 'monthly', 1)).toBe('2024-02-29');
    expect(dueDate('2026-11-30', 'quarterly', 1)).toBe('2027-02-28');
    expect(nextDueDate('2026-01-31', 'monthly', '2026-02-28')).toBe('2026-03-31');
  });
});

describe('standing payments', () => {
  it('a between-accounts transfer with subscription fields pays at once, then on each due date of the sandbox clock, until its count', async () => {
    const call = await sessionOf(sandbox.app, D.stan.email);
    const today = await sandboxToday();
    const first = await call('transferBetweenAccounts', { ...WEEKLY_THREE, amount: '100.00' });
    expect(first.responseCode).toBe('00');
    const fee = first.fee as string;
    expect((await balanceOf(sandbox.database.db, D.stan.savings)).toFixed(2)).toBe('250.00');

    const listed = await call('getStandingPayments', {});
    expect(listed.subscriptions).toEqual([
      expect.objectContaining({
        type: 'betweenAccounts',
        amount: '100',
        fromAccount: D.stan.main,
        toAccount: D.stan.savings,
        beneficiaryEmail: D.stan.email,
        frequency: 'weekly',
        startDate: today,
        transactions: 3,
        executed: 1,
        remaining: 2,
        nextExecution: dueDate(today, 'weekly', 1),
        status: 'active',
        userCancel: true,
      }),
    ]);

    expect(await advance(6)).toMatchObject({ executed: 0, skipped: 0 });
    expect(await advance(1)).toMatchObject({ executed: 1, skipped: 0, finished: 0 });
    expect((await balanceOf(sandbox.database.db, D.stan.savings)).toFixed(2)).toBe('350.00');
    // Two clock moves over the same date never pay it twice.
    expect(await advance(1)).toMatchObject({ executed: 0 });
    expect(await advance(13)).toMatchObject({ executed: 1, finished: 1 });
    expect((await balanceOf(sandbox.database.db, D.stan.savings)).toFixed(2)).toBe('450.00');
    expect((await balanceOf(sandbox.database.db, D.stan.main)).toFixed(2)).toBe(
      (2400 - 300 - 3 * Number(fee)).toFixed(2),
    );
    const [order] = (await call('getStandingPayments', {})).subscriptions;
    expect(order).toMatchObject({ status: 'finished', executed: 3, remaining: 0 });
    expect(order.nextExecution).toBeUndefined();
    expect(order.lastRun).toMatchObject({ dueDate: dueDate(today, 'weekly', 2), status: 'executed' });
    const [journal] = await sandbox.database.db
      .select()
      .from(journals)
      .where(eq(journals.id, order.lastRun.transactionId));
    expect(journal).toMatchObject({
      customerId: D.stan.customerId,
      idempotencyKey: `standing:${order.id}:${dueDate(today, 'weekly', 2)}`,
    });
    expect(await advance(30)).toMatchObject({ executed: 0, skipped: 0 });
  });

  it('skips a due date the balance cannot pay and says why; an end date ends it', async () => {
    const call = await sessionOf(sandbox.app, D.stan.email);
    const today = await sandboxToday();
    const end = dueDate(today, 'monthly', 2);
    const first = await call('transferBetweenAccounts', {
      currency: 'EUR',
      fromAccount: D.stan.savings,
      toAccount: D.stan.main,
      amount: '100.00',
      subscriptionFrequency: 'monthly',
      subscriptionEndDate: end,
    });
    expect(first.responseCode).toBe('00');
    // 50 left on savings: the next month's 100 cannot be paid.
    const moved = await advance(
      Number((Date.parse(dueDate(today, 'monthly', 1)) - Date.parse(today)) / 86_400_000),
    );
    expect(moved).toMatchObject({ executed: 0, skipped: 1 });
    const [order] = (await call('getStandingPayments', {})).subscriptions;
    expect(order).toMatchObject({
      executed: 1,
      status: 'active',
      nextExecution: end,
      lastRun: { dueDate: dueDate(today, 'monthly', 1), status: 'skipped', reason: 'Insufficient funds' },
    });
    expect(order.remaining).toBeUndefined();
    const runs = await sandbox.database.db
      .select()
      .from(standingOrderRuns)
      .where(eq(standingOrderRuns.orderId, order.id));
    expect(runs).toHaveLength(1);
    expect(runs[0]!.journalId).toBeNull();
    expect(await advance(70)).toMatchObject({ skipped: 1, finished: 1 });
    expect((await call('getStandingPayments', {})).subscriptions[0].status).toBe('finished');
  });

  it('filters by beneficiary e-mail, amounts and type', async () => {
    const call = await sessionOf(sandbox.app, D.stan.email);
    await call('transferBetweenAccounts', { ...WEEKLY_THREE, amount: '20.00' });
    await call('transferBetweenAccounts', { ...WEEKLY_THREE, amount: '75.50' });
    const amounts = async (filter: Record<string, string>) =>
      ((await call('getStandingPayments', filter)).subscriptions as { amount: string }[]).map(
        (s) => s.amount,
      );
    expect(await amounts({})).toEqual(['75.5', '20']);
    expect(await amounts({ fromAmount: '20.01' })).toEqual(['75.5']);
    expect(await amounts({ toAmount: '20' })).toEqual(['20']);
    expect(await amounts({ fromAmount: '10', toAmount: '80', beneficiaryEmail: 'STAN.standing' })).toEqual([
      '75.5',
      '20',
    ]);
    expect(await amounts({ beneficiaryEmail: 'someone.else' })).toEqual([]);
    expect(await amounts({ type: 'p2p' })).toEqual([]);
    expect((await call('getStandingPayments', { fromAmount: '9', toAmount: '1' })).responseCode).toBe('TA1');
    expect((await call('getStandingPayments', { fromAmount: '-1' })).responseCode).toBe('TA1');
  });

  it('cancels only an active one the payer may cancel, and only the customer’s own', async () => {
    const call = await sessionOf(sandbox.app, D.stan.email);
    await call('transferBetweenAccounts', {
      ...WEEKLY_THREE,
      amount: '10.00',
      subscriptionUserCancel: false,
    });
    await call('transferBetweenAccounts', { ...WEEKLY_THREE, amount: '11.00' });
    const [cancellable, fixed] = (await call('getStandingPayments', {})).subscriptions;
    expect(cancellable.amount).toBe('11');

    const other = await sessionOf(sandbox.app, D.bella.email);
    expect((await other('cancelStandingPayment', { id: cancellable.id })).responseCode).toBe('NF');
    expect(await call('cancelStandingPayment', { id: fixed.id })).toMatchObject({
      responseCode: '13',
      responseDescription: 'This standing payment cannot be cancelled by the payer',
    });
    expect((await call('cancelStandingPayment', { id: cancellable.id })).responseCode).toBe('00');
    expect((await call('cancelStandingPayment', { id: cancellable.id })).responseCode).toBe('13');
    const after = (await call('getStandingPayments', {})).subscriptions;
    expect(after[0]).toMatchObject({ id: cancellable.id, status: 'cancelled' });
    expect(after[0].nextExecution).toBeUndefined();
    const savings = await balanceOf(sandbox.database.db, D.stan.savings);
    expect(await advance(7)).toMatchObject({ executed: 1 });
    // Only the one left active paid.
    expect((await balanceOf(sandbox.database.db, D.stan.savings)).minus(savings).toFixed(2)).toBe('10.00');
  });
});

describe('standing payments waiting for approval', () => {
  it('an initiator’s standing transfer becomes a standing payment of the company once a colleague approves it', async () => {
    const ivan = await sessionOf(sandbox.app, TRANSFER_DEMO.ivan.email);
    const submitted = await ivan('transferBetweenAccounts', {
      currency: 'EUR',
      fromAccount: BIANCA_EUR,
      toAccount: BIANCA_USD,
      amount: '40.00',
      subscriptionFrequency: 'monthly',
      subscriptionTransactions: 2,
    });
    expect(submitted).toMatchObject({ responseCode: '00', approvalTransactionCreated: true });
    const bianca = await sessionOf(sandbox.app, 'bianca.business@demo.test');
    // Nothing is kept before the first payment is made.
    expect((await bianca('getStandingPayments', {})).subscriptions).toEqual([]);
    const { requests } = await bianca('getApprovalRequests', {
      page: 1,
      size: 50,
      createdBy: TRANSFER_DEMO.ivan.userId,
    });
    const queued = requests.find((request: { amount: string }) => request.amount === '40.00');
    const approved = await bianca('approveRequests', { transactionIds: [queued.id], declined: false });
    expect(approved.results[0]).toMatchObject({ status: 'approved' });
    expect((await bianca('getStandingPayments', {})).subscriptions).toEqual([
      expect.objectContaining({
        amount: '40',
        fromAccount: BIANCA_EUR,
        toAccount: BIANCA_USD,
        beneficiaryEmail: TRANSFER_DEMO.ivan.email,
        frequency: 'monthly',
        transactions: 2,
        remaining: 1,
        userCancel: false,
        status: 'active',
      }),
    ]);
  });
});

describe('/sandbox/clock', () => {
  it('answers now, moves to a later date, refuses an earlier one and other sites', async () => {
    const today = await sandboxToday();
    const later = dueDate(today, 'monthly', 2);
    const moved = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/clock',
      payload: { date: later },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().now).toMatch(new RegExp(`^${later}T00:00:00`));
    const back = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/clock',
      payload: { date: today },
    });
    expect(back.statusCode).toBe(400);
    expect(
      (await sandbox.app.inject({ method: 'POST', url: '/sandbox/clock', payload: {} })).statusCode,
    ).toBe(400);
    const crossSite = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/clock',
      headers: { origin: 'https://evil.example' },
      payload: { days: 1 },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await sandboxToday()).toBe(later);
  });
});

describe('payout blacklist', () => {
  it('adds with the spec’s text, lists by e-mail part and type, refuses p2p to a listed payee, and removes', async () => {
    const call = await sessionOf(sandbox.app, D.bella.email);
    expect((await call('getPayoutBlacklist', {})).users).toEqual([
      expect.objectContaining({ email: D.spam, blockType: 'all' }),
    ]);
    const p2p = { accountId: D.bella.eur, amount: '5.00', currency: 'EUR', toEmail: D.pete.email };
    expect((await call('transferP2p', p2p)).responseCode).toBe('00');

    expect(
      await call('addPayoutBlacklist', { email: 'Pete.Payee@demo.test', blockType: 'p2p' }),
    ).toMatchObject({
      responseCode: '00',
      responseDescription: `User with email ${D.pete.email} has been added to black list`,
      email: D.pete.email,
      blockType: 'p2p',
    });
    expect(await call('checkPayee', { email: D.pete.email })).toMatchObject({
      exist: true,
      outBlacklist: true,
    });
    expect(await call('transferP2p', p2p)).toMatchObject({ responseCode: 'PR' });
    expect(
      await isPayoutBlacklisted(sandbox.database.db, D.bella.customerId, D.pete.email, 'globalPay'),
    ).toBe(false);
    expect(await isPayoutBlacklisted(sandbox.database.db, D.bella.customerId, D.spam, 'globalPay')).toBe(
      true,
    );
    // Another customer's payouts are not touched by Bella's list.
    expect(await isPayoutBlacklisted(sandbox.database.db, D.stan.customerId, D.pete.email, 'p2p')).toBe(
      false,
    );

    const emails = async (filter: Record<string, string>) =>
      ((await call('getPayoutBlacklist', filter)).users as { email: string }[]).map((user) => user.email);
    expect(await emails({ email: 'PETE' })).toEqual([D.pete.email]);
    expect(await emails({ type: 'all' })).toEqual([D.spam]);
    expect(await emails({ email: '%' })).toEqual([]);

    // Changing the block type to global pay lets p2p through again.
    await call('addPayoutBlacklist', { email: D.pete.email, blockType: 'globalPay' });
    expect(
      await isPayoutBlacklisted(sandbox.database.db, D.bella.customerId, D.pete.email, 'globalPay'),
    ).toBe(true);
    expect((await call('transferP2p', p2p)).responseCode).toBe('00');

    expect((await call('deletePayoutBlacklist', { email: D.pete.email })).responseCode).toBe('00');
    expect((await call('deletePayoutBlacklist', { email: D.pete.email })).responseCode).toBe('NF');
    expect(await emails({})).toEqual([D.spam]);
    expect((await call('addPayoutBlacklist', { email: 'not-an-email', blockType: 'all' })).responseCode).toBe(
      'TA1',
    );
    expect((await call('addPayoutBlacklist', { email: D.pete.email, blockType: 'cards' })).responseCode).toBe(
      'TA1',
    );
  });
});
