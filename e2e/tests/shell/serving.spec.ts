import { expect, test, type APIRequestContext } from '@playwright/test';
import { BRAND_KEYS, BRANDS } from '@portal/brands/brands';
import { PORTS } from '../../support/ports';

/** Issue 11: pre-compressed assets with the right Content-Encoding, cache by kind, boot data in the first HTML. */

async function get(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  return request.get(path, { headers, maxRedirects: 0 });
}

test('first HTML / boot data inline, the landing area preloaded, revalidated, compressed', async ({
  request,
}) => {
  const response = await get(request, '/login', { 'Accept-Encoding': 'br' });
  const html = await response.text();

  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const boot = JSON.parse(
    /<script id="portal-boot" type="application\/json">(.*?)<\/script>/.exec(html)![1]!,
  );
  expect(boot.config.brand).toBe('aurora');
  expect(boot.remotes.mfe_auth.entry).toMatch(/^\/remotes\/mfe_auth\/[^/]+\/mf-manifest\.json$/);
  // The landing area's federation manifest comes inline (no fetch), its entry and page code as deferred scripts
  // after main.js, its styles applied from the start (issue 11).
  const folder = boot.remotes.mfe_auth.entry.replace(/mf-manifest\.json$/, '');
  const manifest = boot.manifests[boot.remotes.mfe_auth.entry];
  expect(manifest.metaData.name).toBe('mfe_auth');
  expect(html).not.toContain('as="fetch"');
  const main = html.indexOf('<script defer="defer" src="/main.');
  const entry = html.indexOf(`<script defer src="${folder}remoteEntry.js"></script>`);
  expect(main).toBeGreaterThan(-1);
  expect(entry).toBeGreaterThan(main);
  const app = manifest.exposes.find((expose: { path: string }) => expose.path === './app');
  for (const js of app.assets.js.sync) expect(html).toContain(`<script defer src="${folder}${js}"></script>`);
  for (const css of app.assets.css.sync)
    expect(html).toContain(`<link rel="stylesheet" href="${folder}${css}" data-href="${css}">`);
  // A signed-in area's page carries that area, not the sign-in one.
  const home = await (await get(request, '/history')).text();
  expect(home).toMatch(/src="\/remotes\/mfe_accounts\/[^"]+\/remoteEntry\.js"/);
  expect(home).not.toMatch(/(src|href)="\/remotes\/mfe_auth\//);
});

test('versioned assets / brotli or gzip as accepted, immutable for a year; identity when nothing is accepted', async ({
  request,
}) => {
  const html = await (await get(request, '/login')).text();
  const shellChunk = /<link rel="preload" href="(\/\d+\.[0-9a-f]{10}\.js)" as="script">/.exec(html)![1]!;
  const entry = /src="(\/remotes\/mfe_auth\/[^"]+\/remoteEntry\.js)"/.exec(html)![1]!;

  for (const path of [shellChunk, entry]) {
    const br = await get(request, path, { 'Accept-Encoding': 'gzip, br' });
    const gzip = await get(request, path, { 'Accept-Encoding': 'gzip' });
    const plain = await get(request, path, { 'Accept-Encoding': 'identity' });

    expect(br.headers()['content-encoding'], path).toBe('br');
    expect(gzip.headers()['content-encoding'], path).toBe('gzip');
    expect(plain.headers()['content-encoding'], path).toBeUndefined();
    expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers()['vary']).toBe('Accept-Encoding');
    expect(br.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    const body = await plain.body();
    expect(Number(br.headers()['content-length'])).toBeLessThan(body.length);
    expect((await br.body()).equals(body)).toBe(true);
    expect((await gzip.body()).equals(body)).toBe(true);
  }
});

