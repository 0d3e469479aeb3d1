import type { DocumentCategoryId } from '@portal/api/catalogue';
import { escapeHtml } from '../../../platform/lib/html';
import { CATEGORY_NAMES } from './rules';
import { MAX_REASON_LENGTH } from './schemas';
import { complianceFileUrl, type ComplianceDecision, type ComplianceOverview } from './service';

export const COMPLIANCE_PAGE_PATH = '/sandbox/compliance';
export const COMPLIANCE_JSON_PATH = '/sandbox/compliance.json';
export const COMPLIANCE_LIMIT_PATH = '/sandbox/compliance/customers/limit';
export const COMPLIANCE_UNLIMIT_PATH = '/sandbox/compliance/customers/unlimit';
/** spec 03 §4 rule 3: flag a customer's documents as found on another account, or settle it (issue 47 item 8). */
export const COMPLIANCE_DUPLICATES_PATH = '/sandbox/compliance/customers/duplicates';
export const COMPLIANCE_DUPLICATES_SETTLED_PATH = '/sandbox/compliance/customers/duplicates-settled';
export const complianceDecisionPath = (documentId: number, decision: ComplianceDecision) =>
  `/sandbox/compliance/documents/${documentId}/${decision}`;

/** Each decision's button, in the order a reviewer reads them. "Expired", not "Expire": no name holds another. */
const DECISION_BUTTONS: { decision: ComplianceDecision; label: string }[] = [
  { decision: 'validate', label: 'Validate' },
  { decision: 'reject', label: 'Reject' },
  { decision: 'expire', label: 'Expired' },
  { decision: 'expires-soon', label: 'Expires soon' },
  { decision: 'fail', label: 'Failed' },
  { decision: 'investigate', label: 'Under investigation' },
];

/** What the page says after a form's decision (fixed words and the document's id: nothing a request wrote). */
export const DONE_TEXTS: Record<ComplianceDecision | 'limit' | 'unlimit' | 'duplicates' | 'settled', string> =
  {
    validate: 'validated',
    reject: 'rejected',
    expire: 'expired',
    'expires-soon': 'set to expire in 14 days',
    fail: 'marked as unreadable',
    investigate: 'put under investigation',
    limit: 'The account is limited.',
    unlimit: 'The limit is lifted.',
    duplicates: 'The documents are flagged as duplicates.',
    settled: 'The duplicate documents are settled.',
  };

const STATUS_NAMES: Record<number, string> = {
  0: 'Submitted',
  31: 'Under investigation',
  41: 'Pending',
};

const CATEGORY_IDS = Object.keys(CATEGORY_NAMES).map(Number) as DocumentCategoryId[];

