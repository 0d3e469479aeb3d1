import type { Account } from '@portal/api/catalogue';
import { isCardAccount, isCardActionAvailable, type CardAction } from '@portal/api/cards';
import { eq } from 'drizzle-orm';
import { accounts } from '../../../platform/db/tables';
import { journalImbalance } from '../../../money/ledger';
import { latestMessage } from '../../../testing/outbox';
import { callMethod, signIn, useSandbox } from '../../../testing/sandbox';
import { passesLuhn } from '@portal/api/cards';
import { luhnCheckDigit } from '../../../money/card-bins';

const sandbox = useSandbox();

const ANNA = 'anna.simple@demo.test';
const CARLA = 'carla.cards@demo.test';
const VERA = 'vera.virtual@demo.test';
const CARLA_EUR = 300001;
const CARLA_USD = 300002;
/** Carla's seeded cards by status (seed-cards.ts). */
const CARD = {
  activePhysical: 300003,
  activeVirtualUsd: 300004,
  activeDebit: 300005,
  submitted: 300006,
  canceled: 300007,
  fraud: 300008,
  printing: 300009,
  printed: 300010,
  shipped: 300011,
  pending: 300012,
  limited: 300013,
  expiredReissuing: 300014,
  expired: 300015,
  processing: 300016,
  pendingDocument: 300017,
  paused: 300018,
} as const;
const CARLA_HOME = 7501;
const PENDING_EXTERNAL_CARD = 8901;

/** The first bytes of a PNG file and a little more: what the sandbox checks of an image. */
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]).toString('base64');

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read as JSON
type Call = (
  method: string,
  body?: Record<string, unknown>,
  headers?: Record<string, string>,
) => Promise<Json>;

async function session(email: string): Promise<Call> {
  const { accessToken } = await signIn(sandbox.app, email);
  return async (method, body = {}, headers) =>
    (await callMethod(sandbox.app, method, { accessToken, body, headers })).json<Json>();
}

async function accountsOf(call: Call): Promise<Map<number, Account>> {
  const { accounts } = await call('balanceInquiry');
  return new Map(accounts.account.map((account: Account) => [account.accountId, account]));
}

async function accountOf(call: Call, accountId: number): Promise<Account> {
  const account = (await accountsOf(call)).get(accountId);
  if (!account) throw new Error(`no account ${accountId}`);
  return account;
}

/** A Luhn-valid 16-digit number with this BIN. */
function numberWithBin(bin: string, middle = '123456789'): string {
  const partial = `${bin}${middle}`;
  return `${partial}${luhnCheckDigit(partial)}`;
}

const nextYear = new Date().getUTCFullYear() + 1;

describe('card actions match the portal (spec 02 §4)', () => {
  /** Every card operation with a body that is otherwise acceptable for any of Carla's cards. */
  const OPERATIONS: {
    method: string;
    action: CardAction;
    body: (card: Account) => Record<string, unknown>;
  }[] = [
    { method: 'getCardDetails', action: 'cardDetails', body: (card) => ({ accountId: card.accountId }) },
    { method: 'cardPause', action: 'pause', body: (card) => ({ accountId: card.accountId }) },
    { method: 'cardUnpause', action: 'unPause', body: (card) => ({ accountId: card.accountId }) },
    { method: 'cardBlock', action: 'cardBlock', body: (card) => ({ accountId: card.accountId }) },
    {
      method: 'cardSetAliasName',
      action: 'editName',
      body: (card) => ({ accountId: card.accountId, cardAliasName: 'Renamed' }),
    },
    {
      method: 'cardReissue',
      action: 'reissue',
      body: (card) => ({ accountId: card.accountId, isExpressShipping: false }),
    },
    {
      method: 'cardReissueUpgradeShipping',
      action: 'upgradeShipping',
      body: (card) => ({ accountId: card.accountId }),
    },
    { method: 'getCardActivationData', action: 'activate', body: (card) => ({ accountId: card.accountId }) },
    {
      method: 'cardActivation',
      action: 'activate',
      body: (card) => ({
        accountId: card.accountId,
        extraParams: { lastFourDigits: '0000', receivedDate: '2020-01-01' },
      }),
    },
    {
      method: 'changePin',
      action: 'changePin',
      body: (card) => ({ accountId: card.accountId, confirm: false, pin: '2580', pinRepeat: '2580' }),
    },
    { method: 'showPin', action: 'showPin', body: (card) => ({ accountId: card.accountId }) },
    {
      method: 'cardLoad',
      action: 'loadCard',
      body: (card) => ({
        accountId: card.accountId,
        fromAccountId: card.currencyCode === 'USD' ? CARLA_USD : CARLA_EUR,
        amount: '1.00',
      }),
    },
    { method: 'cardEnrollment', action: 'enrollment', body: (card) => ({ accountId: card.accountId }) },
    {
      method: 'uploadCardDocument',
      action: 'documents',
      body: (card) => ({
        accountId: card.accountId,
        type: 4,
        side: 'front',
        fileName: 'id-card-front.png',
        contentType: 'image/png',
        content: PNG,
      }),
    },
  ];

  it('the seeded card holder covers every card status of spec 02 §3', async () => {
    const call = await session(CARLA);

    const cards = [...(await accountsOf(call)).values()].filter(isCardAccount);

    expect(new Set(cards.map((card) => card.accountStatusId))).toEqual(
      new Set([0, 2, 4, 18, 19, 20, 21, 23, 27, 38, 41, 65, 71]),
    );
    expect(new Set(cards.map((card) => `${card.subType}/${card.cardIsVirtual}`))).toEqual(
      new Set(['PREPAID/false', 'PREPAID/true', 'DEBIT/false', 'DEBIT/true']),
    );
  });

  it.each(OPERATIONS)(
    '$method: answers CNA exactly for the cards that do not offer $action',
    async (operation) => {
      const call = await session(CARLA);
      const cards = [...(await accountsOf(call)).values()].filter(isCardAccount);

      const outcomes = [];
      for (const card of cards) {
        const response = await call(operation.method, operation.body(card));
        outcomes.push({
          accountId: card.accountId,
          offered: isCardActionAvailable(card, operation.action),
          refusedAsUnavailable: response.responseCode === 'CNA',
          serverFault: response.responseCode === 'UE',
        });
      }

      expect(outcomes.filter((outcome) => outcome.offered === outcome.refusedAsUnavailable)).toEqual([]);
      expect(outcomes.filter((outcome) => outcome.serverFault)).toEqual([]);
      // Each operation is offered by some card and refused by another, so the comparison above means something.
      expect(outcomes.some((outcome) => outcome.offered)).toBe(true);
      expect(outcomes.some((outcome) => !outcome.offered)).toBe(true);
    },
  );
});

