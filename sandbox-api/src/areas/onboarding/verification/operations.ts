import { RESPONSE_CODES } from '@portal/api/catalogue';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../../platform/http/errors';
import type { MethodDefinitions } from '../../../platform/pipeline/types';
import {
  COMPLIANCE_JSON_PATH,
  COMPLIANCE_LIMIT_PATH,
  COMPLIANCE_PAGE_PATH,
  COMPLIANCE_UNLIMIT_PATH,
  COMPLIANCE_DUPLICATES_PATH,
  COMPLIANCE_DUPLICATES_SETTLED_PATH,
  DONE_TEXTS,
  compliancePage,
} from './compliance-page';
import {
  complianceDecisionSchema,
  complianceFileSchema,
  complianceJsonSchema,
  complianceLimitSchema,
  complianceUnlimitSchema,
  createCustomerDocumentRequestSchema,
  createCustomerDocumentResponseSchema,
  customerDocumentsResponseSchema,
  dueDiligenceInfoResponseSchema,
  identityResponseSchema,
  limitReasonsResponseSchema,
  verificationStateResponseSchema,
} from './schemas';
import { emptySchema } from '../../../platform/http/schemas';
import { COMPLIANCE_DECISIONS, type ComplianceDecision, type VerificationService } from './service';

type VerificationMethodName =
  | 'getVerificationState'
  | 'getIdentity'
  | 'getCustomerDocuments'
  | 'createCustomerDocument'
  | 'getLimitReasons'
  | 'getDueDiligenceInfo';

/**
 * Verification (spec 03 §3, §4, §7; issue 30): the categories and uploads, identity, limit reasons, due-diligence
 * info and the one answer the account status is computed from, for the acting customer; and the upload itself,
 * multipart (`data` + `file`, limits from the catalogue).
 */
export function createVerificationMethods(
  verification: VerificationService,
): Pick<MethodDefinitions, VerificationMethodName> {
  return {
    getVerificationState: {
      requestSchema: emptySchema,
      responseSchema: verificationStateResponseSchema,
      handle: async (context) => verification.getVerificationState(await context.actingCustomerId()),
    },
    getIdentity: {
      requestSchema: emptySchema,
      responseSchema: identityResponseSchema,
      handle: async (context) => verification.getIdentity(await context.actingCustomerId()),
    },
    getCustomerDocuments: {
      requestSchema: emptySchema,
      responseSchema: customerDocumentsResponseSchema,
      handle: async (context) => verification.getCustomerDocuments(await context.actingCustomerId()),
    },
    createCustomerDocument: {
      requestSchema: createCustomerDocumentRequestSchema,
      responseSchema: createCustomerDocumentResponseSchema,
      handle: async (context) =>
        verification.createDocument(
          await context.actingCustomerId(),
          context.caller().userId,
          context.request,
          context.file(),
        ),
    },
    getLimitReasons: {
      requestSchema: emptySchema,
      responseSchema: limitReasonsResponseSchema,
      handle: async (context) => verification.getLimitReasons(await context.actingCustomerId()),
    },
    getDueDiligenceInfo: {
      requestSchema: emptySchema,
      responseSchema: dueDiligenceInfoResponseSchema,
      handle: async (context) => verification.getDueDiligenceInfo(await context.actingCustomerId()),
    },
  };
}

type FormValue = string | string[];
type Categories = number | string | (number | string)[];

/** A url-encoded form with its repeated fields (the categories' checkboxes) as lists. */
function parseForm(text: string): Record<string, FormValue> {
  const fields: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    // Keys that could reach a prototype are dropped, as the JSON parser drops them (issue 22 item 9).
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const present = Object.hasOwn(fields, key) ? fields[key] : undefined;
    fields[key] = present === undefined ? value : [...(Array.isArray(present) ? present : [present]), value];
  }
  return fields;
}

const isForm = (request: FastifyRequest) =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ===
  'application/x-www-form-urlencoded';

const asList = (value: Categories | undefined): number[] =>
  value === undefined ? [] : (Array.isArray(value) ? value : [value]).map(Number);

const notFound = (what: string) =>
  new ApiError(404, { responseCode: RESPONSE_CODES.notFound, responseDescription: `No such ${what}.` });

const refused = (line: string) =>
  new ApiError(400, {
    responseCode: RESPONSE_CODES.invalidParameters,
    responseDescription: 'Invalid parameters',
    validationErrors: [line],
  });

/** A file name a Content-Disposition header can carry as it is: letters, digits, dot, dash, underscore. */
const plainFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');

/**
 * `/sandbox/compliance` (issue 30): the sandbox plays the compliance back office. A plain HTML page lists the uploads
 * waiting for a decision with a form per decision, limits and frees accounts; `/sandbox/compliance.json` is the same
 * data for scripts. Decisions are POSTs (a form's answer is a 303 back to the page, JSON's the result). Only
 * registered with the tools, behind their cross-site guard.
 */
