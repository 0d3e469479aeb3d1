import { expect, test, type Page } from '@playwright/test';
import { apiSession } from '../../support/api';
import { seriousViolations, shootBothWidths } from '../../support/look';
import { PORTS } from '../../support/ports';
import { fillCredentials, signIn, signInToCompany } from '../../support/portal';
import { addVirtualAuthenticator, type VirtualAuthenticator } from '../../support/webauthn';

// Passkeys (issue 50 item 5), in Chromium with its virtual authenticator (the DevTools Protocol's WebAuthn
// domain): nothing of `navigator.credentials` is stubbed, the sandbox verifies every answer over real HTTP.
// Pavel, Kora and Mark are the passkey demo users (sandbox-api/src/areas/auth/passkeys/seed.ts): no other journey
// uses them. Each journey adds its own passkey (a page's virtual authenticator lives as long as the page).

const PAVEL = 'pavel.passkey@demo.test';
const KORA = 'kora.keys@demo.test';
const MARK = 'mark.maker@demo.test';
const KEYSTONE = /Keystone Partners Ltd/;
const PASSWORD = 'Demo-pass-1';
const SHOTS = '/tmp/shots-passkeys';

/** Adds a passkey on the security page, as a customer does: the password, the browser's dialog, a name. */
async function addPasskey(page: Page, name: string): Promise<void> {
  await page.goto('/setting');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section).toBeVisible();
  const add = section.getByRole('button', { name: 'Add a passkey' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const nameField = dialog.getByRole('textbox', { name: 'Name' });
  await expect(nameField).toBeVisible();
  await nameField.fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByRole('cell', { name, exact: true })).toBeVisible();
  // The dialog gives focus back to the button that opened it.
  await expect(add).toBeFocused();
}

/**
 * Signs out to the sign-in page. Chromium's virtual authenticator answers the page's autofill request at once, as a
 * customer picking the passkey would, so the page may sign the user in again right after: the navigation to
 * /login is awaited as it happens, not polled for after it.
 */
/** A passkey's name, unique per attempt: a retried journey runs on the same sandbox, beside the first try's. */
function named(base: string): string {
  return `${base} ${test.info().repeatEachIndex + 1}.${test.info().retry + 1}`;
}

async function signOut(page: Page): Promise<void> {
  await Promise.all([
    page.waitForURL(/\/login/),
    page.getByRole('button', { name: 'Sign out' }).first().click(),
  ]);
}

async function eurBalance(page: Page, email: string): Promise<string> {
  const api = await apiSession(page.request, email);
  const { accounts } = await api.call('balanceInquiry', {});
  const eur = [accounts.account].flat().find((account) => account.currencyCode === 'EUR');
  expect(eur, `${email} has an EUR account`).toBeDefined();
  return String(eur!.balance);
}

