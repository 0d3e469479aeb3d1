import multipart from '@fastify/multipart';
import {
  IDENTITY_CHECK_FAILURE_REASONS,
  IDENTITY_PROVIDER_PAGE_PATH,
  IDENTITY_SELFIE_MAX_BYTES,
  type IdentityCheckFailureReason,
  type IdentityWorkflowRun,
} from '@portal/api/catalogue';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, invalidParameters } from '../../platform/http/errors';
import { escapeHtml } from '../../platform/lib/html';
import {
  providerDecisionSchema,
  providerPageSchema,
  runTokenSchema,
  workflowRunIdSchema,
} from '../../areas/onboarding/identity-check/schemas';
import { providerPath, type IdentityCheckService } from '../../areas/onboarding/identity-check/service';

/** The reasons the sandbox's provider may give, as its page names them. */
export const FAILURE_REASON_LABELS: Record<IdentityCheckFailureReason, string> = {
  faceMismatch: 'The face does not match the identity document',
  unclearSelfie: 'The selfie is unclear',
  livenessFailed: 'The liveness check failed',
};

const STATUS_LABELS: Record<IdentityWorkflowRun['status'], string> = {
  created: 'Waiting for a selfie',
  submitted: 'Selfie received, waiting for the decision',
  passed: 'Passed',
  failed: 'Failed',
};

/** What the page says after a form (fixed words: nothing a request wrote). */
const DONE_TEXTS = {
  selfie: 'The selfie is uploaded.',
  passed: 'The check passed. The customer is told.',
  failed: 'The check failed. The customer is told.',
} as const;
type Done = keyof typeof DONE_TEXTS;

type ProviderView = NonNullable<Awaited<ReturnType<IdentityCheckService['providerView']>>>;

