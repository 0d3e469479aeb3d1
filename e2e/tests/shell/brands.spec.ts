import { expect, test } from '@playwright/test';
import { BRAND_KEYS, BRANDS, brandCssVariables } from '@portal/brands/brands';
import { PORTS } from '../../support/ports';

/** One deployment serves every brand; the host name picks it (DESIGN §4), so no remote is rebuilt. */
for (const key of BRAND_KEYS) {
  const brand = BRANDS[key];
  test(`brand ${key} / its login page / its name, colours, languages and registration`, async ({ page }) => {
    await page.goto(`http://${key}.localhost:${PORTS.portal}/login`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Sign in to ${brand.projectName}` }),
    ).toBeVisible();
    // "Page · Brand" (DESIGN §4); the sign-in heading names the brand, so the title says it once.
    await expect(page).toHaveTitle(`Sign in to ${brand.projectName}`);
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--portal-color-primary').trim(),
    );
    expect(primary).toBe(brandCssVariables(brand)['--portal-color-primary']);
    const languages = page.getByRole('combobox', { name: 'Language' });
    await expect(languages.locator('option')).toHaveCount(brand.availableLangs.length);
    const register = page.getByRole('link', { name: 'Open an account' });
    if (brand.allowRegistration) await expect(register).toBeVisible();
    else await expect(register).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      brand.terms.privacyPolicy,
    );
    await page.screenshot({ path: `dist/screenshots/brand-${key}-login.png` });
  });
}