/** Fills a p2p to Kora and confirms it; the shell's approval popup opens next. */
async function sendToKora(page: Page, amount: string): Promise<string> {
  await page.goto('/transfer/p2p');
  await expect(page.getByRole('heading', { level: 1, name: 'Send to a person' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Payee e-mail' }).fill(KORA);
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Review' }).click();
  const submitted = page.waitForResponse((response) => response.url().includes('method=transferP2p'));
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  const answer = (await (await submitted).json()) as { operationId: string; approveType: string };
  expect(answer.approveType).toBe('passkey');
  return answer.operationId;
}

test.describe('passkeys (issue 50)', () => {
  let authenticator: VirtualAuthenticator;
  test.beforeEach(async ({ page }) => {
    authenticator = await addVirtualAuthenticator(page);
  });

  test('add a passkey, sign out, sign in with it, and land home', async ({ page }) => {
    await signIn(page, PAVEL);
    await addPasskey(page, named('E2E laptop'));
    const [credential] = await authenticator.credentials();
    expect(credential?.rpId).toBe('localhost');
    const section = page.getByRole('region', { name: 'Passkeys' });
    await expect(section.getByRole('row').filter({ hasText: named('E2E laptop') })).toContainText(
      'Never used',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await shootBothWidths(page, SHOTS, 'setting-passkeys');

    await signOut(page);
    // The sign-in page offers the passkey beside the password (the button), and in the e-mail field's autofill
    // (conditional mediation): the virtual authenticator picks it there, as a customer would, and that signs in.
    await expect(page.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('autocomplete', 'username webauthn');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The sign count went up: the sandbox recorded the use.
    expect((await authenticator.credentials())[0]?.signCount).toBeGreaterThan(0);
    await page.goto('/setting');
    await expect(
      page
        .getByRole('region', { name: 'Passkeys' })
        .getByRole('row')
        .filter({ hasText: named('E2E laptop') }),
    ).not.toContainText('Never used');
  });

  test('approve a p2p transfer with it, and see the balance move', async ({ page }) => {
    await signIn(page, PAVEL);
    await addPasskey(page, named('E2E payments'));
    const before = await eurBalance(page, PAVEL);
    const koraBefore = await eurBalance(page, KORA);
    await sendToKora(page, '15');
    const popup = page.getByRole('dialog', { name: 'Approve with your passkey' });
    await expect(popup).toBeVisible();
    // The popup names the amount and the payee it approves.
    await expect(popup).toContainText('15.00');
    await expect(popup).toContainText(KORA);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/approval-popup-1280.png` });
    await popup.getByRole('button', { name: 'Approve with passkey' }).click();
    await expect(page.getByText('Money sent')).toBeVisible();
    const after = await eurBalance(page, PAVEL);
    expect(Number(before) - Number(after)).toBeGreaterThanOrEqual(15);
    expect((Number(await eurBalance(page, KORA)) - Number(koraBefore)).toFixed(2)).toBe('15.00');
  });

  test('an approval whose amount was changed after the challenge was issued is refused, and nothing moves', async ({
    page,
  }) => {
    await signIn(page, PAVEL);
    await addPasskey(page, named('E2E amended'));
    const operationId = await sendToKora(page, '10');
    const popup = page.getByRole('dialog', { name: 'Approve with your passkey' });
    await expect(popup).toContainText('10.00');
    // The challenge was issued for 10.00; the same operation is amended to 500.00 (issue 5's amendment).
    const pavel = await apiSession(page.request, PAVEL);
    const { accounts } = await pavel.call('balanceInquiry', {});
    const eur = [accounts.account].flat().find((account) => account.currencyCode === 'EUR')!;
    await pavel.call('transferP2p', {
      accountId: eur.accountId,
      amount: '500',
      currency: 'EUR',
      toEmail: KORA,
      operationId,
    });
    const before = await eurBalance(page, PAVEL);
    const approve = popup.getByRole('button', { name: 'Approve with passkey' });
    await approve.click();
    await expect(popup).toContainText('This passkey approval was made for another payment');
    expect(await eurBalance(page, PAVEL)).toBe(before);
    await expect(page.getByText('Money sent')).toHaveCount(0);
    // Focus is back on the popup's button after the browser's dialog.
    await expect(approve).toBeFocused();
  });

  test('a passkey made on one brand’s host fails on another’s', async ({ page }) => {
    await signIn(page, PAVEL);
    await addPasskey(page, named('E2E brand'));
    // Another host is another origin: no session there; the virtual authenticator holds the passkey of localhost.
    await page.goto(`http://meridian.localhost:${PORTS.portal}/login`);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    // The browser holds no passkey for this host: none is used, the page says so, nobody is signed in.
    await expect(page.getByText(/No passkey was used/)).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a removed passkey is refused', async ({ page }) => {
    await signIn(page, PAVEL);
    await addPasskey(page, named('E2E removed'));
    const section = page.getByRole('region', { name: 'Passkeys' });
    await section.getByRole('button', { name: `Remove ${named('E2E removed')}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Remove passkey' }).click();
    await expect(section.getByRole('cell', { name: named('E2E removed'), exact: true })).toHaveCount(0);
    await signOut(page);
    // The authenticator still holds it and answers the e-mail field's autofill request with it (the virtual
    // authenticator picks it as a customer would); the sandbox no longer knows it.
    expect(await authenticator.credentials()).toHaveLength(1);
    await expect(page.getByText('This passkey is not registered here')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a replayed assertion is refused', async ({ page }) => {
    await signIn(page, PAVEL);
    await addPasskey(page, named('E2E replay'));
    const sent = page.waitForRequest((request) => request.url().endsWith('/auth/passkey/login'));
    await signOut(page);
    const request = await sent;
    await expect(page).toHaveURL(/\/home$/);
    // The same answer sent again, over HTTP as the browser sent it: refused.
    const replay = await page.request.post(request.url(), {
      data: request.postDataJSON(),
      headers: { origin: new URL(page.url()).origin },
    });
    expect(replay.status()).toBe(401);
    expect(((await replay.json()) as { responseDescription: string }).responseDescription).toBe(
      'This passkey answer was already used',
    );
  });

  test("a right-3 user's payment is approved by the owner's passkey", async ({ page, browser }) => {
    const markContext = await browser.newContext();
    const mark = await markContext.newPage();
    await signInToCompany(mark, MARK, KEYSTONE);
    await mark.goto('/transfer/p2p');
    await expect(mark.getByRole('heading', { level: 1, name: 'Send to a person' })).toBeVisible();
    await mark.getByRole('textbox', { name: 'Payee e-mail' }).fill(PAVEL);
    await mark.getByRole('textbox', { name: 'Amount' }).fill('33.33');
    await mark.getByRole('button', { name: 'Review' }).click();
    await mark.getByRole('button', { name: 'Confirm and send' }).click();
    await expect(mark.getByText('Approval transaction created', { exact: true })).toBeVisible();
    await markContext.close();

    const pavelBefore = await eurBalance(page, PAVEL);
    await page.goto('/login');
    await fillCredentials(page, KORA);
    await page
      .getByRole('dialog', { name: 'Choose a company' })
      .getByRole('button', { name: KEYSTONE })
      .click();
    await expect(page).toHaveURL(/\/home$/);
    await addPasskey(page, named('E2E owner'));
    await page.goto('/transfer/approved');
    await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: '€33.33' });
    await expect(row).toContainText('Mark');
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Approve selected' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Approve with passkey' });
    await expect(confirm).toContainText('33.33');
    await expect(confirm).toContainText(PAVEL);
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Approve with passkey' }).click();
    await expect(page.getByText(/Request \d+: Approved\./)).toBeVisible();
    await expect(row).toContainText('Approved');
    expect((Number(await eurBalance(page, PAVEL)) - Number(pavelBefore)).toFixed(2)).toBe('33.33');
  });
});
