import path from 'node:path';
import { describeLocaleFolders, textsInstance, textsOf } from '@portal/i18n/testing';

describeLocaleFolders(__dirname);

describe('a counted text in ru and ua (spec 02 §9: their plural rules)', () => {
  it.each([
    ['ru', 1, '1 карта'],
    ['ru', 2, '2 карты'],
    ['ru', 5, '5 карт'],
    ['ru', 21, '21 карта'],
    ['ua', 1, '1 картка'],
    ['ua', 2, '2 картки'],
    ['ua', 5, '5 карток'],
    ['ua', 21, '21 картка'],
    ['en', 1, '1 card'],
    ['es', 2, '2 tarjetas'],
  ])('%s, %i cards / %s', async (language, count, expected) => {
    // The cards pages' texts are a part of their own (features/cards/texts.ts).
    const withCards = async (lang: string) => ({
      ...(await textsOf(__dirname, lang)),
      cards: await textsOf(path.join(__dirname, 'cards'), lang),
    });
    const texts = { en: await withCards('en'), [language]: await withCards(language) };
    const i18n = await textsInstance('accounts', texts, language);
    expect(i18n.t('cards.list.count', { count })).toBe(expected);
  });
});