describe('getCardDetails', () => {
  it('an active card: the full Luhn-valid number, the holder, the expiry and the CVV', async () => {
    const call = await session(CARLA);
    const listed = await accountOf(call, CARD.activePhysical);

    const details = await call('getCardDetails', { accountId: CARD.activePhysical });

    expect(details).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      accountId: CARD.activePhysical,
      cardNumber: expect.stringMatching(/^537410\d{10}$/),
      cardHolderName: 'CARLA WEBER',
      cardExpiryMonth: listed.cardExpiryMonth,
      cardExpiryYear: listed.cardExpiryYear,
      cvv: '318',
    });
    expect(passesLuhn(details.cardNumber)).toBe(true);
    expect(listed.cardNumber).toBe(`•••• •••• •••• ${details.cardNumber.slice(-4)}`);
  });

  it("another customer's card: answers ENOA (issue 12)", async () => {
    const anna = await session(ANNA);

    expect(await anna('getCardDetails', { accountId: CARD.activePhysical })).toEqual({
      responseCode: 'ENOA',
      responseDescription: 'No access',
    });
  });

  it('a payment account: answers NF, it is no card', async () => {
    const call = await session(CARLA);

    expect((await call('getCardDetails', { accountId: CARLA_EUR })).responseCode).toBe('NF');
  });

  it.each([[{}], [{ accountId: '300003' }], [{ accountId: 0 }], [{ accountId: 1.5 }]])(
    'bad input %j: answers TA1',
    async (body) => {
      const call = await session(CARLA);

      const response = await call('getCardDetails', body);

      expect(response).toMatchObject({
        responseCode: 'TA1',
        validationErrors: [expect.stringMatching(/^accountId: /)],
      });
    },
  );

  it('a card of a customer the user may not act for: answers ENOA', async () => {
    const call = await session(CARLA);

    const response = await call('getCardDetails', { accountId: 300201 }, { 'x-customer-id': '20001' });

    expect(response).toEqual({ responseCode: 'ENOA', responseDescription: 'No access' });
  });
});

describe('pause, unpause and block', () => {
  it.each([
    ['an active card', CARD.activePhysical, 2],
    ['an expired card', CARD.expired, 38],
  ])('%s paused and unpaused: returns to status %i', async (_name, accountId, status) => {
    const call = await session(CARLA);

    const paused = await call('cardPause', { accountId });
    const whilePaused = (await accountOf(call, accountId)).accountStatusId;
    const unpaused = await call('cardUnpause', { accountId });

    expect([paused.responseCode, unpaused.responseCode]).toEqual(['00', '00']);
    expect(whilePaused).toBe(71);
    expect((await accountOf(call, accountId)).accountStatusId).toBe(status);
  });

  it('a paused card paused again: answers CNA and stays paused', async () => {
    const call = await session(CARLA);

    const response = await call('cardPause', { accountId: CARD.paused });

    expect(response).toEqual({
      responseCode: 'CNA',
      responseDescription: 'Pausing is not available for this card',
    });
    expect((await accountOf(call, CARD.paused)).accountStatusId).toBe(71);
  });

  it('blocking an active card: canceled for good, no unpause', async () => {
    const call = await session(CARLA);

    expect((await call('cardBlock', { accountId: CARD.activePhysical })).responseCode).toBe('00');

    expect((await accountOf(call, CARD.activePhysical)).accountStatusId).toBe(4);
    expect((await call('cardPause', { accountId: CARD.activePhysical })).responseCode).toBe('CNA');
  });
});

describe('cardSetAliasName', () => {
  it('a name with spaces around: stored trimmed', async () => {
    const call = await session(CARLA);

    expect(
      (await call('cardSetAliasName', { accountId: CARD.activePhysical, cardAliasName: '  Holidays  ' }))
        .responseCode,
    ).toBe('00');

    expect((await accountOf(call, CARD.activePhysical)).cardAliasName).toBe('Holidays');
  });

  it.each(['', '   ', 'x'.repeat(31)])(
    'alias %j: answers TA1 and keeps the old one',
    async (cardAliasName) => {
      const call = await session(CARLA);

      const response = await call('cardSetAliasName', { accountId: CARD.activePhysical, cardAliasName });

      expect(response.validationErrors).toEqual(['cardAliasName: must be 1 to 30 characters']);
      expect((await accountOf(call, CARD.activePhysical)).cardAliasName).toBe('Everyday');
    },
  );
});

