import {
  ADMIN_ONLY,
  METHOD_CATALOGUE,
  READS,
  SANDBOX_NOTIFY_PATH,
  type NotificationListResponse,
  type PortalNotification,
} from '@portal/api/catalogue';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TRANSFER_DEMO } from '../../areas/transfers/payments/seed';
import { NOTIFICATIONS_DEMO } from './seed';
import type { LivePushMessage } from '../live/service';
import { ManualClock, callMethod, signIn, useSandbox } from '../../testing/sandbox';

const clock = new ManualClock(new Date('2026-11-30T12:00:00Z'));
const sandbox = useSandbox({ clock });

const PAUL = NOTIFICATIONS_DEMO.paul;
const ANNA = { email: 'anna.simple@demo.test', customerId: 20001 };

type Json = Record<string, unknown>;

const TA1 = (validationErrors: string[]) => ({
  responseCode: 'TA1',
  responseDescription: 'Invalid parameters',
  validationErrors,
});

function notify(app: FastifyInstance, body: Json): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: SANDBOX_NOTIFY_PATH, payload: body });
}

async function signedIn(app: FastifyInstance, email: string, extra: Json = {}) {
  const { accessToken } = await signIn(app, email);
  return async (method: string, body: Json = {}) =>
    (await callMethod(app, method, { accessToken, body: { ...extra, ...body } })).json<Json>();
}

/** The notifications published to a customer, in order. */
function notificationsTo(publish: jest.SpyInstance, customerId: number) {
  return publish.mock.calls
    .filter(([to, message]) => to === customerId && (message as LivePushMessage).type === 'notification')
    .map(([, message]) => (message as Extract<LivePushMessage, { type: 'notification' }>).payload);
}

it('the notifications demo names Paul of the transfers demo', () => {
  expect(NOTIFICATIONS_DEMO.paul).toMatchObject({
    customerId: TRANSFER_DEMO.paul.customerId,
    email: TRANSFER_DEMO.paul.email,
  });
});