/** `2026-11-28 12:00 UTC`. */
const shortTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function layout(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Compliance review · Sandbox</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 80rem; padding: 1rem; color: #1a1a1a; }
table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 1.5rem; }
th, td { border: 1px solid #888; padding: 0.4rem 0.5rem; text-align: left; vertical-align: top; }
th { background: #eee; }
td form { display: inline-block; margin: 0 0.4rem 0.4rem 0; }
button { font: inherit; padding: 0.25rem 0.75rem; }
input { font: inherit; padding: 0.2rem; }
label { margin-right: 0.25rem; }
fieldset { margin: 0.75rem 0; }
fieldset label { display: inline-block; margin-right: 1rem; }
.field { margin: 0.5rem 0; }
.field label { display: block; }
[role="alert"] { color: #9b0000; font-weight: bold; }
:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
a { color: #0b57d0; }
</style>
</head>
<body>
<main>
<h1>Compliance review</h1>
${body}
</main>
</body>
</html>
`;
}

function documentRows(overview: ComplianceOverview): string {
  return overview.documents
    .map((document) => {
      const forms = DECISION_BUTTONS.map(({ decision, label }) => {
        const action = escapeHtml(complianceDecisionPath(document.id, decision));
        if (decision !== 'reject')
          return `<form method="post" action="${action}"><button type="submit">${label}</button></form>`;
        const inputId = `reason-${document.id}`;
        return `<form method="post" action="${action}"><label for="${inputId}">Reason</label><input id="${inputId}" name="reason" required maxlength="${MAX_REASON_LENGTH}"> <button type="submit">${label}</button></form>`;
      }).join('\n');
      return `<tr>
<td>${escapeHtml(document.customerEmail)}</td>
<td>${escapeHtml(document.category)}</td>
<td>${escapeHtml(document.documentType)}</td>
<td>${escapeHtml(document.side)}</td>
<td>${escapeHtml(document.fileName)}</td>
<td>${escapeHtml(shortTime(document.uploaded))}</td>
<td>${escapeHtml(STATUS_NAMES[document.statusId] ?? String(document.statusId))}</td>
<td><a href="${escapeHtml(complianceFileUrl(document.id))}">View file</a></td>
<td>
${forms}
</td>
</tr>`;
    })
    .join('\n');
}

function waitingSection(overview: ComplianceOverview): string {
  const table =
    overview.documents.length === 0
      ? '<p>No document is waiting.</p>'
      : `<table aria-labelledby="waiting-heading">
<thead><tr><th scope="col">Customer e-mail</th><th scope="col">Category</th><th scope="col">Type</th><th scope="col">Side</th><th scope="col">File name</th><th scope="col">Uploaded</th><th scope="col">Status</th><th scope="col">File</th><th scope="col">Decision</th></tr></thead>
<tbody>
${documentRows(overview)}
</tbody>
</table>`;
  return `<section aria-labelledby="waiting-heading">
<h2 id="waiting-heading">Documents waiting for review</h2>
${table}
</section>`;
}

function limitSection(): string {
  const boxes = CATEGORY_IDS.map(
    (categoryId) =>
      `<label><input type="checkbox" name="categories" value="${categoryId}"> ${escapeHtml(CATEGORY_NAMES[categoryId])}</label>`,
  ).join('\n');
  return `<section aria-labelledby="limit-heading">
<h2 id="limit-heading">Limit an account</h2>
<form method="post" action="${COMPLIANCE_LIMIT_PATH}">
<div class="field"><label for="limit-email">Customer e-mail</label><input id="limit-email" name="email" type="email" required maxlength="254" autocomplete="off"></div>
<div class="field"><label for="limit-reason">Limit reason</label><input id="limit-reason" name="reason" required maxlength="${MAX_REASON_LENGTH}"></div>
<fieldset>
<legend>Documents that lift the limit</legend>
${boxes}
</fieldset>
<button type="submit">Limit account</button>
</form>
</section>`;
}

function limitedSection(overview: ComplianceOverview): string {
  const rows = overview.limitedCustomers.map((customer) => {
    const categories = customer.reasons
      .flatMap((reason) => reason.categories)
      .map((categoryId) => CATEGORY_NAMES[categoryId as DocumentCategoryId] ?? String(categoryId));
    return `<tr>
<td>${escapeHtml(customer.customerEmail)}</td>
<td>${escapeHtml(customer.limitedReason)}</td>
<td>${escapeHtml([...new Set(categories)].join(', '))}</td>
<td><form method="post" action="${COMPLIANCE_UNLIMIT_PATH}"><input type="hidden" name="email" value="${escapeHtml(customer.customerEmail)}"><button type="submit">Lift limit</button></form></td>
</tr>`;
  });
  const table =
    rows.length === 0
      ? '<p>No account is limited.</p>'
      : `<table aria-labelledby="limited-heading">
<thead><tr><th scope="col">Customer e-mail</th><th scope="col">Reason</th><th scope="col">Documents that lift it</th><th scope="col">Decision</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`;
  return `<section aria-labelledby="limited-heading">
<h2 id="limited-heading">Limited accounts</h2>
${table}
</section>`;
}

/** Flagging duplicates (spec 03 §4 rule 3), and the customers flagged, each with the way to settle it. */
function duplicatesSection(overview: ComplianceOverview): string {
  const rows = overview.duplicateCustomers.map(
    (customer) => `<tr>
<td>${escapeHtml(customer.customerEmail)}</td>
<td>${customer.uploadedAgain ? 'New documents uploaded' : 'Waiting for new documents'}</td>
<td><form method="post" action="${COMPLIANCE_DUPLICATES_SETTLED_PATH}"><input type="hidden" name="email" value="${escapeHtml(customer.customerEmail)}"><button type="submit">Settle</button></form></td>
</tr>`,
  );
  const table =
    rows.length === 0
      ? '<p>No account is flagged for duplicate documents.</p>'
      : `<table aria-labelledby="duplicates-heading">
<thead><tr><th scope="col">Customer e-mail</th><th scope="col">State</th><th scope="col">Decision</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`;
  return `<section aria-labelledby="duplicates-heading">
<h2 id="duplicates-heading">Duplicate documents</h2>
<form method="post" action="${COMPLIANCE_DUPLICATES_PATH}">
<div class="field"><label for="duplicates-email">Customer e-mail</label><input id="duplicates-email" name="email" type="email" required maxlength="254" autocomplete="off"></div>
<button type="submit">Flag duplicate documents</button>
</form>
${table}
</section>`;
}

/** The page: what waits, the limited accounts, and the form that limits one; `message` is fixed text, escaped all the same. */
export function compliancePage(
  overview: ComplianceOverview,
  message?: { role: 'status' | 'alert'; text: string },
): string {
  const notice = message ? `<p role="${message.role}">${escapeHtml(message.text)}</p>\n` : '';
  return layout(`<p>The sandbox's back office: judge what customers uploaded, and limit or free accounts. Each decision tells the customer over the live channel. <a href="${COMPLIANCE_JSON_PATH}">The same as JSON</a>.</p>
${notice}${waitingSection(overview)}
${limitSection()}
${limitedSection(overview)}
${duplicatesSection(overview)}`);
}
