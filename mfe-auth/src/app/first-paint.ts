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
 * Per route pattern of the area's router (access-routes.tsx, security-routes.tsx): the keys of the area's texts
 * (namespace `auth`: the sign-in page's texts and the parts that load with the other pages, utils/text-parts.ts) of
 * the page's PageLayout title and description.
 *
 * `/login-history` shows the sign-ins or, with `?view=support`, the actions by support, each with its own heading:
 * declared per view (the server matches the query, scripts/first-paint.mjs `pageKeyFor`).
 *
 * `/admin-overview` paints its title only: its description shows only to an admin (none while the user is not
 * known, nor to anyone else).
 *
 * `/login`: its card's title and line, which the server paints as the card (the external layout's frame) and fills
 * with the brand's name, so that the sign-in form can reserve the screen's height (the route table's `tall`) without
 * the page being blank until the area's code has come (issue 49: with the passkey button the form is taller than a
 * phone's screen less the footer, which moved down as it came).
 *
 * Left out: the other access pages (`/password-reset`, `/activate`, `/oau`, `/auth/sei`, `/scp`, `/scp-mobile`:
 * public, the external layout, no page heading from the server; `/legal-terms`: public, the clear layout, no frame).
 */
export const FIRST_PAINT_PAGES: Record<string, FirstPaintKeys> = {
  // features/login/components/login-page.tsx, its first step (credentials).
  '/login': { title: 'login.title', description: 'login.subtitle', card: true },
  // app/security-settings-page.tsx (the sections a user acting for a customer may not see are below the heading).
  '/setting': { title: 'security.settings.title', description: 'security.settings.description' },
  // app/login-history-page.tsx: the view by the address's query.
  '/login-history': {
    title: 'security.loginHistory.title',
    description: 'security.loginHistory.description',
  },
  // features/admin/components/admin-overview-page.tsx.
  '/admin-overview': { title: 'security.admin.title', description: null },
  '/login-history?view=support': {
    title: 'security.supportActions.title',
    description: 'security.supportActions.description',
  },
};

/** Each declared page's heading in every language of `locales` (language → the area's texts). */
export function firstPaintPages(locales: Record<string, FirstPaintTexts>) {
  return headingsOf(FIRST_PAINT_PAGES, locales);
}
