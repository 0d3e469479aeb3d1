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
 * Per route pattern of the area's router (support-app.tsx): the keys of the area's texts (namespace `support`) of
 * the page's PageLayout title and description.
 *
 * Nothing is left out.
 */
export const FIRST_PAINT_PAGES: Record<string, FirstPaintKeys> = {
  // features/tickets/components/tickets-page.tsx.
  '/messages': { title: 'list.title', description: 'list.description' },
  // features/tickets/components/ticket-page.tsx: the title is the ticket's subject once it is in (held), the
  // description plain (issue 49: without it a message of the conversation was the largest thing, LCP 2.9 s).
  '/messages/:ticketNumber': { title: null, description: 'ticket.description' },
};

/** Each declared page's heading in every language of `locales` (language → the area's texts). */
export function firstPaintPages(locales: Record<string, FirstPaintTexts>) {
  return headingsOf(FIRST_PAINT_PAGES, locales);
}
