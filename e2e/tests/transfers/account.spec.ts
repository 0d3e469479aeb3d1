import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../../support/portal';

const TINA = 'tina.transfers@demo.test';
const TINA_EUR = '100401';
const TINA_USD = '100402';
const SHOTS = '/tmp/shots-h4';

/** The balance an account option shows ("EUR · Account 100401 · €5,000.00"), in cents. */
async function optionCents(page: Page, label: string, accountId: string): Promise<number> {
  const text = await page.getByLabel(label).locator(`option[value="${accountId}"]`).textContent();
  const amount =
    text
      ?.split('·')
      .pop()
      ?.replace(/[^\d.]/g, '') ?? '';
  return Math.round(Number(amount) * 100);
}

test.describe('between own accounts', () => {
  test('EUR to USD / quote, review, success; EUR balance down by amount + fee on the page', async ({
    page,
  }) => {
    await signIn(page, TINA);
    await page.goto('/transfer/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Between my accounts' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    const before = await optionCents(page, 'From account', TINA_EUR);

    await page.getByLabel('From account').selectOption(TINA_EUR);
    await page.getByLabel('To account').selectOption(TINA_USD);
    // Limits appear only once both accounts are chosen (spec 02 §5).
    await expect(page.getByText(/Left today:/)).toBeVisible();
    await expect(page.getByText('1 EUR = 1.08 USD')).toBeVisible();
    await page.getByRole('textbox', { name: 'Amount' }).fill('100');
    await expect(page.getByText('$108.00')).toBeVisible();
    await expect(page.getByText('€0.50', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/account-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/account-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByRole('heading', { name: 'Check your transfer' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm and send' }).dblclick();
    await expect(page.getByText('Money moved')).toBeVisible();
    await expect(page.getByText('€100.00 sent; fee €0.50.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/account-done-1280.png`, fullPage: true });

    await page.getByRole('button', { name: 'Make another transfer' }).click();
    await expect.poll(() => optionCents(page, 'From account', TINA_EUR)).toBe(before - 10050);
  });

  test('same currency / no rate shown; an amount over the max is refused before review', async ({ page }) => {
    await signIn(page, TINA);
    await page.goto('/transfer/account');
    await page.getByLabel('From account').selectOption(TINA_USD);
    await page.getByLabel('To account').selectOption(TINA_EUR);
    await expect(page.getByText(/You can send up to/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Amount' }).fill('999999');
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByText(/The most you can send is/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check your transfer' })).toHaveCount(0);
  });
});
