import { MERCHANT_CHECKOUT_PATH, type MerchantPaymentRequest } from '@portal/api/catalogue';
import { escapeHtml } from '../../../platform/lib/html';
import type { CheckoutAmountProblem, CheckoutView } from './service';
import { paymentReference } from './service';

/**
 * The hosted checkout's pages (issue 33 item 4): server-rendered on the back end's origin (or the portal's, which
 * forwards the checkout path), every value escaped, no script at all, one h1, `lang`. Their only form posts to the
 * checkout itself; the links go to the button's own cancel address (an http(s) one: the button's rules) and to the
 * portal's p2p transfer page.
 */

/** The pages' fixed words (the journeys and tests use them). */
export const CHECKOUT_TEXTS = {
  title: 'Checkout',
  intro: 'You are paying',
  item: 'Item',
  itemNumber: 'Item number',
  amount: 'Amount',
  period: 'Billed',
  amountLabel: 'Amount to give',
  amountHint: 'A decimal amount, such as 10.00.',
  continue: 'Continue to payment',
  cancel: 'Cancel and return to the merchant',
  instructionsTitle: 'Payment instructions',
  payTo: 'Pay by a transfer to the merchant’s account e-mail',
  reference: 'Write this reference in the transfer’s description',
  openPortal: 'Open the p2p transfer in the portal',
  afterPaying: 'Return to the merchant after paying',
  requestMade: 'Your payment request was created. The merchant sees it paid once your transfer arrives.',
  notFoundTitle: 'Payment button not found',
  notFound: 'This payment button does not exist or was deleted by the merchant.',
  badRequestTitle: 'Request not accepted',
  badRequest: 'The request has a character that is not allowed, or could not be read.',
  tooManyTitle: 'Too many requests',
  unavailable: 'This merchant cannot take payments at the moment.',
} as const;

export const AMOUNT_PROBLEM_TEXTS: Record<CheckoutAmountProblem, string> = {
  required: 'Type the amount you want to give.',
  format: 'Type the amount as a decimal number, such as 10.00.',
  decimals: 'The amount has more decimals than the currency allows.',
  positive: 'The amount must be more than 0.',
};

const PERIOD_TEXTS: Record<string, string> = { week: 'every week', month: 'every month', year: 'every year' };

export const checkoutButtonPath = (buttonId: number) => `${MERCHANT_CHECKOUT_PATH}/${buttonId}`;

