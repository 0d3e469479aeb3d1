import { testAccount } from '../../balances/testing/render';
import { accountFormats, unavailableReason, withAvailableFormat } from './accounting-formats';
import type { AccountingFormValues } from './accounting-period';

const accounts = [
  testAccount({ accountId: 5, currencyCode: 'EUR' }),
  testAccount({ accountId: 7, currencyCode: 'BTC' }),
  testAccount({ accountId: 8, currencyCode: 'USDT' }),
];
const form = (
  accountId: number | undefined,
  format: AccountingFormValues['format'],
): AccountingFormValues => ({
  format,
  accountId,
  period: 'month',
  month: '2026-02',
  fromDate: '',
  toDate: '',
});

describe('accountFormats', () => {
  it.each([
    [5, 'EUR', ['camt053', 'mt940', 'ofx', 'qbo']],
    // 8 decimals: more than camt.053's 5.
    [7, 'BTC', ['mt940', 'ofx', 'qbo']],
    // Four letters: no format writes it.
    [8, 'USDT', []],
    [undefined, undefined, ['camt053', 'mt940', 'ofx', 'qbo']],
  ])('account %s (%s) / %j', (accountId, currency, available) =>
    expect(accountFormats(accounts, accountId)).toEqual({ currency, available }),
  );
});

describe('unavailableReason', () => {
  it('BTC / camt.053 too precise, the others offered', () => {
    const btc = accountFormats(accounts, 7);
    expect(unavailableReason(btc, 'camt053')).toBe('tooPrecise');
    expect(['mt940', 'ofx', 'qbo'].map((format) => unavailableReason(btc, format as 'mt940'))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('USDT / every accounting format refused for its code; the history’s CSV still offered', () => {
    const usdt = accountFormats(accounts, 8);
    expect(
      (['camt053', 'mt940', 'ofx', 'qbo'] as const).map((format) => unavailableReason(usdt, format)),
    ).toEqual(['currencyCode', 'currencyCode', 'currencyCode', 'currencyCode']);
    expect(unavailableReason(usdt, 'csv')).toBeUndefined();
  });
});

describe('withAvailableFormat', () => {
  it('camt.053 on a BTC account / moves to the first available, MT940', () => {
    expect(withAvailableFormat(form(7, 'camt053'), accounts).format).toBe('mt940');
  });

  it('a format the account can have / kept (QBO on BTC, camt.053 on EUR)', () => {
    expect(withAvailableFormat(form(7, 'qbo'), accounts).format).toBe('qbo');
    expect(withAvailableFormat(form(5, 'camt053'), accounts).format).toBe('camt053');
  });

  it('USDT / no format to move to: the choice stays (the form refuses the account)', () => {
    const values = form(8, 'ofx');
    expect(withAvailableFormat(values, accounts)).toBe(values);
  });

  it('the history’s CSV / kept whatever the account', () => {
    expect(withAvailableFormat(form(7, 'csv'), accounts).format).toBe('csv');
  });
});
