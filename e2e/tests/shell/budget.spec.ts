import { expect, test, type Page, type Response } from '@playwright/test';
import { USERS, signIn } from '../../support/portal';

/**
 * Issue 11: JavaScript on the wire (compressed bytes as sent), for /login and for a sign-in that lands on /home.
 * 160 KB until issue 47 (session 22) measured 160.3 KB: the user state of spec 03 §3 in the session's start and the
 * shell holding a leaving area's page until the next one shows (no blank frame) cost some 500 bytes; raised to 161 KB.
 * Issue 49 made formik and yup the shell's (provided lazily: their registration in main.js, some 100 bytes), which
 * took 21 KB off every area's first form page and their second download in every area; the libraries' license notices
 * left the scripts for `.LICENSE.txt` files (113 bytes less). A fresh clone measured 161.03 KB: 162 KB.
 * Issue 50 (passkeys) adds the sign-in with a passkey: the page's button from its first paint, and, in a chunk
 * fetched once the page shows, the e-mail field's passkey autofill (conditional mediation must wait for the
 * customer's pick from the start) with WebAuthn's authentication half (its registration goes with the settings):
 * 164.8 KB measured, 166 KB.
 */
const LOGIN_JS_BUDGET_BYTES = 166 * 1024;
/**
 * Issue 28 item 7: 230 KB. Session 14 measured 230.3 KB and raised it to 231 KB for a while; session 15 moved home's
 * dialogs (payment instructions, add a currency, create a wallet, the announcements prompt) into chunks fetched when
 * one opens: 224.6 KB. Issue 48 (the shared balance and dictionary queries, the catalogue by area, the client split
 * by concern) brought it to 230.0–230.1 KB, a few bytes over: 231 KB until issue 49's budgets per area landing route win
 * it back. Issue 50 adds the sign-in page's passkey chunk (above): 234.7 KB measured, 236 KB.
 */
const HOME_AFTER_SIGN_IN_JS_BUDGET_BYTES = 236 * 1024;
/**
 * Issue 28: script the page evaluates on a signed-in reload of /home before its first balance shows, in bytes of
 * source (UTF-8) of every script the document compiled (Debugger.scriptParsed), whether it came from the network or
 * the cache: what the CPU has to parse and run before the customer sees money, the same for a given build whatever
 * the timing. Measured 707,338 bytes (690.8 KB: 10 scripts, the shell's main.js 413,380 of them) on the build of
 * 28 Nov 2026; the cap is that plus 5 %, room for small changes, not for a new library on the way to the balances.
 */
const HOME_EVALUATED_SCRIPT_BUDGET_BYTES = 726 * 1024;
/** What the page prints when its first balance is visible (see reportFirstBalance). */
const FIRST_BALANCE_SHOWN = '__budget:first-balance';
/** Printed only by Module Federation's runtime-core: one file must carry it, whatever the areas visited. */
const FEDERATION_RUNTIME_MARK = '[ Federation Runtime ]';

interface Loaded {
  url: string;
  wireBytes: number;
  body: Buffer;
}

function recordScripts(page: Page): Promise<Loaded>[] {
  const loaded: Promise<Loaded>[] = [];
  page.on('response', (response: Response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' && !response.url().endsWith('.js')) return;
    loaded.push(
      (async () => {
        await response.finished();
        const [sizes, body] = await Promise.all([request.sizes(), response.body()]);
        return { url: response.url(), wireBytes: sizes.responseBodySize, body };
      })(),
    );
  });
  return loaded;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const wire = (files: Loaded[]) => files.reduce((sum, file) => sum + file.wireBytes, 0);

test('byte budget / JavaScript on the wire for /login / at most 166 KB, every file compressed', async ({
  page,
}) => {
  const pending = recordScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(pending);
  const total = wire(files);
  console.log(
    `/login JavaScript: ${files.length} files, ${kb(total)} on the wire (budget ${kb(LOGIN_JS_BUDGET_BYTES)})`,
  );

  expect(files.length).toBeGreaterThan(0);
  // Compressed on the wire: no file arrives at its full size (a file of a few hundred bytes may not shrink).
  for (const file of files.filter((f) => f.body.length > 2048))
    expect(file.wireBytes, file.url).toBeLessThan(file.body.length / 2);
  expect(total).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);
});

