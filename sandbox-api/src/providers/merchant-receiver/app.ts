import { WEBHOOK_EVENT_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@portal/api/catalogue';
import { verifyWebhookSignature } from '@portal/api/merchant-webhooks';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

/**
 * The demo webhook receiver (issue 33 item 8): a merchant's server as small as it gets, which the sandbox starts on
 * loopback (server.ts, `MERCHANT_RECEIVER_PORT`) and allows as a webhook and IPN target (`WEBHOOK_ALLOWED_TARGETS`).
 *
 * - `POST /hooks/:endpoint` stores what came (any content type, kept as the exact text received) and checks its
 *   `X-Portal-Signature` with the endpoint's secret; it answers 200 `{ received: true }`, or the status the endpoint
 *   was told to answer (to show failures and retries).
 * - `PUT /endpoints/:endpoint` `{ secret?, status? }` sets the endpoint's secret and answer status.
 * - `GET /endpoints/:endpoint/deliveries` lists what came, newest first:
 *   `[{ receivedAt, event, eventId, verified, reason, body }]`.
 * - `GET /` a small page listing every endpoint's deliveries.
 *
 * Everything is in memory (a demo): at most `MAX_DELIVERIES` per endpoint and `MAX_ENDPOINTS` endpoints.
 */

export const MAX_DELIVERIES = 200;
export const MAX_ENDPOINTS = 100;
const ENDPOINT_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

export interface ReceivedDelivery {
  receivedAt: string;
  event: string | null;
  eventId: string | null;
  verified: boolean;
  /** Why it did not verify: `noSecret`, `unsigned`, or the shared check's `malformed`, `mismatch`, `expired`. */
  reason: string | null;
  body: string;
}

interface Endpoint {
  secret: string | null;
  status: number;
  deliveries: ReceivedDelivery[];
}

export interface ReceiverOptions {
  /** Endpoints known from the start (the seeded demo webhook's secret). */
  endpoints?: Record<string, { secret?: string; status?: number }>;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The event's type and id: from a JSON webhook event, or an IPN's form fields. */
function eventOf(body: string, header: string | undefined): { event: string | null; eventId: string | null } {
  try {
    const parsed = JSON.parse(body) as { type?: unknown; id?: unknown };
    if (parsed && typeof parsed === 'object')
      return {
        event: typeof parsed.type === 'string' ? parsed.type : (header ?? null),
        eventId: typeof parsed.id === 'string' ? parsed.id : null,
      };
  } catch {
    // not JSON: perhaps an IPN (form-encoded)
  }
  const form = new URLSearchParams(body);
  if (form.has('ipn_id')) return { event: 'ipn', eventId: form.get('ipn_id') };
  return { event: header ?? null, eventId: null };
}

export async function buildReceiverApp(options: ReceiverOptions = {}): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const endpoints = new Map<string, Endpoint>();
  const endpointOf = (name: string): Endpoint | undefined => {
    let endpoint = endpoints.get(name);
    if (!endpoint && endpoints.size < MAX_ENDPOINTS) {
      endpoint = { secret: null, status: 200, deliveries: [] };
      endpoints.set(name, endpoint);
    }
    return endpoint;
  };
  for (const [name, settings] of Object.entries(options.endpoints ?? {})) {
    const endpoint = endpointOf(name)!;
    endpoint.secret = settings.secret ?? null;
    endpoint.status = settings.status ?? 200;
  }

  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 256 * 1024 });
  // Every body as the exact text received: a signature is over those bytes, not over a re-serialised object.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const params = {
    type: 'object',
    required: ['endpoint'],
    properties: { endpoint: { type: 'string', pattern: ENDPOINT_PATTERN } },
  } as const;

  app.post<{ Params: { endpoint: string }; Body: string | undefined }>(
    '/hooks/:endpoint',
    { schema: { params } },
    async (request, reply) => {
      const endpoint = endpointOf(request.params.endpoint);
      if (!endpoint) return reply.code(507).send({ received: false, error: 'too many endpoints' });
      const body = typeof request.body === 'string' ? request.body : '';
      const header = request.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()];
      const eventHeader = request.headers[WEBHOOK_EVENT_HEADER.toLowerCase()];
      let verified = false;
      let reason: string | null;
      if (endpoint.secret === null) reason = 'noSecret';
      else if (typeof header !== 'string') reason = 'unsigned';
      else {
        const result = await verifyWebhookSignature({
          header,
          body,
          secret: endpoint.secret,
          nowSeconds: Math.floor(now().getTime() / 1000),
        });
        verified = result.valid;
        reason = result.reason ?? null;
      }
      endpoint.deliveries.unshift({
        receivedAt: now().toISOString(),
        ...eventOf(body, typeof eventHeader === 'string' ? eventHeader : undefined),
        verified,
        reason,
        body: body.slice(0, 64 * 1024),
      });
      endpoint.deliveries.length = Math.min(endpoint.deliveries.length, MAX_DELIVERIES);
      if (endpoint.status >= 200 && endpoint.status < 300)
        return reply.code(endpoint.status).send({ received: true });
      return reply.code(endpoint.status).send({ received: false, error: 'answering as configured' });
    },
  );

  app.put<{ Params: { endpoint: string }; Body: string | undefined }>(
    '/endpoints/:endpoint',
    { schema: { params } },
    async (request, reply) => {
      let settings: { secret?: unknown; status?: unknown };
      try {
        settings = JSON.parse(typeof request.body === 'string' && request.body !== '' ? request.body : '{}');
      } catch {
        return reply.code(400).send({ error: 'a JSON body { secret?, status? }' });
      }
      const { secret, status } = settings ?? {};
      if (secret !== undefined && secret !== null && (typeof secret !== 'string' || secret.length > 500))
        return reply.code(400).send({ error: 'secret: a string' });
      if (
        status !== undefined &&
        (!Number.isInteger(status) || (status as number) < 200 || (status as number) > 599)
      )
        return reply.code(400).send({ error: 'status: an HTTP status 200 to 599' });
      const endpoint = endpointOf(request.params.endpoint);
      if (!endpoint) return reply.code(507).send({ error: 'too many endpoints' });
      if (secret !== undefined) endpoint.secret = secret as string | null;
      if (status !== undefined) endpoint.status = status as number;
      return {
        endpoint: request.params.endpoint,
        hasSecret: endpoint.secret !== null,
        status: endpoint.status,
      };
    },
  );

  app.get<{ Params: { endpoint: string } }>(
    '/endpoints/:endpoint/deliveries',
    { schema: { params } },
    async (request) => endpoints.get(request.params.endpoint)?.deliveries ?? [],
  );

  app.get('/', async (_request, reply) => {
    const sections = [...endpoints.entries()]
      .map(([name, endpoint]) => {
        const rows = endpoint.deliveries
          .map(
            (delivery) =>
              `<tr><td>${escapeHtml(delivery.receivedAt)}</td><td>${escapeHtml(delivery.event ?? '')}</td>` +
              `<td>${escapeHtml(delivery.eventId ?? '')}</td><td>${delivery.verified ? 'verified' : `not verified (${escapeHtml(delivery.reason ?? '')})`}</td>` +
              `<td><pre>${escapeHtml(delivery.body.slice(0, 2000))}</pre></td></tr>`,
          )
          .join('');
        return (
          `<section><h2>/hooks/${escapeHtml(name)}</h2><p>Answers ${endpoint.status}; ` +
          `${endpoint.secret === null ? 'no secret set' : 'secret set'}.</p>` +
          (rows
            ? `<table><thead><tr><th scope="col">Received</th><th scope="col">Event</th><th scope="col">Event id</th><th scope="col">Signature</th><th scope="col">Body</th></tr></thead><tbody>${rows}</tbody></table>`
            : '<p>Nothing received yet.</p>') +
          '</section>'
        );
      })
      .join('');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo webhook receiver</title>` +
          `<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem;vertical-align:top;text-align:left}pre{margin:0;white-space:pre-wrap;max-width:40rem}</style></head>` +
          `<body><main><h1>Demo webhook receiver</h1>${sections || '<p>No endpoint has received anything yet.</p>'}</main></body></html>`,
      );
  });

  return app;
}
