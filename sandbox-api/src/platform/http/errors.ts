import {
  RESPONSE_CODES,
  type AuthErrorBody,
  type ResponseEnvelope,
  type TermsErrorBody,
} from '@portal/api/catalogue';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isTransactionConflict } from '../db/client';
import { PATTERN_MESSAGE } from './validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** HTTP status of a TA1 answer on this route: 400 on the auth service, 200 on the method API (spec 01 §8). */
    inputErrorStatus?: number;
    /** How this route's refusals are worded, when not as the method API's (set by `answerRefusalsIn`). */
    refusals?: RefusalDialect;
    /**
     * What a route answers that is not JSON (issue 48 item 1): an HTML page, a file (PDF, CSV, image) or the live
     * websocket. Such a route declares this instead of a response schema, which would serialise its body as JSON.
     */
    answers?: 'page' | 'file' | 'socket';
  }
}

/**
 * How a family of routes words its refusals (issue 48 item 1): the REST services' bodies, the hosted checkout's
 * pages, the public merchant API's `{ error, message }`. The one error handler of the app asks the route's dialect
 * first; undefined leaves the error to the handler's own rules (an ApiError as it is, TA1, 503, 500).
 */
export interface RefusalDialect {
  answer(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined;
}

/** Every route of this plugin's scope (and its children) words its refusals in `dialect`. */
export function answerRefusalsIn(app: FastifyInstance, dialect: RefusalDialect): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, refusals: dialect };
  });
}

/** The dialect a route declared, asked first by an app's one error handler. */
export function answerInDialect(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | undefined {
  return request.routeOptions.config?.refusals?.answer(error, request, reply);
}

/** `terms` comes with TE (spec 01 §3); `message` where the client shows the server's message (spec 02 §8). */
export type ErrorBody = ResponseEnvelope &
  Partial<AuthErrorBody> &
  Partial<Pick<TermsErrorBody, 'terms'>> & { message?: string };

/** An answer a service decided on (AU, ENOA, TA1, ...): sent as it is by the one error handler. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    /** Sent with the answer, such as the `retry-after` of a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(body.responseDescription ?? body.responseCode);
    this.name = 'ApiError';
  }
}

/** 401 AU, the auth service's refusal and the method API's "sign in again". */
export function authenticationError(
  responseDescription: string,
  extra: Pick<AuthErrorBody, 'attemptsLeft'> = {},
): ApiError {
  return new ApiError(401, {
    responseCode: RESPONSE_CODES.authenticationError,
    responseDescription,
    ...extra,
  });
}

/** A method-API refusal: HTTP 200 with its response code, as the client expects (spec 01 §8). */
export function methodError(responseCode: string, responseDescription: string): ApiError {
  return new ApiError(200, { responseCode, responseDescription });
}

/** TA1 with one `field: reason` line per problem. */
export function invalidParameters(validationErrors: string[], statusCode: number): ApiError {
  return new ApiError(statusCode, {
    responseCode: RESPONSE_CODES.invalidParameters,
    responseDescription: 'Invalid parameters',
    validationErrors,
  });
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
  /** The schema node that failed (Ajv's `verbose`, see ./validation). */
  parentSchema?: unknown;
}

/** A failed pattern in the words its schema gives (`patternMessage`), else generic ones; never the expression. */
function patternReason(issue: ValidationIssue): string {
  const schema = issue.parentSchema;
  const words =
    typeof schema === 'object' && schema !== null && PATTERN_MESSAGE in schema
      ? (schema as Record<string, unknown>)[PATTERN_MESSAGE]
      : undefined;
  return typeof words === 'string' ? words : 'is not in the expected format';
}

/** Ajv issues as `field: reason` lines, the field a dotted path inside the request part. */
export function describeValidationIssues(issues: readonly ValidationIssue[], part: string): string[] {
  const lines = issues.map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean);
    if (issue.keyword === 'required')
      return `${[...path, String(issue.params.missingProperty)].join('.')}: is required`;
    const reason = issue.keyword === 'pattern' ? patternReason(issue) : (issue.message ?? 'is invalid');
    return `${path.length > 0 ? path.join('.') : part}: ${reason}`;
  });
  return [...new Set(lines)];
}

