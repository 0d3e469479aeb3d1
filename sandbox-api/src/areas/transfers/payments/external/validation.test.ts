import type { ExternalTransferRequest } from '@portal/api/catalogue';
import { luhnCheckDigit } from '../../../../money/card-bins';
import type { SavedCard, SourceAccount } from '../../../../money/payees/repository';
import {
  validateExternalTransfer,
  type ExternalValidation,
  type ValidationContext,
} from '../../../../money/payees/validation';

const account = (currencyCode: string, extra: Partial<SourceAccount> = {}): SourceAccount => ({
  id: 100001,
  type: 1001,
  statusId: 2,
  currencyCode,
  minorUnits: currencyCode === 'BTC' || currencyCode === 'ETH' ? 8 : currencyCode === 'USDT' ? 6 : 2,
  ...extra,
});

const TODAY = new Date('2026-03-15T10:00:00Z');

function validate(
  request: Partial<ExternalTransferRequest> &
    Pick<ExternalTransferRequest, 'type' | 'countryCode' | 'details'>,
  context: Partial<ValidationContext> = {},
): ExternalValidation {
  const from = context.account ?? account(request.currency ?? 'EUR');
  return validateExternalTransfer(
    { accountId: from.id, amount: '100', currency: from.currencyCode, ...request },
    { account: from, customerType: 0, savedCard: null, today: TODAY, ...context },
  );
}

function problemsOf(result: ExternalValidation): string[] {
  if (result.ok) throw new Error(`expected problems, got ${JSON.stringify(result.value)}`);
  return result.problems;
}

function valueOf(result: ExternalValidation) {
  if (!result.ok) throw new Error(`expected a payee, got ${result.problems.join('; ')}`);
  return result.value;
}

const WIRE_DETAILS = {
  iban: 'DE89 3704 0044 0532 0130 00',
  swift: 'COBADEFF',
  beneficiaryName: 'Hans Müller',
  beneficiaryAddress: 'Kaiserplatz 1, 60311 Frankfurt am Main',
};

function cardNumber(bin: string): string {
  const partial = `${bin}123456789`;
  return `${partial}${luhnCheckDigit(partial)}`;
}

