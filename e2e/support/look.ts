import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Serious or critical axe violations of the page as it is (their rule ids), e.g. a list with rows the route walk never sees. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

/**
 * Full-page screenshots of the page at desktop (1366×860) and phone (390×844) width, `<dir>/<name>-1366.png` and
 * `<dir>/<name>-390.png`, for looking at; the page is left at desktop width.
 */
export async function shootBothWidths(page: Page, dir: string, name: string): Promise<void> {
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.screenshot({ path: `${dir}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 860 });
}
