// The browser bench's history part (issue 4): the large history's first row, next page and CSV download.
import { MENU_LINKS, USERS, fillAndSubmit, inContext } from './bench-chromium.mjs';

/**
 * The large history (issue 4), as `npm run bench` timed it before: sign in as anna.simple, click the main menu's
 * History, first row; Next page, the first row changes; Export CSV until the file is downloaded. Timed from Node.
 */
export async function benchHistory(browser, { origin, rounds, failures }) {
  const timings = { firstRow: [], nextPage: [], csvDownload: [] };
  for (let round = 0; round < rounds; round += 1) {
    const options = { acceptDownloads: true };
    await inContext(browser, { label: 'history', failures, options }, async (context) => {
      const page = await context.newPage();
      await page.goto(`${origin}/login`);
      await fillAndSubmit(page, USERS.simple);
      await page.waitForURL('**/home');
      const rows = page.locator('table tbody tr');
      let started = performance.now();
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: MENU_LINKS.history, exact: true })
        .click();
      await rows.first().waitFor();
      timings.firstRow.push(performance.now() - started);
      const firstText = await rows.first().innerText();
      started = performance.now();
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.waitForFunction(
        (before) => document.querySelector('table tbody tr')?.innerText !== before,
        firstText,
      );
      timings.nextPage.push(performance.now() - started);
      started = performance.now();
      const download = page.waitForEvent('download', { timeout: 120_000 });
      await page.getByRole('button', { name: 'Export CSV' }).click();
      await page
        .getByRole('dialog', { name: 'Export to CSV' })
        .getByRole('button', { name: 'Start the export' })
        .click();
      await (await download).path();
      timings.csvDownload.push(performance.now() - started);
    });
  }
  return timings;
}
