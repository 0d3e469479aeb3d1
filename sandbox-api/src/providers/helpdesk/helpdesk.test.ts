import { HELPDESK_API_PATH, HELPDESK_CONSOLE_PATH } from '@portal/api/catalogue';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { buildHelpdeskApp } from './app';
import { openHelpdeskDatabase, type HelpdeskDatabaseHandle } from './db';
import type { HelpdeskEvent } from './events';
import { HELPDESK_DEMO } from './seed';
import { createTestDatabase, type TestDatabase } from '../../testing/postgres-database';

const SECRET = 'test-shared-secret';
const api = (path: string) => `${HELPDESK_API_PATH}${path}`;

class Clock {
  current = new Date('2026-03-01T10:00:00Z');
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

// The provider's tables on PGlite and on PostgreSQL alike (the platform's rule for sandbox state).
describe.each(['pglite', 'postgres'] as const)('the help desk on %s', (kind) => {
  let database: HelpdeskDatabaseHandle;
  let app: FastifyInstance;
  let postgres: TestDatabase | undefined;
  const clock = new Clock();
  const sent: HelpdeskEvent[] = [];

  beforeAll(async () => {
    if (kind === 'postgres') postgres = await createTestDatabase();
    database = await openHelpdeskDatabase(
      postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite-memory' },
    );
    app = await buildHelpdeskApp({
      database,
      clock,
      config: {
        sharedSecret: SECRET,
        serviceKey: 'test-service-key',
        tokenTtlSeconds: 30,
        rateLimit: { max: 5, windowMs: 10_000 },
        consoleOrigins: ['http://localhost:4100'],
      },
      events: { send: async (event) => (sent.push(event), true) },
    });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
    await postgres?.drop();
  });

  async function jwtFor(
    { customerId, email, name }: { customerId: number; email: string; name: string },
    { expiresInSeconds = 300, secret = SECRET } = {},
  ) {
    const now = Math.floor(clock.now().getTime() / 1000);
    return new SignJWT({ email, name })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(customerId))
      .setIssuedAt(now)
      .setExpirationTime(now + expiresInSeconds)
      .sign(new TextEncoder().encode(secret));
  }

  async function tokenFor(user: { customerId: number; email: string; name: string } = HELPDESK_DEMO.paul) {
    const response = await app.inject({
      method: 'POST',
      url: api('/oauth/remote-auth'),
      payload: { jwt: await jwtFor(user) },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ accessToken: string; expiresIn: number }>().accessToken;
  }
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  describe('remote auth and the token', () => {
    it('exchanges a good JWT, refuses a bad or expired one', async () => {
      const good = await app.inject({
        method: 'POST',
        url: api('/oauth/remote-auth'),
        payload: { jwt: await jwtFor(HELPDESK_DEMO.paul) },
      });
      expect(good.json()).toEqual({ accessToken: expect.any(String), expiresIn: 30 });
      const me = await app.inject({
        method: 'POST',
        url: api('/me'),
        headers: bearer(good.json().accessToken),
      });
      expect(me.json()).toMatchObject({
        customerId: 20402,
        email: 'paul.payee@demo.test',
        name: 'Paul Payne',
      });

      const wrongKey = await jwtFor(HELPDESK_DEMO.paul, { secret: 'another-secret' });
      const expired = await jwtFor(HELPDESK_DEMO.paul, { expiresInSeconds: -10 });
      for (const jwt of [wrongKey, expired, 'not.a.jwt']) {
        const response = await app.inject({
          method: 'POST',
          url: api('/oauth/remote-auth'),
          payload: { jwt },
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ errorCode: 'INVALID_JWT' });
      }
    });

    it('an expired or unknown token is a 401', async () => {
      const token = await tokenFor();
      expect((await app.inject({ url: api('/tickets'), headers: bearer(token) })).statusCode).toBe(200);
      clock.advance(31_000);
      const late = await app.inject({ url: api('/tickets'), headers: bearer(token) });
      expect(late.statusCode).toBe(401);
      expect((await app.inject({ url: api('/tickets'), headers: bearer('unknown') })).statusCode).toBe(401);
      expect((await app.inject({ url: api('/tickets') })).statusCode).toBe(401);
    });

    it('answers 429 with Retry-After once the window is used, and again after it', async () => {
      const token = await tokenFor();
      for (let call = 0; call < 5; call++)
        expect((await app.inject({ url: api('/ticketsFields'), headers: bearer(token) })).statusCode).toBe(
          200,
        );
      const limited = await app.inject({ url: api('/ticketsFields'), headers: bearer(token) });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('10');
      expect(limited.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', retryAfter: 10 });
      clock.advance(10_001);
      expect((await app.inject({ url: api('/ticketsFields'), headers: bearer(token) })).statusCode).toBe(200);
    });
  });

  describe('tickets', () => {
    it('lists the seeded tickets of the customer, newest first, with the filters', async () => {
      const token = await tokenFor();
      const all = await app.inject({ url: api('/tickets?from=0&limit=20'), headers: bearer(token) });
      const numbers = all.json<{ data: { ticketNumber: string }[] }>().data.map((each) => each.ticketNumber);
      expect(numbers).toEqual(['10237', '10236', '10235', '10234']);
      const filtered = async (statusId: string) =>
        (
          await app.inject({
            method: 'POST',
            url: api('/tickets'),
            headers: bearer(token),
            payload: { statusId },
          })
        )
          .json<{ data: { ticketNumber: string }[] }>()
          .data.map((each) => each.ticketNumber);
      expect(await filtered('closed')).toEqual(['10234']);
      expect(await filtered('new')).toEqual(['10237', '10235']);
      expect(await filtered('open')).toEqual(['10236']);
      // Another customer's contact sees none of them; the company's tickets are all its users'.
      const bianca = await tokenFor(HELPDESK_DEMO.bianca);
      const theirs = await app.inject({ url: api('/tickets'), headers: bearer(bianca) });
      expect(theirs.json<{ total: number }>().total).toBe(2);
      const colleague = await tokenFor({
        customerId: 20003,
        email: 'ivan.initiator@demo.test',
        name: 'Ivan',
      });
      expect((await app.inject({ url: api('/tickets'), headers: bearer(colleague) })).json().total).toBe(2);
      expect(
        (await app.inject({ url: api('/tickets/seed-ticket-10237'), headers: bearer(bianca) })).statusCode,
      ).toBe(404);
    });

    it('GET /tickets/{id} / answers the number a link carries as well as the id; neither is 404 (issue 47 item 7)', async () => {
      const token = await tokenFor();
      const listed = (await app.inject({ url: api('/tickets'), headers: bearer(token) })).json<{
        data: { id: string; ticketNumber: string }[];
      }>().data[0]!;
      for (const key of [listed.id, listed.ticketNumber]) {
        const read = await app.inject({ url: api(`/tickets/${key}`), headers: bearer(token) });
        expect(read.json()).toMatchObject({ id: listed.id, ticketNumber: listed.ticketNumber });
      }
      expect((await app.inject({ url: api('/tickets/987654'), headers: bearer(token) })).statusCode).toBe(
        404,
      );
    });

    it('creates a ticket with an upload, replies, reads, downloads; customerReadAt is set by PUT', async () => {
      const token = await tokenFor();
      const boundary = 'x-boundary';
      const upload = await app.inject({
        method: 'POST',
        url: api('/uploads'),
        headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="note \\"a\\".txt"\r\nContent-Type: text/plain\r\n\r\nhello desk\r\n--${boundary}--\r\n`,
      });
      expect(upload.statusCode).toBe(201);
      const uploadId = upload.json<{ id: string }>().id;
      const created = await app.inject({
        method: 'POST',
        url: api('/composetickets'),
        headers: bearer(token),
        payload: {
          fields: { subject: 'Need help', category: 'Payments', description: 'Please look.' },
          uploads: [uploadId],
        },
      });
      expect(created.statusCode).toBe(201);
      const ticket = created.json<{ id: string; ticketNumber: string; status: string }>();
      expect(Number(ticket.ticketNumber)).toBeGreaterThan(10239);
      expect(ticket.status).toBe('Open');

      clock.advance(1000);
      const reply = await app.inject({
        method: 'POST',
        url: api(`/tickets/${ticket.id}/threads`),
        headers: bearer(token),
        payload: { content: 'More detail.' },
      });
      expect(reply.statusCode).toBe(201);
      const conversations = await app.inject({
        url: api(`/tickets/${ticket.id}/conversations?limit=2`),
        headers: bearer(token),
      });
      const threads = conversations.json<{
        data: { id: string; content: string; attachments: { id: string }[] }[];
      }>();
      expect(threads.data.map((each) => each.content)).toEqual(['More detail.', 'Please look.']);
      const first = threads.data[1]!;
      const download = await app.inject({
        url: api(`/tickets/${ticket.id}/threads/${first.id}/attachments/${first.attachments[0]!.id}/content`),
        headers: bearer(token),
      });
      expect(download.body).toBe('hello desk');
      expect(download.headers['content-disposition']).toContain('attachment; filename=');

      clock.advance(10_001); // a new rate window (5 calls in the tests)
      const read = await app.inject({
        method: 'PUT',
        url: api(`/tickets/${ticket.id}`),
        headers: bearer(token),
        payload: { customerReadAt: '2026-03-01T10:05:00.000Z' },
      });
      expect(read.json()).toMatchObject({ customerReadAt: '2026-03-01T10:05:00.000Z' });
      // An upload once used is not reused.
      const again = await app.inject({
        method: 'POST',
        url: api(`/tickets/${ticket.id}/threads`),
        headers: bearer(token),
        payload: { content: 'x', uploads: [uploadId] },
      });
      expect(again.statusCode).toBe(422);
    });

    it('bad input is a 400 or 422 HelpdeskError, never a 500', async () => {
      const cases = [
        { method: 'POST' as const, url: api('/composetickets'), payload: { fields: { subject: 'x' } } },
        { method: 'POST' as const, url: api('/composetickets'), payload: 'nonsense' },
        { method: 'POST' as const, url: api('/tickets/seed-ticket-10236/threads'), payload: { content: '' } },
        {
          method: 'POST' as const,
          url: api('/tickets/seed-ticket-10236/threads'),
          payload: { content: 'a\u0000b' },
        },
        {
          method: 'PUT' as const,
          url: api('/tickets/seed-ticket-10236'),
          payload: { customerReadAt: 'soon' },
        },
        { method: 'GET' as const, url: api('/tickets?limit=abc') },
        { method: 'GET' as const, url: api('/tickets/bad%20id') },
        { method: 'POST' as const, url: api('/uploads'), payload: { file: 'x' } },
        { method: 'POST' as const, url: api('/oauth/remote-auth'), payload: { jwt: 42 } },
      ];
      for (const each of cases) {
        // A token per call: the test's limit is 5 calls per window.
        const response = await app.inject({ ...each, headers: bearer(await tokenFor()) });
        expect([400, 404, 415, 422]).toContain(response.statusCode);
        expect(response.json()).toEqual(expect.objectContaining({ errorCode: expect.any(String) }));
      }
    });
  });

  describe('the agent console', () => {
    const form = (_body: string) => ({
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost:4100',
    });

    it('provider faults / a customer throttled for some seconds is answered 429, then served; expired tokens 401 (issue 47 item 7)', async () => {
      const token = await tokenFor();
      const paul = HELPDESK_DEMO.paul.customerId;
      const throttled = await app.inject({
        method: 'POST',
        url: `${HELPDESK_CONSOLE_PATH}/customers/${paul}/throttle`,
        headers: form(''),
        payload: 'seconds=3',
      });
      // Every token of paul's so far (earlier tests of this file made some): this one among them.
      expect(throttled.json().tokens).toBeGreaterThanOrEqual(1);
      const busy = await app.inject({ url: api('/tickets'), headers: bearer(token) });
      expect(busy.statusCode).toBe(429);
      expect(busy.json()).toMatchObject({ retryAfter: 3 });
      clock.advance(3_000);
      expect((await app.inject({ url: api('/tickets'), headers: bearer(token) })).statusCode).toBe(200);

      const expired = await app.inject({
        method: 'POST',
        url: `${HELPDESK_CONSOLE_PATH}/customers/${paul}/expire-tokens`,
        headers: form(''),
        payload: '',
      });
      expect(expired.json().tokens).toBeGreaterThanOrEqual(1);
      expect((await app.inject({ url: api('/tickets'), headers: bearer(token) })).statusCode).toBe(401);
      // A new token (the portal's one refresh) is served.
      expect((await app.inject({ url: api('/tickets'), headers: bearer(await tokenFor()) })).statusCode).toBe(
        200,
      );
      // A JSON post is no form of the console's.
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `${HELPDESK_CONSOLE_PATH}/customers/${paul}/throttle`,
            payload: { seconds: 3 },
          })
        ).statusCode,
      ).toBe(415);
    });

    it('lists, answers and closes; the product is told', async () => {
      const list = await app.inject({ url: `${HELPDESK_CONSOLE_PATH}?status=Open` });
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-security-policy']).toContain("default-src 'none'");
      expect(list.body).toContain('<html lang="en">');
      expect(list.body.match(/<h1>/g)).toHaveLength(1);
      expect(list.body).toContain('#10236');
      expect(list.body).not.toContain('#10234');

      const page = await app.inject({ url: `${HELPDESK_CONSOLE_PATH}/tickets/seed-ticket-10237` });
      expect(page.body).toContain('<label for="content">Reply</label>');
      expect(page.body).toContain('proof-of-address.txt');

      sent.length = 0;
      const answered = await app.inject({
        method: 'POST',
        url: `${HELPDESK_CONSOLE_PATH}/tickets/seed-ticket-10236/reply`,
        headers: form(''),
        payload: 'content=It%20arrived%20%3Cb%3Etoday%3C%2Fb%3E',
      });
      expect(answered.statusCode).toBe(303);
      expect(sent).toEqual([
        expect.objectContaining({ type: 'agentReply', customerId: 20402, ticketNumber: '10236' }),
      ]);
      const shown = await app.inject({ url: answered.headers.location as string });
      expect(shown.body).toContain('It arrived &#60;b&#62;today&#60;/b&#62;');
      expect(shown.body).toContain('role="status"');

      const closed = await app.inject({
        method: 'POST',
        url: `${HELPDESK_CONSOLE_PATH}/tickets/seed-ticket-10236/close`,
        headers: form(''),
        payload: '',
      });
      expect(closed.statusCode).toBe(303);
      expect(sent[1]).toMatchObject({ type: 'ticketClosed', status: 'Closed' });

      // Closing a ticket no agent answered: Closed-no-reply.
      const token = await tokenFor();
      const created = await app.inject({
        method: 'POST',
        url: api('/composetickets'),
        headers: bearer(token),
        payload: { fields: { subject: 'Unanswered', category: 'Other', description: 'Hello?' } },
      });
      await app.inject({
        method: 'POST',
        url: `${HELPDESK_CONSOLE_PATH}/tickets/${created.json().id}/close`,
        headers: form(''),
        payload: '',
      });
      expect(sent[2]).toMatchObject({ type: 'ticketClosed', status: 'Closed-no-reply' });
    });

    it('refuses another site and a non-form write', async () => {
      const crossSite = await app.inject({
        method: 'POST',
        url: `${HELPDESK_CONSOLE_PATH}/tickets/seed-ticket-10239/close`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.test' },
        payload: '',
      });
      expect(crossSite.statusCode).toBe(403);
      const json = await app.inject({
        method: 'POST',
        url: `${HELPDESK_CONSOLE_PATH}/tickets/seed-ticket-10239/close`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(json.statusCode).toBe(415);
    });

    it('answers a refusal, a missing ticket and a bad filter with a page, not JSON', async () => {
      const crossSite = await app.inject({
        method: 'POST',
        url: `${HELPDESK_CONSOLE_PATH}/tickets/seed-ticket-10239/close`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.test' },
        payload: '',
      });
      expect(crossSite.headers['content-type']).toContain('text/html');
      expect(crossSite.body).toContain('<p role="alert">The console answers its own pages only.</p>');
      expect(crossSite.headers['content-security-policy']).toContain("default-src 'none'");

      const missing = await app.inject({ url: `${HELPDESK_CONSOLE_PATH}/tickets/no-such-ticket` });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toContain('text/html');
      expect(missing.body).toContain(`<a href="${HELPDESK_CONSOLE_PATH}">All tickets</a>`);

      const badFilter = await app.inject({ url: `${HELPDESK_CONSOLE_PATH}?status=Nonsense` });
      expect(badFilter.statusCode).toBe(400);
      expect(badFilter.body).toContain('The request is not valid.');
      expect(badFilter.body).not.toContain('{"errorCode"');
    });

    it('keeps the agent action when the product is down', async () => {
      const down = await buildHelpdeskApp({
        database,
        seed: false,
        config: { eventsUrl: 'http://127.0.0.1:9/zoho/events', consoleOrigins: [] },
      });
      const answered = await down.inject({
        method: 'POST',
        url: `${HELPDESK_CONSOLE_PATH}/tickets/seed-ticket-10239/reply`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'content=Yes',
      });
      expect(answered.statusCode).toBe(303);
      await down.close();
    });
  });

  describe('server to server', () => {
    it('answers a customer tickets and manager agent with the service key only', async () => {
      const key = { authorization: 'Bearer test-service-key' };
      const agent = await app.inject({ url: api('/service/customers/20003/agent'), headers: key });
      expect(agent.json()).toEqual({ agent: expect.objectContaining({ name: 'Maria Manager' }) });
      const tickets = await app.inject({ url: api('/service/customers/20003/tickets'), headers: key });
      expect(tickets.json().tickets).toHaveLength(2);
      expect((await app.inject({ url: api('/service/customers/20003/tickets') })).statusCode).toBe(401);
    });
  });
});
