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
 * The merchant pages whose PageLayout heading is plain text (per route pattern of merchant-app.tsx, keys of the
 * namespace `merchant`), but which are not painted: the area renders its section navigation (shared/merchant-nav.tsx,
 * a row of tabs) above every page's heading, and the server's frame paints the heading at the top of the main area,
 * where the tabs come; the heading would move down under them as the page renders. Declared here so that their keys
 * stay checked, ready to move into FIRST_PAINT_PAGES once the frame paints the merchant's tabs too.
 */
export const UNDER_THE_SECTION_NAV: Record<string, FirstPaintKeys> = {
  // features/verification/components/verification-page.tsx, verification-history-page.tsx.
  '/merchant/security/verification': { title: 'verification.title', description: 'verification.description' },
  '/merchant/security/verification/history': {
    title: 'verification.history.title',
    description: 'verification.history.description',
  },
  // features/reputation/components/reputation-page.tsx.
  '/merchant/security/reputation': { title: 'reputation.title', description: 'reputation.description' },
  // features/buttons/components/saved-buttons-page.tsx, pbn-settings-page.tsx, business-logos-page.tsx.
  '/merchant/buttons/my_saved_buttons': { title: 'buttons.title', description: 'buttons.description' },
  '/merchant/buttons/pbn_settings': { title: 'pbn.title', description: 'pbn.description' },
  '/merchant/buttons/business_logos': { title: 'logos.title', description: 'logos.description' },
  // features/subscribers/components/subscribers-page.tsx.
  '/merchant/accounts/subscribers': { title: 'subscribers.title', description: 'subscribers.description' },
  // features/ipn/components/ipn-history-page.tsx, ipn-settings-page.tsx.
  '/merchant/ipn/history': { title: 'ipn.historyTitle', description: 'ipn.historyDescription' },
  '/merchant/ipn/settings': { title: 'ipn.settingsTitle', description: 'ipn.settingsDescription' },
};

/**
 * Per route pattern of the area's router: the pages the server paints the heading of. None: every merchant page has
 * the section navigation above its heading (UNDER_THE_SECTION_NAV). Besides, `/merchant` redirects to the
 * verification page, and the internal pages (`/merchant/internal/api_key`, `api_log`, `webhook_log`) redirect a
 * user without full access to the saved buttons.
 */
export const FIRST_PAINT_PAGES: Record<string, FirstPaintKeys> = {};

/** Each declared page's heading in every language of `locales` (language → the area's texts). */
export function firstPaintPages(locales: Record<string, FirstPaintTexts>) {
  return headingsOf(FIRST_PAINT_PAGES, locales);
}
