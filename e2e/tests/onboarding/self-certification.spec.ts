import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fillCredentials, signInToCompany, SANDBOX } from '../../support/portal';

/**
 * Issue 30 item 5: the tax self-certification (FATCA/CRS) against the real sandbox, which plays the e-signature
 * provider. Tess (Tess Tax Ltd, self-certification required) lands on the business splash after choosing her
 * company, classifies the company, gives its tax residence, submits, signs the W-8BEN on the sandbox's e-signature
 * page and comes back to a complete certification; a new sign-in then lands on home. The company's representative
 * certifies signed out by the secret of his link; Petra (personal, FATCA action) lands on the personal splash.
 * Demo data: sandbox-api/src/areas/onboarding/self-certification/seed.ts.
 */

const TESS = { email: 'tess.tax@demo.test', company: /Tess Tax Ltd/ };
const PETRA = 'petra.tax@demo.test';
/** TAX_CERTIFICATION_DEMO.representativeSecret of the sandbox's seed. */
const REPRESENTATIVE_SECRET = 'demo-representative-tess-7f3a9c2e5b14d608';

const seriousAxe = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);

/** A yes-or-no question of the forms: a fieldset named by its question. */
const answer = (page: Page, question: RegExp, choice: 'Yes' | 'No') =>
  page.getByRole('group', { name: question }).getByLabel(choice, { exact: true }).check();

test('business / tess certifies her company with a W-8BEN signed on the e-signature page; then home', async ({
  page,
  browser,
}) => {
  test.slow();
  // spec 01 §4 business routing: self-certification required → the business splash.
  await signInToCompany(page, TESS.email, TESS.company, /\/self-certification-business-splash$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your company’s tax residence' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Confirm your company’s tax residence · Aurora Money');
  await expect(page.getByRole('link', { name: 'Later' })).toHaveAttribute('href', '/home');
  expect(await seriousAxe(page)).toEqual([]);
  await page.getByRole('link', { name: 'Start the self-certification' }).click();

  await expect(page).toHaveURL(/\/self-certification-business$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Company tax self-certification' })).toBeVisible();
  await expect(page.getByText('Certifying as: Tess Tax Ltd')).toBeVisible();
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByText('Not given yet')).toBeVisible();

  // The company, its classification (each question after the one it depends on), its tax residence.
  await page.getByLabel('Country of registration').selectOption({ label: 'United Kingdom' });
  await page
    .getByLabel('Registered office')
    .selectOption({ label: '12 Ledger Lane, London EC2A 4NE, United Kingdom' });
  await page.getByLabel('Any other company').check();
  await answer(page, /act as a financial institution/, 'No');
  await answer(page, /shares traded on a stock exchange/, 'Yes');
  await page.getByLabel('Stock exchange', { exact: true }).fill('London Stock Exchange');
  await page.getByLabel('Ticker symbol', { exact: true }).fill('TESS');
  // A listed company is an active entity: no passive-income question, no controlling persons.
  await expect(page.getByRole('group', { name: /income passive/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Controlling persons' })).toHaveCount(0);

  const residence = page.getByRole('region', { name: 'Countries of tax residence' });
  await residence.getByLabel('Country of tax residence').selectOption({ label: 'United Kingdom' });
  // The id is named as the country names it (the tax-id table, spec 03 §3).
  await residence.getByLabel('Unique Taxpayer Reference (UTR)').fill('1234567890');
  await answer(page, /link to the United States/, 'No');
  await answer(page, /company a US person/, 'No');
  expect(await seriousAxe(page)).toEqual([]);
  await page.getByRole('button', { name: 'Submit the certification' }).click();

  await expect(page.getByText('Your certification is submitted.')).toBeVisible();
  await expect(documents.getByText('Waiting for review')).toBeVisible();
  const sign = page.getByRole('region', { name: 'Sign your Form W-8BEN' });
  await expect(sign).toBeVisible();
  await sign.getByRole('button', { name: 'Sign Form W-8BEN' }).click();

  // The sandbox's e-signature page, in this tab: the form's summary, the typed name, Sign.
  await expect(page).toHaveURL(/\/sandbox\/e-sign\/[A-Za-z0-9_-]+\?returnUrl=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Form W-8BEN' })).toBeVisible();
  await expect(page.getByText('Tess Tax Ltd')).toBeVisible();
  await expect(page.getByText('GB: 1234567890')).toBeVisible();
  await page.getByLabel('Full name (your signature)').fill('Tess Taylor');
  await page.getByRole('button', { name: 'Sign' }).click();

  // Back on the portal's page: the W-8BEN signed, the certification complete.
  await expect(page).toHaveURL(/\/self-certification-business\?esign=signed$/);
  await expect(page.getByText('Your tax self-certification is complete.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Documents' }).getByText('Validated')).toHaveCount(2);
  await page.getByRole('link', { name: 'Go to your accounts' }).first().click();
  await expect(page).toHaveURL(/\/home$/);

  // A new sign-in lands on home, no more on the splash (the self-certification is validated).
  const fresh = await browser.newContext();
  const again = await fresh.newPage();
  await signInToCompany(again, TESS.email, TESS.company);
  await expect(again).toHaveURL(/\/home$/);
  await fresh.close();
});

test('representative / rhys certifies signed out by the secret of his link; a wrong link goes to sign-in', async ({
  page,
}) => {
  await page.goto(`/self-certification-representative?secret=${REPRESENTATIVE_SECRET}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Representative tax self-certification' }),
  ).toBeVisible();
  await expect(page.getByText('Certifying as: Rhys Reed')).toBeVisible();
  await page.getByLabel('Country of tax residence').selectOption({ label: 'United Kingdom' });
  await page.getByLabel('National Insurance number (NINO)').fill('QQ123456B');
  await answer(page, /link to the United States/, 'No');
  await answer(page, /US citizen or resident/, 'No');
  expect(await seriousAxe(page)).toEqual([]);
  await page.getByRole('button', { name: 'Submit the certification' }).click();
  await expect(
    page.getByText('Thank you. Your certification is submitted; you can close this page.'),
  ).toBeVisible();

  // The sandbox kept it: the representative's certification waits for review.
  const response = await page.request.post(`${SANDBOX}/api/v1/?method=getRepresentativeTaxCertification`, {
    data: { method: 'getRepresentativeTaxCertification', secret: REPRESENTATIVE_SECRET },
    headers: { 'x-client-version': '2.1.2' },
  });
  expect(await response.json()).toMatchObject({
    responseCode: '00',
    info: { taxResidencySelfCertificationDocumentStatus: 'pending' },
  });

  // A link whose secret finds nothing goes back to the sign-in page.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/self-certification-representative?secret=not-a-real-secret');
  await expect(page).toHaveURL(/\/login/);
});

test('personal / petra must certify: she lands on the splash, and "later" leads home', async ({ page }) => {
  await page.goto('/login');
  await fillCredentials(page, PETRA);
  // spec 01 §4 rule 7: a personal user with a required tax-certification action.
  await expect(page).toHaveURL(/\/self-certification-splash$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your tax residence' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start the self-certification' })).toHaveAttribute(
    'href',
    '/self-certification',
  );
  await page.getByRole('link', { name: 'Later' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
