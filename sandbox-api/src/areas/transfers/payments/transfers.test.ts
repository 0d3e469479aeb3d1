import { NO_OPERATION_ID_TEXT } from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { transferLimits, transferOperations } from '../../../money/engine/tables';
import { PIA_DEVICE_SECRET, TRANSFER_DEMO as D } from './seed';
import { latestMessage, messagesTo } from '../../../testing/outbox';
import { useSandbox } from '../../../testing/sandbox';
import { journalImbalance, systemAccountId } from '../../../money/ledger';
import { balanceOf, sessionOf } from '../../../testing/money';

const sandbox = useSandbox();

const TINA = D.tina.email;
const PAUL = D.paul.email;

async function confirmPush(key: string, result: boolean) {
  return sandbox.app.inject({
    method: 'PUT',
    url: `/auth/login/${key}/confirm`,
    headers: { 'x-device-secret': PIA_DEVICE_SECRET },
    payload: { result },
  });
}

describe('exchange, fees, limits and max amount', () => {
  it('answers rate 1 for one currency, the stored rate, its inverse and a cross through EUR', async () => {
    const call = await sessionOf(sandbox.app, TINA);
    expect(
      (await call('getExchangeRate', { fromCurrencyCode: 'EUR', toCurrencyCode: 'EUR' })).exchangeRate,
    ).toBe('1');
    expect(
      (await call('getExchangeRate', { fromCurrencyCode: 'EUR', toCurrencyCode: 'USD' })).exchangeRate,
    ).toBe('1.08');
    expect(
      (await call('getExchangeRate', { fromCurrencyCode: 'GBP', toCurrencyCode: 'EUR' })).exchangeRate,
    ).toBe(new Decimal(1).dividedBy('0.85').toDecimalPlaces(10).toFixed());
    expect(
      (await call('getExchangeRate', { fromCurrencyCode: 'GBP', toCurrencyCode: 'USD' })).exchangeRate,
    ).toBe(new Decimal(1).dividedBy('0.79').toDecimalPlaces(10).toFixed());
    expect(
      (await call('getExchangeRate', { fromCurrencyCode: 'USD', toCurrencyCode: 'RON' })).exchangeRate,
    ).toBe(new Decimal(1).dividedBy('1.08').toDecimalPlaces(10).times('4.97').toDecimalPlaces(10).toFixed());
    const defaults = await call('getDefaultExchangeRates');
    expect(defaults.rates.rate).toContainEqual({
      fromCurrencyCode: 'EUR',
      toCurrencyCode: 'USD',
      rate: '1.08',
    });
  });

  it('the exchange-rates tool changes a rate the next quote uses', async () => {
    const put = await sandbox.app.inject({
      method: 'PUT',
      url: '/sandbox/exchange-rates',
      payload: { fromCurrencyCode: 'EUR', toCurrencyCode: 'USD', rate: '1.2' },
    });
    expect(put.statusCode).toBe(200);
    const call = await sessionOf(sandbox.app, TINA);
    expect(
      (await call('getExchangeRate', { fromCurrencyCode: 'EUR', toCurrencyCode: 'USD' })).exchangeRate,
    ).toBe('1.2');
    const bad = await sandbox.app.inject({
      method: 'PUT',
      url: '/sandbox/exchange-rates',
      payload: { fromCurrencyCode: 'EUR', toCurrencyCode: 'XXX', rate: '1.2' },
    });
    expect(bad.statusCode).toBe(400);
    const list = await sandbox.app.inject({ method: 'GET', url: '/sandbox/exchange-rates' });
    expect(list.json().rates).toContainEqual({ fromCurrencyCode: 'EUR', toCurrencyCode: 'USD', rate: '1.2' });
  });

  it('between-accounts fee is free in one currency and the margin across two; another customer account is NF', async () => {
    const call = await sessionOf(sandbox.app, TINA);
    expect(
      await call('getBetweenAccountsFee', {
        amount: '100',
        fromAccountId: D.tina.eur,
        toAccountId: D.tina.usd,
      }),
    ).toMatchObject({
      responseCode: '00',
      exchangeRate: '1.08',
      toAmount: '108',
      fee: '0.5',
    });
    expect(
      (
        await call('getBetweenAccountsFee', {
          amount: '100',
          fromAccountId: D.tina.eur,
          toAccountId: D.paul.eur,
        })
      ).responseCode,
    ).toBe('ENOA');
  });

  it('limits: defaults per kind with what is used; a customer override wins', async () => {
    const call = await sessionOf(sandbox.app, TINA);
    const { limits } = await call('getCustomerLimits', { type: 'withdrawals', fromAccountId: D.tina.eur });
    expect(limits).toEqual([
      { period: 'transaction', currencyCode: 'EUR', max: '5000', used: '0', remaining: '5000' },
      { period: 'day', currencyCode: 'EUR', max: '10000', used: '0', remaining: '10000' },
      { period: 'month', currencyCode: 'EUR', max: '25000', used: '0', remaining: '25000' },
    ]);
    await sandbox.database.db
      .insert(transferLimits)
      .values({ customerId: D.tina.customerId, type: 'p2p', period: 'day', currencyCode: 'EUR', max: '300' });
    await call('transferP2p', { accountId: D.tina.eur, amount: '100', currency: 'EUR', toEmail: PAUL });
    const p2p = await call('getCustomerLimits', { type: 'p2p', fromAccountId: D.tina.eur });
    expect(p2p.limits[1]).toEqual({
      period: 'day',
      currencyCode: 'EUR',
      max: '300',
      used: '100',
      remaining: '200',
    });
  });

  it('max amount: the balance less the fee, capped by the remaining limit', async () => {
    const call = await sessionOf(sandbox.app, TINA);
    // 5000 EUR, p2p fee of 5000 is 5.00 (the ceiling): 4995, under the p2p per-transaction limit of 10000.
    expect(await call('getMaxAmount', { fromAccountId: D.tina.eur, operation: 'p2p' })).toMatchObject({
      maxAmount: '4995.00',
      minAmount: '0.01',
      currencyCode: 'EUR',
    });
    await sandbox.database.db.insert(transferLimits).values({
      customerId: D.tina.customerId,
      type: 'withdrawals',
      period: 'transaction',
      currencyCode: 'EUR',
      max: '750',
    });
    expect((await call('getMaxAmount', { fromAccountId: D.tina.eur, operation: 'wire' })).maxAmount).toBe(
      '750.00',
    );
  });
});

