import { amountProblem, amountSchema, parseAmount } from './amount';

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

describe('amountSchema', () => {
  const context = { currencyCode: 'EUR', maxAmount: '100', maxText: '€100.00' };
  it('over the max in the context / exceedsMax with the max as the customer reads it', () => {
    expect(() => amountSchema.validateSync('100.01', { context, strict: true })).toThrow(
      expect.objectContaining({
        errors: [{ key: 'shared.amountErrors.exceedsMax', values: { digits: 2, count: 2, max: '€100.00' } }],
      }),
    );
  });
  it('within the max / the typed text kept as it is', () => {
    expect(amountSchema.validateSync('99,99', { context, strict: true })).toBe('99,99');
  });
});
