/**
 * The heading of the area's pages as the portal's server paints them in the page's frame before any script has run
 * (issue 28, scripts/first-paint.mjs): the same `PageLayout` heading and description the page renders, in every
 * language, so the page's first words are on screen while its code and data are on their way. A title that names
 * the customer (the home's greeting) is not known before the session is: its place is held, not guessed.
 * Written out as `first-paint.json` beside this file (kept equal by `first-paint.test.ts`), which the build puts
 * in the release folder.
 */
import {
  firstPaintPages as headingsOf,
  type FirstPaintKeys,
  type FirstPaintTexts,
} from '@portal/remote/first-paint';

/**
 * Per route pattern of the area's router (accounts-app.tsx): the keys of the area's texts (namespace `accounts`) of
 * the page's PageLayout title (null: held) and description.
 *
 * Left out: the cards pages (features/cards/routes.tsx), whose first load shows the cards skeleton under the title
 * "Cards", without a description, while their code and texts come (a loading state with another heading); so even
 * /cards/physical, /cards/virtual, /cards/apply and /add-card, whose own heading is plain text. Besides, /cards
 * redirects, the title of /cards/:accountId and the description of /card/:accountId/pin name the card, and
 * /confirm-card/:cardId has no description. `/receive/:id` is public and in the clear layout, which the server
 * paints no frame for.
 */
export const FIRST_PAINT_PAGES: Record<string, FirstPaintKeys> = {
  // home-page.tsx: title={greeting} (the customer's first name), description={t('description')}.
  '/home': { title: null, description: 'description' },
  // history-page.tsx, statements-page.tsx, receive-page.tsx, news-page.tsx: their PageLayout's title and description.
  '/history': { title: 'history.title', description: 'history.description' },
  '/statements': { title: 'statements.title', description: 'statements.description' },
  '/receive': { title: 'receive.title', description: 'receive.description' },
  '/news': { title: 'news.title', description: 'news.description' },
  // features/batch/components/batch-transfers-page.tsx.
  '/history/batch-transfers': { title: 'batch.title', description: 'batch.description' },
};

/** Each declared page's heading in every language of `locales` (language → the area's texts). */
export function firstPaintPages(locales: Record<string, FirstPaintTexts>) {
  return headingsOf(FIRST_PAINT_PAGES, locales);
}
