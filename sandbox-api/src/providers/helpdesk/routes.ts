import { timingSafeEqual } from 'node:crypto';
import {
  HELPDESK_PATHS,
  HELPDESK_UPLOAD_MAX_BYTES,
  type HelpdeskComposeTicket,
  type HelpdeskReply,
  type HelpdeskTicketQuery,
  type HelpdeskTicketUpdate,
} from '@portal/api/catalogue';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import { HELPDESK_SERVICE_PATHS, type HelpdeskConfig } from './config';
import {
  attachmentSchema,
  composeSchema,
  conversationsSchema,
  listTicketsBodySchema,
  listTicketsQuerySchema,
  remoteAuthSchema,
  replySchema,
  serviceCustomerSchema,
  threadSchema,
  ticketSchema,
  updateTicketSchema,
} from './schemas';
import { HelpdeskApiError, type Clock, type HelpdeskCaller, type HelpdeskService } from './service';

type TicketParams = { ticketId: string };
type ThreadParams = TicketParams & { threadId: string };
type AttachmentParams = ThreadParams & { attachmentId: string };
type Page = { from?: string | number; limit?: string | number };

const numberOr = (value: string | number | undefined, fallback: number) =>
  value === undefined ? fallback : Number(value);

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer ([A-Za-z0-9._~+/=-]{1,512})$/.exec(header);
  return match?.[1];
};

/** `attachment; filename="…"; filename*=UTF-8''…`: a name with quotes or non-ASCII stays safe. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function sendAttachment(
  reply: FastifyReply,
  file: { name: string; contentType: string; bytes: Buffer },
) {
  return reply
    .type(file.contentType || 'application/octet-stream')
    .header('content-disposition', contentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}

/**
 * The provider's API (contract support.ts `HELPDESK_PATHS`, under `HELPDESK_API_PATH`): the remote auth exchanging
 * the product's JWT for a token that expires, then every call with `Authorization: Bearer <token>`, counted per token
 * (429 with `retryAfter` and `Retry-After`). A ticket is its customer's: every contact of the customer sees it.
 */
