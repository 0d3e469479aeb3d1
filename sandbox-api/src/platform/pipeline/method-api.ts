import {
  CARD_DOCUMENT_MAX_BYTES,
  METHOD_API_PATH,
  METHOD_CATALOGUE,
  RESPONSE_CODES,
  type MethodName,
  type MethodRequest,
  type MethodResponse,
} from '@portal/api/catalogue';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, describeValidationIssues, invalidParameters, methodError } from '../http/errors';
import type { Clock } from '../clock/clock';
import type { Pipeline } from './pipeline';
import type { SupportActionRecorder } from './support-actions';
import {
  clientFieldsSchema,
  envelopeOf,
  methodHeadersSchema,
  methodQuerySchema,
  methodRouteResponses,
} from './schemas';
import { fileIssues, MULTIPART_FALLBACK_MAX_BYTES, readMultipartCall, type MultipartCall } from './multipart';
import { createMethodContext } from './service';
import type { ClientFields, MethodDefinitions, ObjectSchema } from './types';

/** Room for the largest request: a card document of CARD_DOCUMENT_MAX_BYTES, base64-encoded, and its fields. */
const METHOD_BODY_LIMIT_BYTES = Math.ceil((CARD_DOCUMENT_MAX_BYTES * 4) / 3) + 64 * 1024;

/** TA1 and every other refusal of the method API answer HTTP 200; only a missing session is a 401 (spec 01 §8). */
const INPUT_ERROR_STATUS = 200;

interface MethodApiOptions {
  methods: MethodDefinitions;
  /** The operation pipeline: authenticate, authorize, acting customer (the REST families run on it too). */
  pipeline: Pipeline;
  /** Where the calls of an administrator acting as a customer are recorded (issue 22). */
  supportActions: SupportActionRecorder;
  clock: Clock;
}

/** The response code an answer carries: 00, a refusal's own, or UE for what escaped as a server error. */
const responseCodeOf = (error: unknown): string =>
  error instanceof ApiError ? error.body.responseCode : RESPONSE_CODES.unknownError;

type MethodCall = {
  Querystring: { method?: string };
  Headers: { 'x-customer-id'?: string };
  Body: ClientFields | undefined;
};

/** `POST {apiRoot}?method=NAME` (spec 01 §7): one route, each operation validated and serialized by its own schemas. */
export const methodApiRoutes: FastifyPluginAsync<MethodApiOptions> = async (
  app,
  { methods, pipeline, supportActions, clock },
) => {
  const isMethodName = (name: string): name is MethodName => Object.hasOwn(METHOD_CATALOGUE, name);
  /** Multipart calls (issue 15): what each carried, read before validation, told after authorization. */
  const uploads = new WeakMap<FastifyRequest, MultipartCall>();
  // A file past its operation's limit is cut and flagged, not thrown: the rest of the body is still read.
  await app.register(multipart, { throwFileSizeLimit: false });
  const answerSchemas = Object.fromEntries(
    Object.entries(methods).map(([name, definition]) => [name, envelopeOf(definition.responseSchema)]),
  ) as Record<MethodName, ObjectSchema>;

  async function call<M extends MethodName>(
    name: M,
    request: FastifyRequest<MethodCall>,
    reply: FastifyReply,
  ) {
    const definition = methods[name];
    const caller = await pipeline.authenticate(request);
    const body = request.body ?? {};
    const upload = uploads.get(request);
    const context = createMethodContext<M>(name, pipeline, body as MethodRequest<M> & ClientFields, caller, {
      customerIdHeader: request.headers['x-customer-id'],
      origin: request.headers.origin,
      upload: upload?.file,
      ip: request.ip,
    });
    const record = async (responseCode: string) => {
      const customerId = context.supportActingFor();
      if (customerId === undefined || !caller) return;
      await supportActions.insert({
        adminUserId: caller.userId,
        customerId,
        operation: name,
        responseCode,
        occurredAt: clock.now(),
      });
    };
    let response: MethodResponse<M>;
    try {
      // Who may call it is decided before its input is looked at: a refused caller learns nothing of its rules.
      await context.authorize();
      if (upload && upload.problems.length > 0) throw invalidParameters(upload.problems, INPUT_ERROR_STATUS);
      const validate = request.compileValidationSchema(definition.requestSchema, 'body');
      const issues = [
        ...(validate(body) ? [] : describeValidationIssues(validate.errors ?? [], 'body')),
        ...fileIssues(METHOD_CATALOGUE[name].file, upload?.file, upload?.fileTooLarge ?? false),
      ];
      if (issues.length > 0) throw invalidParameters(issues, INPUT_ERROR_STATUS);
      response = await definition.handle(context);
    } catch (error) {
      await record(responseCodeOf(error));
      throw error;
    }
    await record(RESPONSE_CODES.success);
    const answer = {
      responseCode: RESPONSE_CODES.success,
      responseDescription: 'Success',
      ...response,
    } as Record<string, unknown>;
    return reply
      .type('application/json; charset=utf-8')
      .send(reply.serializeInput(answer, answerSchemas[name]));
  }

  app.post<MethodCall>(
    METHOD_API_PATH,
    {
      schema: {
        querystring: methodQuerySchema,
        headers: methodHeadersSchema,
        body: clientFieldsSchema,
        response: methodRouteResponses,
      },
      config: { inputErrorStatus: INPUT_ERROR_STATUS },
      // A card document travels base64-encoded in the body: 5 MB of file is about 6.7 MB of JSON.
      bodyLimit: METHOD_BODY_LIMIT_BYTES,
      // A multipart call (an operation that takes a file): its `data` part becomes the body the schemas check.
      preValidation: async (request) => {
        if (!request.isMultipart()) return;
        const name = request.query.method;
        const declared = name && isMethodName(name) ? METHOD_CATALOGUE[name].file : undefined;
        const upload = await readMultipartCall(
          request,
          declared?.maxBytes ?? MULTIPART_FALLBACK_MAX_BYTES,
          declared?.part,
        );
        uploads.set(request, upload);
        request.body = upload.fields;
      },
    },
    async (request, reply) => {
      const name = request.query.method;
      if (!name || !isMethodName(name)) throw methodError(RESPONSE_CODES.invalidMethod, 'Invalid method');
      return call(name, request, reply);
    },
  );
};
