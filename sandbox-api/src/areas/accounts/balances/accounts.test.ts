import { callMethod, signIn, useSandbox } from '../../../testing/sandbox';
import { isValidIban, sandboxIban, walletAddress } from '../../../money/bank-details';

const sandbox = useSandbox();

const ANNA = 'anna.simple@demo.test';
const CARLA = 'carla.cards@demo.test';
const ADAM = 'adam.admin@demo.test';
const CARLA_CUSTOMER = 20301;
const CARLA_EUR = 300001;
const CARLA_USD = 300002;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read as JSON

async function session(email: string) {
  const { accessToken } = await signIn(sandbox.app, email);
  return async (method: string, body: Record<string, unknown> = {}, headers?: Record<string, string>) =>
    (await callMethod(sandbox.app, method, { accessToken, body, headers })).json<Json>();
}

describe('bank details', () => {
  it('sandbox IBANs: pass the ISO 13616 check and carry the account id', () => {
    const iban = sandboxIban(300001);

    expect(iban).toMatch(/^LT\d{2}32900\d{11}$/);
    expect(iban.endsWith('00000300001')).toBe(true);
    expect(isValidIban(iban)).toBe(true);
  });

  it('a published IBAN and a mistyped one: valid and invalid', () => {
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 33')).toBe(false);
  });

  it.each([
    ['BTC', /^bc1q[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38}$/],
    ['ETH', /^0x[0-9a-f]{40}$/],
    ['USDT', /^0x[0-9a-f]{40}$/],
  ] as const)('wallet address in %s: has the real format', (currency, format) => {
    expect(walletAddress(currency)).toMatch(format);
  });
});

describe('balanceInquiry', () => {
  it('card holder: answers the card fields, the number masked and debit cards with their settlement account', async () => {
    const call = await session(CARLA);

    const { accounts } = await call('balanceInquiry');

    const byId = new Map<number, Json>(accounts.account.map((account: Json) => [account.accountId, account]));
    expect(byId.get(300005)).toEqual({
      accountId: 300005,
      type: 2020,
      subType: 'DEBIT',
      accountStatusId: 2,
      currencyCode: 'EUR',
      balance: '0.00',
      accountBalanceMin: '0.00',
      pendingAmount: '0.00',
      settlementAccountId: CARLA_EUR,
      customerId: CARLA_CUSTOMER,
      cardIsVirtual: false,
      cardExpiryMonth: 11,
      cardExpiryYear: expect.any(Number),
      cardAliasName: 'Salary card',
      cardNumber: expect.stringMatching(/^•••• •••• •••• \d{4}$/),
      cardEnrolled: false,
    });
    expect(byId.get(300014)).toMatchObject({ accountStatusId: 38, cardReissuedStatusId: 19 });
    expect(byId.get(300015)).not.toHaveProperty('cardReissuedStatusId');
    expect(byId.get(CARLA_EUR)).toEqual({
      accountId: CARLA_EUR,
      type: 1001,
      accountStatusId: 2,
      currencyCode: 'EUR',
      balance: '4250.00',
      accountBalanceMin: '0.00',
      pendingAmount: '0.00',
      customerId: CARLA_CUSTOMER,
    });
    // No full card number ever leaves in a list.
    expect(JSON.stringify(accounts)).not.toMatch(/\d{12}/);
  });

  it('main demo user: also lists her two prepaid cards', async () => {
    const call = await session(ANNA);

    const { accounts } = await call('balanceInquiry');

    expect(
      accounts.account
        .filter((account: Json) => account.type >= 2006 && account.type <= 2135)
        .map((account: Json) => [
          account.accountId,
          account.subType,
          account.cardIsVirtual,
          account.currencyCode,
        ]),
    ).toEqual([
      [300201, 'PREPAID', false, 'EUR'],
      [300202, 'PREPAID', true, 'USD'],
    ]);
  });

  it("an administrator asking for the sandbox bank's customer: answers no accounts", async () => {
    const call = await session(ADAM);

    const response = await call('balanceInquiry', { customerId: 10000 });

    expect(response).toMatchObject({ responseCode: '00', accounts: { account: [] } });
  });
});

