import type { ExtraParam } from '@portal/api/catalogue';
import { schemaErrors } from '../../../shared/form-validation';
import { createTestI18n } from '../../../shared/testing/render-transfers';
import { INITIAL_VALUES, type ExternalFormValues, type PayeeValues } from '../utils/form-values';
import { externalTransferSchema, type ExternalTransferContext } from './transfer-external';

const t = createTestI18n().getFixedT('en', 'transfers');
const context: ExternalTransferContext = {
  currencyCode: 'EUR',
  kinds: ['wire', 'eft', 'oct', 'crypto_eft', 'instant_payment', 'interac'],
  hasAccount: true,
  blockedBins: [],
  networks: [],
  extraParams: [],
};
const form = (
  type: ExternalFormValues['type'],
  countryCode: string,
  payee: Partial<PayeeValues>,
  rest: Partial<ExternalFormValues> = {},
): ExternalFormValues => ({
  ...INITIAL_VALUES,
  type,
  countryCode,
  accountId: '1',
  amount: '10',
  payee: { ...INITIAL_VALUES.payee, ...payee },
  ...rest,
});
const errorsOf = (values: ExternalFormValues, more: Partial<ExternalTransferContext> = {}) =>
  schemaErrors(externalTransferSchema, values, { ...context, ...more }, t);

const wire = { swift: 'COBADEFFXXX', beneficiaryName: 'Hans Muster', beneficiaryAddress: 'Hauptstrasse 1' };

describe('externalTransferSchema', () => {
  it('nothing chosen / only the country asked; a country without that kind / the kind asked', () => {
    expect(errorsOf(INITIAL_VALUES)).toEqual({ countryCode: 'Fill this in', amount: 'Enter an amount' });
    expect(errorsOf(form('wire', 'DE', wire), { kinds: ['eft'] })).toEqual({ type: 'Fill this in' });
    expect(
      errorsOf(form('wire', 'DE', { ...wire, iban: 'DE89370400440532013000' }), { hasAccount: false }),
    ).toEqual({ accountId: 'Fill this in' });
  });

  it('wire to DE / each IBAN problem its own text, a French IBAN refused, a bad BIC', () => {
    const ibanError = (iban: string) =>
      errorsOf(form('wire', 'DE', { ...wire, iban }))['payee.iban' as 'payee'];
    expect(ibanError('DE89 3704 0044 0532 0130')).toBe('An IBAN from DE has 22 characters; this one has 20');
    expect(ibanError('DE88370400440532013000')).toBe(
      'The check digits do not match: there is a typo in this IBAN',
    );
    expect(ibanError('FR1420041010050500013M02606')).toBe(
      'This IBAN is from FR, but the transfer goes to DE: use an IBAN of DE',
    );
    expect(ibanError('')).toBe('Fill this in');
    expect(ibanError('DE89370400440532013000')).toBeUndefined();
    expect(
      errorsOf(form('wire', 'DE', { ...wire, iban: 'DE89370400440532013000', swift: 'DEUT1EFF' })),
    ).toEqual({
      'payee.swift':
        'A BIC has 8 or 11 letters and digits: bank (4 letters), country (2 letters), place (2), branch (3)',
    });
  });

  it('eft to BR / account number, bank and branch required; to FR / an IBAN instead', () => {
    expect(errorsOf(form('eft', 'BR', { beneficiaryName: 'Maria Silva' }))).toEqual({
      'payee.accountNumber': 'Fill this in',
      'payee.bankCode': 'Fill this in',
      'payee.branchCode': 'Fill this in',
    });
    expect(errorsOf(form('eft', 'FR', { accountNumber: '12345678', beneficiaryName: 'Jean' }))).toEqual({
      'payee.iban': 'Fill this in',
    });
  });

  it('card payout / Luhn, then the blocked BIN; a saved card needs no number', () => {
    const bins = { blockedBins: ['411111'] };
    expect(
      errorsOf(form('oct', 'DE', { cardNumber: '4111 1111 1111 1112', beneficiaryName: 'H' }), bins),
    ).toEqual({
      'payee.cardNumber': 'This is not a valid card number: check the digits',
    });
    expect(
      errorsOf(form('oct', 'DE', { cardNumber: '4111 1111 1111 1111', beneficiaryName: 'H' }), bins),
    ).toEqual({
      'payee.cardNumber': 'Cards starting with 411111 cannot receive payouts. Use another card',
    });
    expect(errorsOf(form('oct', 'DE', { externalCardId: '12', beneficiaryName: 'H' }), bins)).toEqual({});
  });

  it('crypto, interac, instant / address, network, e-mail, answer length, holder confirmation', () => {
    expect(errorsOf(form('crypto_eft', 'DE', { address: 'abc' }), { networks: ['TRON', 'ETH'] })).toEqual({
      'payee.network': 'Fill this in',
      'payee.address': 'This does not look like a wallet address',
    });
    expect(
      errorsOf(
        form('interac', 'CA', {
          toEmail: 'a@b',
          beneficiaryName: 'Chloé',
          securityQuestion: 'Where?',
          securityAnswer: 'ab',
        }),
      ),
    ).toEqual({
      'payee.toEmail': 'Enter a valid e-mail address, for example name@example.com',
      'payee.securityAnswer': 'Use 3 to 25 characters',
    });
    const instant = form('instant_payment', 'BR', { instantKeyType: 'cpf', instantKey: '529.982.247-25' });
    expect(errorsOf(instant)).toEqual({
      instantHolderConfirmed: 'Confirm that the key belongs to the person you want to pay',
    });
    expect(errorsOf({ ...instant, instantHolderConfirmed: true })).toEqual({});
  });

  it('nested extra parameters / only the chosen option’s own one asked, its pattern checked', () => {
    const extraParams: ExtraParam[] = [
      {
        name: 'purpose',
        label: 'Purpose',
        type: 'select',
        required: true,
        options: [
          { value: 'goods', label: 'Goods' },
          {
            value: 'other',
            label: 'Other',
            extraParams: [
              {
                name: 'purposeDetails',
                label: 'In words',
                type: 'text',
                required: true,
                pattern: '\\S.{3,}',
              },
            ],
          },
        ],
      },
    ];
    const values = form('wire', 'DE', { ...wire, iban: 'DE89370400440532013000' });
    expect(errorsOf(values, { extraParams })).toEqual({ 'extraParams.purpose': 'Fill this in' });
    expect(errorsOf({ ...values, extraParams: { purpose: 'goods' } }, { extraParams })).toEqual({});
    expect(
      errorsOf({ ...values, extraParams: { purpose: 'other', purposeDetails: 'ab' } }, { extraParams }),
    ).toEqual({
      'extraParams.purposeDetails': 'This is not in the expected format',
    });
  });

  it('template to save without a name / the name asked', () => {
    const values = form('wire', 'DE', { ...wire, iban: 'DE89370400440532013000' }, { saveTemplate: true });
    expect(errorsOf(values)).toEqual({ templateName: 'Name the template' });
  });
});
