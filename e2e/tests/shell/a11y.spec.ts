import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { USERS, signIn } from '../../support/portal';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('axe / login page / no serious or critical violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe / home page / no serious or critical violation', async ({ page }) => {
  await signIn(page);
  await expect(page.getByText('€1,520.50', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/** DESIGN §4: "Page · Brand" on every route, focus on the new page's h1 after a navigation, every line in a landmark. */
test('where the customer is / a menu link moves focus to the new heading and retitles the page, a language switch translates the title, the sign-in page has no line outside a landmark', async ({
  page,
}) => {
  const heading = page.locator('main#content h1').filter({ visible: true });

  await page.goto('/login');
  await expect(heading).toBeVisible();
  // The sign-in heading names the brand: the title says it once.
  await expect(heading).toHaveText('Sign in to Aurora Money');
  await expect(page).toHaveTitle('Sign in to Aurora Money');
  await expect(page.getByRole('contentinfo').getByText('Secure connection')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withRules(['region']).analyze();
  expect(violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('login.png') });

  await signIn(page, USERS.simple);
  // Signing in is a navigation too: the home page's heading takes focus from the pressed button.
  await expect(heading).toBeFocused();
  const home = (await heading.innerText()).trim();
  // The home's heading greets ("Hello, Anna"); the title names the page as the menu does.
  await expect(page).toHaveTitle('Accounts · Aurora Money');

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'History', exact: true })
    .click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(heading).toBeFocused();
  const history = (await heading.innerText()).trim();
  expect(history).not.toBe(home);
  await expect(page).toHaveTitle(`${history} · Aurora Money`);
  await page.screenshot({ path: test.info().outputPath('history-focused.png') });

  await page.locator('#language-main').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(heading).not.toHaveText(history);
  const translated = (await heading.innerText()).trim();
  await expect(page).toHaveTitle(`${translated} · Aurora Money`);
});
