import { expect, test } from '@playwright/test';
import { asList } from '@portal/api/numeric';
import { apiSession } from '../../support/api';
import { signIn } from '../../support/portal';

/** Nora has not answered the announcements that ask for an answer yet (sandbox seed-history). */
const NORA = 'nora.news@demo.test';

test('news / announcements that ask / shown after sign-in; accepting one leaves the other', async ({
  page,
  request,
}) => {
  const api = await apiSession(request, NORA);
  const waiting = asList(
    (await api.call('getAnnouncements', { withConfirmation: true })).announcements.announcement,
  );
  expect(waiting.length).toBeGreaterThanOrEqual(2);
  const [first, second] = waiting;

  await signIn(page, NORA);
  const prompt = page.getByRole('dialog', { name: 'Please review' });
  await expect(prompt.getByText(first!.title)).toBeVisible();
  await expect(prompt.getByText(second!.title)).toBeVisible();
  await prompt
    .getByRole('group', { name: `Your answer to ${first!.title}` })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(prompt.getByText(first!.title)).toHaveCount(0);
  await expect(prompt.getByText(second!.title)).toBeVisible();

  const after = asList(
    (await api.call('getAnnouncements', { withConfirmation: true })).announcements.announcement,
  );
  expect(after.map((item) => item.id)).toEqual(waiting.slice(1).map((item) => item.id));
  const all = asList((await api.call('getAnnouncements', {})).announcements.announcement);
  expect(all.find((item) => item.id === first!.id)?.answer).toBe('accepted');

  await prompt.getByRole('button', { name: 'Later' }).click();
  await page.getByRole('link', { name: 'News' }).click();
  const item = page.getByRole('listitem').filter({ hasText: first!.title });
  await item.getByRole('button', { name: new RegExp(first!.title) }).click();
  await expect(item.getByText('You accepted this.')).toBeVisible();
});
