import { NO_OPERATION_ID_TEXT } from '@portal/api/catalogue';
import { eq, sql } from 'drizzle-orm';
import { customerAccess, customers, users } from '../../../platform/db/tables';
import { transferLimits, transferOperations } from '../../../money/engine/tables';
import { PIA_DEVICE_SECRET, TRANSFER_DEMO as D } from './seed';
import { latestMessage, messagesTo } from '../../../testing/outbox';
import { useSandbox } from '../../../testing/sandbox';
import { approvalCodeHash, planFingerprint, requestFingerprint } from '../../../money/engine/service';
import { balanceOf, sessionOf, type Call } from '../../../testing/money';

/** The approval engine's guards: who may act on an operation, what a code or a prompt approves, and caps. */

const sandbox = useSandbox();

const PAUL = D.paul.email;
const P2P = { amount: '100', currency: 'EUR', toEmail: PAUL };

async function operationRow(id: string) {
  const [row] = await sandbox.database.db
    .select()
    .from(transferOperations)
    .where(eq(transferOperations.id, id));
  if (!row) throw new Error(`no operation ${id}`);
  return row;
}

/** A wrong 6-digit code for the latest message to this user. */
async function wrongCodeFor(email: string): Promise<string> {
  const { code } = await latestMessage(sandbox.app, email);
  return code === '000000' ? '111111' : '000000';
}

/** Tina gets full access (right 2) to Otto's customer: a second user who acts for it. */
async function tinaActingForOtto(): Promise<Call> {
  await sandbox.database.db
    .insert(customerAccess)
    .values({ userId: D.tina.userId, customerId: D.otto.customerId, accessRight: 2 });
  const tina = await sessionOf(sandbox.app, D.tina.email);
  return (method, body, headers) =>
    tina(method, body, { 'x-customer-id': String(D.otto.customerId), ...headers });
}

describe('plan fingerprint and code binding', () => {
  const plan = {
    type: 'wire' as const,
    fromAccountId: 1,
    currencyCode: 'EUR',
    amount: '100',
    fee: '2',
    payee: 'DE89370400440532013000',
    payeeName: 'Hans Müller',
    details: { iban: 'DE89370400440532013000', swift: 'COBADEFFXXX' },
  };

  it('is canonical for decimals and detail order, and changes with SWIFT, network or name', () => {
    const same = {
      ...plan,
      amount: '100.00',
      fee: '2.0',
      details: { swift: 'COBADEFFXXX', iban: 'DE89370400440532013000' },
    };
    expect(planFingerprint(same)).toBe(planFingerprint(plan));
    const base = planFingerprint(plan);
    expect(planFingerprint({ ...plan, details: { ...plan.details, swift: 'DEUTDEFFXXX' } })).not.toBe(base);
    expect(planFingerprint({ ...plan, details: { ...plan.details, network: 'TRC20' } })).not.toBe(base);
    expect(planFingerprint({ ...plan, payeeName: 'Someone Else' })).not.toBe(base);
    expect(planFingerprint({ ...plan, fee: '3' })).not.toBe(base);
    expect(approvalCodeHash('123456', base)).not.toBe(
      approvalCodeHash('123456', planFingerprint({ ...plan, payeeName: 'X' })),
    );
    expect(requestFingerprint(plan)).toBe(requestFingerprint({ ...plan, amount: '100.0' }));
    expect(requestFingerprint(plan)).not.toBe(requestFingerprint({ ...plan, type: 'eft' }));
  });

  it('an amend changing only a detail (the reference) makes the old code fail with AF', async () => {
    const otto = await sessionOf(sandbox.app, D.otto.email);
    const submitted = await otto('transferP2p', { ...P2P, accountId: D.otto.eur, reference: 'rent' });
    const oldCode = (await latestMessage(sandbox.app, D.otto.email)).code;
    const amended = await otto('transferP2p', {
      ...P2P,
      accountId: D.otto.eur,
      reference: 'rent-march',
      operationId: submitted.operationId,
    });
    expect(amended).toMatchObject({ responseCode: '00', operationId: submitted.operationId });
    expect(
      await otto('confirmTransaction', { operationId: submitted.operationId, approvalCode: oldCode }),
    ).toMatchObject({ responseCode: 'AF', responseDescription: 'The approval code is wrong.' });
    expect((await balanceOf(sandbox.database.db, D.otto.eur)).toFixed(2)).toBe('2000.00');
  });
});

