import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, signInToCompany, USERS } from '../../support/portal';

/** Issue 14 item 3: the history and every wide table on a 390 × 844 phone. */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 860 };
/** Anna's EUR payment account holds the large demo history (sandbox seed-history). */
const ACCOUNT = 100001;
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-h2';
fs.mkdirSync(SHOTS, { recursive: true });

test.use({ viewport: PHONE });

/** The page never scrolls sideways: nothing is wider than the window. */
async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The phone's markup differs from the desktop's (a list, not a table): no serious axe violation in it either. */
async function expectNoSeriousAxeViolation(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes[0]?.failureSummary} (${violation.nodes.length}×)`,
      ),
  ).toEqual([]);
}

/** Each line's "amount | status" as a phone list item reads it (the column headers are read as labels). */
async function phoneLines(list: Locator): Promise<string[]> {
  return list.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => {
      const text = item.textContent ?? '';
      const amount = /Amount: ([+-]?€[\d,]+\.\d{2})/.exec(text)?.[1];
      return `${amount ?? '?'} | ${/Status: (\p{L}+)/u.exec(text)?.[1] ?? '?'}`;
    }),
  );
}

/** The same for the desktop table's rows, from its Amount and Status columns. */
async function tableLines(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
    const amount = headers.indexOf('Amount');
    const status = headers.indexOf('Status');
    return [...element.querySelectorAll('tbody tr')].map((row) => {
      const cells = row.querySelectorAll('td');
      return `${cells[amount]?.textContent?.trim()} | ${cells[status]?.textContent?.trim()}`;
    });
  });
}

test('history on a phone / day headers, amounts in sight, a counting Filter button in the URL; the same URL on a desktop lists the same rows', async ({
  page,
}) => {
  await signIn(page, USERS.simple);
  await page.goto(`/history?accountId=${ACCOUNT}`);

  const list = page.getByRole('group', { name: 'Transactions of the account' });
  const first = list.getByRole('listitem').first();
  await expect(first).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  // The newest line is less than a day old (seed-history), so the first header is today or yesterday.
  const headers = list.getByRole('heading', { level: 3 });
  await expect(headers.first()).toHaveText(/^(Today|Yesterday)$/);
  for (const header of await headers.allTextContents())
    expect(header).toMatch(/^(Today|Yesterday|[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}(, \d{4})?)$/);
  expect(new Set(await headers.allTextContents()).size).toBe(await headers.count());
  // Each day's lines are a list named by its header.
  const firstDay = (await headers.first().textContent()) ?? '';
  await expect(page.getByRole('list', { name: firstDay })).toContainText((await first.textContent()) ?? '');

  // The first line's signed amount, in minor units, fully inside the phone's width.
  const amount = first.locator('span', { hasText: /^Amount: [+-]?€[\d,]+\.\d{2}$/ }).first();
  await expect(amount).toBeInViewport({ ratio: 1 });
  const box = await amount.boundingBox();
  expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSideScroll(page);
  // The filter is folded: the first line is on the first screen.
  expect((await first.boundingBox())?.y ?? Infinity).toBeLessThan(PHONE.height);
  await expect(page.getByLabel('Keyword')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/history-390.png` });
  await expectNoSeriousAxeViolation(page);

  // Two filters: the button counts them, the address bar carries them.
  const toggle = page.getByRole('button', { name: /^Filter/ });
  await expect(toggle).toHaveText('Filter');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Direction').selectOption({ label: 'Outgoing' });
  await page.getByLabel('Status').selectOption({ label: 'Completed' });
  await page.screenshot({ path: `${SHOTS}/history-filter-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/transactionDirection=out/);
  await expect(page).toHaveURL(/status=completed/);
  // Seen: "Filter (2)"; heard: "Filter (2 active filters)".
  await expect(toggle.locator('[aria-hidden="true"]')).toHaveText('(2)');
  await expect(toggle).toHaveAccessibleName('Filter (2 active filters)');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Keyword')).toBeHidden();
  await expect(list.getByText('Status: Completed')).toHaveCount(await list.getByRole('listitem').count());
  await expectNoSideScroll(page);

  const onPhone = await phoneLines(list);
  expect(onPhone).toHaveLength(20);
  for (const line of onPhone) expect(line).toMatch(/^-€[\d,]+\.\d{2} \| Completed$/);

  // The same address on a desktop: the table, the same rows in the same order, the filter open.
  const url = page.url();
  await page.setViewportSize(DESKTOP);
  await page.goto(url);
  const table = page.getByRole('table', { name: 'Transactions of the account' });
  await expect(table.locator('tbody tr')).toHaveCount(20);
  await expect(page.getByRole('button', { name: /^Filter/ })).toBeHidden();
  await expect(page.getByLabel('Direction')).toHaveValue('out');
  expect(await tableLines(table)).toEqual(onPhone);
  await page.screenshot({ path: `${SHOTS}/history-1366.png` });
});

test('batch transfers and sign-in history on a phone / a list of rows, no sideways scroll', async ({
  page,
}) => {
  await signIn(page, USERS.simple);

  await page.goto('/history/batch-transfers');
  const batches = page.getByRole('group', { name: /batch/i });
  await expect(batches.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(batches.getByRole('listitem').first()).toContainText(/Payments: \d+/);
  await expectNoSideScroll(page);
  await page.screenshot({ path: `${SHOTS}/batch-transfers-390.png`, fullPage: true });
  await expectNoSeriousAxeViolation(page);
  await batches.getByRole('listitem').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/batch-transfers-390-rows.png` });

  await page.goto('/login-history');
  const signIns = page.getByRole('group', { name: /sign-in/i });
  await expect(signIns.getByRole('listitem').first()).toBeVisible();
  await expect(signIns.getByRole('listitem').first()).toContainText('Result: Successful');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSideScroll(page);
  await page.screenshot({ path: `${SHOTS}/login-history-390.png`, fullPage: true });
  await expectNoSeriousAxeViolation(page);
  await signIns.getByRole('listitem').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/login-history-390-rows.png` });
});

test('approvals on a phone / each request a row with its checkbox, amount and status; no sideways scroll', async ({
  page,
}) => {
  await signInToCompany(page, USERS.business, /Bianca Studio Ltd/);

  await page.goto('/transfer/approved');
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  const requests = page.getByRole('list', { name: 'Payments' });
  const first = requests.getByRole('listitem').first();
  await expect(first).toBeVisible();
  await expect(first).toContainText(/Amount: /);
  await expect(page.getByRole('checkbox', { name: 'Select all', exact: true })).toBeVisible();
  await expectNoSideScroll(page);
  await page.screenshot({ path: `${SHOTS}/approvals-390.png`, fullPage: true });
  await expectNoSeriousAxeViolation(page);
  await first.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/approvals-390-rows.png` });
});
