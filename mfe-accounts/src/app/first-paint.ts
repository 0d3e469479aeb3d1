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
 * Left out: the description of /card/:accountId/pin,
 * which names the card; /confirm-card/:cardId, which has no description. `/receive/:id` is public and in the
 * clear layout, which the server paints no frame for.
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
  // The cards pages whose heading is plain text (features/cards/components/card-list-page.tsx, apply-card-page.tsx,
  // add-card-page.tsx; texts of locales/cards, loaded with them): preloaded with their texts, they render their own
  // heading at once (features/cards/routes.tsx), so the frame's is not replaced by the skeleton's "Cards".
  // cards-redirect-page.tsx: "Cards" and the lists' description while the accounts say where to go (a list, or the one
  // card's page); without it the page's first words were the card page's, after the redirect (issue 49: LCP 3.1 s).
  '/cards': { title: 'cards.title', description: 'cards.list.description' },
  '/cards/physical': { title: 'cards.list.physicalTitle', description: 'cards.list.description' },
  '/cards/virtual': { title: 'cards.list.virtualTitle', description: 'cards.list.description' },
  '/cards/apply': { title: 'cards.apply.title', description: 'cards.apply.description' },
  '/add-card': { title: 'cards.addCard.title', description: 'cards.addCard.description' },
  // card-details-page.tsx: the title names the card (held); the description stands from the first render on.
  '/cards/:accountId': { title: null, description: 'cards.details.description' },
};

/** Each declared page's heading in every language of `locales` (language → the area's texts). */
export function firstPaintPages(locales: Record<string, FirstPaintTexts>) {
  return headingsOf(FIRST_PAINT_PAGES, locales);
}
