import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { accounts } from '../../../../platform/db/tables';
import { externalCards } from '../../../../money/external-card-tables';
import { journals } from '../../../../money/ledger-tables';
import { TRANSFER_DEMO as D } from '../seed';
import { useSandbox } from '../../../../testing/sandbox';
import { luhnCheckDigit } from '../../../../money/card-bins';
import { journalImbalance } from '../../../../money/ledger';
import { balanceOf, GERMAN_WIRE_DETAILS, sessionOf, type Call } from '../../../../testing/money';

const sandbox = useSandbox();

const TINA = D.tina.email;
/** Accounts the tests open for Tina: she has none in CAD or USDT. */
const TINA_CAD = 100491;
const TINA_USDT = 100492;
const TINA_SAVED_CARD = 9491;

async function openAccount(id: number, currencyCode: string, balance: string): Promise<void> {
  await sandbox.database.db
    .insert(accounts)
    .values({ id, customerId: D.tina.customerId, type: 1001, statusId: 2, currencyCode, balance });
}

async function journalStatus(journalId: number): Promise<string | undefined> {
  const [row] = await sandbox.database.db
    .select({ status: journals.status })
    .from(journals)
    .where(eq(journals.id, journalId));
  return row?.status;
}

function cardNumber(bin: string): string {
  const partial = `${bin}123456789`;
  return `${partial}${luhnCheckDigit(partial)}`;
}

const WIRE = {
  type: 'wire',
  accountId: D.tina.eur,
  amount: '1000',
  currency: 'EUR',
  countryCode: 'DE',
  details: GERMAN_WIRE_DETAILS,
  extraParams: { purposeOfPayment: 'services' },
};

