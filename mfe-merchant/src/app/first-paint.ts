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
 * Per route pattern of the area's router (merchant-app.tsx): the keys of the area's texts (namespace `merchant`) of
 * the page's heading. Every merchant page renders its heading first and the section navigation under it
 * (shared/merchant-page-layout.tsx), so the heading the server paints is where the page renders it.
 *
 * Left out: `/merchant`, which redirects to the verification page, and the internal pages (`/merchant/internal/
 * api_key`, `api_log`, `webhook_log`), which redirect a user without full access to the saved buttons.
 */
export const FIRST_PAINT_PAGES: Record<string, FirstPaintKeys> = {
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

/** Each declared page's heading in every language of `locales` (language → the area's texts). */
export function firstPaintPages(locales: Record<string, FirstPaintTexts>) {
  return headingsOf(FIRST_PAINT_PAGES, locales);
}