export const helpdeskApiRoutes: FastifyPluginAsync<{
  service: HelpdeskService;
  config: HelpdeskConfig;
  clock: Clock;
}> = async (app, { service, config, clock }) => {
  const secret = new TextEncoder().encode(config.sharedSecret);
  const callers = new WeakMap<FastifyRequest, HelpdeskCaller>();
  const authenticated = async (request: FastifyRequest) => {
    callers.set(request, await service.authenticate(bearer(request)));
  };
  const callerOf = (request: FastifyRequest) => callers.get(request)!;
  const withToken = { onRequest: authenticated };

  app.post<{ Body: { jwt: string } }>(
    HELPDESK_PATHS.remoteAuth,
    { schema: remoteAuthSchema },
    async (request) => {
      let claims: Record<string, unknown>;
      try {
        ({ payload: claims } = await jwtVerify(request.body.jwt, secret, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
          currentDate: clock.now(),
        }));
      } catch {
        throw new HelpdeskApiError(401, 'INVALID_JWT', 'The JWT is not valid or has expired.');
      }
      const customerId = Number(claims.sub);
      const email = typeof claims.email === 'string' ? claims.email : '';
      const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email;
      if (!Number.isSafeInteger(customerId) || customerId <= 0 || !email || email.length > 320)
        throw new HelpdeskApiError(401, 'INVALID_JWT', 'The JWT does not name a customer and an e-mail.');
      const contact = await service.ensureContact(customerId, email, name.slice(0, 200));
      return service.issueToken(contact);
    },
  );

  app.post(HELPDESK_PATHS.me, withToken, async (request) => service.me(callerOf(request)));
  app.get(HELPDESK_PATHS.me, withToken, async (request) => service.me(callerOf(request)));

  const list = (request: FastifyRequest, query: HelpdeskTicketQuery & Page) =>
    service.listTickets(callerOf(request), {
      ...query,
      from: numberOr(query.from, 0),
      limit: numberOr(query.limit, 20),
    });
  app.get<{ Querystring: HelpdeskTicketQuery & Page }>(
    HELPDESK_PATHS.tickets,
    { schema: listTicketsQuerySchema, ...withToken },
    async (request) => list(request, request.query),
  );
  app.post<{ Body: HelpdeskTicketQuery & Page }>(
    HELPDESK_PATHS.tickets,
    { schema: listTicketsBodySchema, ...withToken },
    async (request) => list(request, request.body ?? {}),
  );

  app.get<{ Params: TicketParams }>(
    HELPDESK_PATHS.ticket,
    { schema: ticketSchema, ...withToken },
    async (request) => service.ticket(callerOf(request), request.params.ticketId),
  );
  app.put<{ Params: TicketParams; Body: HelpdeskTicketUpdate }>(
    HELPDESK_PATHS.ticket,
    { schema: updateTicketSchema, ...withToken },
    async (request) => service.updateTicket(callerOf(request), request.params.ticketId, request.body ?? {}),
  );
  app.get<{ Params: TicketParams; Querystring: Page }>(
    HELPDESK_PATHS.conversations,
    { schema: conversationsSchema, ...withToken },
    async (request) =>
      service.conversations(callerOf(request), request.params.ticketId, {
        from: numberOr(request.query.from, 0),
        limit: numberOr(request.query.limit, 100),
      }),
  );
  app.get<{ Params: ThreadParams }>(
    HELPDESK_PATHS.thread,
    { schema: threadSchema, ...withToken },
    async (request) => service.thread(callerOf(request), request.params.ticketId, request.params.threadId),
  );
  app.post<{ Params: TicketParams; Body: HelpdeskReply }>(
    HELPDESK_PATHS.threads,
    { schema: replySchema, ...withToken },
    async (request, reply) =>
      reply.code(201).send(await service.reply(callerOf(request), request.params.ticketId, request.body)),
  );
  app.get(HELPDESK_PATHS.ticketsFields, withToken, async () => ({ data: service.ticketFields() }));
  app.post<{ Body: HelpdeskComposeTicket }>(
    HELPDESK_PATHS.composeTickets,
    { schema: composeSchema, ...withToken },
    async (request, reply) => reply.code(201).send(await service.compose(callerOf(request), request.body)),
  );

  app.post(HELPDESK_PATHS.uploads, withToken, async (request, reply) => {
    if (!request.isMultipart())
      throw new HelpdeskApiError(400, 'INVALID_DATA', 'Send multipart/form-data with a part named file.');
    let file: { name: string; contentType: string; bytes: Buffer } | undefined;
    try {
      for await (const part of request.parts({
        limits: { fileSize: HELPDESK_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
      })) {
        if (part.type !== 'file') continue;
        const bytes = await part.toBuffer();
        if (part.file.truncated)
          throw new HelpdeskApiError(
            413,
            'FILE_TOO_LARGE',
            `A file is at most ${HELPDESK_UPLOAD_MAX_BYTES / 1_000_000} MB.`,
          );
        if (part.fieldname === 'file')
          file = {
            name: (part.filename || 'file').slice(0, 255),
            contentType: (part.mimetype || 'application/octet-stream').slice(0, 200),
            bytes,
          };
      }
    } catch (error) {
      if (error instanceof HelpdeskApiError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        throw new HelpdeskApiError(413, 'FILE_TOO_LARGE', 'The file is too large.');
      throw new HelpdeskApiError(400, 'INVALID_DATA', 'Send one part named file.');
    }
    if (!file || file.bytes.length === 0)
      throw new HelpdeskApiError(400, 'INVALID_DATA', 'Send a non-empty part named file.');
    return reply.code(201).send(await service.upload(callerOf(request), file));
  });

  app.get<{ Params: AttachmentParams }>(
    HELPDESK_PATHS.attachmentContent,
    { schema: attachmentSchema, ...withToken },
    async (request, reply) => {
      const { ticketId, threadId, attachmentId } = request.params;
      return sendAttachment(
        reply,
        await service.attachment(callerOf(request).customerId, ticketId, threadId, attachmentId),
      );
    },
  );

  // Server to server: the product reads a customer's tickets and manager agent with its service key.
  const expected = Buffer.from(config.serviceKey);
  const serviceKey = async (request: FastifyRequest) => {
    const given = Buffer.from(bearer(request) ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new HelpdeskApiError(401, 'UNAUTHORIZED', 'The service key is not valid.');
  };
  app.get<{ Params: { customerId: string } }>(
    HELPDESK_SERVICE_PATHS.tickets,
    { schema: serviceCustomerSchema, onRequest: serviceKey },
    async (request) => ({ tickets: await service.customerTickets(Number(request.params.customerId)) }),
  );
  app.get<{ Params: { customerId: string } }>(
    HELPDESK_SERVICE_PATHS.agent,
    { schema: serviceCustomerSchema, onRequest: serviceKey },
    async (request) => ({ agent: await service.agentOf(Number(request.params.customerId)) }),
  );
};
