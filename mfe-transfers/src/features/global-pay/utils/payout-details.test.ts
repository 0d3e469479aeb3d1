import { EMPTY_PAYOUT, lookupsOf, payoutDetails, payoutFieldsOf, payoutProblems } from './payout-details';

describe('payout details (the recipient’s payee fields, checked as the single transfers check them)', () => {
  it.each([
    ['wire', 'DE', ['iban', 'swift', 'beneficiaryName', 'beneficiaryAddress']],
    ['wire', 'US', ['accountNumber', 'swift', 'beneficiaryName', 'beneficiaryAddress']],
    ['eft', 'FR', ['iban', 'beneficiaryName']],
    ['eft', 'GB', ['accountNumber', 'beneficiaryName']],
    ['eft', 'BR', ['accountNumber', 'beneficiaryName']],
    ['oct', 'DE', ['cardNumber', 'beneficiaryName']],
    ['instant_payment', 'BR', ['instantKey']],
  ] as const)('%s to %s / asks %j', (method, country, fields) => {
    expect(payoutFieldsOf(method, country)).toEqual(fields);
  });

  it('names each problem: a wrong check digit, a short BIC, a missing name and address', () => {
    const values = { ...EMPTY_PAYOUT, iban: 'DE88 3704 0044 0532 0130 00', swift: 'COBA' };
    expect(payoutProblems('wire', 'DE', values)).toEqual({
      iban: { key: 'ibanChecksum' },
      swift: { key: 'bic' },
      beneficiaryName: { key: 'required' },
      beneficiaryAddress: { key: 'required' },
    });
    expect(
      payoutProblems('instant_payment', 'BR', {
        ...EMPTY_PAYOUT,
        instantKey: 'a@b.co',
      }),
    ).toEqual({});
  });

  it('an IBAN of another country than the payout’s is refused, with both countries named', () => {
    expect(
      payoutProblems('wire', 'FR', {
        ...EMPTY_PAYOUT,
        iban: 'DE89370400440532013000',
        swift: 'COBADEFF',
        beneficiaryName: 'Ana',
        beneficiaryAddress: 'Rua A 1, Lisboa',
      }),
    ).toEqual({
      iban: { key: 'ibanOtherCountry', values: { country: 'DE', destination: 'FR' } },
    });
  });

  it('sends the method’s fields normalised, and looks up only what is whole', () => {
    const values = {
      ...EMPTY_PAYOUT,
      iban: 'de89 3704 0044 0532 0130 00',
      swift: 'cobadeff xxx',
      beneficiaryName: ' Ana Souza ',
      beneficiaryAddress: 'Kaiserplatz 1, Frankfurt',
      cardNumber: '4111 1111 1111 1111',
    };
    expect(payoutDetails('wire', 'DE', values)).toEqual({
      iban: 'DE89370400440532013000',
      swift: 'COBADEFFXXX',
      beneficiaryName: 'Ana Souza',
      beneficiaryAddress: 'Kaiserplatz 1, Frankfurt',
    });
    expect(lookupsOf(values, payoutFieldsOf('wire', 'DE'), 'DE')).toEqual({
      iban: 'DE89370400440532013000',
      swift: 'COBADEFFXXX',
      bin: undefined,
    });
    expect(lookupsOf({ ...values, cardNumber: '4111 1' }, ['cardNumber'], 'DE').bin).toBeUndefined();
    expect(lookupsOf(values, ['cardNumber'], 'DE').bin).toBe('411111');
  });
});
