import { expect, test, type Page } from '@playwright/test';
import { SANDBOX, USERS, fillCredentials, latestCode, latestLink, signIn } from '../../support/portal';

/** Asks the sandbox for a fresh activation e-mail (the product's own call) and answers the link in it. */
async function activationLink(page: Page, email: string): Promise<string> {
  const response = await page.request.post(`${SANDBOX}/api/v1/?method=resendActivationCode`, {
    data: { method: 'resendActivationCode', email },
  });
  expect(((await response.json()) as { responseCode: string }).responseCode).toBe('00');
  return latestLink(page, email);
}

test.describe('activation (spec 01 §2, §4)', () => {
  test('personal / signed in, home, the spec text', async ({ page }) => {
    await page.goto(await activationLink(page, USERS.pendingPersonal));
    await expect(page.getByRole('dialog')).toContainText('Your Account has been activated.');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('business / says the authorised users get their links', async ({ page }) => {
    await page.goto(await activationLink(page, USERS.pendingBusiness));
    await expect(page.getByRole('heading', { name: 'Your business account is active' })).toBeVisible();
    await expect(page.getByText(/authorised users/i)).toBeVisible();
  });

  test('employee / password popup, then active and can sign in', async ({ page }) => {
    await page.goto(await activationLink(page, USERS.pendingEmployee));
    const dialog = page.getByRole('dialog', { name: 'Set your password' });
    await dialog.getByLabel('Password', { exact: true }).fill('Fresh-pass-9');
    await dialog.getByLabel('Repeat the password').fill('Fresh-pass-9');
    await dialog.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByRole('heading', { name: 'Your employee account is active' })).toBeVisible();
  });

  test('a wrong code / the Account Activation popup, after signing out the current session', async ({
    page,
  }) => {
    const link = `/?action=activation&user=${encodeURIComponent(USERS.pendingPersonal)}&code=000000`;
    await signIn(page, USERS.simple);
    await page.goto(link);
    await expect(page.getByRole('dialog', { name: 'Account Activation' })).toBeVisible();
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('password reset / code by e-mail, new password / signs in with it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('E-mail').fill(USERS.reset);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  await page.getByLabel('Code from the e-mail').fill(await latestCode(page, USERS.reset));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('New password', { exact: true }).fill('Reset-pass-77');
  await page.getByLabel('Repeat the new password').fill('Reset-pass-77');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await fillCredentials(page, USERS.reset, 'Reset-pass-77');
  await expect(page).toHaveURL(/\/home$/);
});

test.describe('authorize (spec 01 §2)', () => {
  const query = `client_id=demo-partner&redirect_uri=${encodeURIComponent('http://127.0.0.1:5599/callback')}&scope=profile%20balance&state=s1&response_type=code`;

  test('signed out / path stored, sign-in, approve / redirected with a code', async ({ page }) => {
    await page.goto(`/oau?${query}`);
    await expect(page).toHaveURL(/\/login$/);
    await fillCredentials(page, USERS.simple);
    await expect(
      page.getByRole('heading', { name: 'Demo Partner Shop wants to access your account' }),
    ).toBeVisible();
    const callback = page.waitForRequest((request) =>
      request.url().startsWith('http://127.0.0.1:5599/callback'),
    );
    await page.getByRole('button', { name: 'Approve' }).click();
    const url = new URL((await callback).url());
    expect(url.searchParams.get('state')).toBe('s1');
    expect(url.searchParams.get('code')).toBeTruthy();
  });

  test('unknown client / 404 sends to the root', async ({ page }) => {
    await signIn(page, USERS.simple);
    await page.goto(
      `/auth/sei?client_id=nobody&redirect_uri=${encodeURIComponent('http://127.0.0.1:5599/callback')}`,
    );
    await expect(page).toHaveURL(/\/home$/);
  });
});

test('terms error / the terms listed, accepted / on to home', async ({ page }) => {
  await page.goto('/login');
  await fillCredentials(page, USERS.terms);
  await expect(page).toHaveURL(/\/legal-terms$/);
  await expect(page.getByRole('heading', { name: 'Updated terms' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Terms and Conditions/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Privacy Policy/ })).toBeVisible();
  await page.getByLabel('I have read and accept these documents').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
