import { EXTERNAL_TRANSFER_TYPES, type ExtraParam } from '@portal/api/catalogue';
import { ibanProblem } from '@portal/api/transfers';
import {
  ACH_COUNTRIES,
  availableTransfers,
  currenciesFor,
  eftSchemeOf,
  FASTER_PAYMENTS_COUNTRIES,
  SEPA_COUNTRIES,
} from '../../../../money/payee-countries';
import {
  bankList,
  eftBranchOptions,
  EFT_BANKS,
  ibanBankCodeOf,
  lookUpIban,
  lookUpSwift,
  SWIFT_DIRECTORY,
} from '../../../../money/banks';
import { cryptoFee, cryptoNetworkOf, isCryptoAddress, networksOf } from '../../../../money/crypto-networks';
import { extraParamProblems, extraParamsFor } from '../../../../money/payees/extra-params';
import {
  instantBanks,
  instantKeyProblem,
  isValidCpf,
  lookUpInstantKey,
} from '../../../../money/payees/instant';
import { maskCardNumber, PAYOUT_BLOCKED_BINS, payoutCardProblem } from '../../../../money/payout-cards';
import { externalTransferFee } from '../../../../money/external-fees';
import { ibanReason } from '../../../../money/payees/validation';

describe('available transfers (spec 02 §7, §9 country sets)', () => {
  it('knows the spec 02 §9 sets: SEPA has 46 countries, ACH is US, faster payments GB', () => {
    expect(new Set(SEPA_COUNTRIES).size).toBe(46);
    expect(ACH_COUNTRIES).toEqual(['US']);
    expect(FASTER_PAYMENTS_COUNTRIES).toEqual(['GB']);
    expect(eftSchemeOf('DE')).toBe('sepa');
    expect(eftSchemeOf('US')).toBe('ach');
    expect(eftSchemeOf('GB')).toBe('fasterPayments');
    expect(eftSchemeOf('BR')).toBe('bankBranch');
    expect(eftSchemeOf('AR')).toBeNull();
  });

  it('answers the kinds of one country with their currencies there', () => {
    const kinds = (country: string) =>
      Object.fromEntries(availableTransfers(country).map((transfer) => [transfer.type, transfer.currencies]));
    expect(kinds('DE')).toEqual({
      wire: ['EUR', 'USD', 'GBP'],
      eft: ['EUR'],
      oct: ['EUR', 'USD', 'GBP'],
      crypto_eft: ['BTC', 'ETH', 'USDT'],
    });
    expect(kinds('BR')).toMatchObject({ eft: ['USD'], instant_payment: ['USD'] });
    expect(kinds('BR').interac).toBeUndefined();
    expect(kinds('CA')).toMatchObject({ eft: ['CAD'], interac: ['CAD'] });
    expect(kinds('JP').eft).toEqual(['JPY']);
    expect(kinds('LK').eft).toEqual(['USD']);
    expect(kinds('GB').eft).toEqual(['GBP']);
    expect(kinds('AR').eft).toBeUndefined();
    expect(availableTransfers('ZZ')).toEqual([]);
  });

  it('without a country answers every kind, with its countries when it does not reach them all', () => {
    const all = availableTransfers();
    expect(all.map((transfer) => transfer.type)).toEqual([...EXTERNAL_TRANSFER_TYPES]);
    const byType = new Map(all.map((transfer) => [transfer.type, transfer]));
    expect(byType.get('wire')?.countries).toBeUndefined();
    expect(byType.get('instant_payment')?.countries).toEqual(['BR']);
    expect(byType.get('interac')).toEqual({ type: 'interac', countries: ['CA'], currencies: ['CAD'] });
    expect(byType.get('eft')?.countries).toEqual(
      expect.arrayContaining(['US', 'GB', 'BR', 'JP', 'HK', 'LK', 'CA', 'DE']),
    );
    expect(byType.get('eft')?.currencies).toEqual(['CAD', 'EUR', 'GBP', 'JPY', 'USD']);
    expect(currenciesFor('interac', 'US')).toEqual([]);
  });
});

