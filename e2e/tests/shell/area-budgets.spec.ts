import { expect, test, type Page } from '@playwright/test';
import { USERS, signIn, signInToCompany } from '../../support/portal';

/**
 * Issue 49 item 4: each area's first page costs at most 70 KB of script beyond the shell, on the wire (compressed),
 * on a direct load of the route by a signed-in customer with an empty cache; and its page code comes with the first
 * HTML (the area's `first-load.json`, scripts/serve-document.mjs), not one hop after the shell has run. Bytes are
 * deterministic for a build: the budget is a test; how fast the pages load is the bench's (npm run bench).
 */
const AREA_FIRST_PAGE_BUDGET_BYTES = 70 * 1024;

interface Landing {
  path: string;
  /** The area whose page it is (its folder under /remotes/). */
  area: string;
  signIn: (page: Page) => Promise<void>;
}

const as = (email: string) => (page: Page) => signIn(page, email);
const asCompany = (email: string, company: RegExp) => (page: Page) => signInToCompany(page, email, company);

/** Every area's landing routes: where its menu entries lead, each as a customer with data there. */
const LANDINGS: Landing[] = [
  { path: '/setting', area: 'mfe_auth', signIn: as(USERS.simple) },
  { path: '/home', area: 'mfe_accounts', signIn: as(USERS.simple) },
  { path: '/history', area: 'mfe_accounts', signIn: as(USERS.simple) },
  { path: '/cards/physical', area: 'mfe_accounts', signIn: as(USERS.simple) },
  { path: '/transfer/account', area: 'mfe_transfers', signIn: as(USERS.simple) },
  { path: '/transfer/p2p', area: 'mfe_transfers', signIn: as(USERS.simple) },
  { path: '/transfer/external', area: 'mfe_transfers', signIn: as(USERS.simple) },
  { path: '/transfer/approved', area: 'mfe_transfers', signIn: asCompany(USERS.business, /Bianca Studio/) },
  { path: '/profile', area: 'mfe_onboarding', signIn: as(USERS.simple) },
  { path: '/company', area: 'mfe_onboarding', signIn: asCompany(USERS.business, /Bianca Studio/) },
  {
    path: '/revenue-split',
    area: 'mfe_contracts',
    signIn: asCompany('greta.gamma@demo.test', /Gamma Foods/),
  },
  { path: '/messages', area: 'mfe_support', signIn: asCompany(USERS.business, /Bianca Studio/) },
  {
    path: '/merchant/security/verification',
    area: 'mfe_merchant',
    signIn: asCompany(USERS.merchant, /Mia's Market/),
  },
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const landing of LANDINGS) {
  test(`byte budget / a direct load of ${landing.path} / at most 70 KB of ${landing.area} script, its page code in the first HTML`, async ({
    page,
  }) => {
    await landing.signIn(page);
    // Every file from the network, as on a first visit: the session stays, the cache is not used.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    const scripts: Promise<{ url: string; wireBytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        (async () => {
          await response.finished();
          return { url: response.url(), wireBytes: (await response.request().sizes()).responseBodySize };
        })(),
      );
    });
    const document = await page.goto(landing.path);
    await expect(page).toHaveURL(new RegExp(`${landing.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);

    const areaFolder = `/remotes/${landing.area}/`;
    const areaScripts = loaded.filter((file) => new URL(file.url).pathname.startsWith(areaFolder));
    const otherAreas = loaded.filter(
      (file) => /^\/remotes\//.test(new URL(file.url).pathname) && !areaScripts.includes(file),
    );
    const areaBytes = areaScripts.reduce((sum, file) => sum + file.wireBytes, 0);
    console.log(
      `${landing.path}: ${landing.area} ${areaScripts.length} scripts, ${kb(areaBytes)} on the wire (budget ${kb(AREA_FIRST_PAGE_BUDGET_BYTES)}); shell ${loaded.length - areaScripts.length - otherAreas.length} scripts`,
    );
    expect(areaScripts.length).toBeGreaterThan(0);
    expect(otherAreas.map((file) => file.url)).toEqual([]);
    expect(areaBytes).toBeLessThanOrEqual(AREA_FIRST_PAGE_BUDGET_BYTES);

    // The route's page code (its area's first-load.json, by the area's own route pattern) is in the first HTML.
    const html = (await document?.text()) ?? '';
    const release = new RegExp(`<script defer src="(${areaFolder}[^/"]+/)remoteEntry\\.js"`).exec(html)?.[1];
    expect(release, 'the first HTML runs the area entry').toBeTruthy();
    const firstLoad = (await (await page.request.get(`${release}first-load.json`)).json()) as {
      chunks: Record<string, string[]>;
    };
    // Every landing route here is a fixed pattern of its area's router.
    const own = firstLoad.chunks[landing.path];
    if (landing.path === '/home') {
      // Home is the area's ./app itself (no chunk of its own).
      expect(own).toBeUndefined();
    } else {
      expect(own, `${landing.path} has page code of its own in first-load.json`).toBeDefined();
      for (const file of own!.filter((name) => name.endsWith('.js')))
        expect(html, file).toContain(`<script defer src="${release}${file}"></script>`);
    }
  });
}