describe('reissue', () => {
  it('an expired card, standard shipping: the reissue is submitted and costs nothing', async () => {
    const call = await session(CARLA);

    expect(
      (await call('cardReissue', { accountId: CARD.expired, isExpressShipping: false })).responseCode,
    ).toBe('00');

    const accounts = await accountsOf(call);
    expect(accounts.get(CARD.expired)?.cardReissuedStatusId).toBe(0);
    expect(accounts.get(CARLA_USD)?.balance).toBe('1180.00');
    expect(
      (await call('cardReissue', { accountId: CARD.expired, isExpressShipping: false })).responseCode,
    ).toBe('CNA');
  });

  it('an expired USD card, express: the express fee leaves the USD payment account', async () => {
    const call = await session(CARLA);

    expect(
      (await call('cardReissue', { accountId: CARD.expired, isExpressShipping: true })).responseCode,
    ).toBe('00');

    expect((await accountOf(call, CARLA_USD)).balance).toBe('1158.00');
  });

  it('upgrading a reissue being printed to express: the EUR fee is taken once', async () => {
    const call = await session(CARLA);

    const first = await call('cardReissueUpgradeShipping', { accountId: CARD.expiredReissuing });
    const second = await call('cardReissueUpgradeShipping', { accountId: CARD.expiredReissuing });

    expect(first.responseCode).toBe('00');
    expect(second.validationErrors).toEqual(['accountId: the new card already ships express']);
    expect((await accountOf(call, CARLA_EUR)).balance).toBe('4230.10');
  });
});

describe('card activation', () => {
  const today = new Date().toISOString().slice(0, 10);

  it('activation data of a printed USD card: the fee, its currency and the extra parameters', async () => {
    const call = await session(CARLA);

    const response = await call('getCardActivationData', { accountId: CARD.printed });

    expect(response).toMatchObject({ responseCode: '00', fees: '3.00', feeCurrency: 'USD' });
    expect(response.extraParams).toEqual([
      expect.objectContaining({ name: 'lastFourDigits', type: 'text', required: true, pattern: '\\d{4}' }),
      expect.objectContaining({
        name: 'deliveryConfirmation',
        type: 'select',
        options: [
          expect.objectContaining({
            value: 'received',
            extraParams: [expect.objectContaining({ name: 'receivedDate', type: 'date', required: true })],
          }),
        ],
      }),
    ]);
  });

  it('a shipped card with the right last four digits: active, and the answered PIN is the one shown', async () => {
    const call = await session(CARLA);
    const { cardNumber } = await cardNumberOf(CARD.shipped);

    const response = await call('cardActivation', {
      accountId: CARD.shipped,
      extraParams: {
        lastFourDigits: cardNumber.slice(-4),
        receivedDate: today,
        deliveryConfirmation: 'received',
      },
    });

    expect(response).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      pinCode: expect.stringMatching(/^\d{4}$/),
    });
    expect((await accountOf(call, CARD.shipped)).accountStatusId).toBe(2);
    expect((await call('showPin', { accountId: CARD.shipped })).pinCode).toBe(response.pinCode);
  });

  it.each([
    [
      { lastFourDigits: '12a4', receivedDate: '2024-01-01' },
      ['extraParams.lastFourDigits: is not in the expected format'],
    ],
    [{ lastFourDigits: '0000' }, ['extraParams.receivedDate: is required']],
    [
      { lastFourDigits: '0000', receivedDate: '2024-02-30' },
      ['extraParams.receivedDate: is not a valid date'],
    ],
    [
      { lastFourDigits: '0000', receivedDate: '2999-01-01' },
      ['extraParams.receivedDate: must not be in the future'],
    ],
    [
      { lastFourDigits: '0000', receivedDate: '2024-01-01', pet: 'cat' },
      ['extraParams.pet: is not a parameter of this activation'],
    ],
  ])('extra parameters %j: answer TA1 %j', async (extraParams, lines) => {
    const call = await session(CARLA);

    const response = await call('cardActivation', { accountId: CARD.shipped, extraParams });

    expect(response.validationErrors).toEqual(lines);
    expect((await accountOf(call, CARD.shipped)).accountStatusId).toBe(21);
  });

  it('last four digits of another card: answers TA1', async () => {
    const call = await session(CARLA);
    const { cardNumber } = await cardNumberOf(CARD.shipped);
    const wrong = String((Number(cardNumber.slice(-4)) + 1) % 10_000).padStart(4, '0');

    const response = await call('cardActivation', {
      accountId: CARD.shipped,
      extraParams: { lastFourDigits: wrong, receivedDate: today },
    });

    expect(response.validationErrors).toEqual(['extraParams.lastFourDigits: do not match the card']);
  });

  it('a card with an activation fee: needs a fee account in its currency, then takes the fee', async () => {
    const call = await session(CARLA);
    const { cardNumber } = await cardNumberOf(CARD.printed);
    const body = {
      accountId: CARD.printed,
      extraParams: { lastFourDigits: cardNumber.slice(-4), receivedDate: today },
    };

    const without = await call('cardActivation', body);
    const inEur = await call('cardActivation', { ...body, feeAccountId: CARLA_EUR });
    const fromCard = await call('cardActivation', { ...body, feeAccountId: CARD.activeVirtualUsd });
    const paid = await call('cardActivation', { ...body, feeAccountId: CARLA_USD });

    expect(without.validationErrors).toEqual(['feeAccountId: is required to pay the USD fee']);
    expect(inEur.validationErrors).toEqual(['feeAccountId: must be a USD account']);
    expect(fromCard.validationErrors).toEqual([
      'feeAccountId: fees are paid from an active account that is not a card',
    ]);
    expect(paid.responseCode).toBe('00');
    expect((await accountOf(call, CARLA_USD)).balance).toBe('1177.00');
  });
});

