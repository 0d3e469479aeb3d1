import { filterFromSearch, filterToSearch, isAmountText } from './filter-params';

describe('standing payments filter in the URL', () => {
  it('reads the four fields and drops what the sandbox would refuse', () => {
    expect(
      filterFromSearch('?beneficiaryEmail=%20stan%40demo.test&fromAmount=10.5&toAmount=abc&type=p2p&x=1'),
    ).toEqual({ beneficiaryEmail: 'stan@demo.test', fromAmount: '10.5', type: 'p2p' });
    expect(filterFromSearch('type=cards&fromAmount=-1')).toEqual({});
  });

  it('writes only the fields set, and reads back what it wrote', () => {
    const filter = { beneficiaryEmail: 'a@b.co', toAmount: '99.99', fromAmount: '' };
    const search = filterToSearch(filter);
    expect(search.toString()).toBe('beneficiaryEmail=a%40b.co&toAmount=99.99');
    expect(filterFromSearch(search)).toEqual({ beneficiaryEmail: 'a@b.co', toAmount: '99.99' });
  });

  it('accepts an empty amount or a decimal with up to 8 places', () => {
    expect(isAmountText('')).toBe(true);
    expect(isAmountText('12.34')).toBe(true);
    expect(isAmountText('1,5')).toBe(false);
    expect(isAmountText('0.123456789')).toBe(false);
  });
});
