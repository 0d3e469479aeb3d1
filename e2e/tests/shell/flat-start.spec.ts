import { expect, test, type Page, type Request } from '@playwright/test';
import { USERS, signIn, signInAsRepresentative } from '../../support/portal';

/**
 * Issue 28 item 3: after a signed-in reload everything the first screen needs is asked for in at most two waves
 * after the HTML: the customer info and the page's own first data (the balances) side by side, then what those
 * answers name (rates, history). The deploy manifest comes with the first HTML: it is not fetched again.
 */

interface Call {
  method: string;
  start: number;
  end?: number;
  wave?: number;
}

/**
 * Records the method API's calls of the next page load, with when each started and ended (ms since that load
 * began). A call still made by the page before it (the home's own follow-ups after signing in) is no part of it.
 */
function recordCalls(page: Page): Call[] {
  const calls: Call[] = [];
  const byRequest = new Map<Request, Call>();
  let t0: number | undefined;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) t0 = Date.now();
    if (t0 === undefined) return;
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const call = { method: url.searchParams.get('method') ?? '?', start: Date.now() - t0 };
    byRequest.set(request, call);
    calls.push(call);
  });
  const ended = (request: Request) => {
    const call = byRequest.get(request);
    if (call && t0 !== undefined) call.end = Date.now() - t0;
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return calls;
}

/**
 * A call's wave: 1 when no call had answered before it started, else one more than the latest wave that had. The
 * deepest wave is how many round trips the page waited for, one after another.
 */
function waves(calls: Call[]): Call[] {
  const ordered = [...calls].sort((a, b) => a.start - b.start);
  for (const call of ordered) {
    const before = ordered.filter((other) => other.end !== undefined && other.end <= call.start);
    call.wave = 1 + Math.max(0, ...before.map((other) => other.wave ?? 0));
  }
  return ordered;
}

test('signed-in reload of /home / customer info and balances in the first wave, the rest in the second, no remotes.json', async ({
  page,
}) => {
  await signIn(page);
  await page.waitForLoadState('networkidle');
  const calls = recordCalls(page);
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/remotes.json') manifests.push(request.url());
  });

  await page.reload();
  await expect(page.getByRole('region', { name: 'Total balance' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent activity' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const ordered = waves(calls);
  const summary = ordered.map((call) => `w${call.wave} ${call.method}`);
  console.log(`/home reload, method calls by wave:\n  ${summary.join('\n  ')}`);
  const first = ordered.filter((call) => call.wave === 1).map((call) => call.method);
  expect(first).toEqual(expect.arrayContaining(['getCustomerInfo', 'balanceInquiry']));
  expect(Math.max(...ordered.map((call) => call.wave ?? 0)), summary.join(', ')).toBeLessThanOrEqual(2);
  expect(ordered.map((call) => call.method)).toContain('getTransactionHistory');
  expect(manifests).toEqual([]);
});

test('signed-in reload for a representative / nothing asked that their access leaves out, early or late', async ({
  page,
}) => {
  await signInAsRepresentative(page, USERS.business, /Nordlicht Trading GmbH/);
  await page.waitForLoadState('networkidle');
  const calls = recordCalls(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Your accounts' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const methods = calls.map((call) => call.method);
  expect(methods).toContain('getCustomerInfo');
  for (const method of ['balanceInquiry', 'getDefaultExchangeRates', 'getTransactionHistory'])
    expect(methods, method).not.toContain(method);
});
