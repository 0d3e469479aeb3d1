import { expect, test, type Page } from '@playwright/test';
import { SANDBOX, signIn } from '../../support/portal';
import { seriousViolations, shootBothWidths } from '../../support/look';

/** Stan's demo accounts (sandbox-api/src/areas/transfers/standing/seed.ts). */
const STAN = 'stan.standing@demo.test';
const MAIN = '100940';
const SAVINGS = '100941';
const SHOTS = '/tmp/h/D-shots';

/** The balance an account option shows ("EUR · Account 100941 · €150.00"), in cents. */
async function optionCents(page: Page, accountId: string): Promise<number> {
  const text = await page.getByLabel('To account').locator(`option[value="${accountId}"]`).textContent();
  return Math.round(
    Number(
      text
        ?.split('·')
        .pop()
        ?.replace(/[^\d.]/g, '') ?? '',
    ) * 100,
  );
}

const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

test.describe('standing payments', () => {
  test('made between own accounts, paid when the sandbox clock advances (balance and history), then cancelled', async ({
    page,
  }) => {
    await signIn(page, STAN);
    await page.goto('/transfer/preapproved-payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Standing payments' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No standing payments yet' })).toBeVisible();
    await shoot(page, 'standing-empty');

    // The first payment goes at once; the standing order keeps the rest.
    await page.getByRole('link', { name: 'Set up a standing payment' }).click();
    await expect(page).toHaveURL(/\/transfer\/account$/);
    await page.getByLabel('From account').selectOption(MAIN);
    await page.getByLabel('To account').selectOption(SAVINGS);
    const savingsBefore = await optionCents(page, SAVINGS);
    await page.getByRole('textbox', { name: 'Amount' }).fill('25');
    await page.getByLabel('Repeat this transfer').check();
    await page.getByLabel('How often').selectOption('weekly');
    await page.getByLabel('Number of payments').fill('3');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('button', { name: 'Confirm and send' }).click();
    await expect(page.getByText('Money moved')).toBeVisible();

    await page.goto('/transfer/preapproved-payments');
    const row = page.getByRole('row').filter({ hasText: `Account ${MAIN} → account ${SAVINGS}` });
    await expect(row).toContainText('€25.00');
    await expect(row).toContainText('Weekly');
    await expect(row).toContainText('2 payments');
    await expect(row).toContainText('Active');
    await shoot(page, 'standing-list');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 860 });

    // A week on the sandbox clock: the second payment is made.
    const moved = await page.request.post(`${SANDBOX}/sandbox/clock`, { data: { days: 7 } });
    expect(moved.ok()).toBe(true);
    expect(await moved.json()).toMatchObject({ executed: 1, skipped: 0 });
    await page.reload();
    await expect(row).toContainText('1 payment');

    await page.goto('/transfer/account');
    await expect.poll(() => optionCents(page, SAVINGS)).toBe(savingsBefore + 5000);
    await page.goto('/history');
    await expect(page.getByText(`: ${MAIN} → ${SAVINGS}`).first()).toBeVisible();
    await expect(page.getByText(/^Standing payment \d+: 100940 → 100941$/).first()).toBeVisible();

    // The filter lives in the URL: an amount range that leaves it out shows the filtered empty state.
    await page.goto('/transfer/preapproved-payments?fromAmount=100');
    await expect(page.getByRole('heading', { name: 'No standing payments match the filter' })).toBeVisible();
    await expect(page.getByLabel('Amount from')).toHaveValue('100');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/transfer\/preapproved-payments$/);

    // Cancelled after a confirmation; the list reloads and the clock pays nothing more.
    await row.getByRole('button', { name: /^Cancel the standing payment of €25.00/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this standing payment?' });
    await expect(dialog).toContainText('€25.00');
    await shoot(page, 'standing-cancel');
    await dialog.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(
      page.getByText('The standing payment was cancelled. No more payments will be made.'),
    ).toBeVisible();
    await expect(row).toContainText('Cancelled');
    await expect(row.getByRole('button')).toHaveCount(0);
    const later = await page.request.post(`${SANDBOX}/sandbox/clock`, { data: { days: 7 } });
    expect(await later.json()).toMatchObject({ executed: 0 });
  });
});
