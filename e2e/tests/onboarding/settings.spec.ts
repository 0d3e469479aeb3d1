import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readPdf } from '../../support/pdf';
import { fillCredentials, signIn } from '../../support/portal';

/**
 * Issue 15 item 7, against the real sandbox: the new remote mfe-onboarding serves notification settings (each item
 * saved at once, kept over a reload) and legal information (each document a PDF on the brand's letterhead).
 * The demo users are this journey's own (sandbox-api/README.md): Nina, personal; Leo, a business.
 */
const NINA = 'nina.notify@demo.test';
const LEO = 'leo.legal@demo.test';

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('notification settings / a switch and a choice changed, each saved at once, still set after a reload', async ({
  page,
}) => {
  await signIn(page, NINA);
  const menu = page.getByRole('navigation', { name: /main/i });
  await menu.getByRole('link', { name: 'Notifications', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();

  const payments = page.getByRole('region', { name: 'Payments' });
  const moneySent = payments.getByRole('switch', { name: 'Money sent' });
  const channel = payments.getByRole('group', { name: 'Send payment notifications by' });
  // Seeded for Nina: payment notifications by SMS; money sent is off by default.
  await expect(channel.getByRole('radio', { name: 'SMS' })).toBeChecked();
  await expect(moneySent).not.toBeChecked();

  await moneySent.check();
  await expect(payments.getByText('Money sent is on. Saved.')).toBeVisible();

  // Keyboard only: the radio group moves with the arrow keys and saves what it lands on.
  const digest = page.getByRole('region', { name: 'Cards' }).getByRole('group', { name: 'Balance summary' });
  await digest.getByRole('radio', { name: 'Every day' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Balance summary: Every week. Saved.')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Balance summary: Every month. Saved.')).toBeVisible();

  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Money sent' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Every month' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'SMS' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'New sign-in' })).toBeChecked();
});

test('legal information / the documents of a personal customer; an agreement downloads as a branded PDF', async ({
  page,
}) => {
  await signIn(page, NINA);
  await page
    .getByRole('navigation', { name: /main/i })
    .getByRole('link', { name: 'Legal information' })
    .click();
  await expect(page).toHaveURL(/\/legal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Legal information' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Terms and Conditions',
    'Privacy Policy',
    'Fee Schedule',
    'Cardholder Agreement',
  ]);
  const cardholder = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Cardholder Agreement' }) });
  await expect(cardholder).toContainText('Version 2026-01, in effect from January 1, 2026');
  await expect(cardholder).toContainText('You agreed on January 1, 2026');
  expect(await seriousAxeViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await cardholder.getByRole('button', { name: 'Download PDF Cardholder Agreement' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('cardholderAgreement-2026-01.pdf');
  const pdf = await readPdf((await file.path())!);
  expect(pdf.title).toContain('Cardholder Agreement');
  expect(pdf.text).toContain('Cardholder Agreement');
  expect(pdf.text).toContain('Prepared for Nina Nowak (customer 20970)');
  await expect(cardholder.getByText('Cardholder Agreement downloaded.')).toBeVisible();
});

test('legal information / a business holds the business account agreement, not the cardholder one', async ({
  page,
}) => {
  await page.goto('/login');
  await fillCredentials(page, LEO);
  // A business user confirms the company they work for, even when there is one (spec 01 §4 rule 4).
  await page
    .getByRole('dialog', { name: 'Choose a company' })
    .getByRole('button', { name: /^Lindqvist Legal Studio AB/ })
    .click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/legal');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Terms and Conditions',
    'Privacy Policy',
    'Fee Schedule',
    'Business Account Agreement',
  ]);
});

test('on a phone (390 × 844) / both pages fit the screen and a switch works from the keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, NINA);
  await page.goto('/profile/notifications');
  const productNews = page.getByRole('switch', { name: 'Product news' });
  await expect(productNews).not.toBeChecked();
  await productNews.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Product news is on. Saved.')).toBeVisible();
  await expect(productNews).toBeChecked();
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await width()).toBeLessThanOrEqual(390);

  await page.goto('/legal');
  await expect(page.getByRole('button', { name: 'Download PDF Terms and Conditions' })).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(390);
});
