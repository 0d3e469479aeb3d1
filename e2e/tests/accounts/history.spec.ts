import fs from 'node:fs/promises';
import { expect, test, type Download } from '@playwright/test';
import { asList } from '@portal/api/numeric';
import type { HistoryFilter } from '@portal/api/contract';
import { BRANDS } from '@portal/brands/brands';
import { apiSession, type ApiSession } from '../../support/api';
import { fillCredentials, signIn, USERS } from '../../support/portal';
import { PORTS } from '../../support/ports';

/** Anna's EUR payment account holds the large demo history (10,000 transactions, sandbox seed-history). */
const ACCOUNT = 100001;

/** Every transaction id the history lists for a filter, page after page, in order (real API calls). */
async function listedIds(api: ApiSession, filter: HistoryFilter): Promise<number[]> {
  const ids: number[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await api.call('getTransactionHistory', { ...filter, pageNumber });
    const lines = asList(page.transactions.transaction);
    ids.push(...lines.map((line) => line.transactionId));
    if (lines.length === 0 || ids.length >= page.results) return ids;
  }
}

/** The rows of a downloaded CSV as records by header (RFC 4180; quoted cells may hold commas). */
async function csvRows(download: Download): Promise<Record<string, string>[]> {
  const text = await fs.readFile((await download.path()) as string, 'utf8');
  const records: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      records.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) records.push([...row, cell]);
  const [header, ...body] = records.filter((record) => record.some((value) => value !== ''));
  return body.map((record) => Object.fromEntries((header ?? []).map((name, i) => [name, record[i] ?? ''])));
}

test('history / a filtered export / the CSV holds exactly the rows the filter lists', async ({
  page,
  request,
}) => {
  const api = await apiSession(request, USERS.simple);
  await signIn(page, USERS.simple);
  await page.goto(`/history?accountId=${ACCOUNT}`);
  await page.getByLabel('Transaction type').selectOption({ label: 'Person to person' });
  await page.getByLabel('Direction').selectOption({ label: 'Outgoing' });
  await page.getByLabel('Amount from').fill('20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/transactionType=p2p/);

  const expected = await listedIds(api, {
    accountId: ACCOUNT,
    transactionType: 'p2p',
    transactionDirection: 'out',
    fromAmount: '20',
  });
  expect(expected.length).toBeGreaterThan(20);
  await expect(page.getByText(`Results: ${expected.length}`)).toBeVisible();
  const firstRow = page.locator('table tbody tr').first();
  await expect(firstRow).toContainText('Person to person');

  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export to CSV' });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Start the export' }).click();
  const rows = await csvRows(await download);
  await expect(dialog.getByText('Your export is ready')).toBeVisible();
  expect(rows.map((row) => Number(row['Transaction ID']))).toEqual(expected);
  expect(new Set(rows.map((row) => `${row.Type}|${row.Direction}`)).size).toBe(1);
});

test('statements / a month / the download holds that month of the account', async ({ page }) => {
  await signIn(page, USERS.simple);
  await page.goto(`/statements?accountId=${ACCOUNT}`);
  const first = page.getByRole('button', { name: /^Download the statement of / }).first();
  const month = ((await first.getAttribute('aria-label')) ?? (await first.innerText())).replace(
    'Download the statement of ',
    '',
  );
  const item = first.locator('xpath=ancestor::li[1]');
  const count = Number((await item.getByText(/^Transactions: \d+$/).innerText()).replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await first.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^statement-${ACCOUNT}-\\d{4}-\\d{2}\\.pdf$`));
  // A PDF on the brand's letterhead (issue 14): a row per transaction of the month, the account and the brand.
  const pdf = await fs.readFile((await file.path())!, 'latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  const [, year, monthNumber] = /(\d{4})-(\d{2})\.pdf$/.exec(file.suggestedFilename()) ?? [];
  const dates = pdf.match(/\((\d{4}-\d{2})-\d{2}\) Tj/g) ?? [];
  expect(dates).toHaveLength(count);
  for (const date of dates) expect(date.startsWith(`(${year}-${monthNumber}-`)).toBe(true);
  expect(pdf).toContain(`(Account ${ACCOUNT} `);
  expect(pdf).toContain(`(${BRANDS.aurora.projectName}) Tj`);
  expect(pdf).toContain(`(${BRANDS.aurora.accountConfirmation.legalEntityName}) Tj`);
  expect(month.length).toBeGreaterThan(0);
});

test('statements / on another brand’s portal / the PDF carries that brand’s name and letterhead', async ({
  page,
}) => {
  const { projectName, accountConfirmation: letter } = BRANDS.meridian;
  await page.goto(`http://meridian.localhost:${PORTS.portal}/login`);
  await fillCredentials(page, USERS.simple);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`http://meridian.localhost:${PORTS.portal}/statements?accountId=${ACCOUNT}`);
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /^Download the statement of / })
    .first()
    .click();
  const pdf = await fs.readFile((await (await download).path())!, 'latin1');

  expect(pdf.startsWith('%PDF-')).toBe(true);
  // Plain ASCII texts of the letterhead appear as written (the PDF escapes only accents and brackets).
  expect(pdf).toContain(`(${projectName}) Tj`);
  expect(pdf).toContain(`(${letter.legalEntityName}) Tj`);
  expect(pdf).toContain(`(${letter.phone} \\267 ${letter.email} \\267 ${letter.web}) Tj`);
  expect(pdf).toContain(`(${letter.regulatorFooter.slice(0, 24)}`);
  expect(pdf).not.toContain(BRANDS.aurora.accountConfirmation.legalEntityName);
});
