import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startOwnPortal, type OwnPortal } from '../../support/own-portal';
import { PORTS } from '../../support/ports';
import { USERS, signIn } from '../../support/portal';
import { changedCopy, copyDeploy, readPointer, releaseCommand, shellFiles } from '../../support/release';

/** The host contract version the built shell provides (shared/host-contract's package). */
const HOST_CONTRACT_VERSION = (
  JSON.parse(
    fs.readFileSync(
      path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'host-contract', 'package.json'),
      'utf8',
    ),
  ) as { version: string }
).version;

/**
 * Issue 13: one area released, refused and rolled back on its own, while a user is signed in. The journeys release
 * into a deploy folder of their own (a copy of the built portal) served by a portal and sandbox of their own; the
 * release and rollback are the real commands, and the browser is a real one: nothing is stubbed.
 */

const ACCOUNTS = 'mfe_accounts';
let own: OwnPortal;
let deployDir: string;
let shellBefore: string[];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  deployDir = await copyDeploy();
  shellBefore = shellFiles(deployDir);
  own = await startOwnPortal({
    portalPort: PORTS.releasePortal,
    sandboxPort: PORTS.releaseSandbox,
    deployDir,
  });
});

test.afterAll(async () => {
  await own?.close();
  if (deployDir) fs.rmSync(deployDir, { recursive: true, force: true });
});

test.use({ baseURL: `http://localhost:${PORTS.releasePortal}` });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const versionMarker = (page: Page) => page.locator(`[data-area="${ACCOUNTS}"]`);

/** Into the transfers area and back to the accounts area through the menu, as a user goes (no page load). */
async function awayAndBack(page: Page): Promise<void> {
  await menu(page).getByRole('link', { name: 'Between accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Between my accounts' })).toBeVisible();
  await menu(page).getByRole('link', { name: 'Accounts', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** The paths under /remotes/ the page asks for from now on. */
function remoteRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/')) paths.push(pathname);
  });
  return paths;
}

/** The release folders asked for, per remote: `mfe_accounts/1.0.1-abc…`. */
const foldersOf = (paths: string[]) =>
  [...new Set(paths.map((p) => p.split('/').slice(2, 4).join('/')))].sort();

test('a release of the accounts area while signed in / the next visit runs it, every other area keeps its files; a rollback restores', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const before = readPointer(deployDir);
  const others = Object.keys(before).filter((name) => name !== ACCOUNTS);
  const foldersBefore = Object.fromEntries(
    others.map((name) => [name, fs.readdirSync(path.join(deployDir, 'remotes', name))]),
  );
  await signIn(page, USERS.transfers);
  await expect(versionMarker(page)).toHaveText('Version 1.0.0');
  await menu(page).getByRole('link', { name: 'Between accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Between my accounts' })).toBeVisible();

  const started = Date.now();
  const released = await releaseCommand(
    deployDir,
    'release',
    'accounts',
    '--version',
    '1.0.1',
    '--skip-tests',
  );
  testInfo.annotations.push({
    type: 'release time',
    description: `${((Date.now() - started) / 1000).toFixed(1)} s: ${released.trim()}`,
  });
  const after = readPointer(deployDir);
  expect(after[ACCOUNTS]!.version).toMatch(/^1\.0\.1-[0-9a-f]{10}$/);
  for (const name of others) {
    expect(after[name]).toEqual(before[name]);
    expect(fs.readdirSync(path.join(deployDir, 'remotes', name))).toEqual(foldersBefore[name]);
  }

  const asked = remoteRequests(page);
  await menu(page).getByRole('link', { name: 'Accounts', exact: true }).click();
  await expect(versionMarker(page)).toHaveText('Version 1.0.1');
  await awayAndBack(page);
  await expect(versionMarker(page)).toHaveText('Version 1.0.1');

  // Every file of every area from the folder the pointer names: the accounts area's new one, the others' old ones.
  const ofAccounts = (p: string) => p.startsWith(`/remotes/${ACCOUNTS}/`);
  const otherFolders = foldersOf(asked.filter((p) => !ofAccounts(p)));
  expect(foldersOf(asked.filter(ofAccounts))).toEqual([`${ACCOUNTS}/${after[ACCOUNTS]!.version}`]);
  expect(otherFolders).toContain(`mfe_transfers/${before.mfe_transfers!.version}`);
  expect(
    otherFolders.filter((folder) => !others.some((name) => folder === `${name}/${before[name]!.version}`)),
  ).toEqual([]);

  const rolledBack = await releaseCommand(deployDir, 'rollback', 'accounts');
  expect(rolledBack).toContain(`rolled back to ${before[ACCOUNTS]!.version}`);
  asked.length = 0;
  await awayAndBack(page);
  await expect(versionMarker(page)).toHaveText('Version 1.0.0');
  expect(foldersOf(asked.filter((p) => p.startsWith(`/remotes/${ACCOUNTS}/`)))).toEqual([
    `${ACCOUNTS}/${before[ACCOUNTS]!.version}`,
  ]);
  expect(shellFiles(deployDir)).toEqual(shellBefore);
});