describe('amend', () => {
  it('is refused for another user of the customer, a push operation, an expired code and a queued request', async () => {
    const otto = await sessionOf(sandbox.app, D.otto.email);
    const submitted = await otto('transferP2p', { ...P2P, accountId: D.otto.eur });
    const tina = await tinaActingForOtto();
    const byTina = await tina('transferP2p', {
      ...P2P,
      amount: '5',
      accountId: D.otto.eur,
      operationId: submitted.operationId,
    });
    expect(byTina).toMatchObject({ responseCode: 'TA1' });
    expect((await operationRow(submitted.operationId)).amount).toBe('100.00000000');

    const pia = await sessionOf(sandbox.app, D.pia.email);
    const pushed = await pia('transferP2p', { ...P2P, accountId: D.pia.eur });
    expect(pushed.approveType).toBe('push');
    expect(
      await pia('transferP2p', {
        ...P2P,
        amount: '5',
        accountId: D.pia.eur,
        operationId: pushed.operationId,
      }),
    ).toMatchObject({ responseCode: 'TA1' });
    expect((await operationRow(pushed.operationId)).amount).toBe('100.00000000');

    await sandbox.database.db
      .update(transferOperations)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(transferOperations.id, submitted.operationId));
    expect(
      await otto('transferP2p', {
        ...P2P,
        amount: '5',
        accountId: D.otto.eur,
        operationId: submitted.operationId,
      }),
    ).toMatchObject({
      responseCode: 'TA1',
      validationErrors: ['operationId: its approval code has expired: submit the transfer again'],
    });

    const ivan = await sessionOf(sandbox.app, D.ivan.email);
    const queued = await ivan('transferP2p', { ...P2P, accountId: 100008 });
    expect(queued.approvalTransactionCreated).toBe(true);
    expect(
      await ivan('transferP2p', { ...P2P, amount: '5', accountId: 100008, operationId: queued.operationId }),
    ).toMatchObject({ responseCode: 'TA1' });
  });
});

describe('only the submitter confirms or resends', () => {
  it('another user of the customer is answered ENOA and the operation still waits for its submitter', async () => {
    const otto = await sessionOf(sandbox.app, D.otto.email);
    const submitted = await otto('transferP2p', { ...P2P, accountId: D.otto.eur });
    const { code } = await latestMessage(sandbox.app, D.otto.email);
    const tina = await tinaActingForOtto();
    expect(
      await tina('confirmTransaction', { operationId: submitted.operationId, approvalCode: code }),
    ).toMatchObject({ responseCode: 'ENOA' });
    expect(await tina('resendApproval', { trxid: submitted.operationId })).toMatchObject({
      responseCode: 'ENOA',
    });
    expect((await balanceOf(sandbox.database.db, D.otto.eur)).toFixed(2)).toBe('2000.00');
    expect(await messagesTo(sandbox.app, D.otto.email)).toHaveLength(1);
    expect(
      await otto('confirmTransaction', { operationId: submitted.operationId, approvalCode: code }),
    ).toMatchObject({ responseCode: '00', status: 'completed' });
  });
});

describe('push decision', () => {
  it('executes only the plan the prompt showed: a changed plan fails the operation and moves nothing', async () => {
    const pia = await sessionOf(sandbox.app, D.pia.email);
    const submitted = await pia('transferP2p', { ...P2P, accountId: D.pia.eur });
    const prompt = await latestMessage(sandbox.app, D.pia.email);
    // The stored plan changes after the prompt went out (its payee's name).
    await sandbox.database.db
      .update(transferOperations)
      .set({ plan: sql`jsonb_set(${transferOperations.plan}, '{payeeName}', '"Mallory"')` })
      .where(eq(transferOperations.id, submitted.operationId));
    const answer = await sandbox.app.inject({
      method: 'PUT',
      url: `/auth/login/${prompt.code}/confirm`,
      headers: { 'x-device-secret': PIA_DEVICE_SECRET },
      payload: { result: true },
    });
    expect(answer.statusCode).toBe(204);
    expect((await balanceOf(sandbox.database.db, D.pia.eur)).toFixed(2)).toBe('2000.00');
    expect(await operationRow(submitted.operationId)).toMatchObject({
      status: 'failed',
      journalId: null,
    });
  });
});

