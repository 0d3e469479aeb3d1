import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../../support/portal';
import { seriousViolations, shootBothWidths } from '../../support/look';

/** Bella pays Pete; Bella's list starts with spam.collector (sandbox-api/src/areas/transfers/standing/seed.ts). */
const BELLA = 'bella.blacklist@demo.test';
const PETE = 'pete.payee@demo.test';
const BELLA_EUR = '100942';
const SHOTS = '/tmp/h/D-shots';

const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

/** Fills the p2p form to Pete (€5 from Bella's EUR account); the caller sends it and checks the outcome. */
async function payPete(page: Page) {
  await page.goto('/transfer/p2p');
  await page.getByLabel('From account').selectOption(BELLA_EUR);
  await page.getByRole('textbox', { name: 'Payee e-mail' }).fill(PETE);
  // Leaving the e-mail runs the payee check (spec 02 §5).
  await page.getByRole('textbox', { name: 'Amount' }).focus();
  await page.getByRole('textbox', { name: 'Amount' }).fill('5');
}

test.describe('payout blacklist', () => {
  test('a payee is added in the popup, a p2p to them is refused; removed, the p2p goes through', async ({
    page,
  }) => {
    await signIn(page, BELLA);
    await page.goto('/payout-blacklist');
    await expect(page.getByRole('heading', { level: 1, name: 'Payout blacklist' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'spam.collector@demo.test' })).toContainText(
      'All payouts',
    );

    await page.getByRole('button', { name: 'Add to black list' }).click();
    const popup = page.getByRole('dialog', { name: 'Add a user to the black list' });
    await popup.getByRole('button', { name: 'Add' }).click();
    await expect(popup.getByText('Enter an e-mail address.')).toBeVisible();
    await popup.getByLabel('E-mail').fill('pete@x');
    await popup.getByRole('button', { name: 'Add' }).click();
    await expect(popup.getByText('Enter a valid e-mail address, such as name@example.com.')).toBeVisible();
    await popup.getByLabel('E-mail').fill(PETE);
    await popup.getByLabel('Block').selectOption('p2p');
    await shoot(page, 'blacklist-add');
    await popup.getByRole('button', { name: 'Add' }).click();
    await expect(popup).toHaveCount(0);
    await expect(page.getByText(`User with email ${PETE} has been added to black list`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: PETE })).toContainText('Person to person');
    await shoot(page, 'blacklist-list');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 860 });

    // The payee check says so, and the sandbox refuses the transfer itself.
    await payPete(page);
    await expect(page.getByText('You cannot send money to this payee.')).toBeVisible();
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByRole('heading', { name: 'Check your transfer' })).toHaveCount(0);

    await page.goto('/payout-blacklist');
    await page.getByRole('button', { name: `Remove ${PETE} from the black list` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove from the black list?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(`${PETE} was removed from the black list.`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: PETE })).toHaveCount(0);

    await payPete(page);
    await expect(page.getByText(/Payee: Pete/)).toBeVisible();
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByRole('heading', { name: 'Check your transfer' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm and send' }).click();
    await expect(page.getByText('Money sent')).toBeVisible();
    await expect(page.getByText(`€5.00 sent to ${PETE}`)).toBeVisible();
  });
});
