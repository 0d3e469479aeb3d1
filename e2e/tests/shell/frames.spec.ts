import { expect, test, type Page } from '@playwright/test';
import { USERS, signIn, signInToCompany } from '../../support/portal';

/**
 * Issue 28 item 4: no blank frame between pages. A recorder reads the main area's visible text at every animation
 * frame while the customer goes from the home page to a transfer form, another area's form and the cards: the old
 * page stays until the new one has rendered its content (a page whose data is slow shows its own skeleton under
 * its heading), so no frame shows an empty main area.
 */

/** Starts recording the main area's visible text at each frame; the returned function stops and hands the frames. */
async function recordFrames(page: Page): Promise<() => Promise<string[]>> {
  const generation = await page.evaluate(() => {
    const w = window as unknown as { frameRecorder?: { generation: number; frames: string[] } };
    const recorder = { generation: (w.frameRecorder?.generation ?? 0) + 1, frames: [] as string[] };
    w.frameRecorder = recorder;
    const tick = () => {
      if (w.frameRecorder !== recorder) return;
      const main = document.querySelector<HTMLElement>('main#content');
      recorder.frames.push((main?.innerText ?? '').trim());
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    return recorder.generation;
  });
  return () =>
    page.evaluate((wanted) => {
      const w = window as unknown as { frameRecorder?: { generation: number; frames: string[] } };
      const recorder = w.frameRecorder;
      w.frameRecorder = undefined;
      return recorder?.generation === wanted ? recorder.frames : [];
    }, generation);
}

/** The frames' texts, each change once: what the customer saw, in order. */
const seen = (frames: string[]) =>
  frames.filter((text, index) => index === 0 || text !== frames[index - 1]).map((text) => text.slice(0, 40));

/** Follows the menu's links in turn, recording every frame of each move: none may show an empty main area. */
async function walk(page: Page, steps: readonly { link: string | RegExp; heading: string }[]) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const { link, heading } of steps) {
    const stop = await recordFrames(page);
    await menu.getByRole('link', { name: link, exact: typeof link === 'string' }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // A few more frames after the new page is there: a late blank frame counts too.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 150)));
    const frames = await stop();
    console.log(`${String(link)}: ${frames.length} frames, ${JSON.stringify(seen(frames))}`);
    expect(frames.length, String(link)).toBeGreaterThan(2);
    expect(
      seen(frames).filter((text) => text === ''),
      `${String(link)}: ${JSON.stringify(seen(frames))}`,
    ).toEqual([]);
  }
}

test('home → between accounts → home → p2p → home → cards / every frame shows a page', async ({ page }) => {
  await signIn(page, USERS.transfers);
  await expect(page.getByRole('region', { name: 'Recent activity' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await walk(page, [
    { link: 'Between accounts', heading: 'Between my accounts' },
    { link: 'Accounts', heading: 'Hello, Tina' },
    { link: 'Send to a person', heading: 'Send to a person' },
    { link: 'Accounts', heading: 'Hello, Tina' },
    { link: 'Cards', heading: 'Physical cards' },
  ]);
});

// The areas of issues 31 and 32 (support, smart contracts) are entered from another area like every other: Dirk, a
// business user of Delta Logistics (contracts on, seeded contracts), is no other journey's.
test('home → support → smart contracts → home / every frame shows a page', async ({ page }) => {
  await signInToCompany(page, 'dirk.delta@demo.test', /Delta Logistics BV/);
  await expect(page.getByRole('region', { name: 'Recent activity' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await walk(page, [
    { link: 'Support', heading: 'Messages' },
    { link: /^Smart contracts/, heading: 'Smart contracts' },
    { link: 'Accounts', heading: 'Hello, Dirk' },
  ]);
});

// The merchant area of issue 33 (mfe-merchant) is entered from another area like every other: Mia (Mia's Market,
// merchant data on every page) goes home → Merchant (under Company) → Accounts.
test('home → merchant → home / every frame shows a page', async ({ page }) => {
  await signInToCompany(page, 'mia.merchant@demo.test', /Mia's Market Ltd/);
  await expect(page.getByRole('region', { name: 'Recent activity' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await walk(page, [
    // spec 03 §2: the merchant's root redirects to security verification.
    { link: 'Merchant', heading: 'Identity verification' },
    { link: 'Accounts', heading: 'Hello, Mia' },
  ]);
});
