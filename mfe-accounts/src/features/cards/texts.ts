import { createTextParts } from '@portal/remote/text-parts';

/**
 * The cards pages' texts (issue 11): 4 KB that the home never shows, loaded with the cards pages' chunks and merged
 * into `accounts.cards`, where the area's first texts keep only a refused page's title and the spinner's label.
 */
export const { ensureTexts: ensureCardTexts } = createTextParts<'cards'>({
  namespace: 'accounts',
  loaders: {
    cards: async (language) => {
      const { default: cards } = await import(
        /* webpackInclude: /[\\/](en|es|ro|ru|ua|pt)\.ts$/ */ `../../locales/cards/${language}.ts`
      );
      return { default: { cards } };
    },
  },
  markers: { cards: 'cards.loadFailed' },
});