test('byte budget / sign-in to /home, then a transfer page / 236 KB to /home, one federation runtime', async ({
  page,
}) => {
  const pending = recordScripts(page);
  await signIn(page, USERS.simple);
  await expect(page.getByText('€1,520.50', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const toHome = await Promise.all(pending.slice());
  const total = wire(toHome);
  console.log(
    `/login → /home JavaScript: ${toHome.length} files, ${kb(total)} on the wire (budget ${kb(HOME_AFTER_SIGN_IN_JS_BUDGET_BYTES)})`,
  );
  expect(total).toBeLessThanOrEqual(HOME_AFTER_SIGN_IN_JS_BUDGET_BYTES);

  await page.goto('/transfer/account');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(pending);
  const remotesSeen = new Set(all.map((f) => /\/remotes\/([^/]+)\//.exec(f.url)?.[1]).filter(Boolean));
  const withRuntime = all.filter((f) => f.body.includes(FEDERATION_RUNTIME_MARK));

  expect([...remotesSeen].sort()).toEqual(['mfe_accounts', 'mfe_auth', 'mfe_transfers']);
  // The transfer page is a reload: files may arrive twice (from the cache), so distinct paths are compared.
  expect([...new Set(withRuntime.map((f) => new URL(f.url).pathname))]).toEqual([
    expect.stringMatching(/^\/main\.[0-9a-f]{10}\.js$/),
  ]);
});

/**
 * Runs in the page before its own scripts: prints FIRST_BALANCE_SHOWN when a balance is first visible with its
 * amount, checked on every DOM change, so the page is not polled while it loads.
 */
function reportFirstBalance(marker: string) {
  const shown = () => {
    const balance = document.querySelector<HTMLElement>('[data-testid^="balance-"]');
    return Boolean(balance?.checkVisibility() && balance.textContent?.trim());
  };
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    console.debug(marker);
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

test('script budget / signed-in reload of /home / script evaluated before the first balance within its cap', async ({
  page,
}) => {
  await signIn(page, USERS.simple);
  await expect(page.getByText('€1,520.50', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.addInitScript(reportFirstBalance, FIRST_BALANCE_SHOWN);

  // One CDP session for the scripts and the marker, so their events arrive in the order the page's thread had them.
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  let documentContext: number | undefined;
  let recording = false;
  const evaluated: { url: string; scriptId: string }[] = [];
  let unnamed = 0;
  cdp.on('Runtime.executionContextCreated', ({ context }) => {
    const auxData = context.auxData as { isDefault?: boolean } | undefined;
    if (recording && auxData?.isDefault && context.origin === origin) documentContext ??= context.id;
  });
  cdp.on('Debugger.scriptParsed', (script) => {
    if (!recording || script.executionContextId !== documentContext) return;
    // No URL: this test's own init script and evaluations (the portal's CSP allows no eval of its own).
    if (script.url === '') unnamed += 1;
    else evaluated.push({ url: script.url, scriptId: script.scriptId });
  });
  const balanceShown = new Promise<void>((resolve) =>
    cdp.on('Runtime.consoleAPICalled', (call) => {
      if (!recording || call.args[0]?.value !== FIRST_BALANCE_SHOWN) return;
      recording = false;
      resolve();
    }),
  );
  await cdp.send('Runtime.enable');
  await cdp.send('Debugger.enable');
  recording = true;
  await page.reload();
  await balanceShown;

  const sizes = await Promise.all(
    evaluated.map(async ({ url, scriptId }) => {
      const { scriptSource } = await cdp.send('Debugger.getScriptSource', { scriptId });
      return { path: new URL(url).pathname, bytes: Buffer.byteLength(scriptSource) };
    }),
  );
  const total = sizes.reduce((sum, script) => sum + script.bytes, 0);
  console.log(
    `/home signed-in reload, script evaluated before the first balance: ${sizes.length} scripts, ${kb(total)} (${total} bytes; budget ${kb(HOME_EVALUATED_SCRIPT_BUDGET_BYTES)}); ${unnamed} without a URL not counted`,
  );
  console.log(sizes.map((script) => `  ${script.path} ${script.bytes}`).join('\n'));
  expect(documentContext).toBeDefined();
  expect(evaluated.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(HOME_EVALUATED_SCRIPT_BUDGET_BYTES);
});
