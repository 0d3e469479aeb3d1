import { expect, test, type Page } from '@playwright/test';
import { createCodeVerifier } from '@portal/api/pkce';
import { directCode } from '../../support/portal';

/**
 * Issue 28: the page's frame is painted from the first HTML, before any script has run (scripts/first-paint.mjs),
 * and the shell's layout takes its place in the commit that renders its own, where the frame stood.
 */

const HOME_DESCRIPTION = 'Your balances in every currency, updated live.';

/** The address a customer the app sends in with a code arrives at (spec 01 §2). */
async function arrival(page: Page): Promise<string> {
  const verifier = createCodeVerifier();
  return `/home?code=${encodeURIComponent(await directCode(page, verifier))}&codeVerifier=${verifier}`;
}

/** The page as the first HTML paints it: no script runs. */
const withoutScripts = (page: Page) => page.route(/\.js(\?|$)/, (route) => route.abort());

test.describe('first paint (issue 28)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("/login before any script / the brand's header and footer in landmarks, the sign-in card's heading, no control that does nothing; then the shell's own, once, the card where it stood", async ({
    page,
  }) => {
    const heading = { level: 1, name: 'Sign in to Aurora Money' } as const;
    await withoutScripts(page);
    await page.goto('/login');
    const frame = page.locator('#first-paint');
    // The card's title (the brand's name filled in by the server) and line; the screen's height kept for the form
    // (issue 49: the form, taller than a phone's screen less the footer, pushed a footer in view down as it came).
    const painted = frame.getByRole('heading', heading);
    await expect(painted).toBeVisible();
    await expect(frame.getByText('Welcome back. Enter your e-mail and password.')).toBeVisible();
    await expect(frame.getByRole('contentinfo')).not.toBeInViewport();
    const before = (await painted.boundingBox())!;
    await expect(frame.getByRole('banner').getByRole('img', { name: 'Aurora Money' })).toBeVisible();
    await expect(frame.getByRole('contentinfo')).toContainText('Secure connection');
    await expect(frame.getByRole('contentinfo')).toContainText(
      `© ${new Date().getFullYear()} Aurora Payments UAB. All rights reserved.`,
    );
    await expect(frame.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
    await expect(frame.getByRole('main')).toBeAttached();
    await expect(frame.locator('select, button, input')).toHaveCount(0);

    await page.unrouteAll();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const after = (await page.getByRole('heading', heading).boundingBox())!;
    expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
  });

  test("/home arriving with a code / header and the home's description before any script, the greeting's place held; the page's own description lands where it stood", async ({
    page,
  }) => {
    await withoutScripts(page);
    await page.goto(await arrival(page));
    const painted = page.locator('#first-paint').getByText(HOME_DESCRIPTION);
    await expect(painted).toBeVisible();
    await expect(page.locator('#first-paint').getByRole('heading')).toHaveCount(0);
    const before = (await painted.boundingBox())!;

    await page.unrouteAll();
    await page.goto(await arrival(page));
    await expect(page.getByText('Total balance')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Dora' })).toBeVisible();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    const after = (await page.getByText(HOME_DESCRIPTION).boundingBox())!;
    expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
  });

  test("/register/business before any script / the form's heading in the signed-out frame; the page's own lands where it stood", async ({
    page,
  }) => {
    const heading = { level: 1, name: 'Open a business account' } as const;
    await withoutScripts(page);
    await page.goto('/register/business');
    const painted = page.locator('#first-paint').getByRole('heading', heading);
    await expect(painted).toBeVisible();
    const before = (await painted.boundingBox())!;

    await page.unrouteAll();
    await page.goto('/register/business');
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    const after = (await page.getByRole('heading', heading).boundingBox())!;
    expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
  });

  test("a signed-in page without a session / the sign-in page's frame (where the guard leads); with one, its own, in the chosen language", async ({
    request,
  }) => {
    const signedOut = await (await request.get('/home')).text();
    expect(signedOut).toContain('class="fp-external"');
    expect(signedOut).not.toContain(HOME_DESCRIPTION);

    const signedIn = await (await request.get('/home', { headers: { Cookie: 'portal.signedIn=1' } })).text();
    expect(signedIn).toContain('class="fp-main"');
    expect(signedIn).toContain(HOME_DESCRIPTION);

    const russian = await request.get('/home', {
      headers: { Cookie: 'portal.signedIn=1; portal.locale=ru' },
    });
    const html = await russian.text();
    expect(html).toContain('lang="ru"');
    expect(html).toContain('Ваши остатки во всех валютах');
    expect(russian.headers()['vary']).toMatch(/Cookie/);

    // The browser's language when no choice was made; a page the server paints no frame for: none.
    const spanish = await (
      await request.get('/login', { headers: { 'Accept-Language': 'es-ES,es;q=0.9' } })
    ).text();
    expect(spanish).toContain('lang="es"');
    expect(await (await request.get('/no-such-page')).text()).not.toContain('id="first-paint"');
  });
});
