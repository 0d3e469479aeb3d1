import {
  HELPDESK_CONSOLE_PATH,
  HELPDESK_TICKET_STATUSES,
  type HelpdeskTicketStatus,
} from '@portal/api/catalogue';
import type { FastifyPluginAsync, FastifyReply, onRequestHookHandler } from 'fastify';
import { answerRefusalsIn } from '../../platform/http/errors';
import { escapeHtml } from '../../platform/lib/html';
import type { HelpdeskConfig } from './config';
import { sendAttachment } from './routes';
import {
  consoleAttachmentSchema,
  consoleCustomerSchema,
  consoleListSchema,
  consoleReplySchema,
  consoleThrottleSchema,
  consoleTicketSchema,
  ticketSchema,
} from './schemas';
import { HelpdeskApiError, type HelpdeskService } from './service';

/** The agent who answers from the console (the sandbox's console has one, no sign-in). */
export const CONSOLE_AGENT_NAME = 'Alex Agent';

/** The console's fixed words, which the e2e journeys use. */
export const CONSOLE_LABELS = {
  listHeading: 'Agent console',
  statusFilter: 'Status',
  allStatuses: 'All',
  filterButton: 'Filter',
  replyField: 'Reply',
  replyButton: 'Send reply',
  closeButton: 'Close ticket',
  back: 'All tickets',
  replied: 'The reply is sent. The customer is told.',
  closed: 'The ticket is closed. The customer is told.',
  noTickets: 'No tickets.',
  errorHeading: 'The console could not do that',
  invalidRequest: 'The request is not valid.',
  internal: 'Something went wrong. Try again.',
} as const;

const POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Help desk</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1a1a1a; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.3rem 0.6rem; border-bottom: 1px solid #ccc; }
article { border: 1px solid #ccc; padding: 0.5rem 1rem; margin: 0.5rem 0; }
article.out { background: #eef4ff; }
textarea { font: inherit; width: 100%; min-height: 8rem; }
button, select { font: inherit; padding: 0.3rem 0.8rem; }
[role="alert"] { color: #9b0000; font-weight: bold; }
:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
a { color: #0b57d0; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const ticketPath = (id: string) => `${HELPDESK_CONSOLE_PATH}/tickets/${encodeURIComponent(id)}`;
const when = (isoText: string) => escapeHtml(isoText.replace('T', ' ').slice(0, 16));

type FormValue = string;
function parseForm(text: string): Record<string, FormValue> {
  const fields: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    fields[key] = value;
  }
  return fields;
}

/**
 * Same-origin guard of the console's forms: a write comes from the console's own page (its `Origin` is the
 * provider's, or that of the host it was reached at, e.g. through the portal's gateway), as a plain form.
 */
export function consoleGuard(config: Pick<HelpdeskConfig, 'consoleOrigins'>): onRequestHookHandler {
  const own = new Set(config.consoleOrigins);
  return async (request) => {
    const { origin, host } = request.headers;
    const sameHost = origin !== undefined && host !== undefined && origin === `http://${host}`;
    if (origin !== undefined && !own.has(origin) && !sameHost)
      throw new HelpdeskApiError(403, 'FORBIDDEN', 'The console answers its own pages only.');
    if (request.headers['sec-fetch-site'] === 'cross-site')
      throw new HelpdeskApiError(403, 'FORBIDDEN', 'The console answers its own pages only.');
    if (request.method === 'POST') {
      const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      if (type !== 'application/x-www-form-urlencoded')
        throw new HelpdeskApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The console takes its own forms only.');
    }
  };
}

/**
 * The agent console (`HELPDESK_CONSOLE_PATH`, issue 31 item 1): server-rendered HTML, no script. The ticket list
 * (newest first, filtered by status), a ticket with its threads and attachments, the reply form and the close
 * button; forms post back and are answered with a 303 to the ticket.
 */
export const helpdeskConsoleRoutes: FastifyPluginAsync<{
  service: HelpdeskService;
  config: HelpdeskConfig;
}> = async (app, { service, config }) => {
  app.addHook('onRequest', consoleGuard(config));
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, parseForm(String(body))),
  );

  const page = (reply: FastifyReply, status: number, title: string, body: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', POLICY)
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'same-origin')
      .header('x-content-type-options', 'nosniff')
      .send(layout(title, body));

  // The console is read by a person in a browser: a refusal, a bad input or a missing ticket is a page saying so,
  // with the way back, not the provider API's JSON body.
  answerRefusalsIn(app, {
    answer(error, request, reply) {
      const status =
        error instanceof HelpdeskApiError
          ? error.statusCode
          : error.validation
            ? 400
            : (error.statusCode ?? 500);
      if (status >= 500) request.log.error(error);
      const message =
        error instanceof HelpdeskApiError
          ? error.message
          : status >= 500
            ? CONSOLE_LABELS.internal
            : CONSOLE_LABELS.invalidRequest;
      return page(
        reply,
        status,
        CONSOLE_LABELS.errorHeading,
        `<h1>${CONSOLE_LABELS.errorHeading}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="${HELPDESK_CONSOLE_PATH}">${CONSOLE_LABELS.back}</a></p>`,
      );
    },
  });

  app.get<{ Querystring: { status?: HelpdeskTicketStatus | '' } }>(
    HELPDESK_CONSOLE_PATH,
    { schema: consoleListSchema },
    async (request, reply) => {
      const status = request.query.status || undefined;
      const tickets = await service.consoleTickets(status);
      const options = [
        `<option value=""${status ? '' : ' selected'}>${CONSOLE_LABELS.allStatuses}</option>`,
        ...HELPDESK_TICKET_STATUSES.map(
          (each) =>
            `<option value="${escapeHtml(each)}"${each === status ? ' selected' : ''}>${escapeHtml(each)}</option>`,
        ),
      ].join('');
      const rows = tickets
        .map(
          (ticket) => `<tr>
<td><a href="${escapeHtml(ticketPath(ticket.id))}">#${escapeHtml(ticket.ticketNumber)}</a></td>
<td>${escapeHtml(ticket.subject)}</td>
<td>${escapeHtml(ticket.status)}</td>
<td>${escapeHtml(ticket.lastThread?.to === 'agent' ? 'Waiting for an agent' : 'Waiting for the customer')}</td>
<td>${when(ticket.createdAt)}</td>
</tr>`,
        )
        .join('\n');
      const table = tickets.length
        ? `<table>
<caption>Tickets, newest first</caption>
<thead><tr><th scope="col">Ticket</th><th scope="col">Subject</th><th scope="col">Status</th><th scope="col">Waiting</th><th scope="col">Created</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
        : `<p>${CONSOLE_LABELS.noTickets}</p>`;
      return page(
        reply,
        200,
        CONSOLE_LABELS.listHeading,
        `<h1>${CONSOLE_LABELS.listHeading}</h1>
<form method="get" action="${HELPDESK_CONSOLE_PATH}">
<label for="status">${CONSOLE_LABELS.statusFilter}</label>
<select id="status" name="status">${options}</select>
<button type="submit">${CONSOLE_LABELS.filterButton}</button>
</form>
${table}`,
      );
    },
  );

  app.get<{ Params: { ticketId: string }; Querystring: { done?: 'replied' | 'closed' } }>(
    `${HELPDESK_CONSOLE_PATH}/tickets/:ticketId`,
    { schema: consoleTicketSchema },
    async (request, reply) => {
      const view = await service.consoleTicket(request.params.ticketId);
      const { ticket } = view;
      const done = request.query.done;
      const threads = view.threads
        .map((thread) => {
          const attachments = thread.attachments.length
            ? `<ul aria-label="Attachments">${thread.attachments
                .map(
                  (attachment) =>
                    `<li><a href="${escapeHtml(`${ticketPath(ticket.id)}/threads/${thread.id}/attachments/${attachment.id}`)}" download>${escapeHtml(attachment.name)}</a> (${attachment.size} bytes)</li>`,
                )
                .join('')}</ul>`
            : '';
          return `<article class="${thread.direction}" aria-label="${escapeHtml(`${thread.author.name}, ${thread.createdAt.slice(0, 16).replace('T', ' ')}`)}">
<p><strong>${escapeHtml(thread.author.name)}</strong> (${thread.direction === 'out' ? 'agent' : 'customer'}), ${when(thread.createdAt)}</p>
<p style="white-space: pre-wrap">${escapeHtml(thread.content)}</p>
${attachments}
</article>`;
        })
        .join('\n');
      const closed = ticket.status === 'Closed' || ticket.status === 'Closed-no-reply';
      const action = ticketPath(ticket.id);
      return page(
        reply,
        200,
        `Ticket #${ticket.ticketNumber}`,
        `<p><a href="${HELPDESK_CONSOLE_PATH}">${CONSOLE_LABELS.back}</a></p>
<h1>Ticket #${escapeHtml(ticket.ticketNumber)}: ${escapeHtml(ticket.subject)}</h1>
${done ? `<p role="status">${CONSOLE_LABELS[done]}</p>` : ''}
<dl>
<dt>Status</dt><dd id="ticket-status">${escapeHtml(ticket.status)}</dd>
<dt>Customer</dt><dd>${escapeHtml(view.customerName)} (${view.customerId})</dd>
<dt>Contact</dt><dd>${view.contact ? `${escapeHtml(view.contact.name)}, ${escapeHtml(view.contact.email)}` : ''}</dd>
<dt>Category</dt><dd>${escapeHtml(ticket.category)}</dd>
</dl>
<h2>Conversation</h2>
${threads}
<h2>Answer</h2>
<form method="post" action="${escapeHtml(`${action}/reply`)}">
<label for="content">${CONSOLE_LABELS.replyField}</label>
<textarea id="content" name="content" required maxlength="32000"></textarea>
<button type="submit">${CONSOLE_LABELS.replyButton}</button>
</form>
${closed ? '' : `<form method="post" action="${escapeHtml(`${action}/close`)}"><button type="submit">${CONSOLE_LABELS.closeButton}</button></form>`}`,
      );
    },
  );

  app.post<{ Params: { ticketId: string }; Body: { content: string } }>(
    `${HELPDESK_CONSOLE_PATH}/tickets/:ticketId/reply`,
    { schema: consoleReplySchema },
    async (request, reply) => {
      await service.agentReply(request.params.ticketId, request.body.content.trim(), CONSOLE_AGENT_NAME);
      return reply.redirect(`${ticketPath(request.params.ticketId)}?done=replied`, 303);
    },
  );

  app.post<{ Params: { ticketId: string } }>(
    `${HELPDESK_CONSOLE_PATH}/tickets/:ticketId/close`,
    { schema: ticketSchema },
    async (request, reply) => {
      await service.close(request.params.ticketId);
      return reply.redirect(`${ticketPath(request.params.ticketId)}?done=closed`, 303);
    },
  );

  // Provider faults (issue 47 item 7): the customer's tokens rate-limited for some seconds, or expired, so the
  // portal's lock (429) and its one refresh and one retry (401) can be shown end to end. JSON, for the journeys.
  app.post<{ Params: { customerId: string }; Body: { seconds: string } }>(
    `${HELPDESK_CONSOLE_PATH}/customers/:customerId/throttle`,
    { schema: consoleThrottleSchema },
    async (request) => ({
      tokens: await service.throttle(Number(request.params.customerId), Number(request.body.seconds)),
    }),
  );
  app.post<{ Params: { customerId: string } }>(
    `${HELPDESK_CONSOLE_PATH}/customers/:customerId/expire-tokens`,
    { schema: consoleCustomerSchema },
    async (request) => ({ tokens: await service.expireTokens(Number(request.params.customerId)) }),
  );

  app.get<{ Params: { ticketId: string; threadId: string; attachmentId: string } }>(
    `${HELPDESK_CONSOLE_PATH}/tickets/:ticketId/threads/:threadId/attachments/:attachmentId`,
    { schema: consoleAttachmentSchema },
    async (request, reply) => {
      const { ticketId, threadId, attachmentId } = request.params;
      return sendAttachment(reply, await service.attachment(undefined, ticketId, threadId, attachmentId));
    },
  );
};
