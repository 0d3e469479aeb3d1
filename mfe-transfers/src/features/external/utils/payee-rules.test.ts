import { ApiError } from '@portal/api/errors';
import type { TFunction } from 'i18next';
import { INITIAL_VALUES } from './form-values';
import { externalTransferSchema } from '../api/transfer-external';
import { ibanFieldProblem, payeeDetails, payeeUsesIban } from './payee-rules';
import { refusalOf } from './refusal';

const t = ((key: string) => key) as unknown as TFunction<'transfers'>;

describe('payee rules', () => {
  it('IBAN of another country than the destination / refused with both countries named', () => {
    expect(ibanFieldProblem('DE89370400440532013000', 'FR')).toEqual({
      key: 'ibanOtherCountry',
      values: { country: 'DE', destination: 'FR' },
    });
    expect(ibanFieldProblem('DE89370400440532013000', 'DE')).toBeUndefined();
  });

  it('eft schemes / SEPA by IBAN, GB and the bank-code countries by account number', () => {
    expect(payeeUsesIban('eft', 'FR')).toBe(true);
    expect(payeeUsesIban('eft', 'GB')).toBe(false);
    expect(payeeUsesIban('eft', 'BR')).toBe(false);
    expect(payeeUsesIban('wire', 'US')).toBe(false);
  });

  it('card payout to a saved card / no number needed, only the card id and holder sent', () => {
    const values = {
      ...INITIAL_VALUES,
      type: 'oct' as const,
      countryCode: 'DE',
      payee: { ...INITIAL_VALUES.payee, externalCardId: '12', beneficiaryName: 'Hans Muster' },
    };
    const context = {
      kinds: ['oct'],
      hasAccount: true,
      blockedBins: ['455673'],
      networks: [],
      extraParams: [],
    };
    expect(() =>
      externalTransferSchema.validateSyncAt('payee', values, { strict: true, context }),
    ).not.toThrow();
    expect(payeeDetails(values)).toEqual({ externalCardId: '12', beneficiaryName: 'Hans Muster' });
  });

  it('TA1 lines / payee, extra parameter and unknown lines each go to their place', () => {
    const error = ApiError.fromBody({
      responseCode: 'TA1',
      responseDescription: 'Invalid parameters',
      validationErrors: [
        'details.iban: is not valid',
        'sortCode: does not have the expected format',
        'foo: bar',
      ],
    });
    const refusal = refusalOf(error, ['sortCode'], t);
    expect(refusal.payee).toEqual({ iban: 'is not valid' });
    expect(refusal.extraParams).toEqual({ sortCode: 'does not have the expected format' });
    expect(refusal.message).toBeDefined();
  });
});
