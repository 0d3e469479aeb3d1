import { RESPONSE_CODES, SUPPORT_ACCESS, SUPPORT_PATHS, type SupportOperation } from '@portal/api/catalogue';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  HELPDESK_EVENTS_PATH,
  HELPDESK_EVENT_SIGNATURE_HEADER,
  HELPDESK_EVENT_TIMESTAMP_HEADER,
} from '../../../providers/helpdesk/config';
import { verifyEventSignature, type HelpdeskEvent } from '../../../providers/helpdesk/events';
import { ApiError, invalidParameters } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import { signInCheck, type Authenticator } from '../../../platform/pipeline/authenticate';
import type { CustomerService } from '../../../platform/customer/service';
import { authorizeActing } from '../../../platform/pipeline/acting-customer';
import { agentSchema, eventsSchema, jwtSchema, statsSchema, ticketsSchema } from './schemas';
import { HelpdeskUnavailableError, SUPPORT_TEXTS, type SupportService } from './service';

export interface SupportRoutesOptions {
  support: SupportService;
  auth: Authenticator;
  customers: CustomerService;
  clock: Clock;
  sharedSecret: string;
}

const SUCCESS = { responseCode: RESPONSE_CODES.success, responseDescription: 'Success' };

type CustomerQuery = { fromCustomerId?: string };

/**
 * The product side of support (spec 03 §7 "Product side", contract support.ts): REST, each operation's access its
 * declaration in SUPPORT_ACCESS, acting for `fromCustomerId` when a business user or an administrator does (spec 03
 * §6). The tickets and the manager agent are read from the provider server to server. `POST /zoho/events` receives
 * the provider's signed events and tells the customer (issue 31 item 4).
 */
export const supportRoutes: FastifyPluginAsync<SupportRoutesOptions> = async (
  app,
  { support, auth, customers, clock, sharedSecret },
) => {
  const { onRequest: signedIn, callerOf } = signInCheck(auth);

  /** The customer the request is for, once the caller may do the operation for it. */
  async function customerFor(request: FastifyRequest, operation: SupportOperation): Promise<number> {
    const caller = callerOf(request);
    const requested = (request.query as CustomerQuery).fromCustomerId;
    const customerId = requested ? Number(requested) : caller.customerId;
    await authorizeActing(customers, caller, customerId, SUPPORT_ACCESS[operation], {
      unknownCustomer: () =>
        new ApiError(404, {
          responseCode: RESPONSE_CODES.notFound,
          responseDescription: 'Customer not found',
        }),
      refused: (text) =>
        new ApiError(403, { responseCode: RESPONSE_CODES.noAccess, responseDescription: text }),
    });
    return customerId;
  }

  const providerCall = async <T>(work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof HelpdeskUnavailableError)
        throw new ApiError(502, {
          responseCode: RESPONSE_CODES.unknownError,
          responseDescription: error.message,
        });
      throw error;
    }
  };

  const options = { config: { inputErrorStatus: 400 }, onRequest: signedIn };

  app.get<{ Querystring: CustomerQuery & { widgetId: string } }>(
    SUPPORT_PATHS.jwt,
    { schema: jwtSchema, ...options },
    async (request, reply) => {
      if (!support.isWidget(request.query.widgetId)) throw invalidParameters([SUPPORT_TEXTS.widget], 400);
      const customerId = await customerFor(request, 'getSupportJwt');
      reply.header('cache-control', 'no-store');
      return { ...SUCCESS, ...(await support.jwt(customerId, callerOf(request).userId)) };
    },
  );

  app.get(SUPPORT_PATHS.agent, { schema: agentSchema, ...options }, async (request) => {
    const customerId = await customerFor(request, 'getSupportAgent');
    if (!(await support.isBusiness(customerId)))
      throw new ApiError(403, {
        responseCode: RESPONSE_CODES.noAccess,
        responseDescription: SUPPORT_TEXTS.businessOnly,
      });
    return { ...SUCCESS, agent: await providerCall(() => support.agent(customerId)) };
  });

  app.get(SUPPORT_PATHS.stats, { schema: statsSchema, ...options }, async (request) => {
    const customerId = await customerFor(request, 'getSupportStats');
    return { ...SUCCESS, ...(await providerCall(() => support.stats(customerId))) };
  });

  app.get(SUPPORT_PATHS.tickets, { schema: ticketsSchema, ...options }, async (request) => {
    const customerId = await customerFor(request, 'getSupportTickets');
    return { ...SUCCESS, tickets: await providerCall(() => support.tickets(customerId)) };
  });

  // The provider's events: the raw body is what the signature covers.
  await app.register(async (events) => {
    events.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_r, body, done) => done(null, body),
    );
    events.post(HELPDESK_EVENTS_PATH, { schema: eventsSchema }, async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const valid = verifyEventSignature(sharedSecret, {
        signature: header(HELPDESK_EVENT_SIGNATURE_HEADER),
        timestamp: header(HELPDESK_EVENT_TIMESTAMP_HEADER),
        body,
        nowMs: clock.now().getTime(),
      });
      if (!valid)
        throw new ApiError(401, {
          responseCode: RESPONSE_CODES.authenticationError,
          responseDescription: 'The event signature is wrong or too old.',
        });
      let event: HelpdeskEvent;
      try {
        event = JSON.parse(body) as HelpdeskEvent;
      } catch {
        throw invalidParameters(['body: must be JSON'], 400);
      }
      if (
        typeof event !== 'object' ||
        event === null ||
        (event.type !== 'agentReply' && event.type !== 'ticketClosed') ||
        !Number.isSafeInteger(event.customerId) ||
        typeof event.ticketNumber !== 'string' ||
        !/^[0-9]{1,12}$/.test(event.ticketNumber) ||
        typeof event.status !== 'string'
      )
        throw invalidParameters(['body: not a help-desk event'], 400);
      const notification = await support.onEvent(event);
      return reply.code(202).send({ ...SUCCESS, notified: notification !== null });
    });
  });
};
