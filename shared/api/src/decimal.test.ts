import { abs, parseDecimal, plus, sign, toPlainString } from './decimal';

const round = (text: string | number) => toPlainString(parseDecimal(text));

describe('parseDecimal and toPlainString', () => {
  it.each([
    ['1520.50', '1520.5'],
    ['-120.00', '-120'],
    ['0.000', '0'],
    ['-0', '0'],
    ['.5', '0.5'],
    ['7.', '7'],
    ['+3.25', '3.25'],
    ['1e3', '1000'],
    ['1.5e-7', '0.00000015'],
    [1e-7, '0.0000001'],
    ['90071992547409.93', '90071992547409.93'],
    ['123456789012345678901234567890.123456789', '123456789012345678901234567890.123456789'],
  ])('%s / reads back as %s', (text, plain) => expect(round(text)).toBe(plain));

  it.each(['', 'abc', '1.2.3', '--1', '1,5', '.', 'e5'])('%p / not a decimal / throws', (text) => {
    expect(() => parseDecimal(text)).toThrow(TypeError);
  });
});

describe('arithmetic', () => {
  it('0.1 + 0.2 / exactly 0.3', () =>
    expect(toPlainString(plus(parseDecimal('0.1'), parseDecimal('0.2')))).toBe('0.3'));
  it('different scales / aligned', () =>
    expect(toPlainString(plus(parseDecimal('-500.005'), parseDecimal('120.5')))).toBe('-379.505'));
  it('abs and sign / of negative, zero and positive', () => {
    expect(toPlainString(abs(parseDecimal('-2.50')))).toBe('2.5');
    expect([sign(parseDecimal('-0.01')), sign(parseDecimal('0.00')), sign(parseDecimal('3'))]).toEqual([
      -1, 0, 1,
    ]);
  });
});