describe('idempotency key reused for another request', () => {
  const between = { amount: '40', currency: 'EUR', fromAccount: D.tina.eur, toAccount: D.tina.usd };
  const refusal = { responseCode: 'TA1', validationErrors: ['idempotencyKey: was used for another request'] };

  it('p2p executed at once, then between accounts with its key: TA1, nothing moves twice', async () => {
    const tina = await sessionOf(sandbox.app, D.tina.email);
    const p2p = await tina('transferP2p', { ...P2P, accountId: D.tina.eur, idempotencyKey: 'reuse-1' });
    expect(p2p).toMatchObject({ responseCode: '00', transactionId: expect.any(Number) });
    const afterP2p = await balanceOf(sandbox.database.db, D.tina.eur);
    expect(await tina('transferBetweenAccounts', { ...between, idempotencyKey: 'reuse-1' })).toMatchObject(
      refusal,
    );
    // Another amount under the same key is another request too; the same request answers again.
    expect(
      await tina('transferP2p', { ...P2P, amount: '101', accountId: D.tina.eur, idempotencyKey: 'reuse-1' }),
    ).toMatchObject(refusal);
    expect(
      (await tina('transferP2p', { ...P2P, accountId: D.tina.eur, idempotencyKey: 'reuse-1' })).transactionId,
    ).toBe(p2p.transactionId);
    expect((await balanceOf(sandbox.database.db, D.tina.eur)).toFixed(2)).toBe(afterP2p.toFixed(2));
    expect((await balanceOf(sandbox.database.db, D.tina.usd)).toFixed(2)).toBe('3000.00');
  });

  it('p2p waiting for its code, then between accounts with its key: TA1, never a 500', async () => {
    await sandbox.database.db
      .update(customers)
      .set({ transactionApproveMode: 'otp' })
      .where(eq(customers.id, D.tina.customerId));
    const tina = await sessionOf(sandbox.app, D.tina.email);
    const p2p = await tina('transferP2p', { ...P2P, accountId: D.tina.eur, idempotencyKey: 'reuse-2' });
    expect(p2p).toMatchObject({ responseCode: '00', approveType: 'otp' });
    expect(await tina('transferBetweenAccounts', { ...between, idempotencyKey: 'reuse-2' })).toMatchObject(
      refusal,
    );
    expect((await balanceOf(sandbox.database.db, D.tina.eur)).toFixed(2)).toBe('5000.00');
  });
});

describe('limits', () => {
  beforeEach(async () => {
    await sandbox.database.db
      .insert(transferLimits)
      .values({ customerId: D.otto.customerId, type: 'p2p', period: 'day', currencyCode: 'EUR', max: '300' });
  });

  it('an operation whose code expired uses nothing of the limit', async () => {
    const otto = await sessionOf(sandbox.app, D.otto.email);
    const submitted = await otto('transferP2p', { ...P2P, amount: '200', accountId: D.otto.eur });
    const used = async () =>
      (await otto('getCustomerLimits', { type: 'p2p', fromAccountId: D.otto.eur })).limits[1].used;
    expect(await used()).toBe('200');
    await sandbox.database.db
      .update(transferOperations)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(transferOperations.id, submitted.operationId));
    expect(await used()).toBe('0');
  });

  it('an amend adds back its own amount only when the operation was created in the period', async () => {
    const otto = await sessionOf(sandbox.app, D.otto.email);
    const old = await otto('transferP2p', { ...P2P, amount: '200', accountId: D.otto.eur });
    // Made yesterday: today's 300 are not used by it.
    await sandbox.database.db
      .update(transferOperations)
      .set({ createdAt: new Date(Date.now() - 36 * 3600_000) })
      .where(eq(transferOperations.id, old.operationId));
    await otto('transferP2p', { ...P2P, amount: '250', accountId: D.otto.eur });
    // 50 are left today: 200 again does not fit, as its own 200 were not taken from today.
    expect(
      await otto('transferP2p', {
        ...P2P,
        amount: '200',
        accountId: D.otto.eur,
        operationId: old.operationId,
      }),
    ).toMatchObject({ responseCode: '61' });
    // Today's operation may be amended within its own amount plus what is left.
    const today = await otto('transferP2p', { ...P2P, amount: '10', accountId: D.otto.eur });
    expect(
      await otto('transferP2p', {
        ...P2P,
        amount: '50',
        accountId: D.otto.eur,
        operationId: today.operationId,
      }),
    ).toMatchObject({ responseCode: '00' });
  });
});

