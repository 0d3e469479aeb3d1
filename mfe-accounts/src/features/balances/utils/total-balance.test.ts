import type { DefaultRate } from '@portal/api/catalogue';
import { testAccount } from '../testing/render';
import { estimateTotal, mainCurrencyOf, rateBetween } from './total-balance';

/** The sandbox's demo rates (seed-transfers.ts): quoted from EUR, one direct pair besides. */
const RATES: DefaultRate[] = [
  { fromCurrencyCode: 'EUR', toCurrencyCode: 'USD', rate: '1.08' },
  { fromCurrencyCode: 'EUR', toCurrencyCode: 'GBP', rate: '0.85' },
  { fromCurrencyCode: 'EUR', toCurrencyCode: 'JPY', rate: '162.5' },
  { fromCurrencyCode: 'EUR', toCurrencyCode: 'BTC', rate: '0.0000155' },
  { fromCurrencyCode: 'USD', toCurrencyCode: 'GBP', rate: '0.79' },
];

describe('rateBetween', () => {
  it.each([
    ['EUR', 'EUR', '1'],
    ['EUR', 'USD', '1.08'],
    ['USD', 'EUR', '0.9259259259'],
    ['USD', 'GBP', '0.79'],
    ['GBP', 'USD', '1.2658227848'],
    // No pair: crossed through EUR, 1/162.5 (0.0061538462) × 1.08, to 10 places.
    ['JPY', 'USD', '0.0066461539'],
  ])('%s → %s / %s', (from, to, rate) => expect(rateBetween(RATES, from, to)).toBe(rate));

  it('no way there / undefined', () => expect(rateBetween(RATES, 'RON', 'USD')).toBeUndefined());
});

describe('mainCurrencyOf', () => {
  it('the first live fiat payment account, past a closed one and a wallet', () =>
    expect(
      mainCurrencyOf([
        testAccount({ accountId: 1, type: 11, currencyCode: 'GBP' }),
        testAccount({ accountId: 2, currencyCode: 'BTC' }),
        testAccount({ accountId: 3, currencyCode: 'USD' }),
        testAccount({ accountId: 4, currencyCode: 'EUR' }),
      ]),
    ).toBe('USD'));
  it('no payment account / the first live one', () =>
    expect(mainCurrencyOf([testAccount({ accountId: 1, type: 4001, currencyCode: 'GBP' })])).toBe('GBP'));
  it('no account / EUR', () => expect(mainCurrencyOf([])).toBe('EUR'));
});

describe('estimateTotal', () => {
  it('converts each balance exactly, sums, rounds once half up to the minor units', () => {
    const total = estimateTotal(
      [
        testAccount({ accountId: 1, currencyCode: 'EUR', balance: '1520.50' }),
        // 10.00 / 1.08 = 9.259259259 → with 1520.50: 1529.759259259 → 1529.76
        testAccount({ accountId: 2, currencyCode: 'USD', balance: '10.00' }),
      ],
      RATES,
    );
    expect(total).toEqual({ kind: 'total', amount: '1529.76', currencyCode: 'EUR' });
  });

  it('several accounts / the exact sum is rounded, not the rounded parts', () => {
    const total = estimateTotal(
      [
        testAccount({ accountId: 1, currencyCode: 'EUR', balance: '0' }),
        ...[2, 3, 4].map((accountId) => testAccount({ accountId, currencyCode: 'USD', balance: '0.05' })),
      ],
      RATES,
    );
    // 0.15 × 0.9259259259 = 0.1388… → 0.14; each 0.05 alone ≈ 0.0463 → 0.05 would have made 0.15.
    expect(total).toEqual({ kind: 'total', amount: '0.14', currencyCode: 'EUR' });
  });

  it('a JPY main currency / rounded to whole yen; a negative pre-payment balance subtracts', () => {
    const total = estimateTotal(
      [
        testAccount({ accountId: 1, currencyCode: 'JPY', balance: '1000' }),
        testAccount({ accountId: 2, type: 4001, currencyCode: 'EUR', balance: '-1.00' }),
      ],
      RATES,
    );
    expect(total).toEqual({ kind: 'total', amount: '838', currencyCode: 'JPY' });
  });

  it('closed accounts and debit cards / not counted (a debit card spends its settlement account)', () => {
    const total = estimateTotal(
      [
        testAccount({ accountId: 1, currencyCode: 'EUR', balance: '100.00' }),
        testAccount({ accountId: 2, type: 11, currencyCode: 'EUR', balance: '50.00' }),
        testAccount({ accountId: 3, type: 2010, subType: 'DEBIT', currencyCode: 'EUR', balance: '100.00' }),
        testAccount({ accountId: 4, type: 2010, subType: 'PREPAID', currencyCode: 'EUR', balance: '5.00' }),
      ],
      RATES,
    );
    // Plain decimal text: the formatting adds the minor units.
    expect(total).toEqual({ kind: 'total', amount: '105', currencyCode: 'EUR' });
  });

  it('a currency without a rate / no total, and which currencies miss one', () => {
    const total = estimateTotal(
      [
        testAccount({ accountId: 1, currencyCode: 'EUR', balance: '100.00' }),
        testAccount({ accountId: 2, currencyCode: 'RON', balance: '10.00' }),
        testAccount({ accountId: 3, currencyCode: 'CHF', balance: '10.00' }),
      ],
      RATES,
    );
    expect(total).toEqual({ kind: 'missingRates', currencyCode: 'EUR', missing: ['CHF', 'RON'] });
  });
});
