import { formatMoney } from './money';

describe('formatMoney', () => {
  it.each([
    ['1520.50000000', 2, '1520.50'],
    ['-120.00000000', 2, '-120.00'],
    ['0.00000000', 2, '0.00'],
    ['75.15000000', 2, '75.15'],
    ['1500.00000000', 0, '1500'],
    ['0.00012345', 8, '0.00012345'],
    ['0.10000000', 8, '0.10000000'],
    ['12.34567000', 2, '12.34567'],
    ['999999999999.99000000', 2, '999999999999.99'],
  ])('stored %s with %i minor units: shows %s', (stored, minorUnits, shown) => {
    expect(formatMoney(stored, minorUnits)).toBe(shown);
  });
});
