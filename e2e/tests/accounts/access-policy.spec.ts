import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  fillCredentials,
  signIn,
  signInAsRepresentative,
  signInToCompany,
  USERS,
} from '../../support/portal';

/**
 * The portal side of the access policy (issue 22): each user sees only what the sandbox would let them do, says
 * why, and never makes a call the sandbox refuses. Real sandbox, no stubs.
 */

const SHOTS = '/tmp/shots-access-policy';
const CARLA = 'carla.cards@demo.test';
/** Carla's active prepaid card (sandbox seed-cards). */
const CARLA_CARD = 300003;

interface MethodCall {
  method: string;
  code: string;
}

/** Every method-API answer the page receives, with its response code. */
function watchMethodApi(page: Page) {
  const calls: MethodCall[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/v1') || response.request().method() !== 'POST') return;
    const method = url.searchParams.get('method') ?? '';
    pending.push(
      response.json().then(
        (body: { responseCode?: string }) => void calls.push({ method, code: body.responseCode ?? '' }),
        () => void calls.push({ method, code: `HTTP ${response.status()}` }),
      ),
    );
  });
  return {
    async settled(): Promise<MethodCall[]> {
      await Promise.all(pending);
      return calls;
    },
  };
}

/** The whitelist's mode as text, where a user without the right to change it reads it. */
const whitelistMode = (whitelist: Locator) =>
  whitelist
    .getByText('Sign-in is allowed from any address; the list is not applied.')
    .or(whitelist.getByText('Only the listed addresses can sign in.'));

const menuEntries = (page: Page) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');

test('representative / bianca for Nordlicht: no balances, no write actions, the reason; nothing refused', async ({
  page,
}) => {
  const api = watchMethodApi(page);
  await signInAsRepresentative(page, USERS.business, /Nordlicht Trading GmbH/);
  await expect(page.getByTestId('access-notice')).toHaveText(
    'You have read-only access to Nordlicht Trading GmbH, without balances, amounts or history; ask a full-access user to make changes.',
  );
  // Accounts without figures: whatever payment details the company has, and no amount anywhere.
  await expect(page.getByRole('heading', { level: 2, name: 'Your accounts' })).toBeVisible();
  await expect(page.getByText(/Balances, amounts and history are not part of your access/)).toBeVisible();
  await expect(page.getByText(/€\s?\d/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add a currency' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create a crypto wallet' })).toHaveCount(0);
  // Reading pages of their own or of the company that need no balances stay (issue 15: the payout blacklist is read,
  // notification settings are the user's own, legal documents are the company's; support tickets are the company's,
  // issue 31; its smart contracts show no balances, and a representative is who signs them, issue 32).
  await expect(menuEntries(page)).toHaveText([
    'Accounts',
    'News',
    'Support',
    'Smart contracts',
    'Profile',
    'Security',
    'Login history',
    'Payout blacklist',
    'Notifications',
    'Legal information',
  ]);
  await page.screenshot({ path: `${SHOTS}/representative-home.png`, fullPage: true });

  // Pages the access does not cover say so when opened by address, and load nothing.
  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 2, name: 'Not part of your access' })).toBeVisible();
  await page.goto('/cards');
  await expect(page.getByRole('heading', { level: 2, name: 'Not part of your access' })).toBeVisible();
  await page.goto('/transfer/p2p');
  await expect(page.getByRole('heading', { level: 2, name: 'Not available to you' })).toBeVisible();

  await page.goto('/setting');
  const whitelist = page.getByRole('region', { name: 'IP whitelist' });
  await expect(whitelistMode(whitelist)).toBeVisible();
  await expect(whitelist.getByRole('button', { name: 'Add IP' })).toHaveCount(0);
  await expect(whitelist.getByRole('switch')).toHaveCount(0);

  const calls = await api.settled();
  expect(calls.filter((call) => call.code === 'ENOA')).toEqual([]);
  const asked = new Set(calls.map((call) => call.method));
  for (const refused of ['balanceInquiry', 'getTransactionHistory', 'getMaxAmount', 'getRecentTransfers'])
    expect(asked, refused).not.toContain(refused);
  expect(asked).toContain('getPaymentInstructions');
  expect(asked).toContain('getAccessIpList');
});

