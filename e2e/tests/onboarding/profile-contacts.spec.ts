import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fillCredentials, latestCode, USERS } from '../../support/portal';

/**
 * Issue 30 item 3 (spec 03 §3 "Phone and email", §7 "Email add, delete, set primary, confirm request and confirm",
 * "Phone add, replace, confirm"): against the real sandbox, Pat (a personal customer no other journey changes, his
 * login his only e-mail, no phone) adds a phone and confirms it with the SMS code, adds an e-mail and confirms it with
 * the code sent to it, and makes it his primary e-mail. The codes are read from the sandbox's outbox, as his phone
 * and his mailbox would show them.
 */

const PAT = USERS.profileContacts;
const NEW_EMAIL = 'pat.phelan.work@demo.test';
const PHONE = { countryCode: '+353', number: '861234599', shown: '+353 861234599' };

const seriousAxe = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);

test('profile / pat adds a phone and confirms it by SMS, adds an e-mail, confirms it and makes it primary', async ({
  page,
}) => {
  test.slow();
  await page.goto('/login');
  await fillCredentials(page, PAT);
  // Home, or the tax self-certification's splash should its rules ask him first (spec 01 §4 rule 7).
  await expect(page).toHaveURL(/\/(home|self-certification-splash)$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page).toHaveTitle('Profile · Aurora Money');

  // A phone: added, the SMS code arrives (the sandbox's outbox), typed into the dialog; the phone is confirmed.
  const phones = page.getByRole('region', { name: 'Phones' });
  await expect(phones.getByText('No phone yet.')).toBeVisible();
  await phones.getByLabel('Country code').fill(PHONE.countryCode);
  await phones.getByLabel('Phone number').fill(PHONE.number);
  await phones.getByRole('button', { name: 'Add the phone' }).click();
  const phoneDialog = page.getByRole('dialog', { name: `Confirm ${PHONE.shown}` });
  await expect(phoneDialog).toBeVisible();
  await expect(phoneDialog.getByLabel('Confirmation code')).toBeFocused();
  await phoneDialog.getByLabel('Confirmation code').fill(await latestCode(page, PAT));
  await phoneDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(phoneDialog).toHaveCount(0);
  await expect(page.getByText(`${PHONE.shown} is confirmed.`)).toBeVisible();
  const phoneRow = phones.getByRole('row').filter({ hasText: PHONE.shown });
  await expect(phoneRow).toContainText('Confirmed');
  await expect(phoneRow).not.toContainText('Not confirmed');

  // An e-mail: added, its code sent to the new address, confirmed; then made the primary e-mail.
  const emails = page.getByRole('region', { name: 'E-mail addresses' });
  await expect(emails.getByRole('row').filter({ hasText: PAT })).toContainText('Primary');
  await emails.getByLabel('New e-mail address').fill(NEW_EMAIL);
  await emails.getByRole('button', { name: 'Add the e-mail' }).click();
  const emailDialog = page.getByRole('dialog', { name: `Confirm ${NEW_EMAIL}` });
  await expect(emailDialog).toBeVisible();
  await emailDialog.getByLabel('Confirmation code').fill(await latestCode(page, NEW_EMAIL));
  await emailDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(emailDialog).toHaveCount(0);
  await expect(page.getByText(`${NEW_EMAIL} is confirmed.`)).toBeVisible();
  const newRow = emails.getByRole('row').filter({ hasText: NEW_EMAIL });
  await expect(newRow).toContainText('Confirmed');
  expect(await seriousAxe(page)).toEqual([]);

  await newRow.getByRole('button', { name: `Make primary ${NEW_EMAIL}` }).click();
  await expect(page.getByText(`${NEW_EMAIL} is now your primary e-mail.`)).toBeVisible();
  await expect(newRow).toContainText('Primary');
  const loginRow = emails.getByRole('row').filter({ hasText: PAT });
  await expect(loginRow).toContainText('Secondary');
  // The former primary may now be made primary again or deleted; the new one may not be deleted.
  await expect(loginRow.getByRole('button', { name: `Make primary ${PAT}` })).toBeVisible();
  await expect(newRow.getByRole('button', { name: `Delete ${NEW_EMAIL}` })).toHaveCount(0);

  // It holds after a reload: the sandbox stored it.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'E-mail addresses' }).getByRole('row').filter({ hasText: NEW_EMAIL }),
  ).toContainText('Primary');
  await expect(
    page.getByRole('region', { name: 'Phones' }).getByRole('row').filter({ hasText: PHONE.shown }),
  ).toContainText('Confirmed');
});