export function layout(title: string, body: string, nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 36rem; padding: 1rem; color: #1a1a1a; }
header { display: flex; align-items: center; gap: 0.75rem; }
header img { width: 48px; height: 48px; object-fit: contain; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dt { font-weight: bold; }
dd { margin: 0; overflow-wrap: anywhere; }
label { display: block; margin: 0.75rem 0 0.25rem; font-weight: bold; }
input { font: inherit; padding: 0.3rem; width: 100%; max-width: 16rem; }
button { font: inherit; padding: 0.5rem 1.25rem; margin: 1rem 0; background: #1d4ed8; color: #fff; border: 0; border-radius: 6px; }
.hint { color: #4b5563; margin: 0.25rem 0; }
.reference { font: bold 1.25rem/1.4 ui-monospace, monospace; }
[role="alert"] { color: #9b0000; font-weight: bold; }
a { color: #1d4ed8; }
:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
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

export const messagePage = (title: string, text: string, nonce: string) =>
  layout(title, `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(text)}</p>`, nonce);

const money = (amount: string, currencyCode: string) => `${amount} ${currencyCode}`;

function merchantHeader(view: CheckoutView): string {
  const logo = view.logoUrl
    ? `<img src="${escapeHtml(view.logoUrl)}" alt="${escapeHtml(`${view.companyName} logo`)}" width="48" height="48">`
    : '';
  return `<header>${logo}<p>${escapeHtml(CHECKOUT_TEXTS.intro)} <strong>${escapeHtml(view.companyName)}</strong></p></header>`;
}

function summary(view: CheckoutView, amount: string | undefined): string {
  const rows: [string, string][] = [[CHECKOUT_TEXTS.item, view.itemName]];
  if (view.itemNumber) rows.push([CHECKOUT_TEXTS.itemNumber, view.itemNumber]);
  if (amount !== undefined) rows.push([CHECKOUT_TEXTS.amount, money(amount, view.currencyCode)]);
  if (view.period) rows.push([CHECKOUT_TEXTS.period, PERIOD_TEXTS[view.period] ?? view.period]);
  return `<dl>\n${rows
    .map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n')}\n</dl>`;
}

const cancelLink = (view: CheckoutView) =>
  view.cancelUrl
    ? `<p><a href="${escapeHtml(view.cancelUrl)}">${escapeHtml(CHECKOUT_TEXTS.cancel)}</a></p>`
    : '';

/** The checkout of a button: what is paid, to whom, and "Continue to payment" (a donation's amount typed there). */
export function checkoutPage(
  view: CheckoutView,
  nonce: string,
  form: { amount?: string; problem?: CheckoutAmountProblem } = {},
): string {
  const typed = view.amount === undefined;
  const problem = form.problem ? AMOUNT_PROBLEM_TEXTS[form.problem] : undefined;
  const described = ['amount-hint', ...(problem ? ['amount-error'] : [])].join(' ');
  const amountField = typed
    ? `<label for="amount">${escapeHtml(`${CHECKOUT_TEXTS.amountLabel} (${view.currencyCode})`)}</label>
<p id="amount-hint" class="hint">${escapeHtml(CHECKOUT_TEXTS.amountHint)}</p>
<input id="amount" name="amount" inputmode="decimal" autocomplete="off" required maxlength="24" value="${escapeHtml(form.amount ?? '')}" aria-describedby="${described}"${problem ? ' aria-invalid="true" autofocus' : ''}>
${problem ? `<p id="amount-error" role="alert">${escapeHtml(problem)}</p>` : ''}`
    : '';
  return layout(
    `${CHECKOUT_TEXTS.title}: ${view.companyName}`,
    `${merchantHeader(view)}
<h1>${escapeHtml(view.itemName)}</h1>
${summary(view, view.amount)}
<form method="post" action="${escapeHtml(checkoutButtonPath(view.buttonId))}">
${amountField}
<button type="submit">${escapeHtml(CHECKOUT_TEXTS.continue)}</button>
</form>
${cancelLink(view)}`,
    nonce,
  );
}

/** After "Continue to payment": the request made and how to pay it. */
export function instructionsPage(
  view: CheckoutView,
  request: MerchantPaymentRequest,
  portalOrigin: string | undefined,
  nonce: string,
): string {
  const reference = paymentReference(request.id);
  const portal = portalOrigin
    ? `<p><a href="${escapeHtml(`${portalOrigin.replace(/\/$/, '')}/transfer/p2p`)}">${escapeHtml(CHECKOUT_TEXTS.openPortal)}</a></p>`
    : '';
  return layout(
    `${CHECKOUT_TEXTS.instructionsTitle}: ${view.companyName}`,
    `${merchantHeader(view)}
<h1>${escapeHtml(CHECKOUT_TEXTS.instructionsTitle)}</h1>
<p role="status">${escapeHtml(CHECKOUT_TEXTS.requestMade)}</p>
${summary(view, request.amount)}
<p>Pay <strong>${escapeHtml(money(request.amount, request.currencyCode))}</strong>.</p>
<dl>
<dt>${escapeHtml(CHECKOUT_TEXTS.payTo)}</dt><dd>${escapeHtml(view.payeeEmail ?? '')}</dd>
<dt>${escapeHtml(CHECKOUT_TEXTS.reference)}</dt><dd class="reference">${escapeHtml(reference)}</dd>
</dl>
${portal}
${view.successUrl ? `<p><a href="${escapeHtml(view.successUrl)}">${escapeHtml(CHECKOUT_TEXTS.afterPaying)}</a></p>` : ''}
${cancelLink(view)}`,
    nonce,
  );
}
