import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiSession } from '../../support/api';
import { USERS, signInToCompany } from '../../support/portal';
import { PORTS } from '../../support/ports';

/**
 * Issue 33 "Done when", webhooks, against the real sandbox and its demo receiver: Max (Max Gadgets BV, no merchant
 * data) creates a webhook to the receiver, tells the receiver the secret shown once, pings it; Paco pays Max (p2p) and
 * the receiver verifies the signed `payment.received`; the log shows it with its answer; a replay delivers it again
 * (same event id); the signature tester says valid for the right secret and invalid for a wrong one. A webhook to the
 * metadata address or a private one is refused with the response popup (spec 03 §8).
 */

/** The demo receiver beside this worker's sandbox: its port + 1000, on loopback (sandbox-api/src/merchant-receiver). */
const RECEIVER = `http://127.0.0.1:${PORTS.sandbox + 1000}`;

interface Delivery {
  receivedAt: string;
  event: string | null;
  eventId: string | null;
  verified: boolean;
  reason: string | null;
  body: string;
}

const seriousAxe = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );

async function deliveries(page: Page, endpoint: string): Promise<Delivery[]> {
  const response = await page.request.get(`${RECEIVER}/endpoints/${endpoint}/deliveries`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Delivery[];
}

async function openWebhooks(page: Page) {
  await page.goto('/merchant/internal/webhook_log');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
}

async function createWebhook(page: Page, name: string, url: string) {
  await page.getByRole('button', { name: 'Add a webhook' }).click();
  const form = page.getByRole('form', { name: 'New webhook' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Address (URL)').fill(url);
  await form.getByRole('button', { name: 'Create the webhook' }).click();
}

test('webhooks / create to the demo receiver, ping, a p2p payment delivered signed and verified, logged, replayed, the signature tester', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // An endpoint of this run's own: a retry of the journey starts clean.
  const endpoint = `max-${crypto.randomBytes(4).toString('hex')}`;
  const name = `Shop ${endpoint}`;
  const url = `${RECEIVER}/hooks/${endpoint}`;
  await signInToCompany(page, USERS.merchantJourney, /Max Gadgets BV/);
  await openWebhooks(page);
  await expect(page.getByText('No webhooks yet')).toBeVisible();

  // Create: the signing secret is shown once, with a copy button.
  await createWebhook(page, name, url);
  const secretBox = page.getByTestId('secret-once');
  await expect(secretBox).toBeVisible();
  const secret = (await secretBox.innerText()).trim();
  expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: new RegExp(name) })).toBeVisible();
  expect(await seriousAxe(page)).toEqual([]);

  // The receiver is told the secret (as the merchant would configure their server).
  const configured = await page.request.put(`${RECEIVER}/endpoints/${endpoint}`, {
    data: JSON.stringify({ secret }),
    headers: { 'Content-Type': 'application/json' },
  });
  expect(configured.ok()).toBe(true);
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await expect(secretBox).toBeHidden();

  // Ping: the answer shows here; the receiver got it.
  await page.getByRole('button', { name: `Ping ${name}` }).click();
  await expect(page.getByText('The address answered 200')).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => (await deliveries(page, endpoint)).some((d) => d.event === 'ping'))
    .toBe(true);

  // Paco pays Max 25.00 EUR (p2p, through the sandbox's method API as the portal's form would send it).
  const paco = await apiSession(page.request, USERS.merchantPayer);
  const { accounts } = await paco.call('balanceInquiry', {});
  const eur = [accounts.account].flat().find((account) => account.currencyCode === 'EUR');
  expect(eur, 'Paco has an EUR account').toBeDefined();
  await paco.call('transferP2p', {
    accountId: eur!.accountId,
    amount: '25.00',
    currency: 'EUR',
    toEmail: USERS.merchantJourney,
    note: `Webhook journey ${endpoint}`,
    idempotencyKey: crypto.randomUUID(),
  });

  // The receiver verified the signed event with the secret shown once.
  let payment: Delivery | undefined;
  await expect
    .poll(
      async () => {
        payment = (await deliveries(page, endpoint)).find((d) => d.event === 'payment.received');
        return payment?.verified;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const eventId = payment!.eventId!;
  expect(eventId).toBeTruthy();
  expect(payment!.body).toContain('25.00');

  // The log shows it with its answer; its row opens to the headers, the body and the answer.
  await openWebhooks(page);
  const row = page.getByTestId('webhook-request').filter({ hasText: eventId }).first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row.getByText('Delivered')).toBeVisible();
  await expect(row.getByText('Answer 200')).toBeVisible();
  await row.getByRole('button', { name: 'Show Payment received' }).click();
  const headersText = await row.locator('pre').nth(0).innerText();
  const bodyText = await row.locator('pre').nth(1).innerText();
  await expect(row.locator('pre').nth(2)).toContainText('received');
  const signature = /x-portal-signature:\s*(t=\d+,v1=[0-9a-f]{64})/i.exec(headersText)?.[1];
  expect(signature, headersText).toBeTruthy();
  expect(await seriousAxe(page)).toEqual([]);

  // A replay delivers the same event again: the receiver has it twice, same event id, both verified.
  await row.getByRole('button', { name: `Send again: Payment received ${eventId}` }).click();
  await expect(page.getByText('Sent again: answer 200')).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => (await deliveries(page, endpoint)).filter((d) => d.event === 'payment.received'))
    .toHaveLength(2);
  const twice = (await deliveries(page, endpoint)).filter((d) => d.event === 'payment.received');
  expect(twice.map((d) => d.eventId)).toEqual([eventId, eventId]);
  expect(twice.every((d) => d.verified)).toBe(true);

  // The signature tester: valid with the right secret, invalid (mismatch) with a wrong one.
  const tester = page.getByRole('form', { name: 'Signature tester' });
  await tester.getByLabel('Body, exactly as received').fill(bodyText);
  await tester.getByLabel(/^Signature header/).fill(signature!);
  await tester.getByLabel('Signing secret').fill(secret);
  await tester.getByRole('button', { name: 'Check the signature' }).click();
  await expect(page.getByTestId('signature-outcome')).toContainText('The signature is valid');
  const wrong = `${secret.slice(0, -1)}${secret.endsWith('0') ? '1' : '0'}`;
  await tester.getByLabel('Signing secret').fill(wrong);
  await tester.getByRole('button', { name: 'Check the signature' }).click();
  await expect(page.getByTestId('signature-outcome')).toContainText('The signature is not valid');
  await expect(page.getByTestId('signature-outcome')).toContainText('It was not made with this secret');
});

test('webhooks / a target on the metadata address or a private network is refused with the response popup', async ({
  page,
}) => {
  await signInToCompany(page, USERS.merchantJourney, /Max Gadgets BV/);
  await openWebhooks(page);
  for (const [name, url] of [
    ['Metadata', 'http://169.254.169.254/'],
    ['Private', 'http://10.0.0.1/'],
  ] as const) {
    await createWebhook(page, name, url);
    const popup = page.getByRole('dialog').filter({ hasText: /private, loopback or link-local/ });
    await expect(popup).toBeVisible({ timeout: 15_000 });
    expect(await seriousAxe(page)).toEqual([]);
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toBeHidden();
    // Nothing was created, nothing shown once; the form stays for a correction.
    await expect(page.getByTestId('secret-once')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) })).toHaveCount(0);
    await page.getByRole('form', { name: 'New webhook' }).getByRole('button', { name: 'Cancel' }).click();
  }
});