describe('payment instructions', () => {
  it('card holder: one per payment account, none for cards, the EUR one viewed', async () => {
    const call = await session(CARLA);

    const response = await call('getPaymentInstructions');

    const instructions = response.instructions.instruction;
    expect(instructions).toEqual([
      {
        id: expect.any(Number),
        accountId: CARLA_EUR,
        currencyCode: 'EUR',
        bankAccountNumber: sandboxIban(CARLA_EUR),
        bankName: 'Sandbox Bank UAB',
        swift: 'SNDBLT22',
        beneficiaryName: 'Carla Weber',
        reference: `REF-${CARLA_CUSTOMER}`,
        viewed: true,
      },
      expect.objectContaining({ accountId: CARLA_USD, currencyCode: 'USD', viewed: false }),
    ]);
    expect(instructions.every((instruction: Json) => isValidIban(instruction.bankAccountNumber))).toBe(true);
  });

  it('main demo user: only her payment accounts have one (not the pre-payment or the closed one)', async () => {
    const call = await session(ANNA);

    const { instructions } = await call('getPaymentInstructions');

    expect(instructions.instruction.map((instruction: Json) => instruction.accountId)).toEqual([
      100001, 100002,
    ]);
  });

  it('setting one viewed: it reads viewed afterwards', async () => {
    const call = await session(CARLA);
    const [, usd] = (await call('getPaymentInstructions')).instructions.instruction;

    const response = await call('setInstructionViewed', { instructionId: usd.id });

    expect(response).toEqual({ responseCode: '00', responseDescription: 'Success' });
    const after = (await call('getPaymentInstructions')).instructions.instruction;
    expect(after.map((instruction: Json) => instruction.viewed)).toEqual([true, true]);
  });

  it("another customer's instruction: answers ENOA and it stays unread", async () => {
    const carla = await session(CARLA);
    const anna = await session(ANNA);
    const [first] = (await anna('getPaymentInstructions')).instructions.instruction;

    const response = await carla('setInstructionViewed', { instructionId: first.id });

    expect(response.responseCode).toBe('ENOA');
    expect((await anna('getPaymentInstructions')).instructions.instruction[0].viewed).toBe(false);
  });
});

describe('addCurrency', () => {
  it('a currency the customer does not hold: opens an empty payment account with its own instruction', async () => {
    const call = await session(CARLA);

    const response = await call('addCurrency', { currencyCode: 'GBP' });

    expect(response).toMatchObject({ responseCode: '00', accountId: expect.any(Number) });
    const accounts = (await call('balanceInquiry')).accounts.account;
    expect(accounts.find((account: Json) => account.accountId === response.accountId)).toMatchObject({
      type: 1001,
      currencyCode: 'GBP',
      balance: '0.00',
      accountStatusId: 2,
    });
    const instructions = (await call('getPaymentInstructions')).instructions.instruction;
    expect(instructions.map((instruction: Json) => instruction.currencyCode)).toEqual(['EUR', 'USD', 'GBP']);
  });

  it('a currency of a closed account: may be added again', async () => {
    const call = await session(ANNA);

    expect((await call('addCurrency', { currencyCode: 'GBP' })).responseCode).toBe('00');
  });

  it.each([
    ['EUR', 'currencyCode: you already have an account in EUR'],
    ['BTC', 'currencyCode: BTC is a crypto currency: create a wallet instead'],
    ['XYZ', 'currencyCode: XYZ is not a currency we keep accounts in'],
  ])('%s: answers TA1 "%s"', async (currencyCode, line) => {
    const call = await session(CARLA);

    const response = await call('addCurrency', { currencyCode });

    expect(response).toEqual({
      responseCode: 'TA1',
      responseDescription: 'Invalid parameters',
      validationErrors: [line],
    });
  });

  it('a lower-case code: answers TA1 from the schema', async () => {
    const call = await session(CARLA);

    const response = await call('addCurrency', { currencyCode: 'eur' });

    expect(response.responseCode).toBe('TA1');
    expect(response.validationErrors).toEqual([expect.stringMatching(/^currencyCode: /)]);
  });
});

