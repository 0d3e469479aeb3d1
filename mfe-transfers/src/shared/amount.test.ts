import { amountProblem, parseAmount } from './amount';

describe('amountProblem', () => {
  it.each([
    ['', 'required'],
    ['abc', 'format'],
    ['1.234', 'decimals'],
    ['0', 'positive'],
    ['100.01', 'exceedsMax'],
    ['100', undefined],
    ['12,5', undefined],
  ])('%s in EUR with max 100 / %s', (value, expected) => {
    expect(amountProblem(value, { currencyCode: 'EUR', max: '100' })).toBe(expected);
  });
  it('JPY has no minor units / 1.5 refused', () => {
    expect(amountProblem('1.5', { currencyCode: 'JPY' })).toBe('decimals');
  });
});

describe('parseAmount', () => {
  it('decimal comma and leading zeros / canonical decimal text', () => {
    expect(parseAmount(' 010,50 ')).toBe('10.5');
    expect(parseAmount('1e3')).toBeUndefined();
  });
});
