import { escapeHtml } from '../../platform/lib/html';
import {
  FORM_TITLES,
  SIGNER_NAME_MAX_LENGTH,
  type SignView,
} from '../../areas/onboarding/self-certification/service';

/**
 * The sandbox's e-signature page (ours; spec 03 §7 "W-form upload, which returns signData with clientId and
 * signUrls"): plain server-rendered HTML like the compliance page. It shows the form's summary, asks for the signer's
 * typed name and signs with a button; afterwards it goes back to the portal page it was given as `returnUrl`.
 */

const REASON_NAMES: Record<string, string> = {
  COUNTRY_DOES_NOT_ISSUE: 'the country does not issue tax ids',
  CANNOT_OBTAIN: 'cannot obtain one',
  NO_TIN_IS_REQUIRED: 'no tax id is required',
};

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox e-signature</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 40rem; padding: 1rem; color: #1a1a1a; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dt { font-weight: bold; }
dd { margin: 0; }
label { display: block; margin: 0.75rem 0 0.25rem; }
input { font: inherit; padding: 0.3rem; width: 100%; max-width: 24rem; }
button { font: inherit; padding: 0.4rem 1rem; margin-top: 0.75rem; }
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

function summary(view: SignView): string {
  const ids = view.taxIds
    .map((entry) =>
      entry.reason
        ? `<li>${escapeHtml(entry.countryCode)}: no tax id (${escapeHtml(REASON_NAMES[entry.reason] ?? entry.reason)})</li>`
        : `<li>${escapeHtml(entry.countryCode)}: ${escapeHtml(entry.taxId)}</li>`,
    )
    .join('\n');
  return `<dl>
<dt>Form</dt><dd>${escapeHtml(FORM_TITLES[view.form])}</dd>
<dt>Name</dt><dd>${escapeHtml(view.name)}</dd>
<dt>US person</dt><dd>${view.isUSTaxPayer ? 'Yes' : 'No'}</dd>
${view.entityType ? `<dt>Entity type</dt><dd>${escapeHtml(view.entityType)}</dd>` : ''}
</dl>
<h2>Tax residence</h2>
<ul>
${ids}
</ul>`;
}

/** The page of one form: to sign, or signed already. `returnUrl` is a checked portal address (or undefined). */
export function eSignPage(
  view: SignView,
  token: string,
  returnUrl: string | undefined,
  alert?: string,
): string {
  const title = `Sign ${view.form === 'W9' ? 'Form W-9' : 'Form W-8BEN'}`;
  const back = returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">Back to the portal</a></p>` : '';
  if (view.signed)
    return layout(
      title,
      `<h1>${escapeHtml(title)}</h1>
<p role="status">Signed by ${escapeHtml(view.signed.name)} on ${escapeHtml(view.signed.at.slice(0, 10))}.</p>
${summary(view)}
${back}`,
    );
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>Check the form's details, type your full name as your signature and sign.</p>
${summary(view)}
<form method="post" action="/sandbox/e-sign/${escapeHtml(token)}">
${returnUrl ? `<input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">` : ''}
<label for="signer-name">Full name (your signature)</label>
<input id="signer-name" name="signerName" required maxlength="${SIGNER_NAME_MAX_LENGTH}" autocomplete="name"${alert ? ' aria-invalid="true" aria-describedby="sign-error"' : ''}>
${alert ? `<p id="sign-error" role="alert">${escapeHtml(alert)}</p>` : ''}
<button type="submit">Sign</button>
</form>
${back}`,
  );
}

/** The page for a link that leads nowhere. */
export function eSignMissingPage(): string {
  return layout(
    'Signing link',
    `<h1>Signing link</h1>
<p role="alert">This signing link is not valid. Go back to the portal and start the form again.</p>`,
  );
}