/** The full number of one of Carla's cards, read from the database (the details call needs an active card). */
async function cardNumberOf(accountId: number): Promise<{ cardNumber: string }> {
  const [row] = await sandbox.database.db
    .select({ cardNumber: accounts.cardNumber })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return { cardNumber: row?.cardNumber ?? '' };
}

describe('PIN', () => {
  it('showing the PIN of an active physical card: the seeded PIN', async () => {
    const call = await session(CARLA);

    expect(await call('showPin', { accountId: CARD.activePhysical })).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      pinCode: '4825',
    });
  });

  it('checking a new PIN (confirm false): answers 00 and changes nothing', async () => {
    const call = await session(CARLA);

    const response = await call('changePin', {
      accountId: CARD.activePhysical,
      confirm: false,
      pin: '2580',
      pinRepeat: '2580',
    });

    expect(response.responseCode).toBe('00');
    expect((await call('showPin', { accountId: CARD.activePhysical })).pinCode).toBe('4825');
  });

  it('changing the PIN (confirm true): the new PIN is shown', async () => {
    const call = await session(CARLA);

    await call('changePin', {
      accountId: CARD.activePhysical,
      confirm: true,
      pin: '2580',
      pinRepeat: '2580',
    });

    expect((await call('showPin', { accountId: CARD.activePhysical })).pinCode).toBe('2580');
  });

  it.each([
    ['1111', '1111', ['pin: must not be one digit repeated, such as 1111']],
    ['1234', '1234', ['pin: must not be a run of digits, such as 1234 or 4321']],
    ['6789', '6789', ['pin: must not be a run of digits, such as 1234 or 4321']],
    ['4321', '4321', ['pin: must not be a run of digits, such as 1234 or 4321']],
    ['4825', '4825', ['pin: must differ from the current PIN']],
    ['2580', '2581', ['pinRepeat: does not match the PIN']],
  ])('pin %s repeated as %s: answers TA1 %j and keeps the PIN', async (pin, pinRepeat, lines) => {
    const call = await session(CARLA);

    const response = await call('changePin', {
      accountId: CARD.activePhysical,
      confirm: true,
      pin,
      pinRepeat,
    });

    expect(response).toEqual({
      responseCode: 'TA1',
      responseDescription: 'Invalid parameters',
      validationErrors: lines,
    });
    expect((await call('showPin', { accountId: CARD.activePhysical })).pinCode).toBe('4825');
  });

  it.each(['123', '12345', '12a4', ''])('pin %j: answers TA1 from the schema', async (pin) => {
    const call = await session(CARLA);

    const response = await call('changePin', {
      accountId: CARD.activePhysical,
      confirm: false,
      pin,
      pinRepeat: pin,
    });

    expect(response.responseCode).toBe('TA1');
    expect(response.validationErrors).toEqual(expect.arrayContaining([expect.stringMatching(/^pin: /)]));
  });
});

describe('cardLoad', () => {
  it('loading a prepaid card: both balances move by exactly the amount, the journal sums to zero, the customer is told', async () => {
    const call = await session(CARLA);
    const publish = jest.spyOn(sandbox.app.live, 'publish');

    const response = await call('cardLoad', {
      accountId: CARD.activePhysical,
      fromAccountId: CARLA_EUR,
      amount: '25.55',
    });

    expect(response).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      transactionId: expect.any(Number),
    });
    const accounts = await accountsOf(call);
    expect(accounts.get(CARLA_EUR)?.balance).toBe('4224.45');
    expect(accounts.get(CARD.activePhysical)?.balance).toBe('337.95');
    expect(await journalImbalance(sandbox.database.db, response.transactionId)).toEqual([]);
    expect(publish).toHaveBeenCalledWith(20301, {
      type: 'transaction',
      payload: { accountId: CARD.activePhysical, transactionId: response.transactionId },
    });
  });

  it.each([
    [
      { fromAccountId: CARLA_USD, amount: '5.00' },
      'TA1',
      ['fromAccountId: must be a EUR account, as the card is'],
    ],
    [{ fromAccountId: CARLA_EUR, amount: '5.001' }, 'TA1', ['amount: EUR amounts have at most 2 decimals']],
    [{ fromAccountId: CARLA_EUR, amount: '0.00' }, 'TA1', ['amount: must be over 0']],
    [
      { fromAccountId: CARD.paused, amount: '5.00' },
      'TA1',
      ['fromAccountId: cards are loaded from an active account that is not a card'],
    ],
    [{ fromAccountId: 100001, amount: '5.00' }, 'ENOA', undefined],
    [{ fromAccountId: CARLA_EUR, amount: '5000.00' }, '51', undefined],
  ])('%j: answers %s and moves nothing', async (body, code, lines) => {
    const call = await session(CARLA);

    const response = await call('cardLoad', { accountId: CARD.activePhysical, ...body });

    expect(response.responseCode).toBe(code);
    if (lines) expect(response.validationErrors).toEqual(lines);
    const accounts = await accountsOf(call);
    expect([accounts.get(CARLA_EUR)?.balance, accounts.get(CARD.activePhysical)?.balance]).toEqual([
      '4250.00',
      '312.40',
    ]);
  });

  it('an amount as a number or with a sign: answers TA1 from the schema', async () => {
    const call = await session(CARLA);

    const asNumber = await call('cardLoad', {
      accountId: CARD.activePhysical,
      fromAccountId: CARLA_EUR,
      amount: 5,
    });
    const negative = await call('cardLoad', {
      accountId: CARD.activePhysical,
      fromAccountId: CARLA_EUR,
      amount: '-5',
    });

    expect([asNumber.responseCode, negative.responseCode]).toEqual(['TA1', 'TA1']);
  });
});