test('initiator / ivan for Bianca Studio: transfers stay; no settings, card or security changes', async ({
  page,
}) => {
  const api = watchMethodApi(page);
  await signInToCompany(page, USERS.initiator, /Bianca Studio Ltd/);
  await expect(page.getByTestId('access-notice')).toHaveText(
    'Your access to Bianca Studio Ltd covers transfers; settings, cards and security are changed by a full-access user.',
  );
  await expect(page.getByText('€18,250.75', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a currency' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create a crypto wallet' })).toHaveCount(0);
  // The account's actions are in its tile's menu (issue 14): opened, it offers no card request.
  await page.getByRole('button', { name: /^Actions for Payment account · EUR/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Request a card' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menuEntries(page)).toContainText(['Send to a person']);
  await expect(menuEntries(page)).not.toContainText(['Receive money']);

  await page.goto('/cards/physical');
  await expect(page.getByRole('heading', { level: 2, name: 'Your cards' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply for a card' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add a card of another bank' })).toHaveCount(0);

  await page.goto('/setting');
  const whitelist = page.getByRole('region', { name: 'IP whitelist' });
  await expect(whitelistMode(whitelist)).toBeVisible();
  await expect(whitelist.getByRole('button', { name: 'Add IP' })).toHaveCount(0);
  await expect(whitelist.getByRole('switch')).toHaveCount(0);
  // The password is ivan's own: it stays his to change.
  await expect(page.getByRole('region', { name: 'Password' })).toBeVisible();

  await page.goto('/transfer/p2p');
  await expect(page.getByRole('heading', { level: 1, name: 'Send to a person' })).toBeVisible();
  await expect(page.getByLabel('From account')).toBeVisible();

  const calls = await api.settled();
  expect(calls.filter((call) => call.code === 'ENOA')).toEqual([]);
});

test('support / adam acting as Carla: the banner, no PIN, pause and block; carla sees what support did', async ({
  browser,
}) => {
  const adamContext = await browser.newContext();
  const adam = await adamContext.newPage();
  const api = watchMethodApi(adam);
  await adam.goto('/login');
  await fillCredentials(adam, USERS.admin);
  await expect(adam).toHaveURL(/\/admin-overview$/);
  await adam.goto('/home?fromCustomerId=20301');
  const banner = adam.getByRole('region', { name: 'Support view: acting as Carla Weber' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Stop acting' })).toBeVisible();
  await expect(adam.getByRole('button', { name: 'Add a currency' })).toHaveCount(0);
  await expect(menuEntries(adam)).not.toContainText([
    'Send to a person',
    'Between accounts',
    'Receive money',
  ]);
  await adam.screenshot({ path: `${SHOTS}/support-banner.png` });

  await adam.goto(`/cards/${CARLA_CARD}`);
  await expect(adam.getByTestId('card-detail')).toBeVisible();
  await expect(adam.getByRole('button', { name: 'Pause card' })).toBeVisible();
  await expect(adam.getByRole('button', { name: 'Block card' })).toBeVisible();
  await expect(adam.getByRole('button', { name: 'Show PIN' })).toHaveCount(0);
  await expect(adam.getByRole('button', { name: 'Card details' })).toHaveCount(0);
  await expect(adam.getByRole('link', { name: 'Change PIN' })).toHaveCount(0);
  await adam.screenshot({ path: `${SHOTS}/support-card.png`, fullPage: true });

  await adam.goto('/setting');
  await expect(adam.getByRole('region', { name: 'IP whitelist' })).toBeVisible();
  await expect(adam.getByRole('region', { name: 'Password' })).toHaveCount(0);
  await expect(adam.getByRole('region', { name: 'Two-step verification' })).toHaveCount(0);

  const calls = await api.settled();
  expect(calls.filter((call) => call.code === 'ENOA')).toEqual([]);
  const asked = new Set(calls.map((call) => call.method));
  for (const never of ['showPin', 'getCardDetails', 'setInstructionViewed', 'markAnnouncementRead'])
    expect(asked, never).not.toContain(never);

  await banner.getByRole('button', { name: 'Stop acting' }).click();
  await expect(adam).toHaveURL(/\/admin-overview$/);
  await adamContext.close();

  const carlaContext = await browser.newContext();
  const carla = await carlaContext.newPage();
  await signIn(carla, CARLA);
  await carla.goto('/setting');
  await carla.getByRole('link', { name: 'Actions by support' }).click();
  await expect(carla.getByRole('heading', { level: 1, name: 'Actions by support' })).toBeVisible();
  const table = carla.getByRole('table', { name: 'Actions by support' });
  const viewedBalances = table.getByRole('row').filter({ hasText: 'View balances' }).first();
  await expect(viewedBalances).toContainText('Adam A.');
  await expect(viewedBalances).toContainText('Done');
  await expect(table.getByRole('row').filter({ hasText: 'View a card PIN' })).toHaveCount(0);
  await carla.screenshot({ path: `${SHOTS}/actions-by-support.png`, fullPage: true });
  await carlaContext.close();
});
