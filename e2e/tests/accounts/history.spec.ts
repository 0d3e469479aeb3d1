import fs from 'node:fs/promises';
import { expect, test, type Download } from '@playwright/test';
import { asList } from '@portal/api/numeric';
import type { HistoryFilter } from '@portal/api/catalogue';
import { BRANDS } from '@portal/brands/brands';
import { apiSession, type ApiSession } from '../../support/api';
import { fillCredentials, signIn, USERS } from '../../support/portal';
import { readPdf } from '../../support/pdf';
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
  const pdf = await readPdf((await file.path())!);
  const [, year, monthNumber] = /(\d{4})-(\d{2})\.pdf$/.exec(file.suggestedFilename()) ?? [];
  const dates = pdf.text.match(/^\d{2}\/\d{2}\/\d{4} /gm) ?? [];
  expect(dates).toHaveLength(count);
  for (const date of dates) expect(date).toMatch(new RegExp(`^\\d{2}/${monthNumber}/${year} $`));
  expect(pdf.text).toContain(`Account ${ACCOUNT} `);
  expect(pdf.text).toContain(BRANDS.aurora.projectName);
  expect(pdf.author).toBe(BRANDS.aurora.accountConfirmation.legalEntityName);
  expect(pdf.language).toBe('en');
  expect(month.length).toBeGreaterThan(0);
});

test('statements / in Russian / the PDF reads back in Russian: labels, dates, amounts, the holder’s name', async ({
  page,
}) => {
  await signIn(page, USERS.simple);
  await page.goto(`/statements?accountId=${ACCOUNT}`);
  await page.locator('#language-main').selectOption('ru');
  const first = page.getByRole('button', { name: /^Скачать выписку за / }).first();
  const item = first.locator('xpath=ancestor::li[1]');
  const count = Number((await item.getByText(/^Операций: \d+$/).innerText()).replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await first.click();
  const pdf = await readPdf((await (await download).path())!);

  // The document in the language the portal shows (issue 35): Russian labels and metadata, Russian dates.
  expect(pdf.language).toBe('ru');
  expect(pdf.title).toMatch(new RegExp(`^${BRANDS.aurora.projectName}: выписка ${ACCOUNT} \\d{4}-\\d{2}$`));
  for (const label of [
    'Выписка по счёту',
    `Счёт ${ACCOUNT}`,
    'Дата',
    'Описание',
    'Статус',
    'Сумма',
    'Страница 1 из',
  ])
    expect(pdf.text).toContain(label);
  expect(pdf.text).toContain('Anna');
  expect(pdf.text.match(/^\d{2}\.\d{2}\.\d{4} /gm) ?? []).toHaveLength(count);
  // Amounts with a decimal comma and the currency's two minor units, as the portal shows them in Russian.
  expect(pdf.text).toMatch(/ -?€[\d ]+,\d{2}\s*$/m);
  expect(pdf.text).not.toMatch(/Account statement|Description|\?/);
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
  const pdf = await readPdf((await (await download).path())!);

  // The letterhead as written, read back from the document's text (issue 35: embedded fonts, extractable text).
  expect(pdf.text).toContain(projectName);
  expect(pdf.text).toContain(letter.legalEntityName);
  expect(pdf.text).toContain(`${letter.phone} · ${letter.email} · ${letter.web}`);
  expect(pdf.text).toContain(letter.regulatorFooter.slice(0, 24));
  expect(pdf.text).not.toContain(BRANDS.aurora.accountConfirmation.legalEntityName);
});
