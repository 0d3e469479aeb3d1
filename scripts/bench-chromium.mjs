// Debian's Chromium as the browser bench drives it (issue 11): how it is launched, the demo users it signs in as,
// one fresh context per round (a failed round is noted with a screenshot), and the sign-in flow.
import os from 'node:os';
import path from 'node:path';
import { watchProbes } from './bench-probes.mjs';

export const CHROMIUM = '/usr/bin/chromium';
/** DESIGN §7 (toolchain notes): how Chromium is launched on these machines; Playwright adds --headless. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const PASSWORD = 'Demo-pass-1';
export const USERS = {
  simple: 'anna.simple@demo.test',
  transfers: 'tina.transfers@demo.test',
  mass: 'mona.mass@demo.test',
};
/** The main menu's entries the figures click (shell/src/layout/menu.tsx, English labels). */
export const MENU_LINKS = { p2p: 'Send to a person', account: 'Between accounts', history: 'History' };

export async function launchBrowser() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

// ───────────────────────────── flows ─────────────────────────────

export async function fillAndSubmit(page, email) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in from /login and waits for the home page's first balance. */
export async function signIn(page, origin, email) {
  await page.goto(`${origin}/login`);
  await fillAndSubmit(page, email);
  await page.waitForURL('**/home');
  await page.locator('[data-testid^="balance-"]').first().waitFor();
}

export const settle = (page) => page.waitForLoadState('networkidle').catch(() => undefined);

/**
 * Runs one round in a fresh browser context (its own cookies, storage and HTTP cache) and closes it. A failed
 * round is recorded in `failures` (with a screenshot in the temp folder) and the other rounds go on.
 */
export async function inContext(browser, { label, failures, options = {}, init = [] }, fn) {
  const context = await browser.newContext(options);
  context.on('page', watchProbes);
  for (const script of init)
    await (Array.isArray(script) ? context.addInitScript(...script) : context.addInitScript(script));
  try {
    await fn(context);
  } catch (error) {
    let note = '';
    const page = context.pages().at(-1);
    if (page) {
      const shot = path.join(os.tmpdir(), `bench-${label.replace(/\W+/g, '-')}-${failures.length + 1}.png`);
      note = await page.screenshot({ path: shot }).then(
        () => ` (screenshot ${shot})`,
        () => '',
      );
    }
    failures.push(`${label}: ${error.message.split('\n')[0]}${note}`);
  } finally {
    await context.close();
  }
}