describe('createWallet', () => {
  it('bitcoin: a payment account with a bech32 address, listed with it', async () => {
    const call = await session(CARLA);

    const response = await call('createWallet', { currencyCode: 'BTC' });

    expect(response).toMatchObject({
      responseCode: '00',
      address: expect.stringMatching(/^bc1q[a-z0-9]{38}$/),
    });
    const accounts = (await call('balanceInquiry')).accounts.account;
    expect(accounts.find((account: Json) => account.accountId === response.accountId)).toMatchObject({
      type: 1001,
      currencyCode: 'BTC',
      balance: '0.00000000',
      address: response.address,
    });
    // A wallet has an address, not a bank instruction.
    const instructions = (await call('getPaymentInstructions')).instructions.instruction;
    expect(instructions.map((instruction: Json) => instruction.accountId)).not.toContain(response.accountId);
  });

  it('USDT: an Ethereum address', async () => {
    const call = await session(CARLA);

    expect((await call('createWallet', { currencyCode: 'USDT' })).address).toMatch(/^0x[0-9a-f]{40}$/);
  });

  it('a second wallet in the same coin: answers TA1', async () => {
    const call = await session(CARLA);
    await call('createWallet', { currencyCode: 'ETH' });

    const response = await call('createWallet', { currencyCode: 'ETH' });

    expect(response.validationErrors).toEqual(['currencyCode: you already have a wallet in ETH']);
  });

  it('a bank currency: answers TA1', async () => {
    const call = await session(CARLA);

    const response = await call('createWallet', { currencyCode: 'EUR' });

    expect(response.validationErrors).toEqual([
      'currencyCode: EUR is not a crypto currency: add it as a currency instead',
    ]);
  });
});

describe('receive links', () => {
  it('a link with an amount: the public page answers payee, amount, note and the bank details, without a session', async () => {
    const call = await session(CARLA);
    const { id } = await call('createReceiveLink', {
      accountId: CARLA_EUR,
      amount: '49.9',
      note: '  Concert tickets ',
    });

    const response = await callMethod(sandbox.app, 'getReceiveInfo', { body: { id } });

    expect(id).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(response.json()).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      id,
      payeeName: 'Carla Weber',
      currencyCode: 'EUR',
      amount: '49.90',
      note: 'Concert tickets',
      p2pEmail: CARLA,
      bankAccountNumber: sandboxIban(CARLA_EUR),
      bankName: 'Sandbox Bank UAB',
      swift: 'SNDBLT22',
      reference: 'REF-20301',
      created: expect.any(String),
    });
  });

  it('a business: the page names the business and the e-mail of its first user', async () => {
    const bianca = await session('bianca.business@demo.test');
    const { id } = await bianca('createReceiveLink', { accountId: 100009 });

    const info = (await callMethod(sandbox.app, 'getReceiveInfo', { body: { id } })).json<Json>();

    expect(info).toMatchObject({
      payeeName: 'Bianca Studio Ltd',
      p2pEmail: 'bianca.business@demo.test',
      currencyCode: 'USD',
    });
    expect(info).not.toHaveProperty('amount');
  });

  it('an unknown link: answers NF', async () => {
    const response = await callMethod(sandbox.app, 'getReceiveInfo', {
      body: { id: 'AAAAAAAAAAAAAAAAAAAAAA' },
    });

    expect(response.json()).toEqual({
      responseCode: 'NF',
      responseDescription: 'This payment link does not exist',
    });
  });

  it('a malformed id: answers TA1', async () => {
    const response = await callMethod(sandbox.app, 'getReceiveInfo', { body: { id: '../x' } });

    expect(response.json().responseCode).toBe('TA1');
  });

  it("another customer's account: answers ENOA", async () => {
    const call = await session(CARLA);

    expect((await call('createReceiveLink', { accountId: 100001 })).responseCode).toBe('ENOA');
  });

  it.each([
    [{ accountId: 300003 }, 'accountId: money cannot be paid into this account by bank transfer'],
    [{ accountId: CARLA_EUR, amount: '10.005' }, 'amount: EUR amounts have at most 2 decimals'],
    [{ accountId: CARLA_EUR, amount: '0' }, 'amount: must be over 0'],
    [{ accountId: CARLA_EUR, note: 'x'.repeat(141) }, 'note: must be at most 140 characters'],
  ])('%j: answers TA1 "%s"', async (body, line) => {
    const call = await session(CARLA);

    expect((await call('createReceiveLink', body)).validationErrors).toEqual([line]);
  });
});

describe('acting for another customer', () => {
  it.each([
    ['balanceInquiry', { customerId: 20001 }],
    ['getPaymentInstructions', {}],
    ['addCurrency', { currencyCode: 'GBP' }],
    ['createWallet', { currencyCode: 'BTC' }],
    ['createReceiveLink', { accountId: 100001 }],
  ])('%s for a customer the user may not act for: answers ENOA', async (method, body) => {
    const call = await session(CARLA);

    const response = await call(method, body, { 'x-customer-id': '20001' });

    expect(response).toEqual({ responseCode: 'ENOA', responseDescription: 'No access' });
  });
});
