import { expect, test } from '@playwright/test';
import { signIn, USERS } from '../../support/portal';

/** Vera holds exactly one card (sandbox seed-cards): the cards route goes straight to it (spec 02 §2). */
const VERA = 'vera.virtual@demo.test';

test('cards / a single card / the cards page opens it; pause then resume it', async ({ page }) => {
  await signIn(page, VERA);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Cards' }).click();
  await expect(page).toHaveURL(/\/cards\/300102$/);
  const detail = page.getByTestId('card-detail');
  await expect(detail.getByText('Active', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Pause card' }).click();
  const pauseDialog = page.getByRole('dialog', { name: 'Pause this card?' });
  await pauseDialog.getByRole('button', { name: 'Pause card' }).click();
  await expect(page.getByText('The card is paused.')).toBeVisible();
  await pauseDialog
    .getByRole('button', { name: /close/i })
    .first()
    .click()
    .catch(() => undefined);
  await expect(detail.getByText('Paused', { exact: true }).first()).toBeVisible();
  // spec 02 §4: a paused card offers unpause and no pause.
  await expect(page.locator('[data-action="pause"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Resume card' }).click();
  const resumeDialog = page.getByRole('dialog', { name: 'Resume this card?' });
  await resumeDialog.getByRole('button', { name: 'Resume card' }).click();
  await expect(page.getByText('The card is active again.')).toBeVisible();
  await resumeDialog
    .getByRole('button', { name: /close/i })
    .first()
    .click()
    .catch(() => undefined);
  await expect(detail.getByText('Active', { exact: true }).first()).toBeVisible();
  await expect(page.locator('[data-action="unPause"]')).toHaveCount(0);
  await expect(page.locator('[data-action="pause"]')).toHaveCount(1);
});

test('change PIN / weak and mismatched PINs / field messages, then the PIN changes', async ({ page }) => {
  await signIn(page, USERS.simple);
  await page.goto('/cards/300201');
  await page.getByRole('link', { name: 'Change PIN' }).click();
  await expect(page).toHaveURL(/\/card\/300201\/pin$/);

  const pin = page.getByRole('textbox', { name: 'New PIN', exact: true });
  const pinRepeat = page.getByRole('textbox', { name: 'Repeat the new PIN' });
  const submit = page.getByRole('button', { name: 'Continue' });
  const weak: [string, string][] = [
    ['12a4', 'The PIN must be exactly 4 digits'],
    ['7777', 'The PIN cannot be one digit repeated'],
    ['1234', 'The PIN cannot be a sequence like 1234 or 4321'],
    ['6543', 'The PIN cannot be a sequence like 1234 or 4321'],
  ];
  for (const [value, message] of weak) {
    await pin.fill(value);
    await pinRepeat.fill(value);
    await submit.click();
    await expect(page.getByText(message)).toBeVisible();
  }
  await pin.fill('5820');
  await pinRepeat.fill('5821');
  await submit.click();
  await expect(page.getByText('The PINs do not match')).toBeVisible();

  await pinRepeat.fill('5820');
  await submit.click();
  const confirm = page.getByRole('dialog', { name: 'Change the PIN now?' });
  await confirm.getByRole('button', { name: 'Change PIN' }).click();
  await expect(page.getByText('Your PIN has been changed.')).toBeVisible();
});
