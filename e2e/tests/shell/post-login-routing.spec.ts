import { expect, test } from '@playwright/test';
import { USERS, fillCredentials } from '../../support/portal';

/** Post-login routing (spec 01 §4, spec 03 §4): the resulting address of each rule. */
test.describe('post-login routing', () => {
  test('rule 1 / old-web user / sent to the old web address', async ({ page }) => {
    await page.goto('/login');
    const oldWeb = page.waitForRequest((request) =>
      request.url().startsWith('http://old-web.localhost:5598/'),
    );
    await fillCredentials(page, USERS.oldWeb);
    expect(new URL((await oldWeb).url()).pathname).toBe('/');
  });

  test('rule 2 / admin / admin overview', async ({ page }) => {
    await page.goto('/login');
    await fillCredentials(page, USERS.admin);
    await expect(page).toHaveURL(/\/admin-overview$/);
  });

  test('rule 3 / business user without related accounts / old web with the authorised-user info', async ({
    page,
  }) => {
    await page.goto('/login');
    const oldWeb = page.waitForRequest((request) =>
      request.url().startsWith('http://old-web.localhost:5598/business'),
    );
    await fillCredentials(page, USERS.businessOldWeb);
    const url = new URL((await oldWeb).url());
    expect(url.searchParams.get('email')).toBe(USERS.businessOldWeb);
    expect(url.searchParams.get('businessName')).toBe('Ben Logistics GmbH');
  });

  test('rule 4 / business user with related accounts / chooses a company; balance access leads home', async ({
    page,
  }) => {
    await page.goto('/login');
    await fillCredentials(page, USERS.business);
    const choice = page.getByRole('dialog', { name: 'Choose a company' });
    await expect(choice).toBeVisible();
    await choice.getByRole('button', { name: /Bianca Studio Ltd/ }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('€18,250.75', { exact: true })).toBeVisible();
  });

  test('rule 4 then business access / company without balance access / sent to company documents, read-only', async ({
    page,
  }) => {
    await page.goto('/login');
    await fillCredentials(page, USERS.business);
    await page
      .getByRole('dialog', { name: 'Choose a company' })
      .getByRole('button', { name: /Nordlicht Trading GmbH/ })
      .click();
    // spec 01 §6, spec 03 §4 rule 2: a user without balance access is sent to company documents.
    await expect(page).toHaveURL(/\/company-documents$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Company documents' })).toBeVisible();
    await expect(page.getByTestId('access-notice')).toContainText(
      'read-only access to Nordlicht Trading GmbH',
    );
  });

  test('business header / company and right beside the person; switch company, leave the choice, switch again (issue 14)', async ({
    page,
  }) => {
    await page.goto('/login');
    await fillCredentials(page, USERS.business);
    await page
      .getByRole('dialog', { name: 'Choose a company' })
      .getByRole('button', { name: /Bianca Studio Ltd/ })
      .click();
    await expect(page.getByText('€18,250.75', { exact: true })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header).toContainText('Bianca Studio Ltd · Full access');

    await header.getByRole('button', { name: 'Switch company' }).click();
    const choice = page.getByRole('dialog', { name: 'Choose a company' });
    await expect(choice).toContainText('You have access to 2 companies.');
    await choice.getByRole('button', { name: 'Cancel' }).click();
    await expect(choice).toBeHidden();
    await expect(page.getByText('€18,250.75', { exact: true })).toBeVisible();

    await header.getByRole('button', { name: 'Switch company' }).click();
    await choice.getByRole('button', { name: /Nordlicht Trading GmbH/ }).click();
    await expect(page.getByTestId('access-notice')).toContainText(
      'read-only access to Nordlicht Trading GmbH',
    );
    await expect(header).toContainText('Nordlicht Trading GmbH · Read only');
  });

  test('rule 5 / personal user needing a personal-info update / profile update', async ({ page }) => {
    await page.goto('/login');
    await fillCredentials(page, USERS.profileUpdate);
    await expect(page).toHaveURL(/\/profile-update$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Update your personal information' }),
    ).toBeVisible();
  });

  test('rule 6 / personal user needing KYC / kyc, the verification page', async ({ page }) => {
    await page.goto('/login');
    await fillCredentials(page, USERS.kyc);
    await expect(page).toHaveURL(/\/kyc$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your account' })).toBeVisible();
  });

  test('rule 8 / a remembered deep link / back to it after sign-in', async ({ page }) => {
    await page.goto('/setting');
    await expect(page).toHaveURL(/\/login$/);
    await fillCredentials(page, USERS.simple);
    await expect(page).toHaveURL(/\/setting$/);
  });
});