describe('external dictionaries and lookups over the method API', () => {
  let call: Call;
  beforeEach(async () => {
    call = await sessionOf(sandbox.app, TINA);
  });

  it('answers available transfers, extra params in the request language, banks and branches', async () => {
    const available = await call('getAvailableTransfers', { countryCode: 'BR' });
    expect(available.responseCode).toBe('00');
    expect(available.transfers.map((transfer: { type: string }) => transfer.type)).toEqual([
      'wire',
      'eft',
      'oct',
      'crypto_eft',
      'instant_payment',
    ]);
    const params = await call('getExtraParams', { type: 'eft', countryCode: 'BR', lang: 'ro' });
    expect(params.params[0]).toMatchObject({
      name: 'bankCode',
      label: 'Banca',
      type: 'select',
      required: true,
    });
    expect(params.params[1]).toMatchObject({ name: 'branchCode', lookup: 'eftBranch', required: true });
    const wire = await call('getExtraParams', { type: 'wire', countryCode: 'FR', customerType: 1 });
    expect(wire.params.map((param: { name: string }) => param.name)).toEqual([
      'purposeOfPayment',
      'companyRegistrationNumber',
    ]);
    expect(wire.params[0].options.at(-1).extraParams[0]).toMatchObject({
      name: 'purposeDetails',
      required: true,
    });
    expect((await call('getBankList', { countryCode: 'LK' })).banks[0]).toEqual({
      code: '7010',
      name: 'Bank of Ceylon',
    });
    expect(
      (await call('getEftBranchOptions', { paramName: 'branchCode', countryCode: 'BR', bankCode: '260' }))
        .options,
    ).toEqual([{ value: '0001', label: '0001 – São Paulo – Sede' }]);
    expect(
      await call('getEftBranchOptions', { paramName: 'branchCode', countryCode: 'BR', bankCode: '999' }),
    ).toMatchObject({
      responseCode: 'NF',
    });
    expect((await call('getInstantBanks', { countryCode: 'BR' })).banks.length).toBeGreaterThan(5);
    expect((await call('getBlockedBins')).bins).toEqual(expect.arrayContaining(['404038', '411111']));
  });

  it('looks up SWIFT and IBAN: TA1 for a bad format, NF for an unknown BIC, the bank otherwise', async () => {
    expect(await call('lookupSwift', { swift: 'COBA-DE' })).toMatchObject({
      responseCode: 'TA1',
      validationErrors: ['swift: not a valid BIC (ISO 9362)'],
    });
    expect(await call('lookupSwift', { swift: 'ABCDDEFF' })).toMatchObject({
      responseCode: 'NF',
      responseDescription: 'No bank with this BIC',
    });
    expect(await call('lookupSwift', { swift: 'BARCGB22' })).toMatchObject({
      responseCode: '00',
      bankName: 'Barclays Bank UK PLC',
      city: 'London',
      countryIsoCode: 'GB',
      code: 'BARCGB22XXX',
    });
    expect(await call('lookupIban', { iban: 'DE88370400440532013000' })).toMatchObject({
      responseCode: 'TA1',
      validationErrors: ['iban: the IBAN check digits do not match (ISO 13616 mod-97)'],
    });
    expect((await call('lookupIban', { iban: 'GB29NWBK6016133192681' })).validationErrors).toEqual([
      'iban: a GB IBAN has 22 characters, not 21',
    ]);
    expect(await call('lookupIban', { iban: 'DE89 3704 0044 0532 0130 00' })).toMatchObject({
      responseCode: '00',
      bankName: 'Commerzbank AG',
      SWIFT: 'COBADEFFXXX',
      country: 'Germany',
    });
  });

  it('instant key info: TA1 for a bad format, NF for an unknown key, the holder otherwise', async () => {
    expect(
      await call('getInstantKeyInfo', {
        countryCode: 'BR',
        instantKeyType: 'cpf',
        instantKey: '529.982.247-25',
      }),
    ).toMatchObject({
      responseCode: '00',
      instantInfo: { holderName: 'Maria Aparecida da Silva', bankCode: '260' },
    });
    expect(
      await call('getInstantKeyInfo', { countryCode: 'BR', instantKeyType: 'cpf', instantKey: '123' }),
    ).toMatchObject({
      responseCode: 'TA1',
    });
    expect(
      await call('getInstantKeyInfo', {
        countryCode: 'BR',
        instantKeyType: 'random',
        instantKey: '3f2b8c1a-9d4e-4a7b-8c6d-1e2f3a4b5c6d',
      }),
    ).toMatchObject({ responseCode: 'NF' });
  });

  it('fees answer fee and total in the account currency; amount 0 is TA1, another customer account ENOA', async () => {
    expect(
      await call('getExternalFee', {
        type: 'wire',
        accountId: D.tina.eur,
        amount: '1000',
        countryCode: 'DE',
      }),
    ).toMatchObject({
      responseCode: '00',
      fee: '16',
      total: '1016.00',
    });
    expect(await call('getExternalFee', { type: 'wire', accountId: D.tina.eur, amount: '0' })).toMatchObject({
      responseCode: 'TA1',
      validationErrors: ['amount: must be over 0'],
    });
    expect(
      await call('getExternalFee', { type: 'eft', accountId: D.tina.eur, amount: '10', countryCode: 'US' }),
    ).toMatchObject({
      responseCode: 'TA1',
      validationErrors: ['accountId: eft leaves from USD accounts, not EUR'],
    });
    expect(await call('getExternalFee', { type: 'wire', accountId: D.paul.eur, amount: '10' })).toMatchObject(
      { responseCode: 'ENOA' },
    );
    expect(await call('getCryptoFee', { accountId: D.tina.eur, amount: '10' })).toMatchObject({
      responseCode: 'TA1',
    });
    await openAccount(TINA_USDT, 'USDT', '500');
    expect(await call('getCryptoFee', { accountId: TINA_USDT, amount: '50', network: 'TRON' })).toMatchObject(
      {
        fee: '3',
        total: '53.000000',
      },
    );
  });
});

