import { expect, test } from '@playwright/test';
import { PORTS } from '../../support/ports';
import { USERS, fillCredentials, signIn } from '../../support/portal';

test('unknown path / not-found page inside the layout', async ({ page }) => {
  await signIn(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('one React instance across the shell and both remotes', async ({ page }) => {
  // Every copy of react-dom registers with the DevTools hook once; count the registrations.
  await page.addInitScript(() => {
    const renderers = new Map();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        isDisabled: false,
        renderers,
        inject(renderer: unknown) {
          const id = renderers.size + 1;
          renderers.set(id, renderer);
          return id;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  await signIn(page);
  await expect(page.getByText('€1,520.50', { exact: true })).toBeVisible();
  const rendererCount = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(rendererCount).toBe(1);
});

test('remote entry pointing nowhere / that area shows its panel, shell and other areas keep working', async ({
  page,
}) => {
  const broken = `http://localhost:${PORTS.brokenPortal}`;
  await page.goto(`${broken}/login`);
  // mfe-auth still loads and signs in.
  await fillCredentials(page, USERS.simple);
  await expect(page).toHaveURL(/\/home$/);
  const panel = page.getByRole('alert').filter({ hasText: 'This area is unavailable right now' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  // The shell's layout is intact around it.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // Retrying keeps the panel (the entry is still missing) and the portal responsive.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(panel).toBeVisible();
  await page.goto(`${broken}/nowhere`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('responsive layout / phone width hides the side menu behind a toggle, desktop shows it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await page.screenshot({ path: 'dist/test-results/screens/home-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(menu).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.screenshot({ path: 'dist/test-results/screens/home-phone.png', fullPage: true });
});