describe('cardEnrollment', () => {
  it('an active card: enrolled, and the one-time passwords go to the masked phone', async () => {
    const call = await session(CARLA);

    const response = await call('cardEnrollment', { accountId: CARD.activePhysical });

    expect(response).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      enrolled: true,
      phone: '+49 •••• •••678',
    });
    expect((await accountOf(call, CARD.activePhysical)).cardEnrolled).toBe(true);
    expect((await call('cardEnrollment', { accountId: CARD.activePhysical })).responseCode).toBe('CNA');
  });

  it('a user without a phone: enrolled, no phone in the answer', async () => {
    const call = await session(VERA);

    const response = await call('cardEnrollment', { accountId: 300102 });

    expect(response).toEqual({ responseCode: '00', responseDescription: 'Success', enrolled: true });
  });
});

describe('getCardBinInfo', () => {
  it('a known BIN given as the start of a number with spaces: its data, valid', async () => {
    const call = await session(CARLA);

    expect(await call('getCardBinInfo', { binNumber: '4147 2012 34' })).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      binNumber: '414720',
      issuer: 'JPMorgan Chase Bank N.A.',
      cardBrand: 'VISA',
      cardCategory: 'SIGNATURE',
      cardType: 'CREDIT',
      countryCode: 'US',
      currencyCode: 'USD',
      isCommercial: false,
      isPrepaid: false,
      valid: true,
      isBlocked: false,
    });
  });

  it('a commercial BIN: isCommercial true', async () => {
    const call = await session(CARLA);

    expect(await call('getCardBinInfo', { binNumber: '556951' })).toMatchObject({
      isCommercial: true,
      valid: true,
    });
  });

  it.each(['404038', '533248'])('blocked BIN %s: valid false, isBlocked true', async (binNumber) => {
    const call = await session(CARLA);

    expect(await call('getCardBinInfo', { binNumber })).toMatchObject({
      binNumber,
      valid: false,
      isBlocked: true,
    });
  });

  it('an unknown BIN: valid false, only the brand its prefix tells', async () => {
    const call = await session(CARLA);

    expect(await call('getCardBinInfo', { binNumber: '512345' })).toMatchObject({
      valid: false,
      isBlocked: false,
      issuer: '',
      cardBrand: 'MASTERCARD',
    });
  });

  it.each(['12345', '12 34 5', 'abcdef'])('%j: answers TA1', async (binNumber) => {
    const call = await session(CARLA);

    expect((await call('getCardBinInfo', { binNumber })).responseCode).toBe('TA1');
  });
});

describe('external cards', () => {
  const validCard = {
    cardNumber: numberWithBin('492181').replace(/(\d{4})(?=\d)/g, '$1 '),
    cardHolderName: 'Carla Weber',
    cardExpiryMonth: 6,
    cardExpiryYear: nextYear,
    cvv: '123',
  };

  it('adding a card: pending with three attempts, only its last four digits kept, the charge sent by SMS', async () => {
    const call = await session(CARLA);

    const { cardId } = await call('addCard', validCard);

    const card = await call('getExternalCard', { cardId });
    expect(card).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      cardId,
      cardNumber: `•••• •••• •••• ${validCard.cardNumber.slice(-4)}`,
      cardHolderName: 'CARLA WEBER',
      cardExpiryMonth: 6,
      cardExpiryYear: nextYear,
      cardBrand: 'VISA',
      status: 'pending',
      attemptsLeft: 3,
    });
    const message = await latestMessage(sandbox.app, CARLA);
    expect(message.channel).toBe('sms');
    expect(message.code).toMatch(/^0\.\d{2}$/);
    expect(message.text).toContain(`${message.code} EUR`);
    expect(Number(message.code)).toBeGreaterThanOrEqual(0.01);
  });

  it('confirming with the charged amount: confirmed', async () => {
    const call = await session(CARLA);
    const { cardId } = await call('addCard', validCard);
    const { code } = await latestMessage(sandbox.app, CARLA);

    const response = await call('confirmCard', { cardId, amount: code });

    expect(response).toMatchObject({ responseCode: '00', cardId, status: 'confirmed', attemptsLeft: 3 });
  });

  it('three wrong amounts: attempts count down, then the card fails and cannot be confirmed', async () => {
    const call = await session(CARLA);

    const answers = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      answers.push(await call('confirmCard', { cardId: PENDING_EXTERNAL_CARD, amount: '0.99' }));
    const afterwards = await call('confirmCard', { cardId: PENDING_EXTERNAL_CARD, amount: '0.37' });

    expect(answers.map((answer) => [answer.responseCode, answer.attemptsLeft])).toEqual([
      ['VF', 2],
      ['VF', 1],
      ['VF', 0],
    ]);
    expect((await call('getExternalCard', { cardId: PENDING_EXTERNAL_CARD })).status).toBe('failed');
    expect(afterwards.validationErrors).toEqual(['cardId: the card could not be confirmed: add it again']);
  });

  it('the seeded pending card with its charge: confirmed; confirming again answers TA1', async () => {
    const call = await session(CARLA);

    const first = await call('confirmCard', { cardId: PENDING_EXTERNAL_CARD, amount: '0.37' });
    const again = await call('confirmCard', { cardId: PENDING_EXTERNAL_CARD, amount: '0.37' });

    expect(first.status).toBe('confirmed');
    expect(again.validationErrors).toEqual(['cardId: the card is already confirmed']);
  });

  it('the card list: both seeded cards, masked', async () => {
    const call = await session(CARLA);

    const { cards } = await call('getExternalCards');

    expect(cards.card.map((card: Json) => [card.cardId, card.cardNumber, card.status])).toEqual([
      [8901, '•••• •••• •••• 0067', 'pending'],
      [8902, '•••• •••• •••• 8830', 'confirmed'],
    ]);
  });

  it("another customer's external card: ENOA for reading and confirming", async () => {
    const anna = await session(ANNA);

    expect((await anna('getExternalCard', { cardId: PENDING_EXTERNAL_CARD })).responseCode).toBe('ENOA');
    expect((await anna('confirmCard', { cardId: PENDING_EXTERNAL_CARD, amount: '0.37' })).responseCode).toBe(
      'ENOA',
    );
  });

  it.each([
    [
      { cardNumber: numberWithBin('404038') },
      ['cardNumber: this card cannot be added: anonymous prepaid gift cards cannot be used'],
    ],
    [
      {
        cardNumber: `${numberWithBin('492181').slice(0, 15)}${(Number(numberWithBin('492181').slice(15)) + 1) % 10}`,
      },
      ['cardNumber: is not a valid card number'],
    ],
    [{ cardExpiryYear: 2020 }, ['cardExpiryYear: the card has expired']],
    [{ cvv: '1234' }, ['cvv: must be 3 digits for this card']],
  ])('%j: answers TA1 %j and adds nothing', async (change, lines) => {
    const call = await session(CARLA);

    const response = await call('addCard', { ...validCard, ...change });

    expect(response.validationErrors).toEqual(lines);
    expect((await call('getExternalCards')).cards.card).toHaveLength(2);
  });

  it('the same card twice: answers TA1', async () => {
    const call = await session(CARLA);
    await call('addCard', validCard);

    expect((await call('addCard', validCard)).validationErrors).toEqual([
      'cardNumber: this card is already added',
    ]);
  });
});