describe('between own accounts', () => {
  it('refuses the same account; across currencies moves through exchange with the margin as fee', async () => {
    const call = await sessionOf(sandbox.app, TINA);
    const answer = await call('transferBetweenAccounts', {
      amount: '150.25',
      currency: 'USD',
      fromAccount: D.tina.usd,
      toAccount: D.tina.usd,
    });
    expect(answer).toMatchObject({ responseCode: 'TA1' });
    const before = await balanceOf(sandbox.database.db, D.tina.eur);
    const second = await call('transferBetweenAccounts', {
      amount: '100',
      currency: 'EUR',
      fromAccount: D.tina.eur,
      toAccount: D.tina.gbp,
      subscriptionFrequency: 'monthly',
      subscriptionTransactions: 6,
    });
    expect(second).toMatchObject({
      responseCode: '00',
      fee: '0.5',
      toAmount: '85',
      exchangeRate: '0.85',
      link: `/history?transactionId=${second.transactionId}`,
    });
    expect((await balanceOf(sandbox.database.db, D.tina.eur)).toFixed(2)).toBe(
      before.minus('100.5').toFixed(2),
    );
    expect((await balanceOf(sandbox.database.db, D.tina.gbp)).toFixed(2)).toBe('885.00');
    expect(await journalImbalance(sandbox.database.db, second.transactionId)).toEqual([]);
    expect((await balanceOf(sandbox.database.db, systemAccountId('fees', 'EUR'))).toFixed(2)).toBe('0.50');
  });

  it('refuses a wrong currency, a closed account, another customer account and a bad standing order', async () => {
    const call = await sessionOf(sandbox.app, TINA);
    const base = { amount: '10', currency: 'EUR', fromAccount: D.tina.eur, toAccount: D.tina.usd };
    expect((await call('transferBetweenAccounts', { ...base, currency: 'USD' })).validationErrors).toEqual([
      'currency: must be EUR, the currency of fromAccount',
    ]);
    expect((await call('transferBetweenAccounts', { ...base, toAccount: D.paul.eur })).responseCode).toBe(
      'ENOA',
    );
    expect(
      (
        await call('transferBetweenAccounts', {
          ...base,
          subscriptionEndDate: '2020-01-01',
          subscriptionFrequency: 'weekly',
        })
      ).validationErrors,
    ).toEqual(['subscriptionEndDate: must be after today']);
    expect((await call('transferBetweenAccounts', { ...base, amount: '6000' })).responseCode).toBe('51');
  });

  it('an idempotency key answers the first transfer again and moves money once', async () => {
    const call = await sessionOf(sandbox.app, TINA);
    const body = {
      amount: '40',
      currency: 'EUR',
      fromAccount: D.tina.eur,
      toAccount: D.tina.usd,
      idempotencyKey: 'k-1',
    };
    const first = await call('transferBetweenAccounts', body);
    const again = await call('transferBetweenAccounts', body);
    expect(again.transactionId).toBe(first.transactionId);
    expect((await balanceOf(sandbox.database.db, D.tina.eur)).toFixed(2)).toBe('4959.80');
  });
});

