import { randomBytes } from 'node:crypto';
import {
  CONTRACT_IDENTIFICATION_PAGE_PATH,
  CONTRACT_SIGN_PAGE_PATH,
  CONTRACT_SIGNER_NAME_MAX,
  type ContractIdentificationMessage,
  type ContractSignMessage,
  type SmartContract,
} from '@portal/api/catalogue';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { escapeHtml } from '../../../platform/lib/html';
import { pageParams } from './schemas';
import { ContractServiceError, type ContractPageView, type ContractService } from './service';

/**
 * The sandbox's embedded contract pages (issue 32 items 4 and 5), on the back end's origin and framed by the portal:
 * the e-signature page a `signUrl` opens and the payer's identity check page. Server-rendered, every value escaped,
 * a CSP of their own (`frame-ancestors` the portal's origins; one inline script by nonce), one h1, `lang`. Their
 * decisions are plain form posts; the answer page posts its message to the parent window with each portal origin as
 * the target (only the real parent's matches).
 */

/** The pages' fixed words (the report to the lead lists them; the journeys use them). */
export const CONTRACT_PAGE_TEXTS = {
  signTitle: 'Sign the smart contract',
  signIntro: 'Check the contract’s terms. Type your full name as your signature, then sign or decline.',
  signerLabel: 'Your full name (your signature)',
  sign: 'Sign',
  decline: 'Decline',
  signed: 'You signed the contract.',
  declined: 'You declined to sign. The contract is unchanged.',
  nameNeeded: `Type your full name to sign (2 to ${CONTRACT_SIGNER_NAME_MAX} characters).`,
  identificationTitle: 'Identity check of the payer',
  identificationIntro:
    'The sandbox plays the identity provider: decide as the provider would whether the payer passes.',
  pass: 'Pass',
  fail: 'Fail',
  passed: 'The identity check passed.',
  failed: 'The identity check failed.',
  badLink:
    'This link is not valid, or it was used already or has expired. Go back to the contract and start again.',
} as const;

const DIRECTION = { PAY: 'pays', RECEIVE: 'receives' } as const;