describe('applying for a card', () => {
  it('apply info: the cards issued in the residence country, RON ones only in Romania, none where the bank does not issue', async () => {
    const call = await session(CARLA);

    const home = await call('getApplyCardInfo');
    const romania = await call('getApplyCardInfo', { countryCode: 'RO' });
    const ukraine = await call('getApplyCardInfo', { countryCode: 'UA' });

    expect(home.cards.map((card: Json) => card.type)).toEqual([2006, 2007, 2008, 2009, 2020, 2021]);
    expect(home.cards[0]).toEqual({
      type: 2006,
      subType: 'PREPAID',
      isVirtual: false,
      currencyCode: 'EUR',
      name: 'Prepaid Mastercard EUR',
    });
    expect(romania.cards.map((card: Json) => card.currencyCode)).toContain('RON');
    expect(ukraine.cards).toEqual([]);
  });

  it('fees of a physical card: issue, monthly and both shipping options', async () => {
    const call = await session(CARLA);

    expect(await call('getCardApplyFees', { type: 2006, countryCode: 'DE' })).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      annual: '0.00',
      issue: '9.90',
      monthly: '1.50',
      currency: 'EUR',
      shipping: [
        { id: 1, type: 'standard', fee: '0.00', deliveryTime: '7–10 business days', disabledReasons: [] },
        { id: 2, type: 'express', fee: '19.90', deliveryTime: '2–3 business days', disabledReasons: [] },
      ],
    });
  });

  it('fees to Malta: express disabled with its reason; a virtual card ships nothing', async () => {
    const call = await session(CARLA);

    const malta = await call('getCardApplyFees', { type: 2006, countryCode: 'MT' });
    const virtual = await call('getCardApplyFees', { type: 2007, countryCode: 'DE' });

    expect(malta.shipping[1].disabledReasons).toEqual(['Express delivery is not available to Malta']);
    expect(virtual.shipping).toEqual([]);
  });

  it('fees of a card not issued in the country: a non-00 code (the client shows zero fees)', async () => {
    const call = await session(CARLA);

    expect(await call('getCardApplyFees', { type: 2010, countryCode: 'DE' })).toEqual({
      responseCode: 'NF',
      responseDescription: 'This card is not issued in DE',
    });
  });

  it('a virtual card: active at once with a Luhn-valid number, the issue fee taken', async () => {
    const call = await session(CARLA);

    const response = await call('applyForCard', { type: 2007, countryCode: 'DE', feeAccountId: CARLA_EUR });

    expect(response).toMatchObject({ responseCode: '00', accountId: expect.any(Number) });
    const accounts = await accountsOf(call);
    expect(accounts.get(response.accountId)).toMatchObject({
      type: 2007,
      subType: 'PREPAID',
      cardIsVirtual: true,
      accountStatusId: 2,
      currencyCode: 'EUR',
    });
    expect(accounts.get(CARLA_EUR)?.balance).toBe('4248.00');
    const details = await call('getCardDetails', { accountId: response.accountId });
    expect(details.cardNumber).toMatch(/^537411\d{10}$/);
    expect(passesLuhn(details.cardNumber)).toBe(true);
    expect(details.cvv).toMatch(/^\d{3}$/);
  });

  it('a physical card with express shipping: submitted, shipping to the address, issue and shipping fee taken', async () => {
    const call = await session(CARLA);

    const response = await call('applyForCard', {
      type: 2006,
      countryCode: 'DE',
      shippingId: 2,
      addressId: CARLA_HOME,
      feeAccountId: CARLA_EUR,
    });

    const accounts = await accountsOf(call);
    expect(accounts.get(response.accountId)).toMatchObject({ accountStatusId: 0, cardIsVirtual: false });
    expect(accounts.get(CARLA_EUR)?.balance).toBe('4220.20');
    const check = await call('checkAddressReplacement', { countryCode: 'FR', oldAddressId: CARLA_HOME });
    expect(check.cardAccountsToBeCanceled).toContain(response.accountId);
  });

  it('a virtual debit card: settled from the EUR payment account, no fee account needed', async () => {
    const call = await session(CARLA);

    const response = await call('applyForCard', { type: 2021, countryCode: 'DE' });

    expect((await accountOf(call, response.accountId)).settlementAccountId).toBe(CARLA_EUR);
  });

  it.each([
    [
      { type: 2006, countryCode: 'DE', feeAccountId: CARLA_EUR },
      'TA1',
      ['shippingId: is required for a physical card', 'addressId: is required for a physical card'],
    ],
    [
      { type: 2006, countryCode: 'DE', shippingId: 1, addressId: CARLA_HOME },
      'TA1',
      ['feeAccountId: is required to pay the EUR fee'],
    ],
    [
      { type: 2006, countryCode: 'DE', shippingId: 1, addressId: 7503, feeAccountId: CARLA_EUR },
      'ENOA',
      undefined,
    ],
    [
      { type: 2007, countryCode: 'AT', feeAccountId: CARLA_EUR },
      'TA1',
      ['countryCode: cards are issued in your country of residence (DE)'],
    ],
    [{ type: 2040, countryCode: 'DE' }, 'NF', undefined],
  ])('%j: answers %s and issues nothing', async (body, code, lines) => {
    const call = await session(CARLA);
    const before = (await accountsOf(call)).size;

    const response = await call('applyForCard', body);

    expect(response.responseCode).toBe(code);
    if (lines) expect(response.validationErrors).toEqual(lines);
    expect((await accountsOf(call)).size).toBe(before);
  });
});

