// The browser bench's mass part (issue 15): a 5,000-row mass wire file read and checked in the browser.
import { USERS, fillAndSubmit, inContext } from './bench-chromium.mjs';

/** A German IBAN with correct check digits (ISO 13616 mod-97) for an account number. */
function germanIban(account) {
  const bban = `37040044${String(account).padStart(10, '0')}`;
  let remainder = 0;
  for (const digit of `${bban}131400`) remainder = (remainder * 10 + Number(digit)) % 97;
  return `DE${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/** A mass wire file of `count` good rows (issue 15: the bench's 5,000). */
export function massWireCsv(count) {
  const lines = ['beneficiaryName;iban;swift;amount;currency;description'];
  for (let index = 0; index < count; index += 1) {
    const cents = 101 + (index % 900);
    const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    lines.push(
      `Payee ${index + 1};${germanIban(100000 + index)};COBADEFFXXX;${amount};EUR;Payout ${index + 1}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Signed in as the mass user on /transfer/mass/wire, a 5,000-row file chosen, click "Check the rows" until the
 * checked rows' heading shows; the page's own measures of the file's reading and of the row checks.
 */
export async function benchMass(browser, { origin, rounds, failures, count = 5000 }) {
  const timings = { read: [], check: [], click: [] };
  const buffer = Buffer.from(massWireCsv(count));
  for (let round = 0; round < rounds; round += 1) {
    await inContext(browser, { label: 'mass', failures }, async (context) => {
      const page = await context.newPage();
      // A business user with a company choice (seed-mass.ts): the company is chosen, then the page opened by address.
      await page.goto(`${origin}/login`);
      await fillAndSubmit(page, USERS.mass);
      await page
        .getByRole('dialog', { name: 'Choose a company' })
        .getByRole('button', { name: /Mona Marketplace Ltd/ })
        .click();
      await page.waitForURL('**/home');
      await page.goto(`${origin}/transfer/mass/wire`);
      await page.getByRole('textbox', { name: 'Batch name' }).fill('Bench');
      // Mona's EUR account (seed-mass.ts): the file's rows are in euros.
      await page.getByRole('combobox', { name: 'Pay from account' }).selectOption('100960');
      await page
        .getByLabel('File (CSV or Excel .xlsx)')
        .setInputFiles({ name: 'bench.csv', mimeType: 'text/csv', buffer });
      const started = performance.now();
      await page.getByRole('button', { name: 'Check the rows' }).click();
      await page.getByRole('heading', { name: 'Checked rows' }).waitFor();
      timings.click.push(performance.now() - started);
      const measures = await page.evaluate(() => ({
        read: performance.getEntriesByName('mass-read').at(-1)?.duration,
        check: performance.getEntriesByName('mass-check').at(-1)?.duration,
      }));
      if (measures.read === undefined || measures.check === undefined)
        throw new Error('the mass page recorded no mass-read / mass-check measure');
      timings.read.push(measures.read);
      timings.check.push(measures.check);
    });
  }
  return timings;
}