describe('external transfer validation (spec 02 §3, §5, §7 "Submit by type")', () => {
  it('refuses a kind the country does not have as unavailable, before anything else', () => {
    const result = validate({ type: 'interac', countryCode: 'DE', details: {} });
    expect(result).toEqual({ ok: false, unavailable: true, problems: ['interac transfers do not reach DE'] });
    expect(problemsOf(validate({ type: 'wire', countryCode: 'ZZ', details: {} }))).toEqual([
      'countryCode: is not a country the sandbox knows',
    ]);
  });

  it('lists every problem of the account, currency and amount at once', () => {
    const problems = problemsOf(
      validate(
        {
          type: 'eft',
          countryCode: 'US',
          currency: 'USD',
          amount: '10.005',
          details: { accountNumber: '123456789', beneficiaryName: 'John Smith' },
          extraParams: { routingNumber: '021000021', accountType: 'checking' },
        },
        { account: account('EUR') },
      ),
    );
    expect(problems).toEqual([
      'accountId: eft leaves from USD accounts, not EUR',
      'currency: must be EUR, the currency of the account',
      'amount: EUR amounts have at most 2 decimals',
    ]);
    expect(
      problemsOf(
        validate(
          { type: 'wire', countryCode: 'DE', details: WIRE_DETAILS },
          { account: account('EUR', { statusId: 4 }) },
        ),
      ),
    ).toContain('accountId: must be an active account that is not a card');
  });

  describe('wire', () => {
    it('needs a valid IBAN of the country, a BIC, the beneficiary and the purpose', () => {
      expect(
        problemsOf(
          validate({
            type: 'wire',
            countryCode: 'DE',
            details: { iban: 'DE88370400440532013000', swift: 'COBA-DE', beneficiaryName: '' },
          }),
        ),
      ).toEqual([
        'purposeOfPayment: is required',
        'iban: the IBAN check digits do not match (ISO 13616 mod-97)',
        'swift: not a valid BIC (ISO 9362)',
        'beneficiaryName: is required',
        'beneficiaryAddress: is required',
      ]);
      expect(
        problemsOf(
          validate({
            type: 'wire',
            countryCode: 'DE',
            details: { ...WIRE_DETAILS, iban: 'DE8937040044053201300' },
            extraParams: { purposeOfPayment: 'services' },
          }),
        ),
      ).toEqual(['iban: a DE IBAN has 22 characters, not 21']);
      expect(
        problemsOf(
          validate({
            type: 'wire',
            countryCode: 'FR',
            details: WIRE_DETAILS,
            extraParams: { purposeOfPayment: 'services' },
          }),
        ),
      ).toEqual(['iban: is an IBAN of DE, but the transfer goes to FR']);
    });

    it('asks the nested purpose of other, and the company number of a business', () => {
      expect(
        problemsOf(
          validate(
            {
              type: 'wire',
              countryCode: 'DE',
              details: WIRE_DETAILS,
              extraParams: { purposeOfPayment: 'other' },
            },
            { customerType: 1 },
          ),
        ),
      ).toEqual(['purposeDetails: is required', 'companyRegistrationNumber: is required']);
    });

    it('takes an account number where there are no IBANs, and keeps the payee fields', () => {
      const value = valueOf(
        validate({
          type: 'wire',
          countryCode: 'US',
          currency: 'USD',
          details: {
            accountNumber: '0012 3456 789',
            swift: 'chasus33',
            beneficiaryName: 'John Smith',
            beneficiaryAddress: '1 Main St, Albany NY',
          },
          extraParams: { purposeOfPayment: 'other', purposeDetails: 'Tuition fees' },
        }),
      );
      expect(value.payee).toBe('00123456789');
      expect(value.payeeName).toBe('John Smith');
      expect(value.details).toEqual({
        purposeOfPayment: 'other',
        purposeDetails: 'Tuition fees',
        accountNumber: '00123456789',
        swift: 'CHASUS33XXX',
        beneficiaryName: 'John Smith',
        beneficiaryAddress: '1 Main St, Albany NY',
      });
      expect(
        problemsOf(
          validate({
            type: 'wire',
            countryCode: 'US',
            currency: 'USD',
            details: { ...WIRE_DETAILS, iban: '' },
            extraParams: { purposeOfPayment: 'goods' },
          }),
        ),
      ).toEqual(['accountNumber: is required']);
    });
  });

  describe('eft', () => {
    it('SEPA takes an IBAN; the canonical payee is the IBAN', () => {
      const value = valueOf(
        validate({
          type: 'eft',
          countryCode: 'NL',
          details: { iban: 'nl20 ingb 0001 2345 67', beneficiaryName: 'Anna de Vries' },
        }),
      );
      expect(value.payee).toBe('NL20INGB0001234567');
      expect(
        problemsOf(
          validate({
            type: 'eft',
            countryCode: 'NL',
            details: { iban: 'NL20INGB000123456', beneficiaryName: 'Anna de Vries' },
          }),
        ),
      ).toEqual(['iban: a NL IBAN has 18 characters, not 17']);
    });

    it('BR, JP, HK and LK need a bank code and a branch of that bank', () => {
      const base = {
        type: 'eft' as const,
        countryCode: 'JP',
        currency: 'JPY',
        amount: '5000',
        details: { accountNumber: '1234567', beneficiaryName: 'Sato Haruka' },
      };
      expect(problemsOf(validate(base))).toEqual(['bankCode: is required', 'branchCode: is required']);
      expect(
        problemsOf(validate({ ...base, extraParams: { bankCode: '9999', branchCode: '001' } }))[0],
      ).toMatch(/^bankCode: must be one of 0001, 0005/);
      expect(problemsOf(validate({ ...base, extraParams: { bankCode: '0005', branchCode: '999' } }))).toEqual(
        ['branchCode: is not a branch of MUFG Bank, Ltd.'],
      );
      const value = valueOf(validate({ ...base, extraParams: { bankCode: '0005', branchCode: '041' } }));
      expect(value.payee).toBe('0005-041 1234567');
      expect(value.details).toMatchObject({ bankCode: '0005', branchCode: '041', accountNumber: '1234567' });
    });

    it('US needs a 9-digit routing number and an account type; GB an 8-digit account and a sort code', () => {
      expect(
        problemsOf(
          validate({
            type: 'eft',
            countryCode: 'US',
            currency: 'USD',
            details: { accountNumber: '12', beneficiaryName: 'John Smith' },
            extraParams: { routingNumber: '02100002X' },
          }),
        ),
      ).toEqual([
        'routingNumber: does not have the expected format',
        'accountType: is required',
        'accountNumber: must be 4 to 17 digits',
      ]);
      expect(
        valueOf(
          validate({
            type: 'eft',
            countryCode: 'GB',
            currency: 'GBP',
            details: { accountNumber: '31926819', beneficiaryName: 'Olivia Brown' },
            extraParams: { sortCode: '60-16-13' },
          }),
        ).payee,
      ).toBe('601613 31926819');
    });
  });

  describe('oct', () => {
    it('checks Luhn, blocked and unknown BINs, and the beneficiary; masks the number', () => {
      expect(
        problemsOf(
          validate({
            type: 'oct',
            countryCode: 'GB',
            currency: 'GBP',
            details: { cardNumber: '4921 8112 3456 7890', beneficiaryName: 'Olivia Brown' },
          }),
        ),
      ).toEqual(['cardNumber: is not a valid card number']);
      expect(
        problemsOf(
          validate({
            type: 'oct',
            countryCode: 'GB',
            currency: 'GBP',
            details: { cardNumber: cardNumber('404038') },
          }),
        ),
      ).toEqual([
        'cardNumber: cards of this issuer (BIN 404038) cannot receive payouts',
        'beneficiaryName: is required',
      ]);
      const number = cardNumber('492181');
      const value = valueOf(
        validate({
          type: 'oct',
          countryCode: 'GB',
          currency: 'GBP',
          details: { cardNumber: number, beneficiaryName: 'Olivia Brown' },
        }),
      );
      expect(value.payee).toBe(number);
      expect(value.details.cardNumber).toBe(`492181******${number.slice(-4)}`);
    });

    it('takes a confirmed, unexpired saved card in place of the number', () => {
      const card: SavedCard = {
        id: 9002,
        bin: '516732',
        last4: '8830',
        cardHolderName: 'CARLA WEBER',
        cardExpiryMonth: 2,
        cardExpiryYear: 2027,
        status: 'confirmed',
      };
      const request = { type: 'oct' as const, countryCode: 'NL', details: { externalCardId: '9002' } };
      const value = valueOf(validate(request, { savedCard: card }));
      expect(value).toMatchObject({ payee: '516732******8830', payeeName: 'CARLA WEBER' });
      expect(
        problemsOf(validate(request, { savedCard: { ...card, status: 'pending', cardExpiryYear: 2026 } })),
      ).toEqual(['externalCardId: the card is not confirmed yet', 'externalCardId: the card has expired']);
      expect(problemsOf(validate(request))).toEqual(['externalCardId: is not one of your saved cards']);
    });
  });

  describe('crypto_eft', () => {
    it('leaves from a crypto account only, on a network that carries the coin, to an address of that network', () => {
      expect(
        problemsOf(
          validate({
            type: 'crypto_eft',
            countryCode: 'DE',
            details: { address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e' },
          }),
        ),
      ).toEqual(['accountId: crypto_eft leaves from BTC, ETH, USDT accounts, not EUR']);
      const usdt = account('USDT');
      expect(
        problemsOf(
          validate(
            {
              type: 'crypto_eft',
              countryCode: 'DE',
              details: { address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', network: 'BTC' },
            },
            { account: usdt },
          ),
        ),
      ).toEqual(['network: BTC does not carry USDT; use ETH or TRON']);
      expect(
        problemsOf(
          validate(
            {
              type: 'crypto_eft',
              countryCode: 'DE',
              details: { address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
            },
            { account: usdt },
          ),
        ),
      ).toEqual(['address: is not an address on the Ethereum (ERC-20) network']);
      const value = valueOf(
        validate(
          {
            type: 'crypto_eft',
            countryCode: 'DE',
            details: { address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', network: 'tron' },
          },
          { account: usdt },
        ),
      );
      expect(value.network?.code).toBe('TRON');
      expect(value.details).toEqual({ address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', network: 'TRON' });
      expect(
        problemsOf(
          validate(
            {
              type: 'crypto_eft',
              countryCode: 'DE',
              amount: '0',
              details: { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
            },
            { account: account('BTC') },
          ),
        ),
      ).toEqual(['amount: must be over 0']);
    });
  });

  describe('instant_payment', () => {
    it('needs a key type and a key of that format that the directory knows', () => {
      const base = { type: 'instant_payment' as const, countryCode: 'BR', currency: 'USD' };
      expect(problemsOf(validate({ ...base, details: {} }))).toEqual([
        'instantKeyType: is required',
        'instantKey: is required',
      ]);
      expect(
        problemsOf(
          validate({
            ...base,
            details: { instantKey: '123.456.789-00' },
            extraParams: { instantKeyType: 'cpf' },
          }),
        ),
      ).toEqual(['instantKey: is not a valid CPF (11 digits with their check digits)']);
      expect(
        problemsOf(validate({ ...base, details: { instantKeyType: 'cpf', instantKey: '390.533.447-05' } })),
      ).toEqual(['instantKey: no PIX account has this key']);
      const value = valueOf(
        validate({ ...base, details: { instantKeyType: 'phone', instantKey: '+55 11 98765-4321' } }),
      );
      expect(value).toMatchObject({ payee: '+5511987654321', payeeName: 'Ana Beatriz Costa' });
    });
  });

  describe('interac', () => {
    it('needs an e-mail, a name, a question and an answer of 3-25 characters not in the question', () => {
      const base = { type: 'interac' as const, countryCode: 'CA', currency: 'CAD' };
      expect(problemsOf(validate({ ...base, details: { toEmail: 'a@b.c', securityAnswer: 'ab' } }))).toEqual([
        'toEmail: is not a valid e-mail address',
        'beneficiaryName: is required',
        'securityQuestion: is required',
        'securityAnswer: must be 3 to 25 characters',
      ]);
      expect(
        problemsOf(
          validate({
            ...base,
            details: {
              toEmail: 'liam@example.ca',
              beneficiaryName: 'Liam Tremblay',
              securityQuestion: 'Our dog Rex?',
              securityAnswer: 'rex',
            },
          }),
        ),
      ).toEqual(['securityAnswer: must not appear in the question']);
      const value = valueOf(
        validate({
          ...base,
          details: {
            toEmail: 'Liam@Example.ca',
            beneficiaryName: 'Liam Tremblay',
            securityQuestion: 'Our first dog?',
            securityAnswer: 'Rex',
          },
        }),
      );
      expect(value.payee).toBe('liam@example.ca');
      // The answer is a secret: it is not kept with the payee fields.
      expect(value.details).toEqual({
        toEmail: 'liam@example.ca',
        beneficiaryName: 'Liam Tremblay',
        securityQuestion: 'Our first dog?',
      });
    });
  });
});
