/**
 * The heading of the area's pages as the portal's server paints them in the page's frame before any script has run
 * (issue 28, scripts/first-paint.mjs): the same `PageLayout` title and description the page renders, in every
 * language, so the page's first words are on screen while its code and data are on their way. Written out as
 * `first-paint.json` beside this file (kept equal by `first-paint.test.ts`), which the build puts in the release
 * folder.
 */
import {
  firstPaintPages as headingsOf,
  type FirstPaintKeys,
  type FirstPaintTexts,
} from '@portal/remote/first-paint';

/**
 * Per route pattern of the area's router (contracts-app.tsx): the keys of the area's texts (namespace `contracts`)
 * of the page's PageLayout title and description. A customer to whom contracts are not offered (a personal one, an
 * unverified company, a brand without them) gets the panel that says why instead (contracts-not-offered.tsx); the
 * menu leads only the others there.

 */
export const FIRST_PAINT_PAGES: Record<string, FirstPaintKeys> = {
  // features/contracts/components/contracts-page.tsx.
  '/revenue-split': { title: 'list.title', description: 'list.description' },
  // features/contracts/components/new-contract-page.tsx.
  '/revenue-split/new': { title: 'form.title', description: 'form.description' },
  // features/contracts/components/contract-page.tsx: the title names the contract and the other side once it is in
  // (held), the description is plain (issue 49: without it the contract's next step was the largest thing, LCP
  // 2.7 s).
  '/revenue-split/:contractId': { title: null, description: 'detail.description' },
};

/** Each declared page's heading in every language of `locales` (language → the area's texts). */
export function firstPaintPages(locales: Record<string, FirstPaintTexts>) {
  return headingsOf(FIRST_PAINT_PAGES, locales);
}
