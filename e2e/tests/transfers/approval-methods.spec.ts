import { expect, test, type Page } from '@playwright/test';
import { latestCode, openDevicePage, signIn } from '../../support/portal';

const PAUL = 'paul.payee@demo.test';
const SHOTS = '/tmp/shots-h4';

/** Fills a p2p to Paul and confirms it; the shell's approval popup opens next. */
async function sendToPaul(page: Page, amount: string): Promise<void> {
  await page.goto('/transfer/p2p');
  await expect(page.getByRole('heading', { level: 1, name: 'Send to a person' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Payee e-mail' }).fill(PAUL);
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Confirm and send' }).click();
}

/** Exactly one success: the page's panel, and no popup (a 'Successfully submitted' modal) over it (issue 14). */
async function expectOneSuccess(page: Page, panelText: string): Promise<void> {
  await expect(page.getByText(panelText)).toBeVisible();
  await expect(page.getByText(panelText)).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Successfully submitted')).toHaveCount(0);
  await expectTranslatedButtons(page);
}

/** No button names a raw text key ("ok", "close", "approval.confirm"). */
async function expectTranslatedButtons(page: Page): Promise<void> {
  const names = await page
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim()),
    );
  expect(names.filter((name) => /^[a-z]+$|^[a-z]+(\.[A-Za-z]+)+$/.test(name))).toEqual([]);
}

/** Types the newest outbox code into the shell's popup and expects the success panel. */
async function approveWithCode(page: Page, email: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Approve the transfer' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Approval code' }).fill(await latestCode(page, email));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expectOneSuccess(page, 'Money sent');
}

test.describe('approval methods of a p2p transfer', () => {
  test('sms / a wrong code is refused in the popup, the right one completes', async ({ page }) => {
    const email = 'sia.sms@demo.test';
    await signIn(page, email);
    await sendToPaul(page, '12');
    const dialog = page.getByRole('dialog', { name: 'Approve the transfer' });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/p2p-sms-popup-1280.png` });
    const code = await latestCode(page, email);
    const wrong = code === '000000' ? '111111' : '000000';
    await dialog.getByRole('textbox', { name: 'Approval code' }).fill(wrong);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Approval code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByText('Money sent')).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'Approval code' }).fill(code);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectOneSuccess(page, 'Money sent');
  });

  test('sms in Spanish / one success, no popup over it, no button shows a raw key (issue 14)', async ({
    page,
  }) => {
    const email = 'sia.sms@demo.test';
    await signIn(page, email);
    await page.evaluate(() => localStorage.setItem('portal.locale', 'es'));
    await page.goto('/transfer/p2p');
    await expect(page.getByRole('heading', { level: 1, name: 'Enviar a una persona' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Correo electrónico del beneficiario' }).fill(PAUL);
    await page.getByRole('textbox', { name: 'Importe' }).fill('11');
    await page.getByRole('button', { name: 'Revisar' }).click();
    await page.getByRole('button', { name: 'Confirmar y enviar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aprobar la transferencia' });
    await expect(dialog).toBeVisible();
    await expectTranslatedButtons(page);
    await dialog.getByRole('textbox', { name: 'Código de aprobación' }).fill(await latestCode(page, email));
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Dinero enviado')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Enviado correctamente')).toHaveCount(0);
    await expectTranslatedButtons(page);
    await page.screenshot({ path: `${SHOTS}/p2p-sms-done-es-1280.png` });
  });

  test('otp / the code completes', async ({ page }) => {
    const email = 'otto.otp@demo.test';
    await signIn(page, email);
    await sendToPaul(page, '13');
    await approveWithCode(page, email);
  });

  test('approvalCode / the code completes', async ({ page }) => {
    const email = 'aco.code@demo.test';
    await signIn(page, email);
    await sendToPaul(page, '14');
    await approveWithCode(page, email);
  });

  test('push / approved on the device page, the transfer completes', async ({ page }) => {
    const email = 'pia.pushpay@demo.test';
    await signIn(page, email);
    await sendToPaul(page, '15');
    // The phone's page lists what is waiting when it opens: open it once the portal says the request went out (the
    // submit's answer made it), not right after the press (it once opened before and listed nothing).
    await expect(page.getByRole('dialog', { name: 'Approve on your device' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Waiting for your approval' })).toBeVisible();
    const device = await openDevicePage(page, email);
    await device.getByRole('button', { name: 'Approve' }).first().click();
    await expect(page.getByText('Money sent')).toBeVisible();
  });

  test('sms / popup cancelled / nothing sent, the details stay filled', async ({ page }) => {
    const email = 'sia.sms@demo.test';
    await signIn(page, email);
    await sendToPaul(page, '16');
    const dialog = page.getByRole('dialog', { name: 'Approve the transfer' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText(/not approved|Approval cancelled/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Change details' }).click();
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('16');
  });
});
