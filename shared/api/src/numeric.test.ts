import { asList, convertNumericStrings, dropNulls } from './numeric';

describe('convertNumericStrings (spec 01 §5)', () => {
  it('ids and counts / numeric strings / become numbers', () => {
    expect(convertNumericStrings({ accountId: '100001', type: '1001', count: '3' })).toEqual({
      accountId: 100001,
      type: 1001,
      count: 3,
    });
  });
  it('spec exceptions / address, name, description, bank, card alias / stay strings', () => {
    const input = {
      address1: '12',
      firstName: '007',
      description: '42',
      bankName: '1',
      cardAliasName: '2024',
    };
    expect(convertNumericStrings(input)).toEqual(input);
  });
  it('money / balance and amounts / stay exact decimal strings', () => {
    const input = { balance: '1520.50', pendingAmount: '0.10', accountBalanceMin: '-500.00', fee: '1' };
    expect(convertNumericStrings(input)).toEqual(input);
  });
  it('codes / response and currency codes / stay strings', () => {
    expect(convertNumericStrings({ responseCode: '00', postalCode: '01234', currencyCode: '978' })).toEqual({
      responseCode: '00',
      postalCode: '01234',
      currencyCode: '978',
    });
  });
  it('unsafe integers / beyond 2^53 / stay strings', () => {
    expect(convertNumericStrings({ reference: '9007199254740993' })).toEqual({
      reference: '9007199254740993',
    });
  });
  it('nested lists / inherit the key of their field / converted per item', () => {
    expect(convertNumericStrings({ ids: ['1', '2'], accounts: { account: [{ accountId: '5' }] } })).toEqual({
      ids: [1, 2],
      accounts: { account: [{ accountId: 5 }] },
    });
  });
});

describe('dropNulls and asList', () => {
  it('dropNulls / null and undefined fields, nested / removed, falsy values kept', () => {
    expect(dropNulls({ a: null, b: undefined, c: 0, d: '', e: { f: null, g: false } })).toEqual({
      c: 0,
      d: '',
      e: { g: false },
    });
  });
  it('asList / one item, a list, nothing / always a list', () => {
    expect(asList({ id: 1 })).toEqual([{ id: 1 }]);
    expect(asList([1, 2])).toEqual([1, 2]);
    expect(asList(undefined)).toEqual([]);
  });
});