describe('p2p', () => {
  it('checkPayee answers exist, the blacklist and the name masked, never whole', async () => {
    const call = await sessionOf(sandbox.app, TINA);
    expect(await call('checkPayee', { email: PAUL })).toMatchObject({
      exist: true,
      outBlacklist: false,
      name: 'Paul P.',
    });
    expect(await call('checkPayee', { email: D.blocked.email })).toMatchObject({
      exist: true,
      outBlacklist: true,
    });
    expect(await call('checkPayee', { email: 'nobody@demo.test' })).toMatchObject({
      exist: false,
      outBlacklist: false,
    });
  });

  it('approve none: pays the payee at once, charges the fee, saves the template and tells both over live', async () => {
    const publish = jest.spyOn(sandbox.app.live, 'publish');
    const call = await sessionOf(sandbox.app, TINA);
    expect(await call('getP2pFee', { accountId: D.tina.eur, amount: '200' })).toMatchObject({
      fee: '1',
      total: '201',
    });
    const answer = await call('transferP2p', {
      accountId: D.tina.eur,
      amount: '200',
      currency: 'EUR',
      toEmail: PAUL,
      note: 'Dinner',
      templateName: 'Paul again',
    });
    expect(answer).toMatchObject({
      responseCode: '00',
      approveType: 'none',
      fee: '1',
      availableApprovalMethods: ['none'],
    });
    expect((await balanceOf(sandbox.database.db, D.tina.eur)).toFixed(2)).toBe('4799.00');
    expect((await balanceOf(sandbox.database.db, D.paul.eur)).toFixed(2)).toBe('450.00');
    expect(publish).toHaveBeenCalledWith(D.paul.customerId, {
      type: 'transaction',
      payload: { accountId: D.paul.eur, transactionId: answer.transactionId },
    });
    expect(publish).toHaveBeenCalledWith(D.tina.customerId, {
      type: 'transaction',
      payload: {
        accountId: D.tina.eur,
        transactionId: answer.transactionId,
        operationId: answer.operationId,
        status: 'completed',
      },
    });
    publish.mockRestore();
    const { beneficiaries } = await call('getBeneficiaries', { type: 'p2p' });
    expect(beneficiaries.map((item: { templateName: string }) => item.templateName)).toEqual([
      'Paul (flat share)',
      'Paul again',
    ]);
    const recent = await call('getRecentTransfers', { permission: '3d', limit: 3 });
    expect(recent.transfers).toEqual([
      expect.objectContaining({
        transactionId: answer.transactionId,
        type: 'p2p',
        payee: PAUL,
        amount: '200.00',
        permission: '3d',
      }),
    ]);
    const details = await call('getRecentTransferDetails', { transactionId: answer.transactionId });
    expect(details.details).toMatchObject({
      toEmail: PAUL,
      note: 'Dinner',
      amount: '200.00',
      currency: 'EUR',
    });
  });

  it('refuses a blacklisted or unknown payee (PR), oneself, a payee without the currency, and an unknown coupon', async () => {
    const call = await sessionOf(sandbox.app, TINA);
    const base = { accountId: D.tina.eur, amount: '10', currency: 'EUR' };
    expect((await call('transferP2p', { ...base, toEmail: D.blocked.email })).responseCode).toBe('PR');
    expect((await call('transferP2p', { ...base, toEmail: 'nobody@demo.test' })).responseCode).toBe('PR');
    expect((await call('transferP2p', { ...base, toEmail: TINA })).validationErrors).toEqual([
      'toEmail: cannot be yourself',
    ]);
    expect(
      (await call('transferP2p', { accountId: D.tina.gbp, amount: '10', currency: 'GBP', toEmail: PAUL }))
        .validationErrors,
    ).toEqual(['toEmail: the payee has no GBP account']);
    expect(
      (await call('transferP2p', { ...base, toEmail: PAUL, couponCode: 'NOPE' })).validationErrors,
    ).toEqual(['couponCode: unknown coupon']);
    const free = await call('transferP2p', { ...base, toEmail: PAUL, couponCode: 'WELCOME' });
    expect(free).toMatchObject({ responseCode: '00', fee: '0' });
  });

  it('limits: over the per-transaction limit answers 61 naming it', async () => {
    const call = await sessionOf(sandbox.app, TINA);
    await sandbox.database.db.insert(transferLimits).values({
      customerId: D.tina.customerId,
      type: 'p2p',
      period: 'transaction',
      currencyCode: 'EUR',
      max: '50',
    });
    expect(
      await call('transferP2p', { accountId: D.tina.eur, amount: '50.01', currency: 'EUR', toEmail: PAUL }),
    ).toMatchObject({
      responseCode: '61',
      responseDescription: 'The amount is over your per-transaction person-to-person limit of 50.00 EUR.',
    });
  });

  it('capability: a read-only user gets ENOA (the access policy), a settlement sub-account TNA', async () => {
    // Bianca reads Nordlicht only (right 1): money-moving operations are refused before they run (issue 22).
    const bianca = await sessionOf(sandbox.app, 'bianca.business@demo.test');
    expect(
      (
        await bianca(
          'transferP2p',
          { accountId: 100204, amount: '10', currency: 'EUR', toEmail: PAUL },
          { 'x-customer-id': '20204' },
        )
      ).responseCode,
    ).toBe('ENOA');
    const { customers } = await import('../../../platform/db/tables');
    await sandbox.database.db
      .update(customers)
      .set({ permissions: { settlementAccount: true } })
      .where(eq(customers.id, D.tina.customerId));
    const tina = await sessionOf(sandbox.app, TINA);
    expect(
      await tina('transferP2p', { accountId: D.tina.eur, amount: '10', currency: 'EUR', toEmail: PAUL }),
    ).toMatchObject({
      responseCode: 'TNA',
    });
    // Between own accounts stays open to a sub-account.
    expect(
      (
        await tina('transferBetweenAccounts', {
          amount: '10',
          currency: 'EUR',
          fromAccount: D.tina.eur,
          toAccount: D.tina.usd,
        })
      ).responseCode,
    ).toBe('00');
  });
});

