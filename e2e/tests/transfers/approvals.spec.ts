import { expect, test } from '@playwright/test';
import { signIn, signInToCompany } from '../../support/portal';

const IVAN = 'ivan.initiator@demo.test';
const BIANCA = 'bianca.business@demo.test';
const PAUL = 'paul.payee@demo.test';
const SHOTS = '/tmp/shots-h4';

test.describe('business approval queue', () => {
  test('ivan initiates / approval transaction created; bianca approves; ivan sees the outcome', async ({
    browser,
  }) => {
    const ivanContext = await browser.newContext();
    const ivan = await ivanContext.newPage();
    await signInToCompany(ivan, IVAN, /Bianca Studio Ltd/);
    await ivan.goto('/transfer/p2p');
    await expect(ivan.getByRole('heading', { level: 1, name: 'Send to a person' })).toBeVisible();
    const from = ivan.getByLabel('From account');
    const eurOption = from.locator('option', { hasText: /^EUR/ }).first();
    await from.selectOption((await eurOption.getAttribute('value')) ?? '');
    await ivan.getByRole('textbox', { name: 'Payee e-mail' }).fill(PAUL);
    await ivan.getByRole('textbox', { name: 'Amount' }).fill('21.37');
    await ivan.getByRole('button', { name: 'Review' }).click();
    await ivan.getByRole('button', { name: 'Confirm and send' }).click();
    await expect(ivan.getByText('Approval transaction created', { exact: true })).toBeVisible();
    // One success per action (issue 14): the page's panel, no popup over it.
    await expect(ivan.getByRole('dialog')).toHaveCount(0);

    await ivan.goto('/transfer/approved');
    const ivanRow = ivan.getByRole('row').filter({ hasText: '€21.37' });
    await expect(ivanRow).toContainText('Your request');
    await expect(ivanRow).toContainText('Waiting');
    await expect(ivan.getByRole('checkbox')).toHaveCount(0);

    const biancaContext = await browser.newContext();
    const bianca = await biancaContext.newPage();
    await signInToCompany(bianca, BIANCA, /Bianca Studio Ltd/);
    await bianca.goto('/transfer/approved');
    await expect(bianca.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
    const row = bianca.getByRole('row').filter({ hasText: '€21.37' });
    await expect(row).toContainText('Ivan');
    await bianca.setViewportSize({ width: 1280, height: 900 });
    await bianca.screenshot({ path: `${SHOTS}/approvals-1280.png`, fullPage: true });
    await bianca.setViewportSize({ width: 390, height: 844 });
    await bianca.screenshot({ path: `${SHOTS}/approvals-390.png`, fullPage: true });
    await bianca.setViewportSize({ width: 1280, height: 900 });
    await row.getByRole('checkbox').check();
    await bianca.getByRole('button', { name: 'Approve selected' }).click();
    const confirm = bianca.getByRole('dialog', { name: 'Approve the requests?' });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(bianca.getByText(/Request \d+: Approved\./)).toBeVisible();
    await expect(row).toContainText('Approved');

    await ivan.reload();
    await expect(ivan.getByRole('row').filter({ hasText: '€21.37' })).toContainText('Approved');
    await ivanContext.close();
    await biancaContext.close();
  });

  test('ivan between the company’s own accounts / queued for approval, no money moved (issue 12: maker-checker)', async ({
    page,
  }) => {
    await signInToCompany(page, IVAN, /Bianca Studio Ltd/);
    await page.goto('/transfer/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Between my accounts' })).toBeVisible();
    const from = page.getByLabel('From account');
    const eur = (await from.locator('option', { hasText: /^EUR/ }).first().getAttribute('value')) ?? '';
    const usd = (await from.locator('option', { hasText: /^USD/ }).first().getAttribute('value')) ?? '';
    await from.selectOption(eur);
    const balanceBefore = await from.locator(`option[value="${eur}"]`).textContent();
    await page.getByLabel('To account').selectOption(usd);
    await page.getByRole('textbox', { name: 'Amount' }).fill('12.34');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('button', { name: 'Confirm and send' }).click();

    await expect(page.getByText('Approval transaction created', { exact: true })).toBeVisible();
    await expect(page.getByText('Money moved')).toHaveCount(0);
    await page.goto('/transfer/account');
    await expect(page.getByLabel('From account').locator(`option[value="${eur}"]`)).toHaveText(
      balanceBefore ?? '',
    );
  });

  test('a personal customer / the no-access state', async ({ page }) => {
    await signIn(page, 'tina.transfers@demo.test');
    await page.goto('/transfer/approved');
    await expect(page.getByRole('heading', { name: 'No access to approvals' })).toBeVisible();
  });
});
