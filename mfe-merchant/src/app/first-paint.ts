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
 * The internal pages are declared too: they serve users with full access, whom the menu leads there; a user without
 * it who opens one by its address sees its heading until the area sends him to the saved buttons (spec 03 §2).
 * `/merchant` always redirects to the verification page (merchant-app.tsx): it paints that page's heading.
 */
export const FIRST_PAINT_PAGES: Record<string, FirstPaintKeys> = {
  // features/verification/components/verification-page.tsx, verification-history-page.tsx.
  '/merchant': { title: 'verification.title', description: 'verification.description' },
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
  // features/webhooks/components/api-key-page.tsx, api-log-page.tsx, webhook-log-page.tsx.
  '/merchant/internal/api_key': { title: 'nav.apiKey', description: 'webhooks.keys.pageDescription' },
  '/merchant/internal/api_log': { title: 'nav.apiLog', description: 'webhooks.apiLog.description' },
  '/merchant/internal/webhook_log': {
    title: 'nav.webhookLog',
    description: 'webhooks.webhooks.pageDescription',
  },
};

/** Each declared page's heading in every language of `locales` (language → the area's texts). */
export function firstPaintPages(locales: Record<string, FirstPaintTexts>) {
  return headingsOf(FIRST_PAINT_PAGES, locales);
}