describe('approval by code', () => {
  it.each([
    ['sms', D.sia, 'sms', '+44 •••• •••789'],
    ['otp', D.otto, 'otp', 'o•••@demo.test'],
    ['approvalCode', D.aco, 'email', 'a•••@demo.test'],
  ] as const)(
    '%s: the code from the outbox executes the transfer once',
    async (mode, user, channel, sentTo) => {
      const call = await sessionOf(sandbox.app, user.email);
      const submitted = await call('transferP2p', {
        accountId: user.eur,
        amount: '100',
        currency: 'EUR',
        toEmail: PAUL,
      });
      expect(submitted).toMatchObject({ responseCode: '00', approveType: mode, approvalSentTo: sentTo });
      expect(submitted.transactionId).toBeUndefined();
      expect((await balanceOf(sandbox.database.db, user.eur)).toFixed(2)).toBe('2000.00');
      const message = await latestMessage(sandbox.app, user.email);
      expect(message.channel).toBe(channel);
      const wrong = message.code === '000000' ? '111111' : '000000';
      expect(
        await call('confirmTransaction', { operationId: submitted.operationId, approvalCode: wrong }),
      ).toMatchObject({
        responseCode: 'AF',
      });
      const confirmed = await call('confirmTransaction', {
        operationId: submitted.operationId,
        approvalCode: message.code,
      });
      expect(confirmed).toMatchObject({ responseCode: '00', status: 'completed' });
      expect((await balanceOf(sandbox.database.db, user.eur)).toFixed(2)).toBe('1899.50');
      expect(
        (await call('confirmTransaction', { operationId: submitted.operationId, approvalCode: message.code }))
          .responseCode,
      ).toBe('AF');
    },
  );

  it('without an operation id: TA1 "Not Operation Id, Fail Operation"', async () => {
    const call = await sessionOf(sandbox.app, D.otto.email);
    for (const body of [{ approvalCode: '123456' }, { operationId: '', approvalCode: '123456' }])
      expect(await call('confirmTransaction', body)).toMatchObject({
        responseCode: 'TA1',
        responseDescription: NO_OPERATION_ID_TEXT,
      });
  });

  it('the code is bound to amount and payee: after an amend the old code fails, a resent one works', async () => {
    const call = await sessionOf(sandbox.app, D.otto.email);
    const submitted = await call('transferP2p', {
      accountId: D.otto.eur,
      amount: '100',
      currency: 'EUR',
      toEmail: PAUL,
    });
    const oldCode = (await latestMessage(sandbox.app, D.otto.email)).code;
    const amended = await call('transferP2p', {
      accountId: D.otto.eur,
      amount: '300',
      currency: 'EUR',
      toEmail: PAUL,
      operationId: submitted.operationId,
    });
    expect(amended).toMatchObject({ responseCode: '00', operationId: submitted.operationId, fee: '1.5' });
    // No new code is sent by the amend.
    expect(await messagesTo(sandbox.app, D.otto.email)).toHaveLength(1);
    expect(
      await call('confirmTransaction', { operationId: submitted.operationId, approvalCode: oldCode }),
    ).toMatchObject({
      responseCode: 'AF',
      responseDescription: 'The approval code is wrong.',
    });
    expect(await call('resendApproval', { trxid: submitted.operationId })).toMatchObject({
      approvalSentTo: 'o•••@demo.test',
    });
    const newCode = (await latestMessage(sandbox.app, D.otto.email)).code;
    expect(
      await call('confirmTransaction', { operationId: submitted.operationId, approvalCode: newCode }),
    ).toMatchObject({
      responseCode: '00',
    });
    expect((await balanceOf(sandbox.database.db, D.otto.eur)).toFixed(2)).toBe('1698.50');
  });

  it('three wrong codes fail the operation; an expired one too', async () => {
    const call = await sessionOf(sandbox.app, D.aco.email);
    const submitted = await call('transferP2p', {
      accountId: D.aco.eur,
      amount: '10',
      currency: 'EUR',
      toEmail: PAUL,
    });
    const { code } = await latestMessage(sandbox.app, D.aco.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 3; attempt += 1)
      await call('confirmTransaction', { operationId: submitted.operationId, approvalCode: wrong });
    expect(
      await call('confirmTransaction', { operationId: submitted.operationId, approvalCode: code }),
    ).toMatchObject({
      responseCode: 'AF',
    });
    const [row] = await sandbox.database.db
      .select({ status: transferOperations.status })
      .from(transferOperations)
      .where(eq(transferOperations.id, submitted.operationId));
    expect(row?.status).toBe('failed');
    // requestApprovalCode issues a fresh code only for waiting approvalCode operations.
    const next = await call('transferP2p', {
      accountId: D.aco.eur,
      amount: '10',
      currency: 'EUR',
      toEmail: PAUL,
    });
    expect((await call('requestApprovalCode', { operationId: next.operationId })).responseCode).toBe('00');
    await sandbox.database.db
      .update(transferOperations)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(transferOperations.id, next.operationId));
    const fresh = (await latestMessage(sandbox.app, D.aco.email)).code;
    expect(
      await call('confirmTransaction', { operationId: next.operationId, approvalCode: fresh }),
    ).toMatchObject({
      responseCode: 'AF',
      responseDescription: 'The approval code has expired. Submit the transfer again.',
    });
  });

  it('an approval failing for funds answers 51 and writes nothing', async () => {
    const call = await sessionOf(sandbox.app, D.sia.email);
    const submitted = await call('transferP2p', {
      accountId: D.sia.eur,
      amount: '1500',
      currency: 'EUR',
      toEmail: PAUL,
    });
    const second = await call('transferP2p', {
      accountId: D.sia.eur,
      amount: '1000',
      currency: 'EUR',
      toEmail: PAUL,
    });
    const secondCode = (await latestMessage(sandbox.app, D.sia.email)).code;
    const firstCode = (await messagesTo(sandbox.app, D.sia.email))[1]!.code;
    expect(
      (await call('confirmTransaction', { operationId: submitted.operationId, approvalCode: firstCode }))
        .responseCode,
    ).toBe('00');
    expect(
      await call('confirmTransaction', { operationId: second.operationId, approvalCode: secondCode }),
    ).toMatchObject({
      responseCode: '51',
    });
    expect((await balanceOf(sandbox.database.db, D.sia.eur)).toFixed(2)).toBe('495.00');
    expect((await balanceOf(sandbox.database.db, D.paul.eur)).toFixed(2)).toBe('1750.00');
  });
});