export const complianceRoutes: FastifyPluginAsync<{ verification: VerificationService }> = async (
  app,
  { verification },
) => {
  // Plain HTML forms post url-encoded bodies; this parser is scoped to the back office's routes.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, parseForm(String(body))),
  );

  const page = async (
    reply: FastifyReply,
    status: number,
    message?: { role: 'status' | 'alert'; text: string },
  ) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(compliancePage(await verification.overview(), message));

  /** A form is answered with the page (its refusal in an alert); a script with the error as JSON. */
  const refuse = (request: FastifyRequest, reply: FastifyReply, error: ApiError) =>
    isForm(request)
      ? page(reply, error.statusCode, {
          role: 'alert',
          text: error.body.validationErrors?.join(' ') ?? error.body.responseDescription ?? '',
        })
      : Promise.reject(error);

  const doneQuery = {
    querystring: {
      type: 'object',
      properties: {
        done: {
          type: 'string',
          enum: [...COMPLIANCE_DECISIONS, 'limit', 'unlimit', 'duplicates', 'settled'],
        },
        document: { type: 'string', pattern: '^[1-9][0-9]{0,9}$', patternMessage: 'must be a document id' },
      },
    },
  } as const;

  app.get<{
    Querystring: {
      done?: ComplianceDecision | 'limit' | 'unlimit' | 'duplicates' | 'settled';
      document?: string;
    };
  }>(COMPLIANCE_PAGE_PATH, { schema: doneQuery, config: { answers: 'page' } }, async (request, reply) => {
    const { done, document } = request.query;
    if (!done) return page(reply, 200);
    const text =
      done === 'limit' || done === 'unlimit' || done === 'duplicates' || done === 'settled'
        ? DONE_TEXTS[done]
        : `Document ${document ?? ''} ${DONE_TEXTS[done]}.`;
    return page(reply, 200, { role: 'status', text });
  });

  app.get(COMPLIANCE_JSON_PATH, { schema: complianceJsonSchema }, async () => verification.overview());

  app.get<{ Params: { id: string } }>(
    `${COMPLIANCE_PAGE_PATH}/documents/:id/file`,
    { schema: complianceFileSchema },
    async (request, reply) => {
      const file = await verification.documentFile(Number(request.params.id));
      if (!file) throw notFound('document');
      return reply
        .type(file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `inline; filename="${plainFileName(file.fileName)}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.content);
    },
  );

  app.post<{ Params: { id: string; decision: ComplianceDecision }; Body: { reason?: string } }>(
    `${COMPLIANCE_PAGE_PATH}/documents/:id/:decision`,
    { schema: complianceDecisionSchema },
    async (request, reply) => {
      const { id, decision } = request.params;
      const reason = request.body?.reason?.trim() ?? '';
      if (decision === 'reject' && reason === '')
        return refuse(request, reply, refused('reason: is required to reject a document'));
      const document = await verification.decide(Number(id), decision, reason);
      if (!document) return refuse(request, reply, notFound('document'));
      if (isForm(request))
        return reply.redirect(`${COMPLIANCE_PAGE_PATH}?done=${decision}&document=${document.id}`, 303);
      return { document };
    },
  );

  app.post<{
    Body: { email: string; reason: string; categories?: Categories; actionTypeId?: number | string };
  }>(COMPLIANCE_LIMIT_PATH, { schema: complianceLimitSchema }, async (request, reply) => {
    const { email, reason, categories, actionTypeId } = request.body;
    const name = reason.trim();
    if (name === '') return refuse(request, reply, refused('reason: is required'));
    const lifting = asList(categories);
    if (lifting.length === 0)
      return refuse(request, reply, refused('categories: choose the documents that lift the limit'));
    const limited = await verification.limit(email, {
      name,
      categories: lifting,
      // spec 03 §3 "reasons, each with actionTypeId": 1 unless the script names another.
      actionTypeId: actionTypeId === undefined ? 1 : Number(actionTypeId),
    });
    if (!limited) return refuse(request, reply, notFound('user with this e-mail'));
    if (isForm(request)) return reply.redirect(`${COMPLIANCE_PAGE_PATH}?done=limit`, 303);
    return { ok: true };
  });

  for (const [path, flagged, done] of [
    [COMPLIANCE_DUPLICATES_PATH, true, 'duplicates'],
    [COMPLIANCE_DUPLICATES_SETTLED_PATH, false, 'settled'],
  ] as const)
    app.post<{ Body: { email: string } }>(
      path,
      { schema: complianceUnlimitSchema },
      async (request, reply) => {
        if (!(await verification.setDuplicates(request.body.email, flagged)))
          return refuse(request, reply, notFound('user with this e-mail'));
        if (isForm(request)) return reply.redirect(`${COMPLIANCE_PAGE_PATH}?done=${done}`, 303);
        return { ok: true };
      },
    );

  app.post<{ Body: { email: string } }>(
    COMPLIANCE_UNLIMIT_PATH,
    { schema: complianceUnlimitSchema },
    async (request, reply) => {
      if (!(await verification.unlimit(request.body.email)))
        return refuse(request, reply, notFound('user with this e-mail'));
      if (isForm(request)) return reply.redirect(`${COMPLIANCE_PAGE_PATH}?done=unlimit`, 303);
      return { ok: true };
    },
  );
};