describe('extra params (spec 02 §5, §7)', () => {
  const names = (params: ExtraParam[]) => params.map((param) => param.name);

  it('asks a wire purpose whose option other nests a required description; business adds a registration number', () => {
    const personal = extraParamsFor('wire', 'DE', 0);
    expect(names(personal)).toEqual(['purposeOfPayment']);
    const other = personal[0]!.options!.find((option) => option.value === 'other');
    expect(other?.extraParams?.[0]).toMatchObject({ name: 'purposeDetails', required: true, type: 'text' });
    expect(names(extraParamsFor('wire', 'DE', 1))).toEqual(['purposeOfPayment', 'companyRegistrationNumber']);
  });

  it('asks bank and branch codes for eft to BR, JP, HK and LK, the branch from the lookup', () => {
    for (const country of ['BR', 'JP', 'HK', 'LK']) {
      const params = extraParamsFor('eft', country, 0);
      const bank = params.find((param) => param.name === 'bankCode');
      expect(bank?.options?.map((option) => option.value)).toEqual(
        EFT_BANKS[country]!.map((entry) => entry.code),
      );
      expect(params.find((param) => param.name === 'branchCode')).toMatchObject({
        required: true,
        lookup: 'eftBranch',
      });
    }
    expect(names(extraParamsFor('eft', 'US', 0))).toEqual(['routingNumber', 'accountType']);
    expect(extraParamsFor('eft', 'US', 0)[0]?.pattern).toBe('\\d{9}');
    expect(names(extraParamsFor('eft', 'DE', 0))).toEqual([]);
    expect(names(extraParamsFor('instant_payment', 'BR', 0))).toEqual(['instantKeyType']);
    expect(extraParamsFor('instant_payment', 'BR', 0)[0]?.options?.map((option) => option.value)).toEqual([
      'cpf',
      'email',
      'phone',
      'random',
    ]);
  });

  it('labels in the request language, English otherwise', () => {
    expect(extraParamsFor('wire', 'DE', 0, 'pt')[0]?.label).toBe('Finalidade do pagamento');
    expect(extraParamsFor('wire', 'DE', 0, 'ua')[0]?.label).toBe('Призначення платежу');
    expect(extraParamsFor('wire', 'DE', 0, 'xx')[0]?.label).toBe('Purpose of payment');
  });

  it('checks required values, options, nested parameters of the chosen option and patterns', () => {
    const wire = extraParamsFor('wire', 'DE', 1);
    const values = (map: Record<string, string>) => (name: string) => map[name];
    expect(extraParamProblems(wire, values({}))).toEqual([
      'purposeOfPayment: is required',
      'companyRegistrationNumber: is required',
    ]);
    expect(
      extraParamProblems(wire, values({ purposeOfPayment: 'gifts', companyRegistrationNumber: 'HRB 12345' })),
    ).toEqual(['purposeOfPayment: must be one of goods, services, salary, family, investment, other']);
    expect(
      extraParamProblems(wire, values({ purposeOfPayment: 'other', companyRegistrationNumber: 'HRB 12345' })),
    ).toEqual(['purposeDetails: is required']);
    expect(
      extraParamProblems(
        wire,
        values({
          purposeOfPayment: 'other',
          purposeDetails: 'Rent deposit',
          companyRegistrationNumber: 'HRB 12345',
        }),
      ),
    ).toEqual([]);
    expect(
      extraParamProblems(
        extraParamsFor('eft', 'US', 0),
        values({ routingNumber: '12345', accountType: 'checking' }),
      ),
    ).toEqual(['routingNumber: does not have the expected format']);
  });
});

describe('banks, SWIFT and IBAN lookups (spec 02 §3)', () => {
  it('answers a directory bank by its BIC in 8 or 11 characters', () => {
    expect(SWIFT_DIRECTORY.length).toBeGreaterThanOrEqual(15);
    expect(lookUpSwift('COBADEFFXXX')).toEqual({
      address: 'Kaiserplatz',
      city: 'Frankfurt am Main',
      zipCode: '60311',
      countryIsoCode: 'DE',
      bankName: 'Commerzbank AG',
      code: 'COBADEFFXXX',
    });
    expect(lookUpSwift('bnpa fr pp')?.bankName).toBe('BNP Paribas');
    expect(lookUpSwift('ABCDDEFF')).toBeNull();
  });

  it('finds the bank by the national code inside an IBAN', () => {
    expect(ibanBankCodeOf('DE89 3704 0044 0532 0130 00')).toBe('37040044');
    expect(ibanBankCodeOf('IT65X0200801600000012345678')).toBe('02008');
    expect(lookUpIban('DE89370400440532013000')).toMatchObject({
      bankName: 'Commerzbank AG',
      SWIFT: 'COBADEFFXXX',
      countryIsoCode: 'DE',
      country: 'Germany',
    });
    expect(lookUpIban('GB29NWBK60161331926819').bankName).toBe('National Westminster Bank PLC');
    expect(lookUpIban('BE68539007547034')).toEqual({
      address: '',
      branch: '',
      city: '',
      zipCode: '',
      countryIsoCode: 'BE',
      country: 'Belgium',
      bankName: '',
      SWIFT: '',
    });
  });

  it('says why an IBAN is refused: country, length with the expected length, and the mod-97 check', () => {
    const reason = (iban: string) => ibanReason(ibanProblem(iban)!, iban);
    expect(reason('DE8937040044053201300')).toBe('a DE IBAN has 22 characters, not 21');
    expect(reason('DE88370400440532013000')).toBe('the IBAN check digits do not match (ISO 13616 mod-97)');
    expect(reason('US12345678901234')).toBe('US is not a country that uses IBANs');
    expect(ibanProblem('NL20INGB0001234567')).toBeNull();
  });

  it('lists eft banks and the branches of one bank; an unknown bank has none', () => {
    expect(bankList('JP').map((bank) => bank.code)).toContain('0005');
    expect(bankList('FR')).toEqual([{ code: 'BNPAFRPPXXX', name: 'BNP Paribas' }]);
    expect(bankList('ZZ')).toEqual([]);
    expect(eftBranchOptions('BR', '260')).toEqual([{ value: '0001', label: '0001 – São Paulo – Sede' }]);
    expect(eftBranchOptions('HK', '004')?.map((option) => option.value)).toEqual(['002', '123', '510']);
    expect(eftBranchOptions('BR', '999')).toBeNull();
    expect(eftBranchOptions('JP', '260')).toBeNull();
  });
});