describe('approval by push', () => {
  it('the device approves: the transfer executes and the live channel says completed', async () => {
    const publish = jest.spyOn(sandbox.app.live, 'publish');
    const call = await sessionOf(sandbox.app, D.pia.email);
    const submitted = await call('transferP2p', {
      accountId: D.pia.eur,
      amount: '100',
      currency: 'EUR',
      toEmail: PAUL,
    });
    expect(submitted).toMatchObject({ approveType: 'push', approvalSentTo: 'Pixel 7' });
    const prompt = await latestMessage(sandbox.app, D.pia.email);
    expect(prompt.channel).toBe('push');
    expect((await confirmPush(prompt.code, true)).statusCode).toBe(204);
    expect((await balanceOf(sandbox.database.db, D.pia.eur)).toFixed(2)).toBe('1899.50');
    expect(publish).toHaveBeenCalledWith(D.pia.customerId, {
      type: 'transaction',
      payload: expect.objectContaining({ operationId: submitted.operationId, status: 'completed' }),
    });
    publish.mockRestore();
  });

  it('the device rejects: refused, nothing moves, live says refused with transaction 0; resend makes a new prompt', async () => {
    const publish = jest.spyOn(sandbox.app.live, 'publish');
    const call = await sessionOf(sandbox.app, D.pia.email);
    const submitted = await call('transferP2p', {
      accountId: D.pia.eur,
      amount: '100',
      currency: 'EUR',
      toEmail: PAUL,
    });
    const first = await latestMessage(sandbox.app, D.pia.email);
    expect(await call('resendApproval', { operationId: submitted.operationId })).toMatchObject({
      approvalSentTo: 'Pixel 7',
    });
    const second = await latestMessage(sandbox.app, D.pia.email);
    expect(second.code).not.toBe(first.code);
    expect((await confirmPush(second.code, false)).statusCode).toBe(204);
    expect((await balanceOf(sandbox.database.db, D.pia.eur)).toFixed(2)).toBe('2000.00');
    expect(publish).toHaveBeenCalledWith(D.pia.customerId, {
      type: 'transaction',
      payload: {
        accountId: D.pia.eur,
        transactionId: 0,
        operationId: submitted.operationId,
        status: 'refused',
      },
    });
    publish.mockRestore();
    // The other prompt of the same operation can no longer execute it.
    await confirmPush(first.code, true);
    expect((await balanceOf(sandbox.database.db, D.pia.eur)).toFixed(2)).toBe('2000.00');
  });
});
