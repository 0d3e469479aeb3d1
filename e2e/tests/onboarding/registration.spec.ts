import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sampleDraft } from '@portal/api/testing/registration';
import { BRAND_KEYS, BRANDS } from '@portal/brands/brands';
import { latestLink, SANDBOX } from '../../support/portal';
import { PORTS } from '../../support/ports';

/** Issue 29 (first part): registration's choice and the personal registration, against the real sandbox. */

const seriousAxe = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);

test('register / a personal customer registers, activates from the outbox link and lands home', async ({
  page,
}) => {
  // Unique per run: the journeys share one sandbox.
  const email = `reg.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
  const phone = String(60_000_000 + Math.floor(Math.random() * 9_000_000));
  await page.goto('/login');
  await page.getByRole('link', { name: 'Open an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Open an account' })).toBeVisible();
  await expect(page).toHaveTitle('Open an account · Aurora Money');
  await page.getByRole('link', { name: 'Open a personal account' }).click();
  await expect(page).toHaveURL(/\/register\/personal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Open a personal account' })).toBeVisible();

  // Sent empty: each field says what it needs, the first takes the focus.
  await page.getByRole('button', { name: 'Open the account' }).click();
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.getByText('Accept the terms to open the account')).toBeVisible();

  await page.getByLabel('First name').fill('Ольга');
  await page.getByLabel('Last name').fill('Коваль');
  // A taken e-mail is told as soon as the field is left.
  await page.getByLabel('E-mail').fill('anna.simple@demo.test');
  await page.getByLabel('Password', { exact: true }).focus();
  await expect(
    page.getByText('This e-mail already has an account. Sign in or reset the password.'),
  ).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Fresh-pass-9');
  await expect(page.getByText('This e-mail is free.')).toBeVisible();
  // Too young first: the browser says so before anything is sent.
  await page.getByLabel('Date of birth').fill('2015-01-01');
  await page.getByLabel('Country of residence').selectOption('LT');
  await expect(page.getByLabel('Phone code')).toHaveValue('+370');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('What describes you best').selectOption('freelancers');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Open the account' }).click();
  await expect(page.getByText('You must be at least 18 to open an account')).toBeVisible();
  expect(await seriousAxe(page)).toEqual([]);
  await page.getByLabel('Date of birth').fill('1990-05-17');
  // The message goes as the date is fixed; the button moves up with it, so wait for the form to settle.
  await expect(page.getByText('You must be at least 18 to open an account')).toHaveCount(0);
  await page.getByRole('button', { name: 'Open the account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(`We sent a link to ${email}.`, { exact: false })).toBeVisible();
  await page.screenshot({ path: 'dist/screenshots/register-personal-sent.png' });

  // The activation link from the outbox (spec 03 §4 "Activation").
  const link = await latestLink(page, email);
  expect(link).toContain('action=activation&user=');
  await page.goto(link);
  await expect(page.getByRole('dialog')).toContainText('Your Account has been activated.');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Ольга', { exact: false }).first()).toBeVisible();
});

test('register / phone width: the form fits and reads in order', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/register/personal');
  await expect(page.getByRole('heading', { level: 1, name: 'Open a personal account' })).toBeVisible();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth + 1);
  expect(await seriousAxe(page)).toEqual([]);
  await page.screenshot({ path: 'dist/screenshots/register-personal-390.png', fullPage: true });
});

test('register / a brand with registration off shows no registration (spec 01 §1)', async ({ page }) => {
  await page.goto(`http://tessera.localhost:${PORTS.portal}/register`);
  await expect(page.getByRole('heading', { level: 1, name: 'Registration is not open' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open a/ })).toHaveCount(0);
  await page.goto(`http://tessera.localhost:${PORTS.portal}/login`);
  await expect(page.getByRole('link', { name: 'Open an account' })).toHaveCount(0);
});

test('register / the sandbox judges each brand as its configuration says: registration open, source of wealth asked', async ({
  request,
}) => {
  // Nobody's sources of funds given: a brand that asks for the source of wealth refuses the 60 % and 40 % holders.
  const draft = sampleDraft(`brands.${Date.now()}@biz.example`);
  for (const person of draft.persons) Object.assign(person, { sourceOfFunds: [], sourceDetails: {} });
  for (const key of BRAND_KEYS) {
    const brand = BRANDS[key];
    const response = await request.post(`${SANDBOX}/api/v1/?method=createBusinessAccount`, {
      headers: { Origin: `http://${key}.localhost:${PORTS.portal}` },
      data: { method: 'createBusinessAccount', ...draft, captcha: 'not solved' },
    });
    const answer = (await response.json()) as { responseCode: string; validationErrors?: string[] };
    if (!brand.allowRegistration) {
      expect(answer.responseCode, key).toBe('ENOA');
      continue;
    }
    expect(answer.responseCode, key).toBe('TA1');
    const asked = (answer.validationErrors ?? []).some((line) => line.includes('source of funds'));
    expect(asked, `${key} asks for the source of wealth`).toBe(brand.sourceOfWealthEnable);
  }
});
