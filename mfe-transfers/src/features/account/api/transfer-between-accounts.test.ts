import { schemaErrors } from '../../../shared/form-validation';
import { createTestI18n } from '../../../shared/testing/render-transfers';
import { EMPTY_ACCOUNT_TRANSFER } from '../utils/account-transfer-values';
import { betweenAccountsTransferSchema } from './transfer-between-accounts';

const t = createTestI18n().getFixedT('en', 'transfers');

describe('betweenAccountsTransferSchema', () => {
  it('empty form / both accounts and the amount asked for, one text each', () => {
    expect(schemaErrors(betweenAccountsTransferSchema, EMPTY_ACCOUNT_TRANSFER, {}, t)).toEqual({
      fromAccountId: 'Choose the account to send from',
      toAccountId: 'Choose the account to send to',
      amount: 'Enter an amount',
    });
  });

  it('same account on both ends / refused on the destination', () => {
    const values = { ...EMPTY_ACCOUNT_TRANSFER, fromAccountId: 11, toAccountId: 11, amount: '10' };
    expect(schemaErrors(betweenAccountsTransferSchema, values, { currencyCode: 'EUR' }, t)).toEqual({
      toAccountId: 'Choose two different accounts',
    });
  });

  it('more decimals than the source currency has / refused with its minor units', () => {
    const values = { ...EMPTY_ACCOUNT_TRANSFER, fromAccountId: 11, toAccountId: 12, amount: '1.5' };
    expect(schemaErrors(betweenAccountsTransferSchema, values, { currencyCode: 'JPY' }, t)).toEqual({
      amount: 'Use at most 0 decimals',
    });
    expect(schemaErrors(betweenAccountsTransferSchema, values, { currencyCode: 'EUR' }, t)).toEqual({});
  });
});
