import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** Issue 2 budget: the JavaScript /login loads, gzip-summed. */
const LOGIN_JS_BUDGET_BYTES = 250 * 1024;

test('byte budget / JavaScript loaded by /login / at most 250 KB gzip', async ({ page }) => {
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js'))
      bodies.push(response.body());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const sizes = (await Promise.all(bodies)).map((body) => gzipSync(body, { level: 9 }).length);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  console.log(
    `/login JavaScript: ${sizes.length} files, ${(total / 1024).toFixed(1)} KB gzip (budget ${LOGIN_JS_BUDGET_BYTES / 1024} KB)`,
  );
  expect(sizes.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);
});
