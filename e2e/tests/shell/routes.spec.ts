import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { USERS, signIn, signInToCompany } from '../../support/portal';

/**
 * Issue 14: every route of the shell's route table shows a real page, a clear not-found, or a branded "coming
 * soon" panel, signed in and out, on a phone and on a desktop: never an empty main area, an untranslated key, a
 * page wider than the screen or a serious accessibility violation; every page titled "its heading · brand".
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
  '/register/*': ['/register/personal', '/register/business'],
  '/revenue-split/*': ['/revenue-split/new', '/revenue-split/1'],
  // spec 03 §2 merchant routes (mfe-merchant, issue 33); walked again below as a merchant with data on every page.
  '/merchant/*': [
    '/merchant/security/verification',
    '/merchant/security/verification/history',
    '/merchant/security/reputation',
    '/merchant/buttons/my_saved_buttons',
    '/merchant/buttons/pbn_settings',
    '/merchant/buttons/business_logos',
    '/merchant/accounts/subscribers',
    '/merchant/ipn/history',
    '/merchant/ipn/settings',
    '/merchant/internal/api_key',
    '/merchant/internal/api_log',
    '/merchant/internal/webhook_log',
    '/merchant/no-such-page',
  ],
};
/** The merchant's pages (spec 03 §2), walked as a merchant whose every page has data (issue 33). */
const MERCHANT_PATHS = SAMPLES['/merchant/*']!;
const concrete = (pattern: string) =>
  SAMPLES[pattern] ?? [pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => `sample-${name}`)];
const PATHS = [...new Set([...ROUTES.flatMap((route) => concrete(route.pattern)), '/no-such-page'])];

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 860 },
] as const;

/** The walk's deployment's brand (DESIGN §4: every page is titled "Page · Brand"). */
const BRAND = 'Aurora Money';

/** A word that looks like an i18next key ("terms.title", "layout.signedInAs"): a text that was never translated. */
const KEY_LIKE = /^[a-z][A-Za-z]+(\.[a-z][A-Za-z0-9]+)+$/;

interface Visit {
  problems: string[];
  /** The visible page heading and the document's title, once they agree (or as last seen). */
  heading?: string;
  title?: string;
}

/** The visible `h1` of the page area and `document.title`, read together. */
const headingAndTitle = (page: Page) =>
  page.evaluate(() => {
    const heading = [...document.querySelectorAll<HTMLElement>('main#content h1')].find((h1) =>
      h1.checkVisibility(),
    );
    // A heading may name the page for the title (the home's greeting: "Accounts").
    const name = heading?.dataset.pageTitle ?? heading?.innerText;
    return { heading: name?.replace(/\s+/g, ' ').trim(), title: document.title };
  });

async function visit(page: Page, pathname: string, withAxe: boolean): Promise<Visit> {
  const problems: string[] = [];
  await page.goto(pathname);
  const main = page.locator('main#content');
  try {
    await expect(main.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  } catch {
    const text = ((await main.textContent().catch(() => '')) ?? '').trim();
    return {
      problems: [
        `${pathname}: no page heading in the main area (${text ? `"${text.slice(0, 60)}"` : 'empty'})`,
      ],
    };
  }
  // Let the page's data settle before reading it.
  await page.waitForLoadState('networkidle');
  // The title follows the heading a moment after it changes (a data-driven heading): wait for them to agree.
  let seen = await headingAndTitle(page);
  // "Page · Brand"; a heading that names the brand already ("Sign in to Aurora Money") is the title alone.
  const agree = ({ heading, title }: typeof seen) =>
    heading !== undefined && title === (heading.includes(BRAND) ? heading : `${heading} · ${BRAND}`);
  await expect
    .poll(async () => agree((seen = await headingAndTitle(page))), { timeout: 5_000 })
    .toBe(true)
    .catch(() => undefined);
  if (!agree(seen))
    problems.push(
      `${pathname}: titled "${seen.title}" for the heading "${seen.heading ?? '(none visible)'}"`,
    );
  if (seen.title === BRAND) problems.push(`${pathname}: titled with the bare brand name`);
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
  return { problems, heading: seen.heading, title: seen.title };
}

// The four walks share nothing (each signs in on its own, or not at all): they spread over the workers.
test.describe.configure({ mode: 'parallel' });

for (const viewport of VIEWPORTS) {
  for (const signedIn of [false, true]) {
    test(`every route / ${viewport.name} ${viewport.width}×${viewport.height}, ${signedIn ? 'signed in' : 'signed out'} / a page in the main area titled by its heading, translated, no sideways scroll, no serious axe violation`, async ({
      page,
    }) => {
      test.setTimeout(600_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      if (signedIn) await signIn(page, USERS.transfers);
      const problems: string[] = [];
      // axe once per route, on the desktop (a walk with axe at both widths takes twice as long); the phone lists
      // that differ in markup are checked by axe in e2e/tests/accounts/history-phone.spec.ts.
      const withAxe = viewport.name === 'desktop';
      /** Each title and the paths that showed it (signed out, most paths are the sign-in page). */
      const titles = new Map<string, string[]>();
      const headings = new Set<string>();
      for (const pathname of PATHS) {
        const { problems: found, heading, title } = await visit(page, pathname, withAxe);
        problems.push(...found);
        if (heading !== undefined) headings.add(heading);
        if (title !== undefined) titles.set(title, [...(titles.get(title) ?? []), pathname]);
      }
      await test.info().attach('titles.json', {
        body: JSON.stringify(Object.fromEntries(titles), null, 2),
        contentType: 'application/json',
      });
      expect(problems).toEqual([]);
      // Distinct pages, distinct titles: a title says which page this is, not only which portal.
      expect(titles.size).toBe(headings.size);
      if (signedIn) expect(titles.size).toBeGreaterThan(20);
    });
  }
}

for (const viewport of VIEWPORTS) {
  test(`every merchant route / ${viewport.name} ${viewport.width}×${viewport.height}, as a merchant with data / a page titled by its heading, translated, no sideways scroll, no serious axe violation`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // Mia is a user of a company: she chooses it after the sign-in (spec 01 §4 rule 4).
    await signInToCompany(page, USERS.merchant, /Mia's Market Ltd/);
    const problems: string[] = [];
    const titles = new Set<string>();
    for (const pathname of ['/merchant', ...MERCHANT_PATHS]) {
      // axe at both widths here: the merchant's lists change their markup on a phone.
      const { problems: found, title } = await visit(page, pathname, true);
      problems.push(...found);
      if (title !== undefined) titles.add(title);
    }
    expect(problems).toEqual([]);
    // spec 03 §2: the root redirects to security verification.
    await page.goto('/merchant');
    await expect(page).toHaveURL(/\/merchant\/security\/verification$/);
    // Twelve pages and the not-found, each its own title.
    expect(titles.size).toBe(13);
  });
}