test('start scripts / compiled as they stream: main.js, the shell’s start chunks and the landing area’s code carry the compile hint, a page’s own code does not (issue 28 item 1)', async ({
  request,
}) => {
  const html = await (await get(request, '/login')).text();
  const boot = JSON.parse(
    /<script id="portal-boot" type="application\/json">(.*?)<\/script>/.exec(html)![1]!,
  );
  const folder = boot.remotes.mfe_auth.entry.replace(/mf-manifest\.json$/, '');
  const app = boot.manifests[boot.remotes.mfe_auth.entry].exposes.find(
    (expose: { path: string }) => expose.path === './app',
  );
  const main = /<script defer="defer" src="(\/main\.[0-9a-f]{10}\.js)"/.exec(html)![1]!;
  const shellChunks = [
    ...html.matchAll(/<link rel="preload" href="(\/\d+\.[0-9a-f]{10}\.js)" as="script">/g),
  ].map((match) => match[1]!);
  expect(shellChunks.length).toBeGreaterThan(0);
  const start = [
    main,
    ...shellChunks,
    `${folder}remoteEntry.js`,
    ...app.assets.js.sync.map((js: string) => folder + js),
  ];
  for (const path of start)
    expect((await (await get(request, path)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), path).toBe(
      true,
    );
  // A page's own chunk loads when the page is visited: compiled lazily, as V8 does by default.
  expect(app.assets.js.async.length).toBeGreaterThan(0);
  const pageChunk = await (await get(request, folder + app.assets.js.async[0])).text();
  expect(pageChunk).not.toContain('allFunctionsCalledOnLoad');
});

test('pointers / remotes.json, config.json and manifests revalidated; an unchanged manifest answers 304', async ({
  request,
}) => {
  const remotes = await get(request, '/remotes.json');
  const manifestPath = (await remotes.json()).mfe_accounts.entry as string;
  const manifest = await get(request, manifestPath);

  expect(remotes.headers()['cache-control']).toBe('no-cache');
  expect((await get(request, '/config.json')).headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const again = await get(request, manifestPath, { 'If-None-Match': manifest.headers()['etag']! });
  expect(again.status()).toBe(304);
});

test('missing files / 404, and no path leaves the deploy folder', async ({ request }) => {
  expect((await get(request, '/no-such-file.js')).status()).toBe(404);
  expect((await get(request, '/remotes/..%2f..%2fpackage.json')).status()).toBe(404);
  expect((await get(request, '/%2e%2e/%2e%2e/package.json')).status()).toBe(404);
});

test('favicon / every page names the brand’s icon, which answers 200 as an image, its own per brand (issue 14)', async ({
  request,
  page,
}) => {
  const html = await (await get(request, '/login')).text();
  expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
  const icons = new Map<string, string>();
  for (const key of BRAND_KEYS) {
    // The host name picks the brand (Node resolves no *.localhost, so the name goes in the Host header).
    const host = { Host: `${key}.localhost:${PORTS.portal}` };
    for (const path of ['/favicon.svg', '/favicon.ico']) {
      const response = await get(request, path, host);
      expect(response.status(), `${key} ${path}`).toBe(200);
      expect(response.headers()['content-type']).toBe('image/svg+xml');
      icons.set(`${key}${path}`, await response.text());
    }
    expect(icons.get(`${key}/favicon.svg`)).toContain(`fill="${BRANDS[key].theme.primary}"`);
    expect(icons.get(`${key}/favicon.ico`)).toBe(icons.get(`${key}/favicon.svg`));
  }
  expect(new Set(icons.values()).size).toBe(BRAND_KEYS.length);

  // No request for an icon fails on a page, signed out or in, under the strict policy.
  const failed: string[] = [];
  page.on('response', (response) => {
    if (/favicon/.test(response.url()) && response.status() >= 400) failed.push(response.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /favicon|Content Security Policy/i.test(message.text()))
      failed.push(message.text());
  });
  await page.goto(`http://meridian.localhost:${PORTS.portal}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const shown = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    return link ? (await fetch(link.href)).text() : '';
  });
  expect(shown).toBe(icons.get('meridian/favicon.svg'));
  await page.goto(`http://meridian.localhost:${PORTS.portal}/no-such-page`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(failed).toEqual([]);
});
