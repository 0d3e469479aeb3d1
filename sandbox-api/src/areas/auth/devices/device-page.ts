import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { escapeHtml } from '../../../platform/lib/html';
import { errorEnvelopeSchema, errorResponses, emailSchema } from '../../../platform/http/schemas';
import type { DeviceRecord, PendingPrompt, ScpLinkRecord } from './repository';
import { deviceNameSchema, deviceTypeSchema } from './schemas';
import type { DeviceService, PushPromptService } from './service';

export const DEVICE_PAGE_PATH = '/sandbox/device';

const time = (date: Date) => date.toISOString().slice(11, 16);

function layout(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox device</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 40rem; padding: 1rem; color: #1a1a1a; }
article, form.email { border: 1px solid #888; border-radius: 8px; padding: 0.75rem 1rem; margin: 0.75rem 0; }
button { font: inherit; padding: 0.4rem 1rem; margin-right: 0.5rem; }
label { display: block; margin: 0.5rem 0 0.25rem; }
input, select { font: inherit; padding: 0.3rem; }
:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Sandbox device</h1>
${body}
</main>
</body>
</html>
`;
}

function emailForm(message?: string): string {
  return `${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<form class="email" method="get" action="${DEVICE_PAGE_PATH}">
<label for="email">E-mail of the user whose phone this is</label>
<input id="email" name="email" type="email" required autocomplete="email">
<button type="submit">Open</button>
</form>`;
}

function promptSection(email: string, prompts: PendingPrompt[]): string {
  const items = prompts.map(
    (prompt) => `<article aria-labelledby="prompt-${escapeHtml(prompt.key)}">
<h3 id="prompt-${escapeHtml(prompt.key)}">${escapeHtml(prompt.text)}</h3>
<p>Waiting until ${time(prompt.expiresAt)} UTC.</p>
<form method="post" action="${DEVICE_PAGE_PATH}/prompts/${encodeURIComponent(prompt.key)}">
<input type="hidden" name="email" value="${escapeHtml(email)}">
<button type="submit" name="result" value="true">Approve</button>
<button type="submit" name="result" value="false">Reject</button>
</form>
</article>`,
  );
  return `<section aria-labelledby="prompts-heading">
<h2 id="prompts-heading">Requests to approve</h2>
${items.length > 0 ? items.join('\n') : '<p>Nothing is waiting for this phone.</p>'}
</section>`;
}

function linkSection(email: string, links: ScpLinkRecord[]): string {
  const items = links.map((link, index) => {
    const id = `link-${index + 1}`;
    return `<article aria-labelledby="${id}">
<h3 id="${id}">Link request until ${time(link.expiresAt)} UTC</h3>
<form method="post" action="${DEVICE_PAGE_PATH}/link">
<input type="hidden" name="email" value="${escapeHtml(email)}">
<input type="hidden" name="linkId" value="${escapeHtml(link.id)}">
<label for="${id}-name">Device name</label>
<input id="${id}-name" name="name" required maxlength="64" value="Sandbox phone">
<label for="${id}-type">Device type</label>
<select id="${id}-type" name="type"><option value="android">Android</option><option value="ios">iOS</option></select>
<p><button type="submit">Link this phone</button></p>
</form>
</article>`;
  });
  return `<section aria-labelledby="links-heading">
<h2 id="links-heading">Phones to link</h2>
${items.length > 0 ? items.join('\n') : '<p>No link request is open. Ask for one in the portal (set up app approval).</p>'}
</section>`;
}

function deviceSection(devices: DeviceRecord[]): string {
  const items = devices.map(
    (device) =>
      `<li>${escapeHtml(device.name)} (${escapeHtml(device.type)}), ${device.approved ? 'approved' : 'waiting for approval'}</li>`,
  );
  return `<section aria-labelledby="devices-heading">
<h2 id="devices-heading">Devices</h2>
${items.length > 0 ? `<ul>${items.join('')}</ul>` : '<p>No devices yet.</p>'}
</section>`;
}

const pageQuerySchema = {
  querystring: { type: 'object', properties: { email: emailSchema } },
  response: errorResponses,
} as const;

const formEmail = { email: emailSchema } as const;

const decideSchema = {
  params: {
    type: 'object',
    properties: { key: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,128}$' } },
    required: ['key'],
  },
  body: {
    type: 'object',
    properties: { ...formEmail, result: { type: 'string', enum: ['true', 'false'] } },
    required: ['email', 'result'],
  },
  response: { ...errorResponses, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
} as const;

const linkSchema = {
  body: {
    type: 'object',
    properties: {
      ...formEmail,
      linkId: { type: 'string', pattern: '^[0-9a-f-]{36}$' },
      name: deviceNameSchema,
      type: deviceTypeSchema,
    },
    required: ['email', 'linkId', 'name', 'type'],
  },
  response: { ...errorResponses, 404: errorEnvelopeSchema },
} as const;

/**
 * `/sandbox/device`: a phone in a browser tab (DESIGN §5). It answers prompts as the user's device and links
 * itself by the user's open scp requests, with plain HTML forms so it works without scripts.
 */
export const devicePageRoutes: FastifyPluginAsync<{
  devices: DeviceService;
  prompts: PushPromptService;
}> = async (app, { devices, prompts }) => {
  // Plain HTML forms post url-encoded bodies; this parser is scoped to the device page's routes.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(layout(body));
  const backToPage = (reply: FastifyReply, email: string) =>
    reply.redirect(`${DEVICE_PAGE_PATH}?email=${encodeURIComponent(email)}`, 303);

  app.get<{ Querystring: { email?: string } }>(
    DEVICE_PAGE_PATH,
    { schema: pageQuerySchema },
    async (request, reply) => {
      const { email } = request.query;
      if (!email) return html(reply, 200, emailForm());
      const page = await devices.devicePage(email);
      if (!page) return html(reply, 404, emailForm(`No user with the e-mail ${email}.`));
      return html(
        reply,
        200,
        `<p>This tab is the phone of <strong>${escapeHtml(page.user.email)}</strong>. <a href="${DEVICE_PAGE_PATH}">Another user</a></p>
${promptSection(page.user.email, page.prompts)}
${linkSection(page.user.email, page.links)}
${deviceSection(page.devices)}`,
      );
    },
  );

  app.post<{ Params: { key: string }; Body: { email: string; result: 'true' | 'false' } }>(
    `${DEVICE_PAGE_PATH}/prompts/:key`,
    { schema: decideSchema },
    async (request, reply) => {
      const user = await devices.findUserByEmail(request.body.email);
      if (!user) return html(reply, 404, emailForm(`No user with the e-mail ${request.body.email}.`));
      await prompts.decideFor(user.userId, request.params.key, request.body.result === 'true');
      return backToPage(reply, user.email);
    },
  );

  app.post<{ Body: { email: string; linkId: string; name: string; type: 'android' | 'ios' } }>(
    `${DEVICE_PAGE_PATH}/link`,
    { schema: linkSchema },
    async (request, reply) => {
      const { email, linkId, name, type } = request.body;
      const user = await devices.findUserByEmail(email);
      if (!user) return html(reply, 404, emailForm(`No user with the e-mail ${email}.`));
      await devices.linkFromDevicePage(user.userId, linkId, { name, type });
      return backToPage(reply, user.email);
    },
  );
};