/** What the framework says about a request it could not read, as a TA1 line (no internals: these are about input). */
function describeUnreadableRequest(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'body: is not valid JSON';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'body: is empty';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'body: is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'content-type: must be application/json';
    default:
      return 'request: could not be read';
  }
}

const SERVER_FAULT: ErrorBody = {
  responseCode: RESPONSE_CODES.unknownError,
  responseDescription: 'Something went wrong on our side. Please try again later.',
};

/** A transaction that kept meeting another one (PostgreSQL deadlock or serialization failure) after its retries. */
const BUSY: ErrorBody = {
  responseCode: RESPONSE_CODES.unknownError,
  responseDescription: 'The service is busy. Nothing was changed; please try again.',
};

/**
 * The one error handler: service decisions go out as they are, bad input becomes TA1 (never a 500),
 * and anything else is logged and answered with a body that tells nothing about the inside.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const answered = answerInDialect(error, request, reply);
    if (answered) return answered;
    if (error instanceof ApiError) {
      if (error.statusCode === 401) reply.header('www-authenticate', 'Bearer');
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    const inputErrorStatus = request.routeOptions.config.inputErrorStatus ?? 400;
    if (error.validation) {
      const part = error.validationContext ?? 'body';
      return reply
        .code(inputErrorStatus)
        .send(invalidParameters(describeValidationIssues(error.validation, part), inputErrorStatus).body);
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(inputErrorStatus)
        .send(invalidParameters([describeUnreadableRequest(error)], inputErrorStatus).body);
    }
    if (isTransactionConflict(error)) {
      // Still conflicting after the database layer's retries: busy, not broken; nothing of it was written.
      request.log.warn({ err: error }, 'transaction conflict after retries');
      return reply.code(503).header('retry-after', '1').send(BUSY);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(SERVER_FAULT);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      responseCode: RESPONSE_CODES.unknownError,
      responseDescription: `No route ${request.method} ${request.url.split('?')[0]}`,
    });
  });
}

/**
 * The response code a REST service of the sandbox (the contract service, the merchant's public-api) puts in the
 * envelope of a refusal, by its HTTP status: 400 bad input (TA1), 404 not found, else no access.
 */
export function restRefusalCode(statusCode: number): string {
  if (statusCode === 400) return RESPONSE_CODES.invalidParameters;
  if (statusCode === 404) return RESPONSE_CODES.notFound;
  return RESPONSE_CODES.noAccess;
}

/** A refusal of a REST service of the sandbox (the contract service, the merchant's tools): 400 with its lines, 403, 404. */
export class RestRefusal extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404,
    message: string,
    readonly errors?: string[],
  ) {
    super(message);
  }
}

/**
 * The REST services' dialect: a RestRefusal, bad input (400 with its lines, never a 500) and an ApiError's 403 or 404
 * go out in the service's `body`; any other ApiError (a 401, a 429) as the method API's.
 */
export function restDialect({
  body,
  invalid,
  fallback,
}: {
  body: (statusCode: number, message: string, errors?: string[]) => object;
  /** The message of a 400. */
  invalid: string;
  /** The message of a 403 or 404 whose ApiError has none. */
  fallback: string;
}): RefusalDialect {
  return {
    answer(error, _request, reply) {
      if (error instanceof RestRefusal)
        return reply.code(error.statusCode).send(body(error.statusCode, error.message, error.errors));
      if (error.validation) {
        const errors = describeValidationIssues(error.validation, error.validationContext ?? 'body');
        return reply.code(400).send(body(400, invalid, errors));
      }
      if (error instanceof ApiError) {
        if (error.statusCode !== 403 && error.statusCode !== 404) return undefined;
        return reply
          .code(error.statusCode)
          .send(body(error.statusCode, error.body.responseDescription ?? fallback));
      }
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
        return reply.code(400).send(body(400, invalid, ['body: could not be read']));
      return undefined;
    },
  };
}