describe('transferExternal: each kind posts a balanced journal (spec 02 §7 "Submit by type")', () => {
  let call: Call;
  beforeEach(async () => {
    call = await sessionOf(sandbox.app, TINA);
  });

  /** Submits, expects it executed at once (Tina approves with none), and checks money and journal. */
  async function submitAndCheck(
    request: Record<string, unknown>,
    expected: { accountId: number; fee: string; status: 'completed' | 'processing' },
  ) {
    const before = await balanceOf(sandbox.database.db, expected.accountId);
    const answer = await call('transferExternal', request);
    expect(answer).toMatchObject({ responseCode: '00', approveType: 'none', fee: expected.fee });
    const after = await balanceOf(sandbox.database.db, expected.accountId);
    expect(before.minus(after).toFixed()).toBe(
      new Decimal(request.amount as string).plus(expected.fee).toFixed(),
    );
    expect(await journalImbalance(sandbox.database.db, answer.transactionId)).toEqual([]);
    expect(await journalStatus(answer.transactionId)).toBe(expected.status);
    return answer;
  }

  it('wire: held as processing, the fee by the price list, and a template saved under its name', async () => {
    await submitAndCheck(
      { ...WIRE, templateName: 'Hans (Commerzbank)' },
      { accountId: D.tina.eur, fee: '16', status: 'processing' },
    );
    const [row] = await sandbox.database.db
      .select({ pending: accounts.pendingAmount })
      .from(accounts)
      .where(eq(accounts.id, D.tina.eur));
    expect(new Decimal(row!.pending).toFixed()).toBe('1016');
    const { beneficiaries } = await call('getBeneficiaries', { type: 'wire' });
    expect(beneficiaries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          templateName: 'Hans (Commerzbank)',
          details: expect.objectContaining({
            iban: 'DE89370400440532013000',
            swift: 'COBADEFFXXX',
            purposeOfPayment: 'services',
          }),
        }),
      ]),
    );
  });

  it('eft (ACH): processing, with routing number and account type', async () => {
    await submitAndCheck(
      {
        type: 'eft',
        accountId: D.tina.usd,
        amount: '100',
        currency: 'USD',
        countryCode: 'US',
        details: { accountNumber: '000123456789', beneficiaryName: 'John Smith' },
        extraParams: { routingNumber: '021000021', accountType: 'checking' },
      },
      { accountId: D.tina.usd, fee: '2', status: 'processing' },
    );
  });

  it('oct: completed, to a typed card or to a saved card', async () => {
    await submitAndCheck(
      {
        type: 'oct',
        accountId: D.tina.gbp,
        amount: '200',
        currency: 'GBP',
        countryCode: 'GB',
        details: { cardNumber: cardNumber('492181'), beneficiaryName: 'Olivia Brown' },
      },
      { accountId: D.tina.gbp, fee: '3', status: 'completed' },
    );
    await sandbox.database.db.insert(externalCards).values({
      id: TINA_SAVED_CARD,
      customerId: D.tina.customerId,
      bin: '455673',
      last4: '4242',
      cardHolderName: 'TINA TRAEGER',
      cardExpiryMonth: 12,
      cardExpiryYear: new Date().getUTCFullYear() + 2,
      cardBrand: 'VISA',
      status: 'confirmed',
      verificationAmount: '0.41',
    });
    await submitAndCheck(
      {
        type: 'oct',
        accountId: D.tina.eur,
        amount: '50',
        currency: 'EUR',
        countryCode: 'DE',
        details: { externalCardId: String(TINA_SAVED_CARD) },
      },
      { accountId: D.tina.eur, fee: '1', status: 'completed' },
    );
  });

  it('crypto_eft: completed, service fee plus the network fee', async () => {
    await openAccount(TINA_USDT, 'USDT', '500');
    await submitAndCheck(
      {
        type: 'crypto_eft',
        accountId: TINA_USDT,
        amount: '50',
        currency: 'USDT',
        countryCode: 'DE',
        details: { address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', network: 'TRON' },
      },
      { accountId: TINA_USDT, fee: '3', status: 'completed' },
    );
  });

  it('instant_payment: completed, to the holder of a PIX key', async () => {
    const answer = await submitAndCheck(
      {
        type: 'instant_payment',
        accountId: D.tina.usd,
        amount: '40',
        currency: 'USD',
        countryCode: 'BR',
        details: { instantKey: 'joao.pereira@exemplo.com.br' },
        extraParams: { instantKeyType: 'email' },
      },
      { accountId: D.tina.usd, fee: '0.5', status: 'completed' },
    );
    const [journal] = await sandbox.database.db
      .select({ counterpartyName: journals.counterpartyName })
      .from(journals)
      .where(eq(journals.id, answer.transactionId));
    expect(journal?.counterpartyName).toBe('João Pereira Santos');
  });

  it('interac: completed, to an e-mail with a security question', async () => {
    await openAccount(TINA_CAD, 'CAD', '300');
    await submitAndCheck(
      {
        type: 'interac',
        accountId: TINA_CAD,
        amount: '25',
        currency: 'CAD',
        countryCode: 'CA',
        details: {
          toEmail: 'liam.tremblay@example.ca',
          beneficiaryName: 'Liam Tremblay',
          securityQuestion: 'Our first dog?',
          securityAnswer: 'Rex',
        },
      },
      { accountId: TINA_CAD, fee: '1.5', status: 'completed' },
    );
  });
});

