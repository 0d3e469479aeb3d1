import type { AddressInfo } from 'node:net';
import { SUPPORT_PATHS, SUPPORT_WIDGET_ID } from '@portal/api/catalogue';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { buildHelpdeskApp } from '../../../providers/helpdesk/app';
import { HELPDESK_EVENTS_PATH } from '../../../providers/helpdesk/config';
import { openHelpdeskDatabase, type HelpdeskDatabaseHandle } from '../../../providers/helpdesk/db';
import { signEvent, type HelpdeskEvent } from '../../../providers/helpdesk/events';
import { signIn, useSandbox } from '../../../testing/sandbox';
import { unreadTicketNumbers } from './service';

const SECRET = 'support-test-secret';
const SERVICE_KEY = 'support-test-service-key';

// A real provider, listening on a port of its own, that the sandbox reads server to server.
let helpdesk: FastifyInstance;
let helpdeskDatabase: HelpdeskDatabaseHandle;
let helpdeskUrl = '';
const published: { customerId: number; message: unknown }[] = [];

beforeAll(async () => {
  helpdeskDatabase = await openHelpdeskDatabase({ kind: 'pglite-memory' });
  helpdesk = await buildHelpdeskApp({
    database: helpdeskDatabase,
    config: { sharedSecret: SECRET, serviceKey: SERVICE_KEY, eventsUrl: '' },
  });
  await helpdesk.listen({ port: 0, host: '127.0.0.1' });
  helpdeskUrl = `http://127.0.0.1:${(helpdesk.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await helpdesk?.close();
  await helpdeskDatabase?.close();
});

const sandbox = useSandbox({
  config: {
    get helpdeskUrl() {
      return helpdeskUrl;
    },
    helpdeskSharedSecret: SECRET,
    helpdeskServiceKey: SERVICE_KEY,
  } as never,
});

beforeEach(() => {
  published.length = 0;
  const live = sandbox.app.live;
  const publish = live.publish.bind(live);
  jest.spyOn(live, 'publish').mockImplementation((customerId, message) => {
    published.push({ customerId, message });
    return publish(customerId, message);
  });
});
afterEach(() => jest.restoreAllMocks());

const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

it('signs a JWT naming the customer, the company when a business user acts for it', async () => {
  const paul = await signIn(sandbox.app, 'paul.payee@demo.test');
  const own = await sandbox.app.inject({
    url: `${SUPPORT_PATHS.jwt}?widgetId=${SUPPORT_WIDGET_ID}`,
    headers: bearer(paul.accessToken),
  });
  expect(own.statusCode).toBe(200);
  expect(decodeJwt(own.json().jwt)).toMatchObject({
    sub: '20402',
    email: 'paul.payee@demo.test',
    name: 'Paul Payne',
  });
  const wrongWidget = await sandbox.app.inject({
    url: `${SUPPORT_PATHS.jwt}?widgetId=other`,
    headers: bearer(paul.accessToken),
  });
  expect(wrongWidget.statusCode).toBe(400);
  const notTheirs = await sandbox.app.inject({
    url: `${SUPPORT_PATHS.jwt}?widgetId=${SUPPORT_WIDGET_ID}&fromCustomerId=20003`,
    headers: bearer(paul.accessToken),
  });
  expect([403, 404]).toContain(notTheirs.statusCode);
  expect(
    (await sandbox.app.inject({ url: `${SUPPORT_PATHS.jwt}?widgetId=${SUPPORT_WIDGET_ID}` })).statusCode,
  ).toBe(401);

  const bianca = await signIn(sandbox.app, 'bianca.business@demo.test');
  const company = await sandbox.app.inject({
    url: `${SUPPORT_PATHS.jwt}?widgetId=${SUPPORT_WIDGET_ID}&fromCustomerId=20003`,
    headers: bearer(bianca.accessToken),
  });
  expect(decodeJwt(company.json().jwt)).toMatchObject({ sub: '20003', email: 'bianca.business@demo.test' });
});

it('answers the manager agent to business customers only', async () => {
  const bianca = await signIn(sandbox.app, 'bianca.business@demo.test');
  const agent = await sandbox.app.inject({
    url: `${SUPPORT_PATHS.agent}?fromCustomerId=20003`,
    headers: bearer(bianca.accessToken),
  });
  expect(agent.json()).toMatchObject({ agent: { name: 'Maria Manager' } });
  const paul = await signIn(sandbox.app, 'paul.payee@demo.test');
  const refused = await sandbox.app.inject({ url: SUPPORT_PATHS.agent, headers: bearer(paul.accessToken) });
  expect(refused.statusCode).toBe(403);
});

it('reads the stats and tickets from the provider', async () => {
  const paul = await signIn(sandbox.app, 'paul.payee@demo.test');
  const stats = await sandbox.app.inject({ url: SUPPORT_PATHS.stats, headers: bearer(paul.accessToken) });
  expect(stats.json().unreadTicketNumbers.sort()).toEqual(['10235', '10237']);
  const tickets = await sandbox.app.inject({ url: SUPPORT_PATHS.tickets, headers: bearer(paul.accessToken) });
  expect(tickets.json().tickets).toHaveLength(4);
});

it('counts an answer read before it as unread', () => {
  const at = (iso: string) => ({ createdAt: iso, to: 'customer' as const });
  expect(
    unreadTicketNumbers([
      {
        ticketNumber: '1',
        status: 'Open',
        customerReadAt: '2026-01-02T00:00:00Z',
        lastThread: at('2026-01-01T00:00:00Z'),
      },
      {
        ticketNumber: '2',
        status: 'Open',
        customerReadAt: '2026-01-01T00:00:00Z',
        lastThread: at('2026-01-02T00:00:00Z'),
      },
      {
        ticketNumber: '3',
        status: 'Open',
        customerReadAt: null,
        lastThread: { createdAt: '2026-01-01T00:00:00Z', to: 'agent' },
      },
      { ticketNumber: '4', status: 'Closed-no-reply', customerReadAt: null, lastThread: null },
    ]),
  ).toEqual(['2', '4']);
});

describe('the provider events', () => {
  const event: HelpdeskEvent = {
    type: 'agentReply',
    customerId: 20402,
    ticketId: 'seed-ticket-10236',
    ticketNumber: '10236',
    status: 'Open',
    occurredAt: new Date().toISOString(),
  };
  const post = (body: string, { secret = SECRET, timestamp = Math.floor(Date.now() / 1000) } = {}) =>
    sandbox.app.inject({
      method: 'POST',
      url: HELPDESK_EVENTS_PATH,
      headers: {
        'content-type': 'application/json',
        'x-helpdesk-timestamp': String(timestamp),
        'x-helpdesk-signature': signEvent(secret, String(timestamp), body),
      },
      payload: body,
    });

  it('refuses a wrong or old signature', async () => {
    const body = JSON.stringify(event);
    expect((await post(body, { secret: 'wrong' })).statusCode).toBe(401);
    expect((await post(body, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).statusCode).toBe(401);
    expect(published).toEqual([]);
  });

  it('publishes zohoNewMessage on an agent reply, zohoClosedNoReply on a close without one', async () => {
    expect((await post(JSON.stringify(event))).statusCode).toBe(202);
    const closed = { ...event, type: 'ticketClosed', status: 'Closed-no-reply' };
    expect((await post(JSON.stringify(closed))).statusCode).toBe(202);
    expect(published).toEqual([
      {
        customerId: 20402,
        message: expect.objectContaining({
          type: 'notification',
          payload: expect.objectContaining({ kind: 'zohoNewMessage' }),
        }),
      },
      {
        customerId: 20402,
        message: expect.objectContaining({
          type: 'notification',
          payload: expect.objectContaining({ kind: 'zohoClosedNoReply' }),
        }),
      },
    ]);
    expect((await post('{"type":"other"}')).statusCode).toBe(400);
  });
});
