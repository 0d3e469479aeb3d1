import { formatMoney, remainingValue, sumDecimals } from './money';

describe('formatMoney', () => {
  it('EUR / trailing zero / shows two minor units with the symbol', () => {
    expect(formatMoney('1520.5', 'EUR')).toBe('€1,520.50');
  });
  it('RON / symbol placed after (spec 01 §9)', () => {
    expect(formatMoney('12', 'RON')).toBe('12.00 lei');
  });
  it('more than 8 decimals / rounded to 8, exactly', () => {
    expect(formatMoney('0.123456789', 'BTC')).toBe('0.12345679 BTC');
  });
  it('negative amount / minus before the symbol', () => {
    expect(formatMoney('-120.00', 'GBP')).toBe('-£120.00');
  });
  it('large amount / no float rounding', () => {
    expect(formatMoney('90071992547409.93', 'USD')).toBe('$90,071,992,547,409.93');
  });
  it('JPY / no minor units', () => {
    expect(formatMoney('1500', 'JPY')).toBe('1,500 JPY');
  });
});

describe('decimal arithmetic', () => {
  it('sumDecimals / 0.1 + 0.2 / exactly 0.3', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
  });
  it('remainingValue (spec 02 §3) / balance -120 with minimum -500 / 380', () => {
    expect(remainingValue('-120.00', '-500.00')).toBe('380');
  });
});