function layout(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Identity check · Sandbox provider</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 40rem; padding: 1rem; color: #1a1a1a; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dt { font-weight: bold; }
form { margin: 1rem 0; }
.field { margin: 0.5rem 0; }
.field label { display: block; }
button { font: inherit; padding: 0.4rem 1rem; margin-right: 0.5rem; }
input, select { font: inherit; }
img { max-width: 12rem; border: 1px solid #888; }
[role="alert"] { color: #9b0000; font-weight: bold; }
:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
a { color: #0b57d0; }
</style>
</head>
<body>
<main>
<h1>Identity check</h1>
<p>The sandbox plays the identity provider: it takes the selfie, then you decide as the provider would.</p>
${body}
</main>
</body>
</html>
`;
}

const hiddenToken = (token: string) => `<input type="hidden" name="token" value="${escapeHtml(token)}">`;

function pageBody(view: ProviderView, token: string, message?: { role: 'status' | 'alert'; text: string }) {
  const { run, selfie, portalUrl } = view;
  const base = escapeHtml(providerPath(run.workflowRunId));
  const query = `token=${encodeURIComponent(token)}`;
  const parts: string[] = [];
  if (message) parts.push(`<p role="${message.role}">${escapeHtml(message.text)}</p>`);
  const reason = run.failureReason ? ` (${FAILURE_REASON_LABELS[run.failureReason]})` : '';
  parts.push(`<dl>
<dt>Checking</dt><dd>${escapeHtml(run.customerName ?? '')}</dd>
<dt>Status</dt><dd id="status">${escapeHtml(STATUS_LABELS[run.status])}${escapeHtml(reason)}</dd>
</dl>`);
  if (selfie)
    parts.push(
      `<p><img src="${base}/selfie?${escapeHtml(query)}" alt="The selfie taken"> ${escapeHtml(selfie.fileName)}, ${selfie.size} bytes</p>`,
    );
  if (run.status === 'created' || run.status === 'submitted')
    parts.push(`<form method="post" action="${base}/selfie" enctype="multipart/form-data">
${hiddenToken(token)}
<div class="field"><label for="selfie">Selfie (JPEG or PNG, at most ${IDENTITY_SELFIE_MAX_BYTES / 1_000_000} MB)</label>
<input id="selfie" name="selfie" type="file" accept="image/*" capture="user" required></div>
<button type="submit">Upload selfie</button>
</form>`);
  if (run.status === 'submitted') {
    const options = IDENTITY_CHECK_FAILURE_REASONS.map(
      (value) => `<option value="${value}">${escapeHtml(FAILURE_REASON_LABELS[value])}</option>`,
    ).join('');
    parts.push(`<h2>Decision</h2>
<form method="post" action="${base}/pass">${hiddenToken(token)}<button type="submit">Pass</button></form>
<form method="post" action="${base}/fail">${hiddenToken(token)}
<div class="field"><label for="reason">Why it failed</label><select id="reason" name="reason" required>${options}</select></div>
<button type="submit">Fail</button></form>`);
  }
  parts.push(`<p><a href="${escapeHtml(portalUrl)}">Back to the portal</a></p>`);
  return parts.join('\n');
}

type FormValue = string | string[];

/** A url-encoded form (the decision buttons); keys that could reach a prototype are dropped. */
function parseForm(text: string): Record<string, FormValue> {
  const fields: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    fields[key] = value;
  }
  return fields;
}

const isJson = (request: FastifyRequest) =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() === 'application/json';

const TOKEN = new RegExp(runTokenSchema.pattern);
const RUN_ID = new RegExp(workflowRunIdSchema.pattern);

/** Room for the token field beside the selfie. */
const FIELD_ROOM_BYTES = 1024;

/**
 * `/sandbox/identity-provider/{id}?token=…` (issue 30 item 4): the sandbox as the identity provider. A plain HTML
 * page shows whom the run checks, takes a selfie (`capture="user"` opens the front camera on a phone; the bytes must
 * be a JPEG or PNG within the limit), then offers the provider's decision: Pass, or Fail with a reason. Forms are
 * answered with a 303 back to the page; JSON callers (scripts, tests) get the run. Registered with the tools, behind
 * their cross-site guard (which takes the multipart upload from the sandbox's own pages only).
 */
export const identityProviderRoutes: FastifyPluginAsync<{ identityCheck: IdentityCheckService }> = async (
  app,
  { identityCheck },
) => {
  await app.register(multipart, { throwFileSizeLimit: false });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, parseForm(String(body))),
  );

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The token in the address goes to no other site; same-origin (not no-referrer) so that the page's own form
      // posts carry its Origin, which the tools guard requires (no-referrer makes a browser send `Origin: null`).
      .header('referrer-policy', 'same-origin')
      .send(html);

  const notFoundPage = (reply: FastifyReply) =>
    page(reply, 404, layout('<p role="alert">No such identity check, or the link is not valid.</p>'));

  /** The page of the run with a message, or the error as JSON for a script. */
  async function answerError(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    token: string,
    error: unknown,
  ) {
    if (!(error instanceof ApiError)) throw error;
    if (isJson(request)) throw error;
    const view = await identityCheck.providerView(id, token);
    if (!view) return notFoundPage(reply);
    const text = error.body.validationErrors?.join(' ') ?? error.body.responseDescription ?? '';
    return page(reply, error.statusCode, layout(pageBody(view, token, { role: 'alert', text })));
  }

  const back = (id: string, token: string, done: Done) =>
    `${providerPath(id)}?token=${encodeURIComponent(token)}&done=${done}`;

  app.get<{ Params: { workflowRunId: string }; Querystring: { token: string; done?: Done } }>(
    IDENTITY_PROVIDER_PAGE_PATH,
    { schema: providerPageSchema, config: { answers: 'page' } },
    async (request, reply) => {
      const { token, done } = request.query;
      const view = await identityCheck.providerView(request.params.workflowRunId, token);
      if (!view) return notFoundPage(reply);
      const message = done ? { role: 'status' as const, text: DONE_TEXTS[done] } : undefined;
      return page(reply, 200, layout(pageBody(view, token, message)));
    },
  );

  app.get<{ Params: { workflowRunId: string }; Querystring: { token: string } }>(
    `${IDENTITY_PROVIDER_PAGE_PATH}/selfie`,
    { schema: providerPageSchema, config: { answers: 'file' } },
    async (request, reply) => {
      const selfie = await identityCheck.selfie(request.params.workflowRunId, request.query.token);
      if (!selfie) return notFoundPage(reply);
      return reply
        .type(selfie.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(selfie.bytes);
    },
  );

  // The upload is multipart: its token and file are read here (a page's form, so refusals are the page again).
  app.post<{ Params: { workflowRunId: string } }>(
    `${IDENTITY_PROVIDER_PAGE_PATH}/selfie`,
    { schema: { params: providerPageSchema.params }, config: { answers: 'page' } },
    async (request, reply) => {
      const id = request.params.workflowRunId;
      let token = '';
      let file: { filename: string; bytes: Buffer; truncated: boolean } | undefined;
      if (!request.isMultipart()) return notFoundPage(reply);
      const parts = request.parts({
        limits: {
          fileSize: IDENTITY_SELFIE_MAX_BYTES,
          files: 1,
          fields: 1,
          fieldSize: FIELD_ROOM_BYTES,
          parts: 2,
        },
      });
      let unreadable = false;
      try {
        for await (const part of parts) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.fieldname === 'selfie' && part.filename)
              file = { filename: part.filename, bytes, truncated: part.file.truncated };
          } else if (part.fieldname === 'token' && typeof part.value === 'string') token = part.value;
        }
      } catch {
        // More parts or files than a selfie and its token: not this page's form.
        unreadable = true;
      }
      if (!RUN_ID.test(id) || !TOKEN.test(token)) return notFoundPage(reply);
      if (unreadable)
        return answerError(request, reply, id, token, invalidParameters(['selfie: send one picture'], 400));
      try {
        await identityCheck.uploadSelfie(id, token, file);
      } catch (error) {
        return answerError(request, reply, id, token, error);
      }
      return reply.redirect(back(id, token, 'selfie'), 303);
    },
  );

  app.post<{
    Params: { workflowRunId: string; decision: 'pass' | 'fail' };
    Body: { token: string; reason?: IdentityCheckFailureReason };
  }>(
    `${IDENTITY_PROVIDER_PAGE_PATH}/:decision`,
    { schema: providerDecisionSchema, config: { answers: 'page' } },
    async (request, reply) => {
      const { workflowRunId: id, decision } = request.params;
      const { token, reason } = request.body;
      let run: IdentityWorkflowRun;
      try {
        run = await identityCheck.decide(id, token, decision, reason);
      } catch (error) {
        return answerError(request, reply, id, token, error);
      }
      if (isJson(request)) return { run };
      return reply.redirect(back(id, token, run.status === 'passed' ? 'passed' : 'failed'), 303);
    },
  );
};