describe('transferExternal refusals write nothing', () => {
  let call: Call;
  beforeEach(async () => {
    call = await sessionOf(sandbox.app, TINA);
  });

  it('every problem in one TA1; a kind the country lacks is TNA; another customer account is NF', async () => {
    const before = await balanceOf(sandbox.database.db, D.tina.eur);
    const answer = await call('transferExternal', {
      ...WIRE,
      details: { ...WIRE.details, iban: 'DE88370400440532013000', swift: 'NOTABIC' },
      extraParams: { purposeOfPayment: 'other' },
    });
    expect(answer).toMatchObject({ responseCode: 'TA1' });
    expect(answer.validationErrors).toEqual([
      'purposeDetails: is required',
      'iban: the IBAN check digits do not match (ISO 13616 mod-97)',
      'swift: not a valid BIC (ISO 9362)',
    ]);
    expect(
      await call('transferExternal', {
        type: 'oct',
        accountId: D.tina.eur,
        amount: '10',
        currency: 'EUR',
        countryCode: 'DE',
        details: { cardNumber: cardNumber('404038'), beneficiaryName: 'Tina Traeger' },
      }),
    ).toMatchObject({
      validationErrors: ['cardNumber: cards of this issuer (BIN 404038) cannot receive payouts'],
    });
    expect(await call('transferExternal', { ...WIRE, type: 'interac', countryCode: 'DE' })).toMatchObject({
      responseCode: 'TNA',
    });
    expect(await call('transferExternal', { ...WIRE, accountId: D.paul.eur })).toMatchObject({
      responseCode: 'ENOA',
    });
    expect(await call('transferExternal', { ...WIRE, details: 'not an object' })).toMatchObject({
      responseCode: 'TA1',
    });
    expect((await balanceOf(sandbox.database.db, D.tina.eur)).toFixed()).toBe(before.toFixed());
  });

  it('an idempotency key answers the first submit again and moves the money once', async () => {
    const before = await balanceOf(sandbox.database.db, D.tina.eur);
    const first = await call('transferExternal', { ...WIRE, idempotencyKey: 'wire-once-1' });
    const second = await call('transferExternal', { ...WIRE, idempotencyKey: 'wire-once-1' });
    expect(second).toMatchObject({
      responseCode: '00',
      operationId: first.operationId,
      transactionId: first.transactionId,
    });
    expect(before.minus(await balanceOf(sandbox.database.db, D.tina.eur)).toFixed()).toBe('1016');
  });
});
