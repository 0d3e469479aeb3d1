import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SANDBOX, latestCode, outbox, signInToCompany } from '../../support/portal';

/**
 * Issue 15 items 2 and 3, "Done when": a global-pay batch is uploaded, the identical upload asks for confirmation,
 * the batch is submitted and approved by code; one recipient claims by the e-mailed link and approves with the
 * e-mailed code, another refuses; a wrong secret gets the one clear page. Against the real sandbox, with the
 * global-pay demo user (seed-global-pay.ts) and recipients of this journey only.
 */
const GINA = 'gina.globalpay@demo.test';
const RITA = 'rita.claims@demo.test';
const RAFA = 'rafa.refuses@demo.test';
const SHOTS = '/tmp/shots-global-pay';
const CSV =
  'beneficiaryName,beneficiaryEmail,beneficiaryCountryCode,amount,description\n' +
  `Rita Claims,${RITA},DE,120.00,May design work\n` +
  `Rafa Refuses,${RAFA},DE,80.50,May copywriting\n`;

async function uploadBatch(page: Page, name: string) {
  await page.goto('/transfer/mass/global');
  const form = page.getByRole('form', { name: 'Upload a global pay file' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Batch name' }).fill(name);
  await form
    .getByLabel(/^File/)
    .setInputFiles({ name: 'may-global.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await form.getByRole('button', { name: 'Upload' }).click();
}

/** Serious or critical accessibility violations on the page as it is (none expected). */
async function axeProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The page is no wider than the screen (no sideways scroll). */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

/** The path of the claim link the sandbox e-mailed to a recipient. */
async function claimLink(page: Page, to: string): Promise<string> {
  const message = (await outbox(page, to)).find((item) => item.text.includes('/global-payout/'));
  const link = message?.text.match(/\/global-payout\/[\w-]+/)?.[0];
  if (!link) throw new Error(`no claim link sent to ${to}`);
  return link;
}

test.describe('global pay', () => {
  test('gina uploads, the identical upload asks first, submits with a code; rita claims, rafa refuses', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 860 });
    await signInToCompany(page, GINA, /Globex Payouts Ltd/);

    // The upload opens the batch's summary, its id in the address.
    await uploadBatch(page, 'May freelancers');
    await expect(page).toHaveURL(/\/transfer\/external\/global-summary\?batchId=\d+$/);
    const firstBatch = new URL(page.url()).searchParams.get('batchId');
    await expect(page.getByRole('heading', { level: 1, name: 'Global pay: May freelancers' })).toBeVisible();
    await expect(page.getByTestId('global-batch-status')).toHaveText('Draft');

    // The same file again: code 92 asks, naming the earlier upload; confirming makes a new batch.
    await uploadBatch(page, 'May freelancers');
    const identical = page.getByRole('dialog', { name: 'This batch was uploaded before' });
    await expect(identical).toContainText('An identical batch was uploaded on');
    await page.screenshot({ path: `${SHOTS}/upload-identical-1366.png` });
    await identical.getByRole('button', { name: 'Upload again' }).click();
    await expect(page).toHaveURL(/\/transfer\/external\/global-summary\?batchId=\d+$/);
    expect(new URL(page.url()).searchParams.get('batchId')).not.toBe(firstBatch);

    // The summary: both payments, totals; a reload keeps the batch.
    await page.reload();
    const table = page.getByRole('table', { name: 'Payments' });
    await expect(table.getByRole('row').filter({ hasText: 'Rita Claims' })).toContainText('€120.00');
    await expect(table.getByRole('row').filter({ hasText: 'Rafa Refuses' })).toContainText('€80.50');
    await expect(page.getByTestId('global-total-amount')).toContainText('€200.50');
    await page.screenshot({ path: `${SHOTS}/summary-1366.png`, fullPage: true });
    expect(await axeProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/summary-390.png`, fullPage: true });
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 860 });

    // Submit through the shell's approval popup, with the code e-mailed to gina.
    await page.getByRole('button', { name: 'Submit the batch' }).click();
    const approval = page.getByRole('dialog', { name: 'Approve the transfer' });
    await expect(approval).toBeVisible();
    await approval.getByRole('textbox', { name: 'Approval code' }).fill(await latestCode(page, GINA));
    await approval.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Batch submitted', { exact: true })).toBeVisible();
    await expect(page.getByTestId('global-batch-status')).toHaveText('Submitted');

    // Rita opens her e-mailed link in a browser without a session, and claims by bank wire.
    const ritaContext = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const rita = await ritaContext.newPage();
    await rita.goto(await claimLink(page, RITA));
    await expect(
      rita.getByRole('heading', { level: 1, name: /Globex Payouts Ltd is sending you €120\.00/ }),
    ).toBeVisible();
    await rita.screenshot({ path: `${SHOTS}/payout-start-1366.png`, fullPage: true });
    expect(await axeProblems(rita)).toEqual([]);
    await rita.getByLabel(/^Country where/).selectOption('DE');
    await rita.getByRole('button', { name: 'Continue' }).click();
    await rita.getByRole('radio', { name: 'Bank wire in EUR' }).check();
    await rita.getByRole('button', { name: 'Continue' }).click();
    await rita.getByRole('textbox', { name: /^IBAN/ }).fill('DE89 3704 0044 0532 0130 00');
    await expect(rita.getByTestId('payout-iban-bank')).toBeVisible();
    await expect(rita.getByRole('textbox', { name: /^BIC/ })).toHaveValue('COBADEFFXXX');
    await rita.getByRole('textbox', { name: /^Your address/ }).fill('Kaiserplatz 1, 60311 Frankfurt am Main');
    await rita.getByRole('combobox', { name: /^Purpose of payment/ }).selectOption({ index: 1 });
    await rita.screenshot({ path: `${SHOTS}/payout-details-1366.png`, fullPage: true });
    expect(await axeProblems(rita)).toEqual([]);
    await rita.getByRole('button', { name: /^Receive/ }).click();
    await expect(rita.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    await rita.getByRole('textbox', { name: /^Code/ }).fill(await latestCode(page, RITA));
    await rita.getByRole('button', { name: 'Confirm' }).click();
    await expect(rita.getByRole('heading', { name: 'The money is on its way' })).toBeVisible();
    await rita.screenshot({ path: `${SHOTS}/payout-paid-1366.png`, fullPage: true });
    // The link is used up: opened again, it gets the one clear page, as a wrong one does.
    await rita.reload();
    await expect(rita.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
    await ritaContext.close();

    // Rafa refuses on a phone.
    const rafaContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const rafa = await rafaContext.newPage();
    await rafa.goto(await claimLink(page, RAFA));
    await expect(rafa.getByRole('heading', { level: 1, name: /sending you €80\.50/ })).toBeVisible();
    await rafa.screenshot({ path: `${SHOTS}/payout-start-390.png`, fullPage: true });
    expect(await fitsWidth(rafa)).toBe(true);
    expect(await axeProblems(rafa)).toEqual([]);
    await rafa.getByRole('button', { name: 'I do not want this payment' }).click();
    await rafa.getByRole('button', { name: 'Refuse the payment' }).click();
    await expect(rafa.getByRole('heading', { name: 'You refused this payment' })).toBeVisible();
    await rafaContext.close();

    // Gina reads the status from the server.
    await page.getByRole('button', { name: 'Refresh the status' }).click();
    await expect(table.getByRole('row').filter({ hasText: 'Rita Claims' })).toContainText('Paid out');
    await expect(table.getByRole('row').filter({ hasText: 'Rafa Refuses' })).toContainText('Refused');
  });

  test('a wrong secret / one clear page, whoever opens it, and the sandbox tells nothing more', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/global-payout/not-a-real-secret-0000');
    await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/payout-unknown-390.png`, fullPage: true });
    const answer = await page.request.post(`${SANDBOX}/api/v1/?method=getGlobalPayment`, {
      data: { method: 'getGlobalPayment', paymentSecret: 'not-a-real-secret-0000' },
    });
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body.responseCode).toBe('NF');
    expect(body).not.toHaveProperty('senderName');
  });
});
