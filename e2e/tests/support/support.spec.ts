import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn, signInToCompany, USERS } from '../../support/portal';

/**
 * Issue 31 item 2, against the real sandbox and its help-desk provider: the demo personal user (paul, whose tickets P
 * seeds: one answered within 2 weeks and unread, one open, one Closed, one Closed-no-reply, an attachment on a thread)
 * opens /messages, filters, opens the new ticket (the unread mark goes), writes a new ticket with an attachment and
 * replies to it. The agent's side happens in the provider's console (`/helpdesk/console`).
 */

const seriousAxe = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('support / paul reads the answered ticket, writes a new one with an attachment and replies', async ({
  page,
}) => {
  test.slow();
  // P seeds paul.payee's tickets in the provider (sandbox-api/src/providers/helpdesk/seed.ts).
  await signIn(page, USERS.payee);
  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page).toHaveTitle(/^Messages · /);
  const rows = page.getByRole('listitem').filter({ has: page.getByRole('link') });
  await expect(rows.first()).toBeVisible();
  expect(await seriousAxe(page)).toEqual([]);

  // Unread marks come from the product's stats (spec 03 §3): paul has two tickets with news he has not read.
  const unreadMarks = page.getByText('Unread', { exact: true });
  await expect(unreadMarks).toHaveCount(2);

  // Filters (spec 03 §4): closed shows only closed, new the unread answer.
  await page.getByRole('button', { name: 'Closed', exact: true }).click();
  await expect(page).toHaveURL(/filter=closed/);
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(page).toHaveURL(/filter=new/);
  // In the main area: the menu's Support item says "2 unread" too once its badge loads (5 s after sign-in), and it
  // comes first in the page.
  const unread = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Unread' }).first();
  await expect(unread).toBeVisible();
  await unread.getByRole('link').click();
  await expect(page).toHaveURL(/\/messages\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Conversation' })).toBeVisible();
  // Opening it set the read time; back on the list its unread mark is gone.
  await page.getByRole('link', { name: 'Back to messages' }).click();
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(unreadMarks).toHaveCount(1);

  // A new ticket with an attachment (the provider's fields: subject, description...).
  await page.getByRole('button', { name: 'New ticket' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New ticket' });
  await dialog.getByLabel(/Subject/).fill('Card statement question');
  await dialog.getByLabel(/Category/).selectOption('Documents');
  await dialog.getByLabel(/Description/).fill('Where do I find last month’s statement?');
  await dialog
    .getByLabel('Attach files')
    .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByRole('button', { name: 'Remove statement.pdf' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send ticket' }).click();
  await expect(page).toHaveURL(/\/messages\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Card statement question' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download statement.pdf' })).toBeVisible();

  // The agent answers in the provider's console (its own page, reached through the portal's gateway): the customer
  // is told live (a toast, spec 03 §2) and the open ticket reloads with the answer (spec 03 §4 "Live events").
  const ticketNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  const agent = await page.context().newPage();
  await agent.goto('/helpdesk/console');
  await expect(agent.getByRole('heading', { level: 1, name: 'Agent console' })).toBeVisible();
  await agent.getByRole('link', { name: `#${ticketNumber}`, exact: true }).click();
  await agent.getByLabel('Reply').fill('Under Statements, choose the month.');
  await agent.getByRole('button', { name: 'Send reply' }).click();
  await expect(agent.getByRole('status')).toHaveText('The reply is sent. The customer is told.');
  await expect(
    page.getByRole('status').getByRole('button', { name: /^New reply from support/ }),
  ).toBeVisible();
  await expect(page.getByText('Under Statements, choose the month.')).toBeVisible();

  // The customer replies.
  await page.getByLabel(/Your message/).fill('Thank you, found it.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Your reply was sent.')).toBeVisible();
  await expect(page.getByText('Thank you, found it.')).toBeVisible();
  expect(await seriousAxe(page)).toEqual([]);

  // The agent closes it (answered, so Closed: no notification); the customer finds it under Closed.
  await agent.getByRole('button', { name: 'Close ticket' }).click();
  await expect(agent.getByRole('status')).toHaveText('The ticket is closed. The customer is told.');
  await agent.close();
  await page.getByRole('link', { name: 'Back to messages' }).click();
  await page.getByRole('button', { name: 'Closed', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Card statement question' })).toBeVisible();
});

/** Paul's customer in the provider (sandbox-api/src/providers/helpdesk/seed.ts). */
const PAUL_CUSTOMER = 20402;
const isProviderCall = (url: string) => url.includes('/helpdesk/api/v1/');

test('support / a provider 429: one lock, nothing asked while it holds, lifted by the first success, not by the time (issue 47 item 7)', async ({
  page,
}) => {
  await signIn(page, USERS.payee);
  await page.goto('/messages');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  const provider: string[] = [];
  page.on('request', (request) => {
    if (isProviderCall(request.url()))
      provider.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });

  // The provider rate-limits paul for 3 s (its console's fault tool): the next call is answered 429.
  const throttled = await page.request.post(`/helpdesk/console/customers/${PAUL_CUSTOMER}/throttle`, {
    form: { seconds: '3' },
  });
  expect(await throttled.json()).toEqual({ tokens: expect.any(Number) });
  await page.getByRole('button', { name: 'Closed', exact: true }).click();
  await expect(page.getByText(/^Support is busy; try again in [1-3] seconds?\.$/)).toBeVisible();
  // While it holds, another filter asks nothing.
  const sentWhileLocked = provider.length;
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(/filter=open/);
  await expect(page.getByText('Support is busy', { exact: true })).toBeVisible();
  expect(provider.length).toBe(sentWhileLocked);

  // The seconds pass: the lock is still there (no timer lifts it) until the customer tries again.
  await expect(page.getByText('You can try again now.')).toBeVisible({ timeout: 10_000 });
  expect(provider.length).toBe(sentWhileLocked);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Support is busy', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  expect(provider.length).toBeGreaterThan(sentWhileLocked);
});

test('support / a provider 401: one token refresh, one retry, and the page is served (issue 47 item 7)', async ({
  page,
}) => {
  await signIn(page, USERS.payee);
  await page.goto('/messages');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  // The rows' previews (each row's last two messages) follow the list: settled before the tokens are forgotten, or
  // a preview still on its way meets the 401 first (it did once; the list then went out with the new token).
  await page.waitForLoadState('networkidle');
  const answers: { call: string; status: number }[] = [];
  page.on('response', (response) => {
    if (isProviderCall(response.url()))
      answers.push({ call: new URL(response.url()).pathname, status: response.status() });
  });

  // The provider forgets paul's token (its console's fault tool): the next call is answered 401.
  const expired = await page.request.post(`/helpdesk/console/customers/${PAUL_CUSTOMER}/expire-tokens`, {
    form: {},
  });
  expect(await expired.json()).toEqual({ tokens: expect.any(Number) });
  await page.getByRole('button', { name: 'Closed', exact: true }).click();
  await expect(page).toHaveURL(/filter=closed/);
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();

  await expect.poll(() => answers.filter((answer) => answer.call.endsWith('/tickets')).length).toBe(2);
  const exchanges = answers.filter((answer) => answer.call.endsWith('/oauth/remote-auth'));
  expect(exchanges).toEqual([{ call: expect.any(String), status: 200 }]);
  expect(answers.filter((answer) => answer.call.endsWith('/tickets')).map((answer) => answer.status)).toEqual(
    [401, 200],
  );
  // Only the list met the forgotten token: its rows' previews went out with the new one.
  expect(answers.filter((answer) => answer.status === 401)).toHaveLength(1);
  await expect(page.getByText('We could not load this page')).toHaveCount(0);
});

test('support / a business sees its manager agent by name, e-mail and hours, below its tickets (spec 03 §3)', async ({
  page,
}) => {
  // The provider's seed gives Bianca Studio its manager, Maria Manager (sandbox-api/src/providers/helpdesk/seed.ts).
  await signInToCompany(page, USERS.business, /Bianca Studio/);
  await page.goto('/messages');
  const manager = page.getByRole('region', { name: 'Your manager' });
  await expect(manager.getByText('Maria Manager', { exact: true })).toBeVisible();
  await expect(manager.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
  await expect(manager.getByText(/^Working hours: \S/)).toBeVisible();
  // Below the tickets: it arrives with an answer of its own and moves nothing already shown.
  const tickets = page.getByRole('link', { name: 'Add a new user to the company' });
  const [ticketBox, managerBox] = [await tickets.boundingBox(), await manager.boundingBox()];
  expect(managerBox!.y).toBeGreaterThan(ticketBox!.y);
});
