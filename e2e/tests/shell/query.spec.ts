import { expect, test, type Page } from '@playwright/test';
import { createCodeVerifier } from '@portal/api/pkce';
import { BRANDS } from '@portal/brands/brands';
import { PASSWORD, SANDBOX, USERS, directCode, latestLink } from '../../support/portal';

test.describe('query handling before every route (spec 01 §2)', () => {
  test('code with codeVerifier / exchanged for tokens, signed in, query removed', async ({ page }) => {
    const codeVerifier = createCodeVerifier();
    const code = await directCode(page, codeVerifier);
    await page.goto(`/login?code=${encodeURIComponent(code)}&codeVerifier=${codeVerifier}`);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible();
  });

  /** Every path the page's address takes (pushState, replaceState), recorded in the page from its start. */
  const recordPaths = (page: Page) =>
    page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenPaths: string[] }).seenPaths = seen;
      for (const name of ['pushState', 'replaceState'] as const) {
        const original = history[name].bind(history);
        history[name] = (data: unknown, unused: string, url?: string | URL | null) => {
          original(data, unused, url);
          seen.push(location.pathname);
        };
      }
    });

  test('code on a signed-in page / the page waits for the exchange in its own place, never the sign-in form', async ({
    page,
  }) => {
    const verifier = createCodeVerifier();
    const code = await directCode(page, verifier);
    await recordPaths(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      const method = new URL(request.url()).searchParams.get('method');
      if (method) calls.push(method);
    });
    await page.goto(`/home?code=${encodeURIComponent(code)}&codeVerifier=${verifier}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Recent activity' })).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    // The customer info asked for as the code was exchanged, while the shell started, is the one the session uses:
    // asked once (issue 28 item 3).
    expect(calls.filter((name) => name === 'getCustomerInfo')).toEqual(['getCustomerInfo']);
    // The app sent the customer in signed in (issue 28): the sign-in page was not passed through.
    const paths = await page.evaluate(() => (window as unknown as { seenPaths: string[] }).seenPaths);
    expect(paths).not.toContain('/login');
    expect(paths.length).toBeGreaterThan(0);
    // A heading shown on the first load is not a navigation: focus stays where the browser put it.
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('H1');
  });

  test('code on a signed-in page with a wrong codeVerifier / the token error, then the sign-in page', async ({
    page,
  }) => {
    const code = await directCode(page);
    await page.goto(`/home?code=${encodeURIComponent(code)}&codeVerifier=${createCodeVerifier()}`);
    await expect(page.getByRole('dialog')).toContainText('[get token error] bad status');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('code with a wrong codeVerifier / the spec token error, still signed out', async ({ page }) => {
    const code = await directCode(page);
    await page.goto(`/login?code=${encodeURIComponent(code)}&codeVerifier=${createCodeVerifier()}`);
    await expect(page.getByRole('dialog')).toContainText('[get token error] bad status');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('api 3 / staging 3 selected and shown, calls go there; api 0 / cleared', async ({ page }) => {
    await page.goto('/login?api=3');
    await expect(page.getByRole('status').filter({ hasText: 'Staging environment 3' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    const staging = new URL(BRANDS.aurora.apiEnvironments.staging(3));
    const request = page.waitForRequest(
      (candidate) =>
        new URL(candidate.url()).host === staging.host && candidate.url().endsWith('/auth/login'),
    );
    await page.getByLabel('E-mail').fill(USERS.simple);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(new URL((await request).url()).pathname).toBe(`${staging.pathname}/auth/login`);
    await page.goto('/login?api=0');
    await expect(page.getByText('Staging environment 3')).toHaveCount(0);
  });

  test('api * / asks for a URL, checks it, then uses it', async ({ page }) => {
    await page.goto('/login?api=*');
    const dialog = page.getByRole('dialog', { name: 'Custom back-end address' });
    await dialog.getByLabel('Back-end base URL').fill('ftp://nope');
    await dialog.getByRole('button', { name: 'Use this address' }).click();
    await expect(dialog.getByText('Enter an http or https address')).toBeVisible();
    await dialog.getByLabel('Back-end base URL').fill(SANDBOX);
    await dialog.getByRole('button', { name: 'Use this address' }).click();
    await expect(page.getByText(`Custom back end: ${SANDBOX}`)).toBeVisible();
    await page.getByLabel('E-mail').fill(USERS.simple);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/home?api=0');
    await expect(page.getByText(/Custom back end/)).toHaveCount(0);
  });

  test('emailConfirmation / success text once, then the failure text for the spent token', async ({
    page,
  }) => {
    const issued = await page.request.post(`${SANDBOX}/sandbox/email-confirmation`, {
      data: { email: USERS.simple },
    });
    expect(issued.ok()).toBe(true);
    const link = await latestLink(page, USERS.simple);
    await page.goto(link);
    await expect(page.getByRole('dialog')).toContainText('Your E-mail address has been confirmed!');
    await expect(page).not.toHaveURL(/emailConfirmation/);
    await page.goto(link);
    await expect(page.getByRole('dialog')).toContainText('An error has occurred. Please contact us.');
  });
});
