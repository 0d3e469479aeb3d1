import { expect, test } from '@playwright/test';
import { USERS, signIn } from '../../support/portal';

test.describe('session rules (spec 01 §4)', () => {
  test('idle / 14 minutes without activity / warned; 15 minutes / signed out and told why', async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page, USERS.simple);
    await page.clock.fastForward('14:01');
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    await expect(warning).toBeVisible();
    await page.clock.fastForward('01:00');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('You were signed out after 15 minutes without activity.')).toBeVisible();
  });

  test('idle warning / stay signed in / still signed in after the 15 minutes', async ({ page }) => {
    await page.clock.install();
    await signIn(page, USERS.simple);
    await page.clock.fastForward('14:10');
    await page.getByRole('button', { name: 'Stay signed in' }).click();
    await page.clock.fastForward('02:00');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toHaveCount(0);
  });

  test('parallel 401s / one refresh shared by all waiting calls, then each retried once', async ({
    page,
  }) => {
    await signIn(page, USERS.simple);
    // The server stops accepting the access token while the client still thinks it valid for an hour: every
    // call of the reload (customer info, balances, the live channel) meets a 401 at about the same time.
    await page.evaluate(() => {
      const session = JSON.parse(sessionStorage.getItem('portal.session') ?? '{}') as Record<string, unknown>;
      const claims = btoa(JSON.stringify({ sub: '501', customerId: 20001, exp: Date.now() / 1000 + 3600 }));
      session.accessToken = `eyJhbGciOiJIUzI1NiJ9.${claims.replace(/=+$/, '')}.forged`;
      session.expiresAt = Date.now() + 3_600_000;
      sessionStorage.setItem('portal.session', JSON.stringify(session));
    });
    const refreshes: string[] = [];
    const unauthorised: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/refresh')) refreshes.push(request.url());
    });
    page.on('response', (response) => {
      if (response.status() === 401) unauthorised.push(response.url());
    });
    await page.reload();
    await expect(page.getByText('€1,520.50', { exact: true })).toBeVisible();
    expect(unauthorised.length).toBeGreaterThanOrEqual(1);
    // A second refresh with the same rotating token would be taken for theft and end the session.
    expect(refreshes).toHaveLength(1);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('failed refresh / session ends and says it expired', async ({ page }) => {
    await signIn(page, USERS.simple);
    await page.evaluate(() => {
      const session = JSON.parse(sessionStorage.getItem('portal.session') ?? '{}') as Record<string, unknown>;
      session.refreshToken = 'revoked-or-unknown';
      session.expiresAt = Date.now() - 1000;
      sessionStorage.setItem('portal.session', JSON.stringify(session));
    });
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  });
});

test.describe('embedded mode (spec 01 §1)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const sent: string[] = [];
      Object.assign(window, {
        hostMessages: sent,
        ReactNativeWebView: { postMessage: (text: string) => sent.push(text) },
      });
    });
  });

  test('in the app shell / init sent, host messages from an allowed origin obeyed, flag kept', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { hostMessages: string[] }).hostMessages))
      .toContainEqual(expect.stringContaining('"type":"init"'));
    await expect(page.locator('html')).toHaveAttribute('data-embedded', 'true');
    // The host app talks in text messages from the page's own origin (a webview's injected script).
    await page.evaluate(() => window.postMessage(JSON.stringify({ type: 'language', value: 'es' }), '*'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Aurora Money');
    await expect(page.getByRole('button', { name: /Iniciar sesión|Entrar/ })).toBeVisible();
    await page.evaluate(() => window.postMessage(JSON.stringify({ type: 'ping' }), '*'));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { hostMessages: string[] }).hostMessages))
      .toContainEqual('{"type":"pong"}');
    expect(await page.evaluate(() => localStorage.getItem('portal.embedded'))).toBe('1');
  });

  test('a message that is not ours / ignored, page unchanged', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-embedded', 'true');
    await page.evaluate(() => window.postMessage('{"type":"language","value":42}', '*'));
    await page.evaluate(() => window.postMessage('not json', '*'));
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