test('caching / the pointer revalidated: 304 while unchanged, the new one after a rollback; release files immutable, compressed', async ({
  request,
}) => {
  const pointer = await request.get('/remotes.json', { headers: { 'Accept-Encoding': 'br' } });
  const etag = pointer.headers()['etag']!;
  expect(pointer.headers()['cache-control']).toBe('no-cache');
  expect(pointer.headers()['content-encoding']).toBe('br');
  expect((await request.get('/remotes.json', { headers: { 'If-None-Match': etag } })).status()).toBe(304);

  await releaseCommand(deployDir, 'rollback', 'accounts', '1.0.1');
  const moved = await request.get('/remotes.json', { headers: { 'If-None-Match': etag } });

  expect(moved.status()).toBe(200);
  const { entry } = ((await moved.json()) as Record<string, { entry: string }>)[ACCOUNTS]!;
  expect(entry).toMatch(/^\/remotes\/mfe_accounts\/1\.0\.1-[0-9a-f]{10}\/mf-manifest\.json$/);
  expect((await request.get(entry)).headers()['cache-control']).toBe('no-cache');
  const code = await request.get(entry.replace('mf-manifest.json', 'remoteEntry.js'), {
    headers: { 'Accept-Encoding': 'gzip, br' },
  });
  expect(code.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(code.headers()['content-encoding']).toBe('br');
  await releaseCommand(deployDir, 'rollback', 'accounts', '1.0.0');
});

test('an area this page has not loaded yet / follows a repointing at once, without a page load', async ({
  page,
}) => {
  await signIn(page, USERS.transfers);
  await page.goto('/transfer/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Between my accounts' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // The release of the journey above, named: a rollback forward, no build.
  await releaseCommand(deployDir, 'rollback', 'accounts', '1.0.1');
  await menu(page).getByRole('link', { name: 'Accounts', exact: true }).click();

  await expect(versionMarker(page)).toHaveText('Version 1.0.1');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await releaseCommand(deployDir, 'rollback', 'accounts', '1.0.0');
});

test('a release for a newer portal / "needs a newer portal" panel, logged, none of its code run; other areas work; a rollback fixes it', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  const newer = changedCopy(deployDir, ACCOUNTS, (manifest) => {
    manifest.metaData.hostContract = { range: '^2.0.0', builtWith: '2.0.0' };
  });
  // The release command knows the deployed shell would refuse it: nothing moves without --force (issue 28 item 6).
  const pointerBefore = readPointer(deployDir)[ACCOUNTS];
  await expect(releaseCommand(deployDir, 'release', 'accounts', '--from', newer)).rejects.toThrow(
    /the deployed shell would refuse mfe_accounts: it needs @portal\/host-contract \^2\.0\.0/,
  );
  expect(readPointer(deployDir)[ACCOUNTS]).toEqual(pointerBefore);
  await releaseCommand(deployDir, 'release', 'accounts', '--from', newer, '--force');
  fs.rmSync(newer, { recursive: true, force: true });
  const refused = readPointer(deployDir)[ACCOUNTS]!.version;
  const asked = remoteRequests(page);

  await signIn(page, USERS.transfers);

  const panel = page.getByRole('alert', { name: 'This area needs a newer portal' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(
    `Needs @portal/host-contract ^2.0.0; this portal has ${HOST_CONTRACT_VERSION}.`,
  );
  expect(logged.some((text) => text.includes(`[shell] area ${ACCOUNTS} refused`))).toBe(true);
  expect(asked.filter((p) => p.includes(`/${refused}/`))).toEqual([
    `/remotes/${ACCOUNTS}/${refused}/mf-manifest.json`,
  ]);
  // A page that lands in the refused area runs none of it either: its first HTML carries no entry, page code or
  // styles of that release (issue 28 item 6), only the shell's panel shows.
  const landing = await (await page.request.get('/home')).text();
  expect(landing).toContain(`/${refused}/mf-manifest.json`); // named in the deploy manifest, as deployed
  expect(landing).not.toMatch(new RegExp(`(src|href)="[^"]*/${refused}/`));
  expect(landing).not.toContain(`"/remotes/${ACCOUNTS}/${refused}/mf-manifest.json":{`);
  asked.length = 0;
  await page.reload();
  await expect(panel).toBeVisible();
  expect(asked.filter((p) => p.includes(`/${refused}/`))).toEqual([
    `/remotes/${ACCOUNTS}/${refused}/mf-manifest.json`,
  ]);
  await menu(page).getByRole('link', { name: 'Between accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Between my accounts' })).toBeVisible();

  await releaseCommand(deployDir, 'rollback', 'accounts');
  await menu(page).getByRole('link', { name: 'Accounts', exact: true }).click();
  await expect(versionMarker(page)).toHaveText('Version 1.0.0');
});

test('a broken release (its entry 404) / isolated to its area; a rollback fixes it with no shell rebuild', async ({
  page,
}) => {
  const copy = changedCopy(deployDir, ACCOUNTS, (manifest) => {
    (manifest.metaData.buildInfo as { buildVersion: string }).buildVersion = '1.0.2';
  });
  await releaseCommand(deployDir, 'release', 'accounts', '--from', copy);
  fs.rmSync(copy, { recursive: true, force: true });
  // The upload lost its entry: the manifest names a remoteEntry.js that answers 404.
  const broken = path.join(deployDir, 'remotes', ACCOUNTS, readPointer(deployDir)[ACCOUNTS]!.version);
  for (const file of fs.readdirSync(broken).filter((name) => name.startsWith('remoteEntry.js')))
    fs.rmSync(path.join(broken, file));

  await signIn(page, USERS.transfers);
  await expect(page.getByRole('alert', { name: 'This area is unavailable right now' })).toBeVisible();
  await menu(page).getByRole('link', { name: 'Between accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Between my accounts' })).toBeVisible();
  await menu(page).getByRole('link', { name: 'Accounts', exact: true }).click();
  await expect(page.getByRole('alert', { name: 'This area is unavailable right now' })).toBeVisible();

  await releaseCommand(deployDir, 'rollback', 'accounts');
  await page.getByRole('button', { name: 'Try again' }).click();

  await expect(versionMarker(page)).toHaveText('Version 1.0.0');
  await expect(page.getByRole('alert', { name: 'This area is unavailable right now' })).toHaveCount(0);
  expect(shellFiles(deployDir)).toEqual(shellBefore);
});
