import { feeOf, transferFee } from './fees';

describe('transfer fees', () => {
  it('p2p fee is 0.5 % with a 0.20 floor and a 5.00 ceiling', () => {
    expect(transferFee('p2p', '10', 'EUR')).toBe('0.2');
    expect(transferFee('p2p', '100', 'EUR')).toBe('0.5');
    expect(transferFee('p2p', '5000', 'EUR')).toBe('5');
  });

  it('rounds half up to the currency minor units', () => {
    expect(feeOf({ percent: '1.5', fixed: '0', min: '0' }, '10.03', 'EUR')).toBe('0.15');
    expect(feeOf({ percent: '1.5', fixed: '0', min: '0' }, '1003', 'JPY')).toBe('15');
  });

  it('between own accounts is free in one currency and charges the exchange margin across two', () => {
    expect(transferFee('betweenAccounts', '200', 'EUR', 'EUR')).toBe('0');
    expect(transferFee('betweenAccounts', '200', 'EUR', 'USD')).toBe('1');
  });
});
