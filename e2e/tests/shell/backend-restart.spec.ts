import { expect, test, type Page } from '@playwright/test';
import { startOwnPortal, type OwnPortal } from '../../support/own-portal';
import { PORTS } from '../../support/ports';
import { USERS, fillCredentials } from '../../support/portal';

/**
 * Issue 22 item 8: a sandbox restart mid-session keeps the user signed in. The back end really stops (its process
 * ends, nothing listens on its port) and really starts again on the same data; nothing in the browser is stubbed.
 * This file has a portal and a sandbox of its own, so the other journeys' sandbox never stops.
 */

let own: OwnPortal;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  own = await startOwnPortal({ portalPort: PORTS.restartPortal, sandboxPort: PORTS.restartSandbox });
});

test.afterAll(async () => {
  await own?.close();
});

test.use({ baseURL: `http://localhost:${PORTS.restartPortal}` });

/** Anna's card (sandbox seed-cards): a page of its own, away from where signing in lands. */
const CARD_PAGE = '/cards/300201';

const refreshTokenOf = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('portal.session') ?? 'null') as { refreshToken?: string } | null)
        ?.refreshToken,
  );

test('the sandbox restarts mid-session / "Server is not available" with Retry, then the same page, still signed in', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.goto('/login');
  await fillCredentials(page, USERS.simple);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(CARD_PAGE);
  const card = page.getByTestId('card-detail');
  await expect(card).toBeVisible();
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });

  // The back end goes away; the page is reloaded, so the portal needs it to show anything.
  await own.stopSandbox();
  await page.reload();
  const unavailable = page.getByRole('alert', { name: 'Server is not available' });
  await expect(unavailable).toBeVisible();
  // The portal's server is the gateway (DESIGN §8): it answers 502 for a back end that is away, so the page says the
  // server is not available, not that the customer's own connection failed.
  await expect(unavailable).not.toContainText('No connection');
  await expect(unavailable).toContainText('You are still signed in.');
  await expect(page).toHaveURL(new RegExp(`${CARD_PAGE}$`));
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveCount(0);
  expect(await refreshTokenOf(page)).toBeTruthy();
  await page.screenshot({ path: testInfo.outputPath('server-unavailable.png'), fullPage: true });

  // Retry while it is still away: the same answer, still signed in.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(unavailable).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${CARD_PAGE}$`));

  // Back (a new signing key: the old access token is refused and the refresh token renews it), then Retry.
  await own.startSandbox();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(card).toBeVisible();
  await expect(unavailable).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${CARD_PAGE}$`));
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible();

  // Away again, and back without anyone pressing Retry: the portal tries again by itself.
  await own.stopSandbox();
  await page.reload();
  await expect(unavailable).toBeVisible();
  await own.startSandbox();
  await expect(card).toBeVisible({ timeout: 45_000 });
  await expect(unavailable).toHaveCount(0);

  // Never the sign-in page in between: the session lived through both restarts.
  expect(visited.filter((path) => path !== CARD_PAGE)).toEqual([]);
  expect(await refreshTokenOf(page)).toBeTruthy();
});
