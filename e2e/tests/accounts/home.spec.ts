import { expect, test } from '@playwright/test';
import { signIn, signInAsRepresentative, USERS } from '../../support/portal';

/**
 * Issue 14 item 2: the home tells the story — an estimated total, the recent activity across accounts, quick
 * actions, one actions menu per tile and a balance trend per account. Real sandbox, no stubs.
 */

const SHOTS = '/tmp/shots-home';

test('anna / total as an estimate, recent activity, quick actions, the tile menu by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 860 });
  await signIn(page, USERS.simple);
  await expect(page.getByText('€1,520.50', { exact: true })).toBeVisible();

  const total = page.getByRole('region', { name: 'Total balance' });
  await expect(total.getByTestId('total-balance')).toHaveText(/^≈ €[\d,]+\.\d{2}$/);
  await expect(total.getByText('Estimated in EUR at today’s exchange rates')).toBeVisible();

  const activity = page.getByRole('region', { name: 'Recent activity' });
  await expect(activity.getByRole('listitem')).toHaveCount(5);
  await expect(activity.getByRole('listitem').first()).toContainText(/[+-](€|\$)[\d,]+\.\d{2}/);
  await expect(activity.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/history');

  const quick = page.getByRole('navigation', { name: 'Quick actions' });
  await expect(quick.getByRole('link')).toHaveText(['Send', 'Add money', 'Exchange', 'Cards']);

  // Each tile's trend says in words what the line shows.
  const euro = page.getByRole('article', { name: /Payment account · EUR/ });
  await expect(euro.getByTestId('balance-trend')).toContainText(/Balance (rose|fell|unchanged|went from)/);

  await page.screenshot({ path: `${SHOTS}/home-desktop.png`, fullPage: true });

  // Reloaded, the home fills in skeletons of the same size: the total, the tiles' trends and the activity
  // arrive without moving anything in the page's main area (cumulative layout shift ≈ 0; the shell's header and
  // menu are not this page's).
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    new PerformanceObserver((list) => {
      const main = document.querySelector('main');
      for (const entry of list.getEntries() as Shift[])
        if (
          !entry.hadRecentInput &&
          entry.sources.some((source) => source.node && main?.contains(source.node))
        )
          shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.reload();
  await expect(activity.getByRole('listitem')).toHaveCount(5);
  await expect(euro.getByTestId('balance-trend')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const cls = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
  console.log(`/home cumulative layout shift (main area): ${cls.toFixed(4)}`);
  expect(cls).toBeLessThan(0.005);

  // The tile's menu by keyboard: open, move, Escape gives the focus back, Enter follows an item.
  const menuButton = euro.getByRole('button', { name: /^Actions for Payment account · EUR/ });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'History' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Statements' })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/home-menu-open.png` });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/history\?accountId=\d+$/);
});

test('anna on a phone / the same story in one column, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, USERS.simple);
  await expect(
    page.getByRole('region', { name: 'Total balance' }).getByTestId('total-balance'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem')).toHaveCount(5);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/home-phone.png`, fullPage: true });
});

test('representative / bianca for Nordlicht: no total, no activity, nothing asked for them', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const method = new URL(request.url()).searchParams.get('method');
    if (method) asked.push(method);
  });
  await signInAsRepresentative(page, USERS.business, /Nordlicht Trading GmbH/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your accounts' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total balance' })).toHaveCount(0);
  await expect(page.getByText(/≈/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Recent activity' })).toHaveCount(0);
  for (const method of ['getDefaultExchangeRates', 'getTransactionHistory', 'getBalanceHistory'])
    expect(asked, method).not.toContain(method);
});