describe('requirements, tax number and addresses', () => {
  it('a USD card waiting for documents, shipping to an unconfirmed address: all three requirements', async () => {
    const call = await session(CARLA);

    expect(
      (await call('getCrossPlatformRequirements', { accountId: CARD.pendingDocument })).requirements,
    ).toEqual(['taxNumber', 'confirmedAddress', 'documents']);
    expect(
      (await call('getCrossPlatformRequirements', { accountId: CARD.activePhysical })).requirements,
    ).toEqual([]);
  });

  it('after the tax number is given: no longer asked for', async () => {
    const call = await session(CARLA);

    expect((await call('updateTaxNumber', { taxId: ' 12 345 678 901 ' })).responseCode).toBe('00');

    expect(
      (await call('getCrossPlatformRequirements', { accountId: CARD.activeVirtualUsd })).requirements,
    ).toEqual([]);
  });

  it.each(['!!', 'a'])('tax number %j: answers TA1', async (taxId) => {
    const call = await session(CARLA);

    expect((await call('updateTaxNumber', { taxId })).validationErrors).toEqual([
      'taxId: must be 3 to 30 letters, digits, spaces, dots, dashes or slashes',
    ]);
  });

  it('addresses: the confirmed home and the pending office', async () => {
    const call = await session(CARLA);

    expect((await call('getAddresses')).addresses.address).toEqual([
      {
        id: CARLA_HOME,
        address1: 'Torstraße 112',
        city: 'Berlin',
        postalCode: '10119',
        countryCode: 'DE',
        kind: 1,
        statusId: 1,
      },
      expect.objectContaining({ id: 7502, kind: 5, statusId: 2, address2: '3. OG' }),
    ]);
  });

  it('moving abroad: cards being produced for the old address are canceled, shipped ones arrive there', async () => {
    const call = await session(CARLA);

    expect(await call('checkAddressReplacement', { countryCode: 'FR', oldAddressId: CARLA_HOME })).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      cardAccountsToBeCanceled: [CARD.submitted, CARD.printing, CARD.printed, CARD.expiredReissuing],
      cardAccountsToBeShippedToOldAddress: [CARD.shipped],
    });
  });

  it('moving within the country: nothing canceled, shipped cards still arrive at the old address', async () => {
    const call = await session(CARLA);

    expect(
      await call('checkAddressReplacement', { countryCode: 'DE', oldAddressId: CARLA_HOME }),
    ).toMatchObject({
      cardAccountsToBeCanceled: [],
      cardAccountsToBeShippedToOldAddress: [CARD.shipped],
    });
  });

  it("another customer's address: answers ENOA; an unknown country TA1", async () => {
    const call = await session(CARLA);

    expect(
      (await call('checkAddressReplacement', { countryCode: 'FR', oldAddressId: 7503 })).responseCode,
    ).toBe('ENOA');
    expect(
      (await call('checkAddressReplacement', { countryCode: 'ZZ', oldAddressId: CARLA_HOME }))
        .validationErrors,
    ).toEqual(['countryCode: is not a country we know']);
  });
});

