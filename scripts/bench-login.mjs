// The browser bench's login part (issue 11): cold and warm /login, sign-in click to the first balance, and the
// JavaScript bytes on the wire for /login and for /login → /home.
import { USERS, fillAndSubmit, inContext, settle } from './bench-chromium.mjs';
import { installProbes, probeResult, recordJs, sinceClick } from './bench-probes.mjs';

/**
 * Cold /login, sign-in click → first balance, JavaScript bytes, warm /login. One fresh context per round:
 *   tab 1: goto /login (cold cache) until Sign in is visible; let it settle; fill anna.simple; click Sign in
 *          until the first balance shows on /home; let it settle;
 *   tab 2 (same context, so the same HTTP cache; no session in a new tab): goto /login until Sign in is visible.
 */
export async function benchLogin(browser, { origin, rounds, failures }) {
  const timings = { coldLogin: [], coldLoginFrame: [], warmLogin: [], signIn: [], signInFrame: [] };
  const bytes = { loginWire: [], loginCount: [], loginGzip: [], homeWire: [], homeCount: [], homeGzip: [] };
  let files;
  for (let round = 0; round < rounds; round += 1) {
    await inContext(browser, { label: 'login', failures, init: [installProbes] }, async (context) => {
      const page = await context.newPage();
      const js = recordJs(page);
      await page.goto(`${origin}/login`);
      const cold = await probeResult(page, 'loginForm');
      timings.coldLogin.push(cold.at);
      timings.coldLoginFrame.push(cold.frame);
      await settle(page);
      const login = await js.take();

      await page.evaluate(() => window.__bench.arm('balance'));
      await fillAndSubmit(page, USERS.simple);
      const home = await probeResult(page, 'balance');
      timings.signIn.push(sinceClick(home, 'sign-in'));
      timings.signInFrame.push(home.frame - home.click);
      if (!page.url().endsWith('/home')) throw new Error(`sign-in ended on ${page.url()}, not /home`);
      await settle(page);
      const afterSignIn = await js.take();
      bytes.loginWire.push(login.wire);
      bytes.loginCount.push(login.count);
      bytes.loginGzip.push(login.gzip);
      bytes.homeWire.push(login.wire + afterSignIn.wire);
      bytes.homeCount.push(login.count + afterSignIn.count);
      bytes.homeGzip.push(login.gzip + afterSignIn.gzip);
      files ??= { login: login.files, signIn: afterSignIn.files };

      const second = await context.newPage();
      await second.goto(`${origin}/login`);
      timings.warmLogin.push((await probeResult(second, 'loginForm')).at);
    });
  }
  return { timings, bytes, files };
}
