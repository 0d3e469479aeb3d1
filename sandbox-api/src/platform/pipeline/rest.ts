import { RESPONSE_CODES, type OperationAccess } from '@portal/api/catalogue';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RouteGenericInterface,
} from 'fastify';
import { ApiError, answerRefusalsIn, authenticationError, type RefusalDialect } from '../http/errors';
import { NO_ACCESS_TEXTS } from '../customer/service';
import { AUTH_TEXTS, type Caller } from './authenticate';
import type { ActingRefusalWords, Pipeline } from './pipeline';

/**
 * One REST operation (issue 48 item 1), declared as a method operation is: its name, its verb and path, its access
 * (the catalogue's table of its family; `public` for none, `signedIn` for any signed-in caller acting for no one),
 * its request and response schemas, and its handler. `serveRest` runs it through the pipeline.
 */
export interface RestOperation<R extends RouteGenericInterface = RouteGenericInterface> {
  name: string;
  verb: HTTPMethods | HTTPMethods[];
  path: string;
  access: OperationAccess | 'signedIn' | 'public';
  /** Request schemas and the `response` the answer is serialised by (every route declares one). */
  schema: FastifySchema;
  /** A route whose answer is a file (a PDF) declares so instead of a JSON response. */
  answers?: 'file';
  /** Its answer may not be stored by a cache (the family may say so of all of its operations). */
  noStore?: boolean;
  handle(call: RestCall<R>): Promise<unknown>;
}

/** What a REST handler knows of its call once the pipeline let it through. */
export interface RestCall<R extends RouteGenericInterface> {
  request: FastifyRequest<R>;
  reply: FastifyReply;
  /** The signed-in caller (the pipeline answered 401 before the body was read when there is none). */
  caller(): Caller;
  /**
   * The customer the call acts for: `named`, else the family's rule (a header or a query field), else the caller's
   * own, once the pipeline allowed the operation's access for it and the family admitted it.
   */
  actingCustomerId(named?: number): Promise<number>;
}

/** A family of REST operations: how it names a customer, words its refusals and what else it checks. */
export interface RestFamily {
  /**
   * A refusal of the acting-customer step, in the family's dialect; without one, 404 NF for a customer the caller has
   * no tie to and 403 ENOA with the reason (a family whose operations act for no customer needs none).
   */
  refusals?: { unknownCustomer(): Error; refused(text: string): Error };
  /** How the family's refusals and bad input are answered; undefined: the app's error handler's envelope. */
  dialect?: RefusalDialect;
  /** HTTP status of a TA1 answer when the family has no dialect of its own (the error handler's default is 400). */
  inputErrorStatus?: number;
  /** The customer a request names when the handler names none (undefined: the caller's own). */
  namedCustomer?(request: FastifyRequest, caller: Caller): number | undefined;
  /** What the family checks of a customer once the access allowed it (a business, a brand that offers it). */
  admits?(customerId: number, request: FastifyRequest): Promise<unknown>;
  /** Answers of the family's operations that may not be stored by a cache. */
  noStore?: boolean;
  /** The path every operation's path is under. */
  prefix?: string;
}

/** The refusals of a family that words none: the envelope of the method API's answers, with REST's statuses. */
const defaultRefusals = {
  unknownCustomer: () =>
    new ApiError(404, {
      responseCode: RESPONSE_CODES.notFound,
      responseDescription: NO_ACCESS_TEXTS.customer,
    }),
  refused: (text: string) =>
    new ApiError(403, { responseCode: RESPONSE_CODES.noAccess, responseDescription: text }),
};

/** The REST adapter of the pipeline: each operation a Fastify route, authenticated before its body is read. */
export async function serveRest(
  app: FastifyInstance,
  pipeline: Pipeline,
  family: RestFamily,
  operations: readonly RestOperation[],
): Promise<void> {
  const refusals = family.refusals ?? defaultRefusals;
  const words: ActingRefusalWords = {
    unknownCustomer: refusals.unknownCustomer,
    refused: (_access, relation) =>
      refusals.refused(relation.kind === 'adminActing' ? NO_ACCESS_TEXTS.secret : NO_ACCESS_TEXTS.operation),
    addressRefused: refusals.refused,
  };
  const callers = new WeakMap<FastifyRequest, Caller>();
  const callerOf = (request: FastifyRequest) => {
    const caller = callers.get(request);
    if (!caller) throw authenticationError(AUTH_TEXTS.unauthorized);
    return caller;
  };
  await app.register(
    async (scope) => {
      if (family.dialect) answerRefusalsIn(scope, family.dialect);
      // Refusals too: a 401 of the sign-in check is not stored either.
      if (family.noStore)
        scope.addHook('onSend', async (_request, reply) => {
          reply.header('cache-control', 'no-store');
        });
      for (const operation of operations) {
        const { access } = operation;
        const signedIn = access === 'signedIn' || (access !== 'public' && access.right !== 'public');
        const noStore = operation.noStore ?? false;
        scope.route({
          method: operation.verb,
          url: operation.path,
          schema: operation.schema,
          config: {
            ...(family.inputErrorStatus === undefined ? {} : { inputErrorStatus: family.inputErrorStatus }),
            ...(operation.answers ? { answers: operation.answers } : {}),
          },
          // Without a session the answer is 401 whatever the body, so the client refreshes first (spec 01 §4).
          ...(signedIn
            ? {
                onRequest: async (request: FastifyRequest) => {
                  const caller = await pipeline.authenticate(request);
                  if (!caller) throw authenticationError(AUTH_TEXTS.unauthorized);
                  callers.set(request, caller);
                },
              }
            : {}),
          handler: async (request, reply) => {
            if (noStore) reply.header('cache-control', 'no-store');
            return operation.handle({
              request,
              reply,
              caller: () => callerOf(request),
              async actingCustomerId(named) {
                const caller = callerOf(request);
                if (access === 'signedIn' || access === 'public') return caller.customerId;
                const customerId = named ?? family.namedCustomer?.(request, caller) ?? caller.customerId;
                await pipeline.actFor(caller, customerId, access, { ip: request.ip, words });
                await family.admits?.(customerId, request);
                return customerId;
              },
            });
          },
        });
      }
    },
    { prefix: family.prefix ?? '' },
  );
}

/** Declares one operation with its route's types (the handler's request is typed by `R`). */
export const restOperation = <R extends RouteGenericInterface>(operation: RestOperation<R>): RestOperation =>
  operation as unknown as RestOperation;
