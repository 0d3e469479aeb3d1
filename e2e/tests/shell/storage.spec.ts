import { expect, test } from '@playwright/test';
import { USERS, fillCredentials } from '../../support/portal';

/** Issue 12: in a frame whose site may not store anything, reading `sessionStorage` throws; the portal still works. */
test('storage refused by the browser / sign-in and home work, no blank page, no uncaught error', async ({
  page,
}) => {
  await page.addInitScript(() => {
    for (const name of ['sessionStorage', 'localStorage'])
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(
            `Failed to read the '${name}' property from 'Window': Access is denied`,
            'SecurityError',
          );
        },
      });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/login');
  await fillCredentials(page, USERS.simple);

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('€1,520.50', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
