import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, USERS, fillCredentials, latestCode, openDevicePage } from '../../support/portal';

/** Sven signs in with an SMS code (sandbox-api/README.md). */
async function signInSven(page: Page, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await fillCredentials(page, USERS.settings, password);
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await page.getByLabel('One-time code').fill(await latestCode(page, USERS.settings));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/setting');
  await expect(page.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible();
}

// One user's settings change in order: the whitelist, the password, the second factor, then a device (which makes
// push his way of signing in).
test.describe.configure({ mode: 'serial' });

test.describe('security settings (spec 02 §4, §7)', () => {
  test('IP whitelist / invalid address refused on the spot; a valid one listed, then deleted', async ({
    page,
  }) => {
    await signInSven(page);
    const section = page.getByRole('region', { name: 'IP whitelist' });
    await section.getByRole('button', { name: 'Add IP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an IP address' });
    await dialog.getByLabel('IP address').fill('999.1.1.1');
    await dialog.getByRole('button', { name: 'Add address' }).click();
    await expect(dialog).toContainText(/valid|IPv4|IPv6/i);
    await dialog.getByLabel('IP address').fill('203.0.113.7');
    await dialog.getByRole('button', { name: 'Add address' }).click();
    const table = section.getByRole('table', { name: 'Allowed addresses' });
    await expect(table).toContainText('203.0.113.7');
    await section.getByRole('button', { name: 'Delete 203.0.113.7' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this address?' })
      .getByRole('button', { name: 'Delete address' })
      .click();
    await expect(table).not.toContainText('203.0.113.7');
    await page.screenshot({ path: 'dist/screenshots/setting-desktop.png', fullPage: true });
  });

  test('password change / SMS code / the success text with the relink advice; new password works', async ({
    page,
  }) => {
    await signInSven(page);
    const section = page.getByRole('region', { name: 'Password' });
    await section.getByLabel('Current password').fill(PASSWORD);
    await section.getByLabel('New password', { exact: true }).fill('Settings-pass-2');
    await section.getByLabel('Repeat the new password').fill('Settings-pass-2');
    await section.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm password change' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Confirmation code').fill(await latestCode(page, USERS.settings));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(section).toContainText('Your password has been successfully updated.');
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await signInSven(page, 'Settings-pass-2');
  });

  test('two-step verification / wrong SMS code shows the server message; right one / Successfully', async ({
    page,
  }) => {
    await signInSven(page, 'Settings-pass-2');
    const section = page.getByRole('region', { name: 'Two-step verification' });
    await section.getByLabel('Method').selectOption('otp');
    await section.getByRole('button', { name: 'Change method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm two-step verification change' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Confirmation code').fill('000000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('alert')).toContainText('The code is wrong or has expired.');
    await dialog.getByLabel('Confirmation code').fill(await latestCode(page, USERS.settings));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Successfully')).toBeVisible();
    // spec 02 §4: the popup closes after 3 s.
    await expect(dialog).toHaveCount(0, { timeout: 6000 });
  });

  test('login history / the sign-ins, paged by 20', async ({ page }) => {
    await signInSven(page, 'Settings-pass-2');
    await page.goto('/login-history');
    const table = page.getByRole('table', { name: 'Sign-ins' });
    await expect(table.getByRole('row')).toHaveCount(21);
    await expect(page.getByText(/Page 1 of \d/)).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/Page 2 of \d/)).toBeVisible();
  });

  test('devices / link a new device by its QR code; the phone links it / listed', async ({ page }) => {
    await signInSven(page, 'Settings-pass-2');
    const section = page.getByRole('region', { name: 'Devices' });
    await section.getByRole('button', { name: 'Link a new device' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link a new device' });
    await expect(dialog.getByRole('img', { name: 'QR code that links your mobile device' })).toBeVisible();
    const device = await openDevicePage(page, USERS.settings);
    await device.getByLabel('Device name').first().fill('Sven test phone');
    await device.getByRole('button', { name: 'Link this phone' }).first().click();
    await expect(dialog).toContainText('Sven test phone is now linked to your account.');
  });
});

test('admin overview / find a customer, act as them, stop acting', async ({ page }) => {
  await page.goto('/login');
  await fillCredentials(page, USERS.admin);
  await expect(page).toHaveURL(/\/admin-overview$/);
  await page.getByLabel('Customer name, e-mail or number').fill('anna');
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('button', { name: /Act as this customer/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('€1,520.50', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Stop acting' }).click();
  await expect(page).toHaveURL(/\/admin-overview$/);
});
