import { amountError, exceeds, parseAmount } from './amount';

describe('amount', () => {
  it('parse / canonical decimal, comma as point, not a number undefined', () => {
    expect(parseAmount(' 010.50 ')).toBe('10.5');
    expect(parseAmount('3,25')).toBe('3.25');
    expect(parseAmount('1e3')).toBeUndefined();
    expect(parseAmount('-1')).toBeUndefined();
  });

  it.each([
    ['', 'EUR', undefined, 'required'],
    ['abc', 'EUR', undefined, 'format'],
    ['1.234', 'EUR', undefined, 'decimals'],
    ['1.5', 'JPY', undefined, 'decimals'],
    ['0.00', 'EUR', undefined, 'positive'],
    ['100.01', 'EUR', '100.00', 'exceedsBalance'],
    ['100.00', 'EUR', '100', undefined],
    ['0.12345678', 'BTC', undefined, undefined],
  ])('%p %s max %p / %p', (value, currencyCode, max, expected) => {
    expect(amountError(value, { currencyCode, max })).toBe(expected);
  });

  it('exceeds / exact, no float rounding', () => {
    expect(exceeds('0.3', '0.1')).toBe(true);
    expect(exceeds('0.30000000000000001', '0.3')).toBe(true);
    expect(exceeds('0.3', '0.3')).toBe(false);
    expect(exceeds('5', '-1')).toBe(true);
  });
});
