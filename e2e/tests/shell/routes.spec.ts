import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { USERS, signIn } from '../../support/portal';

/**
 * Issue 14: every route of the shell's route table shows a real page, a clear not-found, or a branded "coming
 * soon" panel, signed in and out, on a phone and on a desktop: never an empty main area, an untranslated key, a
 * page wider than the screen or a serious accessibility violation.
 */
interface RouteEntry {
  pattern: string;
  remote: string;
  layout: string;
  public: boolean;
}
const ROUTES: RouteEntry[] = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../shell/src/app/route-table.json'), 'utf8'),
);

/** Sample values for the route table's parameters and wildcards. */
const SAMPLES: Record<string, string[]> = {
  '/transfer/*': [
    '/transfer/account',
    '/transfer/p2p',
    '/transfer/external',
    '/transfer/approved',
    '/transfer/mass',
    '/transfer/mass/wire',
    '/transfer/mass/p2p',
    '/transfer/mass/p2p/confirm',
    '/transfer/external/mass/confirm',
    '/transfer/external/global-summary',
    '/transfer/preapproved-payments',
    '/transfer/invoices',
    '/transfer/no-such-page',
  ],
  '/cards/*': ['/cards/no-such-page'],
  '/card/*': ['/card/no-such-card'],
  '/register/*': ['/register/business'],
  '/revenue-split/*': ['/revenue-split/1'],
  '/merchant/*': ['/merchant/1'],
};
const concrete = (pattern: string) =>
  SAMPLES[pattern] ?? [pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => `sample-${name}`)];
const PATHS = [...new Set([...ROUTES.flatMap((route) => concrete(route.pattern)), '/no-such-page'])];

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 860 },
] as const;

/** A word that looks like an i18next key ("terms.title", "layout.signedInAs"): a text that was never translated. */
const KEY_LIKE = /^[a-z][A-Za-z]+(\.[a-z][A-Za-z0-9]+)+$/;

async function problemsOf(page: Page, pathname: string, withAxe: boolean): Promise<string[]> {
  const problems: string[] = [];
  await page.goto(pathname);
  const main = page.locator('main#content');
  try {
    await expect(main.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  } catch {
    const text = ((await main.textContent().catch(() => '')) ?? '').trim();
    return [`${pathname}: no page heading in the main area (${text ? `"${text.slice(0, 60)}"` : 'empty'})`];
  }
  // Let the page's data settle before reading it.
  await page.waitForLoadState('networkidle');
  const { scrollWidth, innerWidth, words } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    words: document.body.innerText.split(/\s+/),
  }));
  if (scrollWidth > innerWidth + 1)
    problems.push(`${pathname}: the page is ${scrollWidth}px wide on ${innerWidth}px`);
  const keys = words
    .map((word) => word.replace(/[.,:;!?)]+$/, '').replace(/^\(/, ''))
    .filter((word) => KEY_LIKE.test(word));
  if (keys.length > 0) problems.push(`${pathname}: untranslated ${[...new Set(keys)].join(', ')}`);
  if (withAxe) {
    const { violations } = await new AxeBuilder({ page }).analyze();
    for (const violation of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
      problems.push(
        `${pathname}: axe ${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  }
  return problems;
}

// The four walks share nothing (each signs in on its own, or not at all): they spread over the workers.
test.describe.configure({ mode: 'parallel' });

for (const viewport of VIEWPORTS) {
  for (const signedIn of [false, true]) {
    test(`every route / ${viewport.name} ${viewport.width}×${viewport.height}, ${signedIn ? 'signed in' : 'signed out'} / a page in the main area, translated, no sideways scroll, no serious axe violation`, async ({
      page,
    }) => {
      test.setTimeout(600_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      if (signedIn) await signIn(page, USERS.transfers);
      const problems: string[] = [];
      // axe once per route, on the desktop (a walk with axe at both widths takes twice as long); the phone lists
      // that differ in markup are checked by axe in e2e/tests/accounts/history-phone.spec.ts.
      const withAxe = viewport.name === 'desktop';
      for (const pathname of PATHS) problems.push(...(await problemsOf(page, pathname, withAxe)));
      expect(problems).toEqual([]);
    });
  }
}
