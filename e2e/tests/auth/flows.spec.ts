import { expect, test } from '@playwright/test';
import { USERS, fillCredentials, latestCode, openDevicePage, outbox } from '../../support/portal';

/** Every sign-in flow and migration kind against the sandbox (spec 01 §3–§5). */
test.describe('sign-in flows', () => {
  test('direct / exchanged at once / home', async ({ page }) => {
    await page.goto('/login');
    await fillCredentials(page, USERS.direct);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('€845.30', { exact: true })).toBeVisible();
  });

  test('sms / masked phone and the two-digit message number, code from the SMS / home', async ({ page }) => {
    await page.goto('/login');
    await fillCredentials(page, USERS.sms);
    await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
    const [sms] = await outbox(page, USERS.sms);
    const smsId = sms?.text.slice(0, 2) ?? '';
    expect(smsId).toMatch(/^\d{2}$/);
    await expect(page.getByText(`Enter the code from message #${smsId}.`)).toBeVisible();
    await expect(page.getByText(/•••123/)).toBeVisible();
    await page.getByLabel('One-time code').fill(await latestCode(page, USERS.sms));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('€3,120.75', { exact: true })).toBeVisible();
  });

  test('push / QR and devices shown, approved on the device page / signed in', async ({ page }) => {
    await page.goto('/login');
    await fillCredentials(page, USERS.push);
    await expect(page.getByRole('heading', { name: 'Approve the sign-in on your phone' })).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in the app' })).toHaveAttribute('href', /^aurora:\/\//);
    await expect(page.getByText('Pixel 8')).toBeVisible();
    await page.getByRole('button', { name: 'Send again' }).click();
    await expect(page.getByText('We sent the request to your phone again.')).toBeVisible();
    const device = await openDevicePage(page, USERS.push);
    await device.getByRole('button', { name: 'Approve' }).first().click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('€1,275.00', { exact: true })).toBeVisible();
  });

  test('push / rejected on the device / told so, not signed in', async ({ page }) => {
    await page.goto('/login');
    await fillCredentials(page, USERS.push);
    await expect(page.getByRole('heading', { name: 'Approve the sign-in on your phone' })).toBeVisible();
    const device = await openDevicePage(page, USERS.push);
    await device.getByRole('button', { name: 'Reject' }).first().click();
    await expect(page.getByText('The sign-in was rejected', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('verifyDevice / the phone approves this new browser / signed in', async ({ page }) => {
    await page.goto('/login');
    await fillCredentials(page, USERS.verifyDevice);
    await expect(page.getByRole('heading', { name: 'Approve this new browser' })).toBeVisible();
    const device = await openDevicePage(page, USERS.verifyDevice);
    await device.getByRole('button', { name: 'Approve' }).first().click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('€6,408.12', { exact: true })).toBeVisible();
  });

  test('migration soft / days left shown, continue / the otp step, then home', async ({ page }) => {
    await page.goto('/login');
    await fillCredentials(page, USERS.soft);
    await expect(page.getByRole('heading', { name: 'Switch to approval in the app' })).toBeVisible();
    await expect(page.getByText(/1[12] days left to switch/)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('One-time code').fill(await latestCode(page, USERS.soft));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('migration strict / must link a phone first; linked / signs in again with push', async ({ page }) => {
    await page.goto('/login');
    await fillCredentials(page, USERS.strict);
    await expect(page.getByRole('heading', { name: 'Turn on approval in the app' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await page.getByLabel('Phone number').fill('7700900777');
    await page.getByLabel('Country code').fill('+44');
    await page.getByRole('button', { name: 'Send links' }).click();
    await expect
      .poll(async () =>
        (await outbox(page, USERS.strict)).some((message) => /Google Play/.test(message.text)),
      )
      .toBe(true);
    const device = await openDevicePage(page, USERS.strict);
    await device.getByRole('button', { name: 'Link this phone' }).first().click();
    await expect(page.getByRole('heading', { name: 'Approve the sign-in on your phone' })).toBeVisible();
    await device.reload();
    await device.getByRole('button', { name: 'Approve' }).first().click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('€2,290.00', { exact: true })).toBeVisible();
  });

  test('employee e-mail / recognised by the e-mail check before signing in', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(USERS.employee);
    await page.getByLabel('Password', { exact: true }).focus();
    await expect(page.getByText(/belongs to a business employee/)).toBeVisible();
  });

  test('five wrong passwords / warned before, then locked', async ({ page }) => {
    const email = 'lock.test@demo.test';
    await page.goto('/login');
    const popup = page.getByRole('dialog');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await fillCredentials(page, email, `Wrong-pass-${attempt}`);
      if (attempt === 4) await expect(popup).toContainText('1 attempt left');
      if (attempt === 5) await expect(popup).toContainText('Too many failed sign-ins');
      await popup.getByRole('button', { name: 'OK' }).click();
    }
  });
});
