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
 * Per route pattern of the area's router (transfers-app.tsx): the keys of the area's texts (namespace `transfers`)
 * of the page's PageLayout title and description.
 *
 * `/transfer/mass` opens the first tab the user has and `/transfer/mass/:tab` names the tab in its title
 * (`mass.titleOf`, with a value): their title is held, their description the same for every tab.
 *
 * Left out: `/transfer/external/global-summary`, with no description and a title that names the batch once it is
 * in; `/global-payout/:secret`, public and in the clear layout (no frame), its title naming the sender and the
 * amount.
 */
export const FIRST_PAINT_PAGES: Record<string, FirstPaintKeys> = {
  // features/account/components/account-transfer-page.tsx (the accounts' gate renders inside the PageLayout).
  '/transfer/account': { title: 'account.title', description: 'account.description' },
  // features/p2p/components/p2p-transfer-page.tsx.
  '/transfer/p2p': { title: 'p2p.title', description: 'p2p.description' },
  // features/external/components/external-transfer-page.tsx (every state of the form inside the PageLayout).
  '/transfer/external': { title: 'external.title', description: 'external.description' },
  // features/mass/components/mass-transfer-page.tsx.
  '/transfer/mass': { title: null, description: 'mass.description' },
  '/transfer/mass/:tab': { title: null, description: 'mass.description' },
  // features/mass/components/mass-confirm-page.tsx, one page for both: the same heading with or without a draft.
  '/transfer/external/mass/confirm': { title: 'mass.confirm.title', description: 'mass.confirm.description' },
  '/transfer/mass/p2p/confirm': { title: 'mass.confirm.title', description: 'mass.confirm.description' },
  // The next four say "no access" under their title, without the description, to a user who may not use them
  // (spec 02 §6, issue 22; the menu does not lead such a user there), as the accounts' refused pages do.
  // features/invoices/components/invoices-page.tsx.
  '/transfer/invoices': { title: 'invoices.title', description: 'invoices.description' },
  // features/approvals/components/approvals-page.tsx.
  '/transfer/approved': { title: 'approvals.title', description: 'approvals.description' },
  // features/standing/components/standing-payments-page.tsx (shared/access-page.tsx).
  '/transfer/preapproved-payments': { title: 'standing.title', description: 'standing.description' },
  // features/blacklist/components/blacklist-page.tsx (shared/access-page.tsx).
  '/payout-blacklist': { title: 'blacklist.title', description: 'blacklist.description' },
};

/** Each declared page's heading in every language of `locales` (language → the area's texts). */
export function firstPaintPages(locales: Record<string, FirstPaintTexts>) {
  return headingsOf(FIRST_PAINT_PAGES, locales);
}
