import { expect, test } from '@playwright/test';
import { BRAND_KEYS, BRANDS } from '@portal/brands/brands';
import { fillCredentials, USERS } from '../../support/portal';
import { PORTS } from '../../support/ports';

/** #rrggbb as the browser computes it, rgb(r, g, b). */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/**
 * Radio buttons and checkboxes take the brand's colour (issue 14), and stay native inputs: checked by the keyboard,
 * with the focus ring. One page with both (the external transfer's kinds and "save as template"), every brand,
 * desktop and phone.
 */
for (const key of BRAND_KEYS) {
  test(`brand ${key} / radios and checkboxes in the brand's primary, keyboard and focus ring kept`, async ({
    page,
  }) => {
    const primary = rgb(BRANDS[key].theme.primary);
    await page.setViewportSize({ width: 1366, height: 860 });
    await page.goto(`http://${key}.localhost:${PORTS.portal}/login`);
    await fillCredentials(page, USERS.transfers);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(`http://${key}.localhost:${PORTS.portal}/transfer/external`);
    await page.getByLabel('Country of the payee').selectOption({ label: 'Germany' });
    const radios = page.getByRole('radio');
    await expect(radios.first()).toBeVisible();
    expect(await radios.count()).toBeGreaterThan(1);

    await radios.first().focus();
    await page.keyboard.press('ArrowDown');
    const second = radios.nth(1);
    await expect(second).toBeChecked();
    await expect(second).toBeFocused();
    const style = await second.evaluate((input) => {
      const computed = getComputedStyle(input);
      return { accent: computed.accentColor, outline: computed.outlineStyle, width: computed.width };
    });
    expect(style).toEqual({ accent: primary, outline: 'solid', width: '18px' });
    const checkbox = page.getByRole('checkbox').first();
    expect(await checkbox.evaluate((input) => getComputedStyle(input).accentColor)).toBe(primary);
    await checkbox.check();
    await expect(checkbox).toBeChecked();
    await second.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `dist/screenshots/brand-${key}-controls-1366.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await checkbox.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `dist/screenshots/brand-${key}-controls-390.png` });
  });
}
