import { abs, dividedBy, parseDecimal, plus, roundHalfUp, sign, times, toPlainString } from './decimal';

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

describe('times, dividedBy and roundHalfUp', () => {
  const d = parseDecimal;
  it.each([
    ['1520.50', '1.08', '1642.14'],
    ['-0.1', '0.2', '-0.02'],
    ['0.0000155', '1000000', '15.5'],
  ])('%s × %s / exactly %s', (a, b, product) => expect(toPlainString(times(d(a), d(b)))).toBe(product));

  it.each([
    ['1', '3', 4, '0.3333'],
    ['2', '3', 4, '0.6667'],
    ['-2', '3', 4, '-0.6667'],
    ['1', '0.85', 10, '1.1764705882'],
    ['100', '162.5', 2, '0.62'],
    ['0.125', '1', 2, '0.13'],
    ['500', '0.0000155', 2, '32258064.52'],
  ])('%s ÷ %s to %i places / %s', (a, b, places, quotient) =>
    expect(toPlainString(dividedBy(d(a), d(b), places))).toBe(quotient),
  );

  it('÷ 0 / throws', () => expect(() => dividedBy(d('1'), d('0'), 2)).toThrow(RangeError));

  it.each([
    ['1.005', 2, '1.01'],
    ['-1.005', 2, '-1.01'],
    ['1.004999', 2, '1'],
    ['7.5', 0, '8'],
    ['12.3', 4, '12.3'],
  ])('%s rounded half up to %i places / %s', (value, places, rounded) =>
    expect(toPlainString(roundHalfUp(d(value), places))).toBe(rounded),
  );
});
