import { schemaErrors } from './form-validation';
import { createTestI18n } from './testing/render-transfers';
import { EMPTY_P2P, type P2pValues } from '../features/p2p/utils/p2p-values';
import { p2pTransferSchema } from './transfer-p2p';

const t = createTestI18n().getFixedT('en', 'transfers');
const filled: P2pValues = { ...EMPTY_P2P, accountId: 11, toEmail: 'paul.payee@demo.test', amount: '10' };
const errorsOf = (values: P2pValues, context = {}) =>
  schemaErrors(p2pTransferSchema, values, { currencyCode: 'EUR', ...context }, t);

describe('p2pTransferSchema', () => {
  it('filled form, payee found / no errors', () => {
    expect(errorsOf(filled, { payee: { exist: true, outBlacklist: false } })).toEqual({});
  });

  it('invalid e-mail with a stale payee answer / the format problem first', () => {
    expect(errorsOf({ ...filled, toEmail: 'a@b' }, { payee: { exist: false, outBlacklist: false } })).toEqual(
      {
        toEmail: 'Enter a valid e-mail, for example name@example.com',
      },
    );
  });

  it('payee unknown / "no customer"; payee blacklisted / refused', () => {
    expect(errorsOf(filled, { payee: { exist: false, outBlacklist: false } })).toEqual({
      toEmail: 'There is no customer with this e-mail.',
    });
    expect(errorsOf(filled, { payee: { exist: true, outBlacklist: true } })).toEqual({
      toEmail: 'You cannot send money to this payee.',
    });
  });

  it('reference of 36 characters, note of 140 / only the reference refused, with its limit', () => {
    expect(errorsOf({ ...filled, reference: 'r'.repeat(36), note: 'n'.repeat(140) })).toEqual({
      reference: 'Use at most 35 characters',
    });
  });
});
