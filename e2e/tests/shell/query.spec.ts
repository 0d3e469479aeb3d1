import { expect, test } from '@playwright/test';
import { createCodeChallenge, createCodeVerifier } from '@portal/api/pkce';
import { BRANDS } from '@portal/brands/brands';
import { PASSWORD, SANDBOX, USERS, latestLink } from '../../support/portal';

test.describe('query handling before every route (spec 01 §2)', () => {
  test('code with codeVerifier / exchanged for tokens, signed in, query removed', async ({ page }) => {
    const codeVerifier = createCodeVerifier();
    const login = await page.request.post(`${SANDBOX}/auth/login`, {
      data: {
        client: 'web',
        username: USERS.direct,
        password: PASSWORD,
        codeChallenge: await createCodeChallenge(codeVerifier),
      },
    });
    expect(login.ok()).toBe(true);
    const { code } = (await login.json()) as { code: string };
    await page.goto(`/login?code=${encodeURIComponent(code)}&codeVerifier=${codeVerifier}`);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible();
  });

  test('code with a wrong codeVerifier / the spec token error, still signed out', async ({ page }) => {
    const login = await page.request.post(`${SANDBOX}/auth/login`, {
      data: {
        client: 'web',
        username: USERS.direct,
        password: PASSWORD,
        codeChallenge: await createCodeChallenge(createCodeVerifier()),
      },
    });
    const { code } = (await login.json()) as { code: string };
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
