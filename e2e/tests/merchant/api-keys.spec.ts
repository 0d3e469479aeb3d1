import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  MERCHANT_API_KEY_HEADER,
  MERCHANT_API_PATHS,
  type MerchantPaymentRequest,
} from '@portal/api/catalogue';
import { SANDBOX, USERS, signInToCompany } from '../../support/portal';

/**
 * Issue 33 "Done when", API keys: Max creates a key (shown once), the test calls the public merchant API with it as a
 * merchant's server would (create a payment request, read it), the requests show in the API log for that key (spec 03
 * §5: asked once the key is chosen); an allowed-IP range that does not cover a source refuses it (403), then it is
 * removed again. A read-only user of Mia's company asking for an internal page lands on the saved buttons (spec 03 §2,
 * §6).
 */
const seriousAxe = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );

const api = (request: APIRequestContext, key: string, headers: Record<string, string> = {}) => ({
  create: (description: string) =>
    request.post(`${SANDBOX}${MERCHANT_API_PATHS.paymentRequests}`, {
      headers: { [MERCHANT_API_KEY_HEADER]: key, ...headers },
      data: { amount: '19.90', currencyCode: 'EUR', description },
    }),
  read: (id: number) =>
    request.get(`${SANDBOX}${MERCHANT_API_PATHS.paymentRequest.replace(':id', String(id))}`, {
      headers: { Authorization: `Bearer ${key}`, ...headers },
    }),
});

test('API keys / created and shown once, used against the merchant API, logged for the key; an address outside the allowed range refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const keyName = `Server ${crypto.randomBytes(3).toString('hex')}`;
  await signInToCompany(page, USERS.merchantJourney, /Max Gadgets BV/);
  await page.goto('/merchant/internal/api_key');
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();

  // Create: the key is shown once.
  await page.getByRole('button', { name: 'Create a key' }).click();
  const form = page.getByRole('form', { name: 'New API key' });
  await form.getByLabel('Name').fill(keyName);
  await form.getByRole('button', { name: 'Create the key' }).click();
  const shown = page.getByTestId('secret-once');
  await expect(shown).toBeVisible();
  const key = (await shown.innerText()).trim();
  expect(key).toMatch(/^mk_/);
  await expect(page.getByRole('heading', { level: 3, name: new RegExp(keyName) })).toBeVisible();
  expect(await seriousAxe(page)).toEqual([]);
  await page.getByRole('button', { name: 'I have saved it' }).click();

  // Used as a merchant's server would: create a payment request, read it back.
  const created = await api(page.request, key).create(`Order ${keyName}`);
  expect(created.status()).toBe(201);
  const paymentRequest = (await created.json()) as MerchantPaymentRequest;
  expect(paymentRequest).toMatchObject({ amount: '19.90', currencyCode: 'EUR', status: 'open' });
  const read = await api(page.request, key).read(paymentRequest.id);
  expect(read.status()).toBe(200);
  expect(((await read.json()) as MerchantPaymentRequest).id).toBe(paymentRequest.id);

  // An allowed range that covers this test's address (loopback) but not 203.0.113.7.
  const ranges = page.getByRole('list', { name: 'Allowed IP addresses' });
  await page.getByRole('button', { name: 'Add a range' }).click();
  const rangeForm = page.getByRole('form', { name: 'New allowed range' });
  await rangeForm.getByLabel('Name').fill('This machine');
  await rangeForm.getByLabel('First address').fill('127.0.0.1');
  await rangeForm.getByLabel('Last address').fill('127.0.0.1');
  await rangeForm.getByRole('button', { name: 'Add the range' }).click();
  await expect(ranges.getByRole('heading', { level: 3, name: /This machine/ })).toBeVisible();
  // The sandbox trusts X-Forwarded-For from loopback (trustProxy), so this request comes from 203.0.113.7.
  const refused = await api(page.request, key, { 'X-Forwarded-For': '203.0.113.7' }).create('From elsewhere');
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toBe('ipNotAllowed');
  expect((await api(page.request, key).read(paymentRequest.id)).status()).toBe(200);

  // A range the wrong way round is refused in the form before it is sent.
  await page.getByRole('button', { name: 'Add a range' }).click();
  await rangeForm.getByLabel('Name').fill('Backwards');
  await rangeForm.getByLabel('First address').fill('10.0.0.9');
  await rangeForm.getByLabel('Last address').fill('10.0.0.1');
  await rangeForm.getByRole('button', { name: 'Add the range' }).click();
  await expect(rangeForm.getByLabel('Last address')).toBeFocused();
  await expect(rangeForm.getByRole('alert')).toContainText('must not be lower than the first');
  await rangeForm.getByRole('button', { name: 'Cancel' }).click();

  // Restore: the range is deleted, after a confirmation; the key works from anywhere again.
  await ranges.getByRole('button', { name: 'Delete This machine' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the range?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(ranges).toHaveCount(0);
  expect(
    (await api(page.request, key, { 'X-Forwarded-For': '203.0.113.7' }).read(paymentRequest.id)).status(),
  ).toBe(200);

  // The API log: nothing until a key is chosen (spec 03 §5), then the key's requests with their answers.
  await page.goto('/merchant/internal/api_log');
  await expect(page.getByRole('heading', { level: 1, name: 'API log' })).toBeVisible();
  await expect(page.getByText('Choose a key to see its requests')).toBeVisible();
  const option = page.getByLabel('API key').locator('option', { hasText: keyName });
  await page.getByLabel('API key').selectOption((await option.getAttribute('value'))!);
  await page.getByRole('button', { name: 'Show the log' }).click();
  await expect(page.getByText(`POST ${MERCHANT_API_PATHS.paymentRequests}`).first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    page.getByText(`GET ${MERCHANT_API_PATHS.paymentRequests}/${paymentRequest.id}`).first(),
  ).toBeVisible();
  await expect(page.getByText('Address not allowed').first()).toBeVisible();
  await expect(page.getByText('203.0.113.7').first()).toBeVisible();
  expect(await seriousAxe(page)).toEqual([]);
});

test('full access only / a read-only user asking for the webhook log lands on the saved buttons, no internal links', async ({
  page,
}) => {
  await signInToCompany(page, USERS.merchantReader, /Mia's Market Ltd/);
  await page.goto('/merchant/internal/webhook_log');
  await expect(page).toHaveURL(/\/merchant\/buttons\/my_saved_buttons$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Merchant services' });
  await expect(nav.getByRole('link', { name: 'Saved buttons' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'API keys' })).toHaveCount(0);
  for (const path of ['/merchant/internal/api_key', '/merchant/internal/api_log']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/merchant\/buttons\/my_saved_buttons$/);
  }
  expect(await seriousAxe(page)).toEqual([]);
});