describe('getStates (public)', () => {
  it.each([
    ['US', 51, { code: 'CA', name: 'California' }],
    ['CA', 13, { code: 'QC', name: 'Quebec' }],
    ['AU', 8, { code: 'NSW', name: 'New South Wales' }],
    ['DE', 0, undefined],
  ])('%s without a session: %i states', async (countryCode, count, sample) => {
    const response = await callMethod(sandbox.app, 'getStates', { body: { countryCode } });

    const { state } = response.json<Json>().dictionary;
    expect(state).toHaveLength(count);
    if (sample) expect(state).toContainEqual(sample);
  });

  it('a lower-case code: answers TA1', async () => {
    const response = await callMethod(sandbox.app, 'getStates', { body: { countryCode: 'us' } });

    expect(response.json().responseCode).toBe('TA1');
  });
});

describe('card documents', () => {
  const upload = (side: 'front' | 'back', extra: Record<string, unknown> = {}) => ({
    accountId: CARD.pendingDocument,
    type: 4,
    side,
    fileName: `id-card-${side}.png`,
    contentType: 'image/png',
    content: PNG,
    ...extra,
  });

  it('a card waiting for documents: the ID card with a front and a back, nothing uploaded', async () => {
    const call = await session(CARLA);

    expect((await call('getCardDocuments', { accountId: CARD.pendingDocument })).documents).toEqual([
      {
        type: 4,
        isDocumentRequired: true,
        isCardDocumentRequired: true,
        sides: ['front', 'back'],
        uploadedSides: [],
      },
    ]);
  });

  it('front then back: the document has both sides and is pending review (41)', async () => {
    const call = await session(CARLA);

    const afterFront = await call('uploadCardDocument', upload('front'));
    const afterBack = await call('uploadCardDocument', upload('back'));

    expect(afterFront.documents).toEqual([
      expect.objectContaining({ uploadedSides: ['front'], isDocumentRequired: true }),
    ]);
    expect(afterFront.documents[0]).not.toHaveProperty('statusId');
    expect(afterBack.documents).toEqual([
      {
        type: 4,
        statusId: 41,
        isDocumentRequired: false,
        isCardDocumentRequired: true,
        sides: ['front', 'back'],
        uploadedSides: ['front', 'back'],
      },
    ]);
  });

  it.each([
    [{ content: Buffer.from('GIF89a-not-a-png').toString('base64') }, ['content: is not a PNG image']],
    [{ content: 'not base64!' }, ['content: is not base64']],
    [{ type: 5 }, ['type: this card does not ask for document type 5']],
    [{ type: 88 }, ['type: document type 88 is only for residents of Russia and Ukraine']],
  ])('%j: answers TA1 %j and stores nothing', async (extra, lines) => {
    const call = await session(CARLA);

    const response = await call('uploadCardDocument', upload('front', extra));

    expect(response.validationErrors).toEqual(lines);
    expect(
      (await call('getCardDocuments', { accountId: CARD.pendingDocument })).documents[0].uploadedSides,
    ).toEqual([]);
  });

  it.each([
    [{ contentType: 'image/gif' }, /^contentType: /],
    [{ side: 'left' }, /^side: /],
    [{ fileName: '../../etc/passwd' }, /^fileName: /],
  ])('%j: answers TA1 from the schema', async (extra, line) => {
    const call = await session(CARLA);

    expect((await call('uploadCardDocument', upload('front', extra))).validationErrors).toEqual([
      expect.stringMatching(line),
    ]);
  });
});

describe('whose cards', () => {
  it.each([
    ['getExternalCards', {}],
    ['getAddresses', {}],
    ['getApplyCardInfo', {}],
    ['getCardBinInfo', { binNumber: '414720' }],
    ['getCardDocuments', { accountId: 300201 }],
    ['cardLoad', { accountId: 300201, fromAccountId: 100001, amount: '1.00' }],
    ['updateTaxNumber', { taxId: '12 345 678' }],
  ])('%s for a customer the user may not act for: answers ENOA', async (method, body) => {
    const call = await session(CARLA);

    expect(await call(method, body, { 'x-customer-id': '20001' })).toEqual({
      responseCode: 'ENOA',
      responseDescription: 'No access',
    });
  });

  it.each([
    ['getCrossPlatformRequirements', { accountId: CARD.pendingDocument }],
    ['getCardDocuments', { accountId: CARD.pendingDocument }],
    ['cardLoad', { accountId: CARD.activePhysical, fromAccountId: 100001, amount: '1.00' }],
    [
      'uploadCardDocument',
      {
        accountId: CARD.pendingDocument,
        type: 4,
        side: 'front',
        fileName: 'a.png',
        contentType: 'image/png',
        content: PNG,
      },
    ],
  ])("%s on another customer's card: answers ENOA (issue 12)", async (method, body) => {
    const anna = await session(ANNA);

    expect(await anna(method, body)).toEqual({ responseCode: 'ENOA', responseDescription: 'No access' });
  });

  it('apply info for a country code that is not one: answers TA1', async () => {
    const call = await session(CARLA);

    expect((await call('getApplyCardInfo', { countryCode: 'Germany' })).validationErrors).toEqual([
      expect.stringMatching(/^countryCode: /),
    ]);
  });

  it('the single-card holder: exactly one card, a live prepaid virtual one (the cards route opens its detail)', async () => {
    const vera = await session(VERA);

    const cards = [...(await accountsOf(vera)).values()].filter(isCardAccount);

    expect(
      cards.map((card) => [card.accountId, card.subType, card.cardIsVirtual, card.accountStatusId]),
    ).toEqual([[300102, 'PREPAID', true, 2]]);
  });
});
