import { expect, test, type Page } from '@playwright/test';
import { fillCredentials, SANDBOX, USERS } from '../../support/portal';

/**
 * Issue 31 items 3 and 4: notifications end to end. The sandbox stores and pushes what `/sandbox/notify` sends (as
 * the product's back end would); the shell shows a toast (announced), counts it on the header's bell and, on a click,
 * marks it read and opens its page 1 s later (spec 03 §2, §9). Nell (`nell.notify@demo.test`) is this journey's own:
 * what is sent to her shows on no other journey's page.
 */

const notify = async (page: Page, body: Record<string, unknown>) => {
  const response = await page.request.post(`${SANDBOX}/sandbox/notify`, {
    data: { email: USERS.notify, ...body },
  });
  expect(response.status()).toBe(200);
};

const unreadOf = async (page: Page) => {
  const name =
    (await page.getByRole('button', { name: /^Notifications, / }).getAttribute('aria-label')) ?? '';
  const count = /(\d+) unread/.exec(name);
  return count ? Number(count[1]) : 0;
};

test('notifications / a toast announced, the bell counts it, a click opens the page 1 s later', async ({
  page,
}) => {
  test.slow();
  await page.goto('/login');
  await fillCredentials(page, USERS.notify);
  await expect(page).toHaveURL(/\/home$/);

  // The bell and its list come with the secondary data, 5 s after sign-in (spec 03 §9); Nell has none yet.
  const bell = page.getByRole('button', { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName('Notifications, none unread', { timeout: 15_000 });
  await bell.click();
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByText('No notifications yet.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  const before = await unreadOf(page);
  expect(before).toBe(0);

  await notify(page, { type: 'documentRejected', text: 'Your passport was rejected: the photo is blurred.' });
  // Errors are announced assertively; the toast is a button with its translated title and the text beneath.
  const toast = page
    .getByRole('alert')
    .getByRole('button', { name: /^Document rejected/ })
    .filter({ hasText: 'Your passport was rejected: the photo is blurred.' });
  await expect(toast).toBeVisible();
  await expect(bell).toHaveAccessibleName(`Notifications, ${before + 1} unread`);

  const clicked = Date.now();
  await toast.click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(900);
  await expect(bell).toHaveAccessibleName(
    before === 0 ? 'Notifications, none unread' : `Notifications, ${before} unread`,
  );

  // A support reply opens its ticket (R's page: only the URL is asserted here).
  await notify(page, { type: 'zohoNewMessage', params: { ticketNumber: '31042' } });
  const reply = page.getByRole('status').getByRole('button', { name: /^New reply from support/ });
  await expect(reply).toContainText('Support answered your ticket #31042.');
  await reply.click();
  await expect(page).toHaveURL(/\/messages\/31042$/);

  // The list: newest first, Escape closes it and focus returns to the bell.
  await bell.click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  await expect(
    list.getByRole('button').filter({ hasText: 'Support answered your ticket #31042.' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  await expect(bell).toBeFocused();
});