describe('instant payments (PIX)', () => {
  it('checks CPF check digits and each key format', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('52998224726')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(instantKeyProblem('cpf', '529.982.247-25')).toBeNull();
    expect(instantKeyProblem('cpf', '529.982.247-24')).toMatch(/not a valid CPF/);
    expect(instantKeyProblem('email', 'joao@exemplo')).toMatch(/e-mail/);
    expect(instantKeyProblem('phone', '11987654321')).toMatch(/international format/);
    expect(instantKeyProblem('phone', '+55 11 98765-4321')).toBeNull();
    expect(instantKeyProblem('random', 'not-a-uuid')).toMatch(/UUID/);
  });

  it('answers the holder and bank of a known key; none for an unknown key or another country', () => {
    expect(lookUpInstantKey('BR', 'cpf', '529.982.247-25')).toEqual({
      holderName: 'Maria Aparecida da Silva',
      bankName: 'Nu Pagamentos S.A. (Nubank)',
      bankCode: '260',
      instantKeyType: 'cpf',
    });
    expect(lookUpInstantKey('BR', 'email', 'Joao.Pereira@exemplo.com.br')?.holderName).toBe(
      'João Pereira Santos',
    );
    expect(lookUpInstantKey('BR', 'cpf', '39053344705')).toBeNull();
    expect(lookUpInstantKey('PT', 'cpf', '52998224725')).toBeNull();
    expect(instantBanks('BR').length).toBeGreaterThan(5);
    expect(instantBanks('DE')).toEqual([]);
  });
});

describe('crypto networks and fees', () => {
  it('checks address shapes per network', () => {
    const btc = cryptoNetworkOf('BTC')!;
    const eth = cryptoNetworkOf('eth')!;
    const tron = cryptoNetworkOf('TRON')!;
    expect(isCryptoAddress(btc, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
    expect(isCryptoAddress(btc, '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true);
    expect(isCryptoAddress(btc, '0x742d35Cc6634C0532925a3b844Bc454e4438f44e')).toBe(false);
    expect(isCryptoAddress(eth, '0x742d35Cc6634C0532925a3b844Bc454e4438f44e')).toBe(true);
    expect(isCryptoAddress(eth, '0x742d35Cc6634C0532925a3b844Bc454e4438f44')).toBe(false);
    expect(isCryptoAddress(tron, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isCryptoAddress(tron, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false);
    expect(networksOf('USDT').map((network) => network.code)).toEqual(['ETH', 'TRON']);
  });

  it('prices crypto as 1 % (with a floor in the coin) plus the network fee, in the coin’s minor units', () => {
    // 1 % of 0.5 BTC = 0.005, plus 0.00005 network.
    expect(cryptoFee('0.5', 'BTC', cryptoNetworkOf('BTC')!)).toBe('0.00505');
    // 1 % of 0.001 BTC is under the 0.00002 floor.
    expect(cryptoFee('0.001', 'BTC', cryptoNetworkOf('BTC')!)).toBe('0.00007');
    // USDT: floor 2.00 plus 1.00 on TRON or 4.00 on Ethereum.
    expect(cryptoFee('50', 'USDT', cryptoNetworkOf('TRON')!)).toBe('3');
    expect(externalTransferFee('crypto_eft', '50', 'USDT')).toBe('6');
  });

  it('prices the fiat kinds by the price list', () => {
    expect(externalTransferFee('wire', '1000', 'EUR')).toBe('16');
    expect(externalTransferFee('wire', '100000', 'EUR')).toBe('75');
    expect(externalTransferFee('eft', '10', 'USD')).toBe('2');
    expect(externalTransferFee('oct', '33.33', 'GBP')).toBe('1');
    expect(externalTransferFee('oct', '200', 'GBP')).toBe('3');
    expect(externalTransferFee('interac', '20', 'CAD')).toBe('1.5');
  });
});

describe('card payouts', () => {
  it('blocks the refused issuers and the test ranges, and refuses bad numbers', () => {
    expect(PAYOUT_BLOCKED_BINS).toEqual(expect.arrayContaining(['404038', '411111', '555555']));
    expect(payoutCardProblem('4111 1111 1111 1111')).toBe(
      'cards of this issuer (BIN 411111) cannot receive payouts',
    );
    expect(payoutCardProblem('4111 1111 1111 1112')).toBe('is not a valid card number');
    // Luhn-valid, but no issuer the sandbox knows.
    expect(payoutCardProblem('6011000990139424')).toBe('the issuer of this card (BIN 601100) is not known');
    expect(maskCardNumber('4921810000000006')).toBe('492181******0006');
  });
});