describe('code guessing', () => {
  it('five wrong codes in all fail the operation across resends; AF carries attemptsLeft', async () => {
    const aco = await sessionOf(sandbox.app, D.aco.email);
    const submitted = await aco('transferP2p', { ...P2P, amount: '10', accountId: D.aco.eur });
    const operationId = submitted.operationId;
    const wrong = async () =>
      aco('confirmTransaction', { operationId, approvalCode: await wrongCodeFor(D.aco.email) });
    expect(await wrong()).toMatchObject({ responseCode: 'AF', attemptsLeft: 2 });
    expect(await wrong()).toMatchObject({ responseCode: 'AF', attemptsLeft: 1 });
    expect((await aco('requestApprovalCode', { operationId })).responseCode).toBe('00');
    // A fresh code takes 3 again, but only 3 remain in all.
    expect(await wrong()).toMatchObject({ responseCode: 'AF', attemptsLeft: 2 });
    expect(await wrong()).toMatchObject({ responseCode: 'AF', attemptsLeft: 1 });
    expect((await aco('resendApproval', { trxid: operationId })).responseCode).toBe('00');
    expect(await wrong()).toMatchObject({
      responseCode: 'AF',
      responseDescription: 'Too many wrong codes: the transfer was cancelled.',
      attemptsLeft: 0,
    });
    expect((await operationRow(operationId)).status).toBe('failed');
    const { code } = await latestMessage(sandbox.app, D.aco.email);
    expect(await aco('confirmTransaction', { operationId, approvalCode: code })).toMatchObject({
      responseCode: 'AF',
      attemptsLeft: 0,
    });
    expect((await balanceOf(sandbox.database.db, D.aco.eur)).toFixed(2)).toBe('2000.00');
  });

  it('at most five resends per operation; the last code still works', async () => {
    const otto = await sessionOf(sandbox.app, D.otto.email);
    const submitted = await otto('transferP2p', { ...P2P, accountId: D.otto.eur });
    for (let resend = 0; resend < 5; resend += 1)
      expect((await otto('resendApproval', { trxid: submitted.operationId })).responseCode).toBe('00');
    expect(await otto('resendApproval', { trxid: submitted.operationId })).toMatchObject({
      responseCode: 'TA1',
      responseDescription: 'Too many codes requested.',
    });
    expect(await messagesTo(sandbox.app, D.otto.email)).toHaveLength(6);
    const { code } = await latestMessage(sandbox.app, D.otto.email);
    expect(
      await otto('confirmTransaction', { operationId: submitted.operationId, approvalCode: code }),
    ).toMatchObject({ responseCode: '00' });
  });
});

describe('confirm by trxid; missing ids', () => {
  it('confirmTransaction takes trxid in place of operationId; requestApprovalCode without an id is TA1', async () => {
    const aco = await sessionOf(sandbox.app, D.aco.email);
    expect(await aco('requestApprovalCode', {})).toMatchObject({
      responseCode: 'TA1',
      responseDescription: NO_OPERATION_ID_TEXT,
    });
    expect(await aco('confirmTransaction', { trxid: '', approvalCode: '123456' })).toMatchObject({
      responseCode: 'TA1',
      responseDescription: NO_OPERATION_ID_TEXT,
    });
    const submitted = await aco('transferP2p', { ...P2P, amount: '10', accountId: D.aco.eur });
    const { code } = await latestMessage(sandbox.app, D.aco.email);
    expect(
      await aco('confirmTransaction', { trxid: submitted.operationId, approvalCode: code }),
    ).toMatchObject({ responseCode: '00', status: 'completed' });
  });
});

describe('fallback to otp', () => {
  it('sms without a phone and push without a device list otp as the available method', async () => {
    await sandbox.database.db.update(users).set({ phone: null }).where(eq(users.id, D.sia.userId));
    const sia = await sessionOf(sandbox.app, D.sia.email);
    expect(await sia('transferP2p', { ...P2P, accountId: D.sia.eur })).toMatchObject({
      responseCode: '00',
      approveType: 'otp',
      availableApprovalMethods: ['otp'],
    });
    const { devices } = await import('../../../platform/push/tables');
    await sandbox.database.db
      .update(devices)
      .set({ approved: false })
      .where(eq(devices.userId, D.pia.userId));
    const pia = await sessionOf(sandbox.app, D.pia.email);
    expect(await pia('transferP2p', { ...P2P, accountId: D.pia.eur })).toMatchObject({
      approveType: 'otp',
      availableApprovalMethods: ['otp'],
    });
  });
});

describe('recent transfers: own external payees', () => {
  it('a wire to the customer themself is own, to someone else 3d', async () => {
    const tina = await sessionOf(sandbox.app, D.tina.email);
    const wire = (beneficiaryName: string, iban: string) =>
      tina('transferExternal', {
        type: 'wire',
        accountId: D.tina.eur,
        amount: '100',
        currency: 'EUR',
        countryCode: 'DE',
        details: {
          iban,
          swift: 'COBADEFFXXX',
          beneficiaryName,
          beneficiaryAddress: 'Kaiserplatz 1, 60311 Frankfurt am Main',
        },
        extraParams: { purposeOfPayment: 'services' },
      });
    const own = await wire('tina  TRAEGER', 'DE89 3704 0044 0532 0130 00');
    const other = await wire('Hans Müller', 'DE02 1203 0000 0000 2020 51');
    expect(own.responseCode).toBe('00');
    expect(other.responseCode).toBe('00');
    const { transfers } = await tina('getRecentTransfers', { external: true });
    expect(
      transfers.map((transfer: { transactionId: number; permission: string }) => [
        transfer.transactionId,
        transfer.permission,
      ]),
    ).toEqual([
      [other.transactionId, '3d'],
      [own.transactionId, 'own'],
    ]);
  });
});
