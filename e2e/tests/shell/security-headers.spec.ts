import { expect, test, type Page } from '@playwright/test';
import { USERS, signIn } from '../../support/portal';

/** Issue 12: the portal's page carries a strict policy, and no page of the portal breaks it. */

test('portal page / CSP without inline scripts, no framing, nosniff, referrer and permissions policies', async ({
  request,
}) => {
  const home = await request.get('/home');
  const headers = home.headers();
  const csp = headers['content-security-policy'] ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `));

  expect(directive('script-src')).toBe("script-src 'self'");
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(directive('object-src')).toBe("object-src 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['access-control-allow-origin']).toBeUndefined();
  // Identity checks will film the customer: only their pages may ask for the camera.
  expect((await request.get('/kyc')).headers()['permissions-policy']).toContain('camera=(self)');
});

async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} at ${location.pathname}`,
      ),
    );
  });
  return violations;
}

/** Every page the deployed areas serve today, signed out and signed in. */
const PUBLIC_PAGES = ['/login', '/password-reset', '/activate', '/legal-terms', '/receive/abc'];
const SIGNED_IN_PAGES = [
  '/home',
  '/cards',
  '/history',
  '/history/batch-transfers',
  '/statements',
  '/receive',
  '/news',
  '/transfer/account',
  '/transfer/p2p',
  '/transfer/external',
  '/transfer/approved',
  '/setting',
  '/login-history',
  '/no-such-page',
];

test('every page / no CSP violation, signed out and signed in', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await recordViolations(page);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root')).not.toBeEmpty();
  }
  await signIn(page, USERS.simple);
  for (const path of SIGNED_IN_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root')).not.toBeEmpty();
  }

  expect(violations).toEqual([]);
});
