// The browser bench's transfer part (issue 11): the main menu's click to a transfer form's usable amount field.
import { MENU_LINKS, USERS, inContext, settle, signIn } from './bench-chromium.mjs';
import { installProbes, probeResult, sinceClick } from './bench-probes.mjs';

/**
 * Signed in as tina.transfers on a settled /home, click the main menu's link to a transfer form until its
 * amount field is visible and enabled. One fresh context per round and form, so the transfers remote is loaded
 * by the click as a customer's first visit would.
 */
export async function benchTransferForm(browser, { origin, rounds, failures, forms = ['p2p', 'account'] }) {
  const timings = Object.fromEntries(forms.map((form) => [form, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const form of forms) {
      await inContext(
        browser,
        { label: `${form} form`, failures, init: [installProbes] },
        async (context) => {
          const page = await context.newPage();
          await signIn(page, origin, USERS.transfers);
          await settle(page);
          const link = page
            .getByRole('navigation', { name: 'Main menu' })
            .getByRole('link', { name: MENU_LINKS[form], exact: true });
          await link.waitFor();
          await page.evaluate(() => window.__bench.arm('amount'));
          await link.click();
          timings[form].push(sinceClick(await probeResult(page, 'amount'), `${form} form`));
        },
      );
    }
  }
  return timings;
}