describe('notifications (issue 31 item 4)', () => {
  it('the demo: Paul has three, newest first, one unread', async () => {
    const paul = await signedIn(sandbox.app, PAUL.email);
    const list = (await paul('getNotifications')) as unknown as NotificationListResponse;

    expect(list).toMatchObject({ responseCode: '00', total: PAUL.total, unread: PAUL.unread });
    expect(list.items.map((item) => [item.type, item.readAt === null])).toEqual([
      ['documentExpSoon', true],
      ['info', false],
      ['info', false],
    ]);
  });

  it('notify stores, then publishes live with every field', async () => {
    const publish = jest.spyOn(sandbox.app.live, 'publish');
    const sent = await notify(sandbox.app, {
      email: PAUL.email,
      type: 'zohoNewMessage',
      params: { ticketNumber: '1042' },
    });
    const paul = await signedIn(sandbox.app, PAUL.email);
    const list = (await paul('getNotifications')) as unknown as NotificationListResponse;

    expect(sent.statusCode).toBe(200);
    const { notification } = sent.json<{ notification: PortalNotification }>();
    expect(notification).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'zohoNewMessage',
      severity: 'info',
      text: 'Support answered your ticket #1042.',
      params: { ticketNumber: '1042' },
      createdAt: '2026-11-30T12:00:00.000Z',
      readAt: null,
    });
    expect(notificationsTo(publish, PAUL.customerId)).toEqual([
      {
        id: notification.id,
        kind: 'zohoNewMessage',
        text: 'Support answered your ticket #1042.',
        severity: 'info',
        params: { ticketNumber: '1042' },
        createdAt: '2026-11-30T12:00:00.000Z',
      },
    ]);
    expect(list.items[0]).toEqual(notification);
    expect([list.total, list.unread]).toEqual([PAUL.total + 1, PAUL.unread + 1]);
    publish.mockRestore();
  });

  it('lists newest first in pages of 20 (at most 100), with the total and unread counts', async () => {
    for (let index = 0; index < 25; index += 1) {
      clock.advance(1000);
      await notify(sandbox.app, { customerId: ANNA.customerId, type: 'info', text: `Number ${index}` });
    }
    const anna = await signedIn(sandbox.app, ANNA.email);
    const first = (await anna('getNotifications')) as unknown as NotificationListResponse;
    const second = (await anna('getNotifications', { pageNumber: 2 })) as unknown as NotificationListResponse;
    const small = (await anna('getNotifications', {
      pageSize: 5,
      pageNumber: 3,
    })) as unknown as NotificationListResponse;

    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.text).toBe('Number 24');
    expect(second.items.map((item) => item.text)).toEqual([
      'Number 4',
      'Number 3',
      'Number 2',
      'Number 1',
      'Number 0',
    ]);
    expect(small.items.map((item) => item.text)).toEqual([
      'Number 14',
      'Number 13',
      'Number 12',
      'Number 11',
      'Number 10',
    ]);
    expect([first.total, first.unread]).toEqual([25, 25]);
    expect(await anna('getNotifications', { pageSize: 101 })).toEqual(TA1(['pageSize: must be <= 100']));
  });

  it('marks the given ids read, leaving other customers’ alone; then all; refuses both, neither and a bad id', async () => {
    const mine = [0, 1, 2].map(
      async (index) =>
        (
          await notify(sandbox.app, {
            customerId: ANNA.customerId,
            type: 'documentRejected',
            text: `Doc ${index}`,
          })
        ).json<{ notification: PortalNotification }>().notification,
    );
    const ids = (await Promise.all(mine)).map((notification) => notification.id);
    const paul = await signedIn(sandbox.app, PAUL.email);
    const paulsUnread = (
      (await paul('getNotifications', { unreadOnly: true })) as unknown as NotificationListResponse
    ).items[0]!.id;
    const anna = await signedIn(sandbox.app, ANNA.email);

    const one = await anna('markNotificationsRead', { ids: [ids[0], paulsUnread] });
    const unreadOnly = (await anna('getNotifications', {
      unreadOnly: true,
    })) as unknown as NotificationListResponse;
    const paulAfter = (await paul('getNotifications')) as unknown as NotificationListResponse;

    expect(one).toEqual({ responseCode: '00', responseDescription: 'Success', unread: 2 });
    expect(unreadOnly.items.map((item) => item.id).sort()).toEqual([ids[1], ids[2]].sort());
    expect(paulAfter.unread).toBe(PAUL.unread);
    expect(await anna('markNotificationsRead', { all: true })).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      unread: 0,
    });
    expect(((await paul('getNotifications')) as unknown as NotificationListResponse).unread).toBe(
      PAUL.unread,
    );
    const readAll = (await anna('getNotifications')) as unknown as NotificationListResponse;
    expect(readAll.items.every((item) => item.readAt === clock.now().toISOString())).toBe(true);

    expect(await anna('markNotificationsRead', { ids: ['not-a-uuid'] })).toEqual(
      TA1(['ids.0: must be a notification id']),
    );
    expect(await anna('markNotificationsRead', { ids: [ids[1]], all: true })).toEqual(
      TA1(['ids: give either ids or all, not both']),
    );
    expect(await anna('markNotificationsRead', {})).toEqual(TA1(['ids: give the ids to mark read, or all']));
  });

  it('access: any user of the customer reads and marks read; an administrator acting only reads', async () => {
    expect(METHOD_CATALOGUE.getNotifications).toMatchObject({ actingCustomer: true, access: READS });
    expect(METHOD_CATALOGUE.markNotificationsRead).toMatchObject({
      actingCustomer: true,
      access: { ...READS, adminActing: false },
    });
    expect(METHOD_CATALOGUE.markNotificationsRead.access).not.toEqual(ADMIN_ONLY);
    const adam = await signedIn(sandbox.app, 'adam.admin@demo.test', { fromCustomerId: PAUL.customerId });

    expect(await adam('getNotifications')).toMatchObject({ responseCode: '00', unread: PAUL.unread });
    expect(await adam('markNotificationsRead', { all: true })).toMatchObject({ responseCode: 'ENOA' });
  });

  it('/sandbox/notify: by id or e-mail, any type; refuses a bad type and an unknown customer; a page for people', async () => {
    const byId = await notify(sandbox.app, {
      customerId: PAUL.customerId,
      type: 'scContractSigned',
      severity: 'success',
    });
    clock.advance(1000);
    const badType = await notify(sandbox.app, { email: PAUL.email, type: 'nonsense' });
    const unknownEmail = await notify(sandbox.app, { email: 'nobody@demo.test', type: 'info' });
    const unknownId = await notify(sandbox.app, { customerId: 99999, type: 'info' });
    const nobody = await notify(sandbox.app, { type: 'info' });
    const page = await sandbox.app.inject({ method: 'GET', url: SANDBOX_NOTIFY_PATH });
    const form = await sandbox.app.inject({
      method: 'POST',
      url: SANDBOX_NOTIFY_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(PAUL.email)}&type=documentRejected&severity=error&text=&ticketNumber=`,
    });

    expect(byId.json()).toMatchObject({
      notification: { type: 'scContractSigned', severity: 'success', text: 'Smart contract was signed.' },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [expect.stringMatching(/^type: /)],
    });
    expect([unknownEmail.statusCode, unknownEmail.json()]).toEqual([
      400,
      TA1(['customer: no such customer']),
    ]);
    expect([unknownId.statusCode, unknownId.json()]).toEqual([400, TA1(['customer: no such customer'])]);
    expect(nobody.json()).toEqual(TA1(['customerId: give the customer’s id or a user’s e-mail']));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="type">Type</label>');
    expect(page.body).toContain('<option value="zohoClosedNoReply">zohoClosedNoReply</option>');
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(`<p role="status">Sent documentRejected to customer ${PAUL.customerId}.</p>`);
    const paul = await signedIn(sandbox.app, PAUL.email);
    const list = (await paul('getNotifications')) as unknown as NotificationListResponse;
    expect(list.items.slice(0, 2).map((item) => [item.type, item.severity, item.text])).toEqual([
      ['documentRejected', 'error', 'Your document was rejected. Please upload a new one.'],
      ['scContractSigned', 'success', 'Smart contract was signed.'],
    ]);
  });

  it('a form from another site is refused by the tools guard', async () => {
    const foreign = await sandbox.app.inject({
      method: 'POST',
      url: SANDBOX_NOTIFY_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: `email=${encodeURIComponent(PAUL.email)}&type=info`,
    });
    expect(foreign.statusCode).toBe(403);
  });
});