function layout(title: string, body: string, nonce: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox</title>
<style nonce="${nonce}">
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 42rem; padding: 1rem; color: #1a1a1a; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dt { font-weight: bold; }
dd { margin: 0; }
label { display: block; margin: 0.75rem 0 0.25rem; }
input { font: inherit; padding: 0.3rem; width: 100%; max-width: 24rem; }
button { font: inherit; padding: 0.4rem 1rem; margin: 0.75rem 0.5rem 0 0; }
[role="alert"] { color: #9b0000; font-weight: bold; }
:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>
`;
}

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

function terms(contract: SmartContract): string {
  return `<dl>
<dt>Contract</dt><dd>${contract.id}</dd>
<dt>Payer</dt><dd>${escapeHtml(contract.sender.name)}</dd>
<dt>Beneficiary</dt><dd>${escapeHtml(contract.beneficiary.name)}</dd>
<dt>Share of each incoming payment</dt><dd>${escapeHtml(contract.percentage ?? '')} %</dd>
<dt>Active from</dt><dd>${escapeHtml(contract.activeFrom)}</dd>
${contract.note ? `<dt>Note</dt><dd>${escapeHtml(contract.note)}</dd>` : ''}
</dl>
<h2>The payer’s obligations</h2>
${list(contract.senderObligations)}
<h2>The beneficiary’s obligations</h2>
${list(contract.beneficiaryObligations)}`;
}

/** A script posting one message to the parent, once for each portal origin (a wrong target is dropped). */
function postToParent(
  message: ContractSignMessage | ContractIdentificationMessage,
  portalOrigins: readonly string[],
) {
  // JSON in a script: `<` escaped so no value can close the element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `(function(){var m=${json(message)};var o=${json(portalOrigins)};if(window.parent&&window.parent!==window){for(var i=0;i<o.length;i++){try{window.parent.postMessage(m,o[i]);}catch(e){}}}})();`;
}

type FormValue = string;
/** The pages' url-encoded forms; keys that could reach a prototype are dropped. */
function parseForm(text: string): Record<string, FormValue> {
  const fields: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    fields[key] = value;
  }
  return fields;
}

export function signPage(view: ContractPageView, token: string, nonce: string, alert?: string): string {
  const title = CONTRACT_PAGE_TEXTS.signTitle;
  const direction = DIRECTION[view.contract.direction];
  return layout(
    title,
    `<p>${escapeHtml(CONTRACT_PAGE_TEXTS.signIntro)}</p>
<p>You sign for ${escapeHtml(view.partyTitle)}, which ${direction} under this contract.</p>
${terms(view.contract)}
<form method="post" action="${escapeHtml(CONTRACT_SIGN_PAGE_PATH.replace(':token', token))}">
<label for="signer-name">${escapeHtml(CONTRACT_PAGE_TEXTS.signerLabel)}</label>
<input id="signer-name" name="signerName" value="${escapeHtml(view.signerName)}" maxlength="${CONTRACT_SIGNER_NAME_MAX}" autocomplete="name"${alert ? ' aria-invalid="true" aria-describedby="sign-error"' : ''}>
${alert ? `<p id="sign-error" role="alert">${escapeHtml(alert)}</p>` : ''}
<button type="submit" name="decision" value="sign">${CONTRACT_PAGE_TEXTS.sign}</button>
<button type="submit" name="decision" value="decline" formnovalidate>${CONTRACT_PAGE_TEXTS.decline}</button>
</form>`,
    nonce,
  );
}

export function identificationPage(view: ContractPageView, token: string, nonce: string): string {
  const action = escapeHtml(CONTRACT_IDENTIFICATION_PAGE_PATH.replace(':token', token));
  return layout(
    CONTRACT_PAGE_TEXTS.identificationTitle,
    `<p>${escapeHtml(CONTRACT_PAGE_TEXTS.identificationIntro)}</p>
<dl>
<dt>Checking</dt><dd>${escapeHtml(view.signerName)} for ${escapeHtml(view.partyTitle)}</dd>
<dt>Contract</dt><dd>${view.contract.id}</dd>
<dt>Status</dt><dd>${escapeHtml(view.contract.identificationStatus ?? '')}</dd>
</dl>
<form method="post" action="${action}">
<button type="submit" name="decision" value="pass">${CONTRACT_PAGE_TEXTS.pass}</button>
<button type="submit" name="decision" value="fail">${CONTRACT_PAGE_TEXTS.fail}</button>
</form>`,
    nonce,
  );
}

export const contractPageRoutes: FastifyPluginAsync<{
  contracts: ContractService;
  portalOrigins: readonly string[];
}> = async (app, { contracts, portalOrigins }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, parseForm(String(body))),
  );

  const html = (reply: FastifyReply, status: number, render: (nonce: string) => string) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'same-origin')
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-security-policy',
        [
          "default-src 'none'",
          `style-src 'nonce-${nonce}'`,
          `script-src 'nonce-${nonce}'`,
          "form-action 'self'",
          "base-uri 'none'",
          `frame-ancestors ${portalOrigins.length > 0 ? portalOrigins.join(' ') : "'none'"}`,
        ].join('; '),
      )
      .send(render(nonce));
  };
  const missing = (reply: FastifyReply, title: string) =>
    html(reply, 404, (nonce) =>
      layout(title, `<p role="alert">${escapeHtml(CONTRACT_PAGE_TEXTS.badLink)}</p>`, nonce),
    );
  const done = (
    reply: FastifyReply,
    title: string,
    text: string,
    message: ContractSignMessage | ContractIdentificationMessage,
  ) =>
    html(reply, 200, (nonce) =>
      layout(title, `<p role="status">${escapeHtml(text)}</p>`, nonce, postToParent(message, portalOrigins)),
    );

  app.get<{ Params: { token: string } }>(
    CONTRACT_SIGN_PAGE_PATH,
    { schema: { params: pageParams }, config: { answers: 'page' } },
    async (request, reply) => {
      const view = await contracts.signPageView(request.params.token);
      if (!view || view.used) return missing(reply, CONTRACT_PAGE_TEXTS.signTitle);
      return html(reply, 200, (nonce) => signPage(view, request.params.token, nonce));
    },
  );

  app.post<{ Params: { token: string }; Body: Record<string, unknown> | undefined }>(
    CONTRACT_SIGN_PAGE_PATH,
    { schema: { params: pageParams }, config: { answers: 'page' } },
    async (request, reply) => {
      const { token } = request.params;
      const body = request.body ?? {};
      const view = await contracts.signPageView(token);
      if (!view || view.used) return missing(reply, CONTRACT_PAGE_TEXTS.signTitle);
      const decision = body.decision === 'decline' ? 'decline' : 'sign';
      const signerName =
        typeof body.signerName === 'string' ? body.signerName.trim().replace(/\s+/g, ' ') : '';
      if (
        decision === 'sign' &&
        (signerName.length < 2 ||
          signerName.length > CONTRACT_SIGNER_NAME_MAX ||
          /\0|[\uD800-\uDFFF]/.test(signerName))
      )
        return html(reply, 400, (nonce) => signPage(view, token, nonce, CONTRACT_PAGE_TEXTS.nameNeeded));
      try {
        await contracts.signByLink(token, decision, signerName);
      } catch (error) {
        if (!(error instanceof ContractServiceError)) throw error;
        if (error.statusCode === 404) return missing(reply, CONTRACT_PAGE_TEXTS.signTitle);
        return html(reply, error.statusCode, (nonce) =>
          layout(CONTRACT_PAGE_TEXTS.signTitle, `<p role="alert">${escapeHtml(error.message)}</p>`, nonce),
        );
      }
      const outcome = decision === 'sign' ? 'signed' : 'declined';
      return done(
        reply,
        CONTRACT_PAGE_TEXTS.signTitle,
        outcome === 'signed' ? CONTRACT_PAGE_TEXTS.signed : CONTRACT_PAGE_TEXTS.declined,
        { type: 'contract-sign', clientId: view.clientId, outcome },
      );
    },
  );

  app.get<{ Params: { token: string } }>(
    CONTRACT_IDENTIFICATION_PAGE_PATH,
    { schema: { params: pageParams }, config: { answers: 'page' } },
    async (request, reply) => {
      const view = await contracts.identificationPageView(request.params.token);
      if (!view || view.used) return missing(reply, CONTRACT_PAGE_TEXTS.identificationTitle);
      return html(reply, 200, (nonce) => identificationPage(view, request.params.token, nonce));
    },
  );

  app.post<{ Params: { token: string }; Body: Record<string, unknown> | undefined }>(
    CONTRACT_IDENTIFICATION_PAGE_PATH,
    { schema: { params: pageParams }, config: { answers: 'page' } },
    async (request, reply) => {
      const { token } = request.params;
      const body = request.body ?? {};
      const status = body.decision === 'pass' ? 'SUCCESS' : body.decision === 'fail' ? 'FAILED' : undefined;
      if (!status) return missing(reply, CONTRACT_PAGE_TEXTS.identificationTitle);
      let contract: SmartContract;
      try {
        contract = await contracts.identificationPush(token, status);
      } catch (error) {
        if (!(error instanceof ContractServiceError)) throw error;
        if (error.statusCode === 404) return missing(reply, CONTRACT_PAGE_TEXTS.identificationTitle);
        return html(reply, error.statusCode, (nonce) =>
          layout(
            CONTRACT_PAGE_TEXTS.identificationTitle,
            `<p role="alert">${escapeHtml(error.message)}</p>`,
            nonce,
          ),
        );
      }
      return done(
        reply,
        CONTRACT_PAGE_TEXTS.identificationTitle,
        status === 'SUCCESS' ? CONTRACT_PAGE_TEXTS.passed : CONTRACT_PAGE_TEXTS.failed,
        { type: 'contract-identification', contractId: contract.id, identificationStatus: status },
      );
    },
  );
};
