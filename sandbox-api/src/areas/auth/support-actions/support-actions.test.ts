import type { MethodName } from '@portal/api/catalogue';
import { eq } from 'drizzle-orm';
import { customerAccess, users } from '../../../platform/db/tables';
import { messagesTo } from '../../../testing/outbox';
import { callMethod, signIn, useSandbox } from '../../../testing/sandbox';

/**
 * Issue 22 item 2: an administrator acting as a customer reads, but receives no secret and mails an export only to
 * the customer's own address; every call made while acting is recorded and the customer reads it back.
 */
const sandbox = useSandbox();

const ADAM = 'adam.admin@demo.test';
const CARLA = { email: 'carla.cards@demo.test', customerId: 20301, activeCard: 300003, eur: 300001 };
const ANNA = { email: 'anna.simple@demo.test', customerId: 20001, eur: 100001 };

type Body = Record<string, unknown>;

async function session(email: string, actingAs?: number) {
  const { accessToken } = await signIn(sandbox.app, email);
  return async (method: MethodName, body: Body = {}) =>
    (
      await callMethod(sandbox.app, method, {
        accessToken,
        body: { ...(actingAs === undefined ? {} : { fromCustomerId: actingAs }), ...body },
      })
    ).json();
}

async function finishedExport(call: Awaited<ReturnType<typeof session>>, accountId: number) {
  const { exportId } = await call('exportTransactionHistory', { accountId });
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const status = await call('getExportStatus', { exportId });
    if (status.status !== 'running') return exportId as string;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the export did not finish');
}

describe('an administrator acting as a customer', () => {
  it('is refused the card PIN and its details, and may still read the balances', async () => {
    const adam = await session(ADAM, CARLA.customerId);

    const pin = await adam('showPin', { accountId: CARLA.activeCard });
    const details = await adam('getCardDetails', { accountId: CARLA.activeCard });
    const balances = await adam('balanceInquiry');

    expect(pin).toEqual({ responseCode: 'ENOA', responseDescription: expect.stringMatching(/support/) });
    expect(pin).not.toHaveProperty('pinCode');
    expect(details).not.toHaveProperty('cvv');
    expect(details.responseCode).toBe('ENOA');
    expect(balances.responseCode).toBe('00');
  });

  it('may block a card to protect the customer, but not change its PIN or unpause it', async () => {
    const adam = await session(ADAM, CARLA.customerId);

    const changePin = await adam('changePin', { accountId: CARLA.activeCard, pin: '1357' });
    const pause = await adam('cardPause', { accountId: CARLA.activeCard });
    const unpause = await adam('cardUnpause', { accountId: CARLA.activeCard });

    expect(changePin.responseCode).toBe('ENOA');
    expect(pause.responseCode).toBe('00');
    expect(unpause.responseCode).toBe('ENOA');
  });

  it('mails an export to the customer’s own address only', async () => {
    const adam = await session(ADAM, ANNA.customerId);
    const exportId = await finishedExport(adam, ANNA.eur);

    const elsewhere = await adam('sendExportToEmail', { exportId, email: 'adam.private@example.com' });
    const own = await adam('sendExportToEmail', { exportId, email: ANNA.email });

    expect(elsewhere.responseCode).toBe('ENOA');
    expect(await messagesTo(sandbox.app, 'adam.private@example.com')).toEqual([]);
    expect(own.responseCode).toBe('00');
    expect(await messagesTo(sandbox.app, ANNA.email)).not.toEqual([]);
  });

  it('leaves a record of every call, refusals included, which the customer reads as actions by support', async () => {
    const adam = await session(ADAM, CARLA.customerId);
    await adam('balanceInquiry');
    await adam('showPin', { accountId: CARLA.activeCard });
    const carla = await session(CARLA.email);
    await carla('balanceInquiry');

    const actions = await carla('getSupportActions', { pageNumber: 1, pageSize: 10 });

    expect(actions).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      total: 2,
      items: [
        { date: expect.any(String), supportName: 'Adam A.', operation: 'showPin', responseCode: 'ENOA' },
        { date: expect.any(String), supportName: 'Adam A.', operation: 'balanceInquiry', responseCode: '00' },
      ],
    });
  });

  it('leaves no record of the administrator’s own calls, nor of another customer’s', async () => {
    const adamOwn = await session(ADAM);
    await adamOwn('balanceInquiry');
    const adamForAnna = await session(ADAM, ANNA.customerId);
    await adamForAnna('balanceInquiry');
    const carla = await session(CARLA.email);

    const actions = await carla('getSupportActions', { pageNumber: 1, pageSize: 10 });

    expect(actions).toMatchObject({ responseCode: '00', items: [], total: 0 });
  });

  it('an administrator on their own customer, even without an access row, is no support acting', async () => {
    const [adam] = await sandbox.database.db.select().from(users).where(eq(users.email, ADAM));
    if (!adam) throw new Error('no adam in the demo data');
    await sandbox.database.db.delete(customerAccess).where(eq(customerAccess.userId, adam.id));
    const own = await session(ADAM);

    const info = await own('getCustomerInfo');
    await own('balanceInquiry');
    const actions = await own('getSupportActions', { pageNumber: 1, pageSize: 10 });

    expect(info).toMatchObject({ responseCode: '00', supportActing: false, accessRight: 2 });
    expect(actions).toMatchObject({ responseCode: '00', items: [], total: 0 });
  });
});
