import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SANDBOX, USERS, latestCode, signInToCompany } from '../../support/portal';

/**
 * Issue 29 item 6: the company's details, its payment e-mails and its users, for Bianca Studio Ltd (the sandbox's
 * demo company, with documents in every state so that it must act: spec 03 §5), against the real sandbox.
 */

const seriousAxe = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);

test('company / the details with what needs attention, the highlighted menu item, a delete the company rules refuse with the reason', async ({
  page,
}) => {
  await signInToCompany(page, USERS.business, /Bianca Studio/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  // spec 03 §2, §9: highlighted once the secondary data is in, 5 s after sign-in.
  await menu.getByRole('link', { name: 'Company (needs your attention)' }).click({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Company details' })).toBeVisible();
  await expect(page).toHaveTitle('Company details · Aurora Money');
  await expect(page.getByRole('heading', { name: 'What needs your attention' })).toBeVisible();
  await expect(page.getByText('Bianca Studio', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('MI-2456789')).toBeVisible();
  expect(await seriousAxe(page)).toEqual([]);
  await page.screenshot({ path: 'dist/screenshots/company.png', fullPage: true });

  // Issue 47 item 1: a customer's delete works while the company keeps its rules; Giulia, its only director, stays
  // (spec 03 §5 "At least one director"), and the popup says why.
  await page.getByRole('button', { name: 'Delete Giulia Conti' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText("is the company's only director");
  await expect(page.getByRole('dialog')).not.toContainText('Not implemented');
});

test('company e-mails / an e-mail added and confirmed with its code; on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToCompany(page, USERS.business, /Bianca Studio/);
  await page.goto('/company-emails');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment e-mails' })).toBeVisible();
  const email = `pay.${Date.now()}@bianca-studio.example`;
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Add the e-mail' }).click();
  await expect(page.getByText(`${email} was added.`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: `Send a code ${email}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Enter the 6-digit code sent to ${email}.`);
  await page
    .getByRole('dialog')
    .getByLabel('Confirmation code')
    .fill(await latestCode(page, email));
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`${email} is confirmed.`)).toBeVisible();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth + 1);
  expect(await seriousAxe(page)).toEqual([]);
  await page.screenshot({ path: 'dist/screenshots/company-emails-390.png', fullPage: true });
});

test('representatives / Giulia’s rejected address document: replaced from the company page, judged, her warning gone (issue 47 item 1)', async ({
  page,
}) => {
  await signInToCompany(page, USERS.business, /Bianca Studio/);
  await page.goto('/company');
  const directors = page.getByRole('region', { name: 'Directors' });
  // Giulia is Bianca Studio's only director: the list's flag is hers.
  await expect(directors).toContainText('Needs attention');
  await directors.getByRole('link', { name: 'Documents Giulia Conti' }).click();

  // Her documents, beside the company's own, with the rejection and a way to replace it.
  await expect(page).toHaveURL(/\/company-documents#representative-\d+$/);
  const person = page.getByRole('region', { name: 'Giulia Conti (person)' });
  await expect(person).toBeFocused();
  const proof = person.getByRole('region', { name: 'Proof of address' });
  await expect(proof.getByText('Rejected').first()).toBeVisible();
  await proof.getByLabel(/^Front side/).setInputFiles({
    name: 'giulia-bill.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a bill'),
  });
  await expect(proof.getByText('Choose a JPG, PNG or PDF file.')).toBeVisible();
  await proof.getByLabel(/^Front side/).setInputFiles({
    name: 'giulia-bill.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await proof.getByRole('button', { name: 'Upload' }).click();
  await expect(proof.getByRole('status')).toHaveText(
    'giulia-bill.pdf was uploaded. We will review it shortly.',
  );
  expect(await seriousAxe(page)).toEqual([]);

  // The compliance console judges it.
  const review = await page.context().newPage();
  await review.goto(`${SANDBOX}/sandbox/compliance`);
  const row = review.getByRole('row').filter({ hasText: 'giulia-bill.pdf' });
  await row.getByRole('button', { name: 'Validate' }).click();
  await expect(review.getByRole('row').filter({ hasText: 'giulia-bill.pdf' })).toHaveCount(0);
  await review.close();
  await expect(proof.getByText('Verified').first()).toBeVisible();

  // Back on the company page her row asks nothing more.
  await page.goto('/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Company details' })).toBeVisible();
  await expect(directors).toContainText('Giulia Conti');
  await expect(directors).not.toContainText('Needs attention');
});
