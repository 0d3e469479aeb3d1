import { eq } from 'drizzle-orm';
import { standingOrderRuns } from './tables';
import { STANDING_DEMO as D } from './seed';
import { SANDBOX_DATABASES, useSandbox } from '../../../testing/sandbox';
import { balanceOf, ledgerSums, sessionOf } from '../../../testing/money';

// Each test starts from freshly seeded data, which takes more than jest's 5 s on a busy machine.
jest.setTimeout(60_000);

describe.each(SANDBOX_DATABASES)('standing payments on %s', (database) => {
  const sandbox = useSandbox({ database });

  it('three clock moves at once pay each due date once, and the ledger stays balanced', async () => {
    const call = await sessionOf(sandbox.app, D.stan.email);
    const first = await call('transferBetweenAccounts', {
      currency: 'EUR',
      fromAccount: D.stan.main,
      toAccount: D.stan.savings,
      amount: '25.00',
      subscriptionFrequency: 'weekly',
      subscriptionTransactions: 3,
    });
    expect(first.responseCode).toBe('00');
    const savings = await balanceOf(sandbox.database.db, D.stan.savings);
    const move = () =>
      sandbox.app.inject({ method: 'POST', url: '/sandbox/clock', payload: { days: 7 } }).then((answer) => {
        expect(answer.statusCode).toBe(200);
        return answer.json<{ executed: number; skipped: number }>();
      });
    const answers = await Promise.all([move(), move(), move()]);
    expect(answers.reduce((sum, answer) => sum + answer.executed, 0)).toBe(2);
    expect((await balanceOf(sandbox.database.db, D.stan.savings)).minus(savings).toFixed(2)).toBe('50.00');
    const [order] = (await call('getStandingPayments', {})).subscriptions;
    expect(order).toMatchObject({ status: 'finished', executed: 3, remaining: 0 });
    const runs = await sandbox.database.db
      .select()
      .from(standingOrderRuns)
      .where(eq(standingOrderRuns.orderId, order.id));
    expect(runs.map((run) => run.status)).toEqual(['executed', 'executed']);
    for (const { sum } of await ledgerSums(sandbox.database.db)) expect(Number(sum)).toBe(0);
  });
});
