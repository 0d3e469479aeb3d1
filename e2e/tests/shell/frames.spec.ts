import { expect, test, type Page } from '@playwright/test';
import { recordFrames, seen } from '../../support/frames';
import { USERS, signIn, signInToCompany } from '../../support/portal';

/**
 * Issue 28 item 4, issue 47 item 10: no blank frame between pages. A recorder reads, at every animation frame, the
 * text a customer sees in the main area (support/frames.ts: not a spinner's label, nothing hidden) while the
 * customer goes from the home page to a transfer form, another area's page and the cards: the old page stays until
 * the new one has rendered its content (a page whose data is slow shows its own skeleton under its heading), so no
 * frame shows a main area without a page.
 */

/** Follows the menu's links in turn, recording every frame of each move: none may show an empty main area. */
async function walk(page: Page, steps: readonly { link: string | RegExp; heading: string }[]) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const { link, heading } of steps) {
    const stop = await recordFrames(page);
    await menu.getByRole('link', { name: link, exact: typeof link === 'string' }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // A few more frames after the new page is there: a late blank frame counts too.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 150)));
    const frames = await stop();
    console.log(`${String(link)}: ${frames.length} frames, ${JSON.stringify(seen(frames))}`);
    expect(frames.length, String(link)).toBeGreaterThan(2);
    expect(
      seen(frames).filter((text) => text === ''),
      `${String(link)}: ${JSON.stringify(seen(frames))}`,
    ).toEqual([]);
  }
}

test('home → between accounts → home → p2p → home → cards / every frame shows a page', async ({ page }) => {
  await signIn(page, USERS.transfers);
  await expect(page.getByRole('region', { name: 'Recent activity' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await walk(page, [
    { link: 'Between accounts', heading: 'Between my accounts' },
    { link: 'Accounts', heading: 'Hello, Tina' },
    { link: 'Send to a person', heading: 'Send to a person' },
    { link: 'Accounts', heading: 'Hello, Tina' },
    { link: 'Cards', heading: 'Physical cards' },
  ]);
});

// The areas of issues 31 and 32 (support, smart contracts) are entered from another area like every other: Dirk, a
// business user of Delta Logistics (contracts on, seeded contracts), is no other journey's.
test('home → support → smart contracts → home / every frame shows a page', async ({ page }) => {
  await signInToCompany(page, 'dirk.delta@demo.test', /Delta Logistics BV/);
  await expect(page.getByRole('region', { name: 'Recent activity' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await walk(page, [
    { link: 'Support', heading: 'Messages' },
    { link: /^Smart contracts/, heading: 'Smart contracts' },
    { link: 'Accounts', heading: 'Hello, Dirk' },
  ]);
});

// The merchant area of issue 33 (mfe-merchant) is entered from another area like every other: Mia (Mia's Market,
// merchant data on every page) goes home → Merchant (under Company) → Accounts.
test('home → merchant → home / every frame shows a page', async ({ page }) => {
  await signInToCompany(page, 'mia.merchant@demo.test', /Mia's Market Ltd/);
  await expect(page.getByRole('region', { name: 'Recent activity' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await walk(page, [
    // spec 03 §2: the merchant's root redirects to security verification.
    { link: 'Merchant', heading: 'Identity verification' },
    { link: 'Accounts', heading: 'Hello, Mia' },
  ]);
});

/** Whether any code of an area has been fetched in this page (its chunks live under `/remotes/<area>/`). */
const areaCodeFetched = (page: Page, area: string) =>
  page.evaluate(
    (prefix) =>
      performance
        .getEntriesByType('resource')
        .some((entry) => new URL(entry.name).pathname.startsWith(prefix) && entry.name.endsWith('.js')),
    `/remotes/${area}/`,
  );

// Issue 47 item 10: the cold case. A fresh browser (no cached chunks) whose page has not fetched any of the transfer
// area's code goes home → a transfer form at 4× CPU, where the area's code, its first render and the form's first
// data take longest: the home page stays until the form is there (it showed a spinner alone for 6 frames).
test('home → a transfer form on a cold cache, 4× CPU / every frame shows a page', async ({ page }) => {
  await signIn(page, USERS.transfers);
  await expect(page.getByRole('region', { name: 'Recent activity' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await areaCodeFetched(page, 'mfe_transfers'), 'the transfers area is cold').toBe(false);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  await walk(page, [{ link: 'Between accounts', heading: 'Between my accounts' }]);

  expect(await areaCodeFetched(page, 'mfe_transfers')).toBe(true);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

// Another area entered cold, and a page of it whose code is not loaded yet (mfe-onboarding: the company's details,
// then its legal information): between areas and inside one, the page on screen stays until the next is there. The
// security settings (mfe-auth) show their area's spinner before their lazy page: the home page stays meanwhile.
test('home → company → legal information → home → security → home / every frame shows a page', async ({
  page,
}) => {
  await signInToCompany(page, 'dirk.delta@demo.test', /Delta Logistics BV/);
  await expect(page.getByRole('region', { name: 'Recent activity' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await areaCodeFetched(page, 'mfe_onboarding'), 'the onboarding area is cold').toBe(false);
  await walk(page, [
    { link: /^Company/, heading: 'Company details' },
    { link: 'Legal information', heading: 'Legal information' },
    { link: 'Accounts', heading: 'Hello, Dirk' },
    { link: 'Security', heading: 'Account security' },
    { link: 'Accounts', heading: 'Hello, Dirk' },
  ]);
});
