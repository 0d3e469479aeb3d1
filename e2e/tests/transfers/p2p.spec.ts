import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../../support/portal';

const TINA = 'tina.transfers@demo.test';
const PAUL = 'paul.payee@demo.test';
const TINA_EUR = '100401';
const SHOTS = '/tmp/shots-h4';

async function optionCents(page: Page, accountId: string): Promise<number> {
  const text = await page.getByLabel('From account').locator(`option[value="${accountId}"]`).textContent();
  return Math.round(
    Number(
      text
        ?.split('·')
        .pop()
        ?.replace(/[^\d.]/g, '') ?? '',
    ) * 100,
  );
}

test.describe('person to person', () => {
  test('tina to paul / payee checked, fee, approval none, balance down by amount + fee', async ({ page }) => {
    await signIn(page, TINA);
    await page.goto('/transfer/p2p');
    await expect(page.getByRole('heading', { level: 1, name: 'Send to a person' })).toBeVisible();
    const before = await optionCents(page, TINA_EUR);
    await page.getByLabel('From account').selectOption(TINA_EUR);
    await page.getByRole('textbox', { name: 'Payee e-mail' }).fill('no-such-user@demo.test');
    await page.getByRole('textbox', { name: 'Amount' }).focus();
    await expect(page.getByText('There is no customer with this e-mail.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Payee e-mail' }).fill(PAUL);
    await page.getByRole('textbox', { name: 'Amount' }).focus();
    await expect(page.getByText(/Payee: Paul/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Amount' }).fill('50');
    await expect(page.getByText('Fee €0.25; €50.25 in all.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Note to the payee' }).fill('Lunch');
    await page.screenshot({ path: `${SHOTS}/p2p-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/p2p-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('button', { name: 'Confirm and send' }).click();
    await expect(page.getByText('Money sent')).toBeVisible();
    await expect(page.getByText(`€50.00 sent to ${PAUL}; fee €0.25.`)).toBeVisible();
    // One success per action (issue 14): the page's panel, no popup over it.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Make another transfer' }).click();
    await expect.poll(() => optionCents(page, TINA_EUR)).toBe(before - 5025);
    // Paul is now a recent payee (spec 02 §7, permission 3d), named by what the button shows (WCAG 2.5.3).
    await expect(
      page
        .getByRole('region', { name: 'Recent payees' })
        .getByRole('button', { name: new RegExp(PAUL.replace(/\./g, '\\.')) }),
    ).toBeVisible();
  });

  test('over the p2p limit / the server’s 61 message beside the form, details kept', async ({ page }) => {
    await signIn(page, TINA);
    await page.goto('/transfer/p2p');
    await page.getByLabel('From account').selectOption(TINA_EUR);
    await page.getByRole('textbox', { name: 'Payee e-mail' }).fill(PAUL);
    await page.getByRole('textbox', { name: 'Amount' }).fill('10001');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('button', { name: 'Confirm and send' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'The transfer was not sent' });
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText(/person-to-person limit/);
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('10001');
  });
});
