import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { journals } from '../../db/schema';
import { TRANSFER_DEMO as D } from '../../db/seed-transfers';
import { callMethod, signIn, useSandbox } from '../../testing/sandbox';
import { journalImbalance } from '../ledger/ledger';
import { balanceOf, ledgerSums } from './testing';

const sandbox = useSandbox();

/** 120 concurrent submits: 100 distinct keys and 20 repeats of some of them, against a balance for 49. */
const DISTINCT = 100;
const REPEATS = 20;
const AMOUNT = '100';
/** The p2p fee of 100 EUR (0.5 %). */
const FEE = '0.5';

describe('concurrent p2p transfers from one account', () => {
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
        return { idempotencyKey, body: response.json<Record<string, any>>() }; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON
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
});
