import { RESPONSE_CODES, SUPPORT_ACCESS, SUPPORT_PATHS } from '@portal/api/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import {
  HELPDESK_EVENTS_PATH,
  HELPDESK_EVENT_SIGNATURE_HEADER,
  HELPDESK_EVENT_TIMESTAMP_HEADER,
} from '../../../providers/helpdesk/config';
import { verifyEventSignature, type HelpdeskEvent } from '../../../providers/helpdesk/events';
import { ApiError, invalidParameters } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import type { Pipeline } from '../../../platform/pipeline/pipeline';
import { restOperation, serveRest, type RestFamily } from '../../../platform/pipeline/rest';
import { agentSchema, eventsSchema, jwtSchema, statsSchema, ticketsSchema } from './schemas';
import { HelpdeskUnavailableError, SUPPORT_TEXTS, type SupportService } from './service';

export interface SupportRoutesOptions {
  support: SupportService;
  pipeline: Pipeline;
  clock: Clock;
  sharedSecret: string;
}

const SUCCESS = { responseCode: RESPONSE_CODES.success, responseDescription: 'Success' };

type CustomerQuery = { fromCustomerId?: string };

/** The product side's family: acting for `fromCustomerId` when a business user or an administrator does. */
const supportFamily: RestFamily = {
  inputErrorStatus: 400,
  refusals: {
    unknownCustomer: () =>
      new ApiError(404, { responseCode: RESPONSE_CODES.notFound, responseDescription: 'Customer not found' }),
    refused: (text) =>
      new ApiError(403, { responseCode: RESPONSE_CODES.noAccess, responseDescription: text }),
  },
  namedCustomer(request) {
    const requested = (request.query as CustomerQuery).fromCustomerId;
    return requested ? Number(requested) : undefined;
  },
};

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

/** The product side's operations, each with its access declaration in SUPPORT_ACCESS. */
export function supportOperations(support: SupportService) {
  const A = SUPPORT_ACCESS;
  return [
    restOperation<{ Querystring: CustomerQuery & { widgetId: string } }>({
      name: 'getSupportJwt',
      verb: 'GET',
      path: SUPPORT_PATHS.jwt,
      access: A.getSupportJwt,
      schema: jwtSchema,
      noStore: true,
      async handle({ request, caller, actingCustomerId }) {
        if (!support.isWidget(request.query.widgetId)) throw invalidParameters([SUPPORT_TEXTS.widget], 400);
        const customerId = await actingCustomerId();
        return { ...SUCCESS, ...(await support.jwt(customerId, caller().userId)) };
      },
    }),
    restOperation({
      name: 'getSupportAgent',
      verb: 'GET',
      path: SUPPORT_PATHS.agent,
      access: A.getSupportAgent,
      schema: agentSchema,
      async handle({ actingCustomerId }) {
        const customerId = await actingCustomerId();
        if (!(await support.isBusiness(customerId)))
          throw new ApiError(403, {
            responseCode: RESPONSE_CODES.noAccess,
            responseDescription: SUPPORT_TEXTS.businessOnly,
          });
        return { ...SUCCESS, agent: await providerCall(() => support.agent(customerId)) };
      },
    }),
    restOperation({
      name: 'getSupportStats',
      verb: 'GET',
      path: SUPPORT_PATHS.stats,
      access: A.getSupportStats,
      schema: statsSchema,
      async handle({ actingCustomerId }) {
        const customerId = await actingCustomerId();
        return { ...SUCCESS, ...(await providerCall(() => support.stats(customerId))) };
      },
    }),
    restOperation({
      name: 'getSupportTickets',
      verb: 'GET',
      path: SUPPORT_PATHS.tickets,
      access: A.getSupportTickets,
      schema: ticketsSchema,
      async handle({ actingCustomerId }) {
        const customerId = await actingCustomerId();
        return { ...SUCCESS, tickets: await providerCall(() => support.tickets(customerId)) };
      },
    }),
  ];
}

/**
 * The product side of support (spec 03 §7 "Product side", contract support.ts): REST run by the operation pipeline.
 * The tickets and the manager agent are read from the provider server to server. `POST /zoho/events` receives the
 * provider's signed events and tells the customer (issue 31 item 4): the provider signs it, no session does.
 */
export const supportRoutes: FastifyPluginAsync<SupportRoutesOptions> = async (
  app,
  { support, pipeline, clock, sharedSecret },
) => {
  await serveRest(app, pipeline, supportFamily, supportOperations(support));

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
