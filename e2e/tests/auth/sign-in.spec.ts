import { expect, test } from '@playwright/test';
import { USERS, fillCredentials, latestCode, signIn } from '../../support/portal';

test.describe('sign-in', () => {
  test('simple flow / demo user / sees the seeded balances, closed account apart', async ({ page }) => {
    await signIn(page, USERS.simple);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Anna' })).toBeVisible();
    // Accounts by type (spec 02 §3).
    const payment = page.getByRole('region', { name: 'Payment accounts' });
    await expect(payment.getByText('€1,520.50', { exact: true })).toBeVisible();
    await expect(payment.getByText('$320.00', { exact: true })).toBeVisible();
    await expect(payment.getByText('€35.20', { exact: true })).toBeVisible();
    // Pre-payment: remaining value = |-500.00| + (-120.00) (spec 02 §3).
    await expect(
      page.getByRole('region', { name: 'Pre-payment accounts' }).getByText('€380.00', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Card accounts' })).toContainText('Daily card');
    await expect(page.getByRole('region', { name: 'Closed accounts' })).toContainText('GBP');
  });

  test('otp flow / code read from the outbox / signed in and sees balances', async ({ page }) => {
    await page.goto('/login');
    await fillCredentials(page, USERS.otp);
    await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
    await page.getByLabel('One-time code').fill(await latestCode(page, USERS.otp));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('€2,450.00', { exact: true })).toBeVisible();
  });

  test('otp flow / wrong code / server message in the error popup, still on the code step', async ({
    page,
  }) => {
    await page.goto('/login');
    await fillCredentials(page, USERS.otp);
    await page.getByLabel('One-time code').fill('000000');
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(/code/i);
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByLabel('One-time code')).toBeVisible();
  });

  test('wrong password / shows the server message in the error popup', async ({ page }) => {
    await page.goto('/login');
    await fillCredentials(page, USERS.business, 'not-the-password');
    const popup = page.getByRole('dialog');
    await expect(popup).toContainText('Incorrect e-mail or password.');
    await expect(page).toHaveURL(/\/login$/);
  });

  // spec 01 §5: an e-mail has at least 6 characters, @ and a dot; a@b.c is well formed but too short (issue 12).
  for (const username of ['anna', 'a@b.c'])
    test(`username ${username} / field error, nothing sent`, async ({ page }) => {
      let loginCalls = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/auth/login')) loginCalls += 1;
      });
      await page.goto('/login');
      await fillCredentials(page, username);
      await expect(page.getByText('Enter a valid e-mail address, like name@example.com')).toBeVisible();
      expect(loginCalls).toBe(0);
    });

  test('sign-in guard / deep link while signed out / back to it after sign-in', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
    await fillCredentials(page, USERS.simple);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('€1,520.50', { exact: true })).toBeVisible();
  });

  test('sign out / back to login, the home page needs sign-in again', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  });
});
