import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { journals } from '../../../money/ledger-tables';
import { TRANSFER_DEMO as D } from './seed';
import { callMethod, SANDBOX_DATABASES, signIn, useSandbox } from '../../../testing/sandbox';
import { journalImbalance } from '../../../money/ledger';
import { balanceOf, ledgerSums } from '../../../testing/money';

/** 120 concurrent submits: 100 distinct keys and 20 repeats of some of them, against a balance for 49. */
const DISTINCT = 100;
const REPEATS = 20;
const AMOUNT = '100';
/** The p2p fee of 100 EUR (0.5 %). */
const FEE = '0.5';

/** Pairs of crossing p2p transfers (Tina to Paul and Paul to Tina at the same moment), all sent at once. */
const CROSSING_PAIRS = 20;
const CROSSING_AMOUNT = '10';
/** The p2p fee of 10 EUR: the minimum, 0.5 % is less. */
const CROSSING_FEE = '0.20';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read as JSON

describe.each(SANDBOX_DATABASES)('concurrent transfers on %s', (database) => {
  const sandbox = useSandbox({ database });

  it('never overdraws, posts one journal per successful key, and keeps every journal and the ledger at zero', async () => {
    const { accessToken } = await signIn(sandbox.app, D.tina.email);
    const start = await balanceOf(sandbox.database.db, D.tina.eur);
    const journalsOfTina = () =>
      sandbox.database.db
        .select({ id: journals.id })
        .from(journals)
        .where(eq(journals.customerId, D.tina.customerId));
    const before = new Set((await journalsOfTina()).map((row) => row.id));
    const keys = [
      ...Array.from({ length: DISTINCT }, (_, index) => `burst-${index}`),
      ...Array.from({ length: REPEATS }, (_, index) => `burst-${index * 3}`),
    ];
    const answers = await Promise.all(
      keys.map(async (idempotencyKey) => {
        const response = await callMethod(sandbox.app, 'transferP2p', {
          accessToken,
          body: {
            accountId: D.tina.eur,
            amount: AMOUNT,
            currency: 'EUR',
            toEmail: D.paul.email,
            idempotencyKey,
          },
        });
        return { idempotencyKey, body: response.json<Json>() };
      }),
    );

    for (const { body } of answers) expect(['00', '51']).toContain(body.responseCode);
    const byKey = new Map<string, Set<string>>();
    for (const { idempotencyKey, body } of answers) {
      const outcome = body.responseCode === '00' ? `00:${body.transactionId}` : '51';
      byKey.set(idempotencyKey, (byKey.get(idempotencyKey) ?? new Set()).add(outcome));
    }
    // A repeated key answers exactly what its first submit answered.
    for (const outcomes of byKey.values()) expect(outcomes.size).toBe(1);
    const succeeded = [...byKey.values()].filter((outcomes) => [...outcomes][0] !== '51').length;
    const perTransfer = new Decimal(AMOUNT).plus(FEE);
    // 5000 / 100.5: 49 fit, the rest are refused for funds.
    expect(succeeded).toBe(start.dividedBy(perTransfer).floor().toNumber());

    const end = await balanceOf(sandbox.database.db, D.tina.eur);
    expect(end.greaterThanOrEqualTo(0)).toBe(true);
    expect(end.toFixed(2)).toBe(start.minus(perTransfer.times(succeeded)).toFixed(2));

    const written = (await journalsOfTina()).filter((row) => !before.has(row.id));
    // The seed's opening-balance journals were there before.
    expect(written).toHaveLength(succeeded);
    for (const journal of written)
      expect(await journalImbalance(sandbox.database.db, journal.id)).toEqual([]);
    for (const row of await ledgerSums(sandbox.database.db)) expect(new Decimal(row.sum).isZero()).toBe(true);
    expect((await balanceOf(sandbox.database.db, D.paul.eur)).toFixed(2)).toBe(
      new Decimal('250').plus(new Decimal(AMOUNT).times(succeeded)).toFixed(2),
    );
  }, 120_000);

  it('crossing transfers between two accounts all answer 00, never a 500, and conserve the money', async () => {
    const [tina, paul] = await Promise.all([
      signIn(sandbox.app, D.tina.email),
      signIn(sandbox.app, D.paul.email),
    ]);
    const db = sandbox.database.db;
    const [tinaStart, paulStart] = await Promise.all([balanceOf(db, D.tina.eur), balanceOf(db, D.paul.eur)]);
    const send = (
      from: { accessToken: string },
      accountId: number,
      toEmail: string,
      idempotencyKey: string,
    ) =>
      callMethod(sandbox.app, 'transferP2p', {
        accessToken: from.accessToken,
        body: { accountId, amount: CROSSING_AMOUNT, currency: 'EUR', toEmail, idempotencyKey },
      });
    const answers = await Promise.all(
      Array.from({ length: CROSSING_PAIRS }, (_, index) => [
        send(tina, D.tina.eur, D.paul.email, `cross-tina-${index}`),
        send(paul, D.paul.eur, D.tina.email, `cross-paul-${index}`),
      ]).flat(),
    );

    // Both have the money for every transfer: a lock conflict is the only way one could fail.
    expect(answers.map((answer) => [answer.statusCode, answer.json<Json>().responseCode])).toEqual(
      answers.map(() => [200, '00']),
    );
    // Each moved 20 × 10 EUR to the other and paid 20 × 0.20 EUR in fees.
    const fees = new Decimal(CROSSING_FEE).times(CROSSING_PAIRS);
    expect((await balanceOf(db, D.tina.eur)).toFixed(2)).toBe(tinaStart.minus(fees).toFixed(2));
    expect((await balanceOf(db, D.paul.eur)).toFixed(2)).toBe(paulStart.minus(fees).toFixed(2));
    for (const row of await ledgerSums(db)) expect(new Decimal(row.sum).isZero()).toBe(true);
  }, 120_000);
});
