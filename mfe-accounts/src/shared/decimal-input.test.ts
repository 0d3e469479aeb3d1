import { compareDecimals, decimalInputError, toDecimalString } from './decimal-input';

describe('decimalInputError', () => {
  it.each([
    ['', undefined],
    ['12', undefined],
    ['12.50', undefined],
    ['12,5', undefined],
    ['0.00000001', undefined],
    ['1e3', 'invalid'],
    ['-5', 'invalid'],
    ['12.', 'invalid'],
    ['1.2.3', 'invalid'],
    ['abc', 'invalid'],
    ['0.000000001', 'tooManyDecimals'],
  ])('%p / %p', (value, expected) => expect(decimalInputError(value)).toBe(expected));

  it('two decimals allowed / a third is too many', () => {
    expect(decimalInputError('1.234', 2)).toBe('tooManyDecimals');
  });
});

describe('toDecimalString', () => {
  it('comma and leading zeros / exact decimal text', () => {
    expect(toDecimalString(' 007,50 ')).toBe('7.5');
    expect(toDecimalString('0.1')).toBe('0.1');
  });
});

describe('compareDecimals', () => {
  it.each([
    ['1', '2', -1],
    ['2', '1', 1],
    ['0.1', '0.10', 0],
    ['0.30000000000000004', '0.3', 1],
    ['-1', '1', -1],
  ])('%s vs %s / sign %i', (a, b, sign) => expect(Math.sign(compareDecimals(a, b))).toBe(sign));
});
