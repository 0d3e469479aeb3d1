import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createCodeChallenge, createCodeVerifier } from '@portal/api/pkce';
import { PASSWORD, SANDBOX, USERS, fillCredentials, latestCode, openDevicePage } from '../../support/portal';

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

const IP_REFUSED =
  'Sign-in from this address is not allowed: this account accepts sign-ins only from the addresses on its IP whitelist.';

/**
 * Sven's session straight from the sandbox as a caller at `ip` (the header set by this machine, a trusted hop, as
 * the portal's gateway sets it): the way back for a journey that locked him out of this browser's address.
 */
async function whitelistedSession(request: APIRequestContext, ip: string) {
  const headers = { 'X-Forwarded-For': ip };
  const verifier = createCodeVerifier();
  const login = await request.post(`${SANDBOX}/auth/login`, {
    headers,
    data: {
      client: 'e2e',
      username: USERS.settings,
      password: PASSWORD,
      codeChallenge: await createCodeChallenge(verifier),
    },
  });
  expect(login.ok()).toBe(true);
  const { code } = (await login.json()) as { code: string };
  const otp = (
    await (await request.get(`${SANDBOX}/sandbox/outbox?to=${encodeURIComponent(USERS.settings)}`)).json()
  ).messages[0].code as string;
  const token = await request.post(`${SANDBOX}/auth/token`, {
    headers,
    data: { code, codeVerifier: verifier, otp },
  });
  expect(token.ok()).toBe(true);
  const { accessToken } = (await token.json()) as { accessToken: string };
  return async (method: string, body: Record<string, unknown>) =>
    (
      await request.post(`${SANDBOX}/api/v1/?method=${method}`, {
        headers: { ...headers, Authorization: `Bearer ${accessToken}` },
        data: { method, ...body },
      })
    ).json();
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

  test('IP whitelist on / a sign-in from an address not listed is refused with the reason, a browser naming a listed one too (issue 47 item 10)', async ({
    page,
  }) => {
    await signInSven(page);
    const section = page.getByRole('region', { name: 'IP whitelist' });
    // Sven's list holds 81.2.69.142 and 2.125.160.0–255; this browser signs in from this machine.
    const mode = section.getByRole('switch', { name: 'Only allow sign-in from these addresses' });
    // The switch's box is drawn by its track: a customer clicks the label.
    await section.getByText('Only allow sign-in from these addresses').click();
    await expect(mode).toBeChecked();
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page).toHaveURL(/\/login/);

    // The browser names a listed address itself: the gateway drops it, the sandbox sees this machine's.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '81.2.69.142' });
    await fillCredentials(page, USERS.settings);
    await expect(page.getByText(IP_REFUSED)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/login/);

    // The refusal is in his login history, from his real address; the mode goes off again as the listed
    // address would turn it off (a trusted hop on this machine names it, as the gateway names a caller).
    const api = await whitelistedSession(page.request, '81.2.69.142');
    const history = await api('getLoginHistory', { pageNumber: 1, pageSize: 20 });
    // Newest first: the session just started from the listed address, then the refusal.
    expect(history.items.slice(0, 2)).toMatchObject([
      { success: true, ip: '81.2.69.142' },
      // This machine's own address, as the browser reached the portal (IPv4 or IPv6 loopback).
      { success: false, ip: expect.stringMatching(/^(127\.0\.0\.1|::1)$/) },
    ]);
    expect((await api('setAccessIpMode', { mode: 0 })).responseCode).toBe('00');
    await page.setExtraHTTPHeaders({});
    await signInSven(page);
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
