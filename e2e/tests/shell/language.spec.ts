import { expect, test, type Page } from '@playwright/test';
import { USERS, signIn } from '../../support/portal';

/** Carla holds cards of both kinds (sandbox seed-cards). */
const CARLA = 'carla.cards@demo.test';

/** Signs in, then reopens the portal in `locale` as a customer who chose it earlier would (only the locale persists). */
async function signInIn(page: Page, email: string, locale: string) {
  await signIn(page, email);
  await page.evaluate((value) => localStorage.setItem('portal.locale', value), locale);
}

test.describe('language (issue 14 item 7)', () => {
  test('es / the external transfer names countries in Spanish, in Spanish order, and speaks as usted', async ({
    page,
  }) => {
    await signInIn(page, USERS.transfers, 'es');
    await page.goto('/transfer/external');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Enviar al extranjero o a un banco' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const country = page.getByLabel('País del beneficiario');
    const labels = (await country.locator('option').allTextContents()).filter(
      (label) => label !== 'Elija un país',
    );
    expect(labels.length).toBeGreaterThan(3);
    expect(labels).toContain('Alemania');
    expect(labels).not.toContain('Germany');
    expect(labels).toEqual([...labels].sort(new Intl.Collator('es').compare));
    await expect(page.getByText('Elija el país del beneficiario para ver cómo puede enviar.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('external-es.png'), fullPage: true });
  });

  test('ru / countries in Russian on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInIn(page, USERS.transfers, 'ru');
    await page.goto('/transfer/external');
    const country = page.getByLabel('Страна получателя');
    await expect(country.locator('option', { hasText: 'Германия' })).toHaveCount(1);
    await country.selectOption({ label: 'Германия' });
    await page.screenshot({ path: test.info().outputPath('external-ru-phone.png'), fullPage: true });
  });

  for (const [locale, forms] of [
    ['ru', { one: 'карта', few: 'карты', many: 'карт', other: 'карты' }],
    ['uk', { one: 'картка', few: 'картки', many: 'карток', other: 'картки' }],
  ] as const) {
    test(`${locale} / the card counts in the language's plural forms, the page's lang uk for Ukrainian`, async ({
      page,
    }) => {
      await signInIn(page, CARLA, locale);
      await page.goto('/cards/physical');
      // The stored `uk` (spec 03 §9) opens the product's ua; the page names its language by the ISO code.
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const tabs = page
        .getByRole('navigation', { name: locale === 'ru' ? 'Виды карт' : 'Види карток' })
        .getByRole('link');
      await expect(tabs).toHaveCount(2);
      const rules = new Intl.PluralRules(locale);
      for (const tab of await tabs.all()) {
        const count = Number(await tab.locator('[aria-hidden="true"]').textContent());
        const form = forms[rules.select(count) as keyof typeof forms];
        await expect(tab).toHaveAccessibleName(new RegExp(`\\(${count} ${form}\\)$`));
      }
      await page.screenshot({ path: test.info().outputPath(`cards-${locale}.png`) });
    });
  }
});
